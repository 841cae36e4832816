/// Text in which every scalar is a grapheme of its own, which can be measured and drawn
/// scalar by scalar.
///
/// Breaking text into graphemes costs hundreds of instructions a grapheme, and most
/// non-ASCII text in a terminal app needs none of it: accented Latin, Greek, Cyrillic,
/// punctuation such as `›` and `…`, arrows, box drawing, kana, CJK ideographs and Hangul
/// syllables are scalars that no rule of Unicode's grapheme breaking (UAX #29) joins to a
/// neighbour of that same set. Text made of them only is measured by adding up the widths of
/// its scalars; any other scalar (a combining mark, a joiner, a variation selector, an emoji
/// modifier, a control) sends the whole text the way of graphemes.
@usableFromInline
enum SingleScalarGraphemes {
  /// Whether the scalar `value` forms a grapheme of its own beside any scalar of the set:
  /// its grapheme-break property is Other (LV or LVT for Hangul syllables, which join only
  /// jamo), so only a scalar outside the set (a mark, a joiner, a selector) could join it.
  static func standsAlone(_ value: UInt32) -> Bool {
    switch value {
    case 0x20...0x7E,  // printable ASCII
      0xA0...0xAC, 0xAE...0x2FF,  // Latin-1 (not the soft hyphen), Latin Extended, IPA
      0x370...0x482, 0x48A...0x52F,  // Greek, Cyrillic (not its combining marks)
      0x2010...0x2027, 0x2030...0x205E,  // punctuation (not joiners, bidi controls)
      0x2190...0x21FF, 0x2500...0x259F,  // arrows, box drawing, block elements
      0x3041...0x3096, 0x30A1...0x30FA,  // hiragana, katakana (not the sound marks)
      0x4E00...0x9FFF, 0xAC00...0xD7A3:  // CJK ideographs, Hangul syllables
      return true
    default:
      return false
    }
  }

  /// Whether every scalar of the UTF-8 text `bytes` stands alone (see
  /// ``standsAlone(_:)``); `true` for empty text.
  ///
  /// - Complexity: O(n) in the length of `bytes`.
  @usableFromInline
  static func everyScalarStandsAlone(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    visitScalars(in: bytes) { _ in true }
  }

  /// The columns the UTF-8 text `bytes` takes when every scalar in it stands alone (the
  /// sum of the scalars' widths), else `nil`.
  ///
  /// - Complexity: O(n) in the length of `bytes`.
  @usableFromInline
  static func displayWidth(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var width = 0
    let standAlone = visitScalars(in: bytes) {
      width += UnicodeWidthTable.width(of: $0)
      return true
    }
    return standAlone ? width : nil
  }

  /// Calls `body` with each scalar of the UTF-8 text `bytes` in turn, until `body` returns
  /// `false` or a scalar does not stand alone; returns `false` in the second case only.
  static func visitScalars(
    in bytes: UnsafeBufferPointer<UInt8>, _ body: (Unicode.Scalar) -> Bool
  ) -> Bool {
    // Decoded by hand, a few instructions a scalar: the bytes are a Swift string's, valid
    // UTF-8, and every scalar that stands alone takes one to three bytes (a longer one, or
    // a byte out of place, ends the walk as a scalar that does not stand alone).
    let count = bytes.count
    var index = 0
    while index < count {
      let lead = UInt32(bytes[index])
      let value: UInt32
      let length: Int
      switch lead {
      case 0..<0x80:
        (value, length) = (lead, 1)
      case 0xC0..<0xE0 where index + 1 < count:
        (value, length) = ((lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F), 2)
      case 0xE0..<0xF0 where index + 2 < count:
        let middle = UInt32(bytes[index + 1] & 0x3F)
        (value, length) = ((lead & 0x0F) << 12 | middle << 6 | UInt32(bytes[index + 2] & 0x3F), 3)
      default:
        return false
      }
      guard standsAlone(value), let scalar = Unicode.Scalar(value) else { return false }
      guard body(scalar) else { return true }
      index += length
    }
    return true
  }
}
