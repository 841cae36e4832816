extension Character {
  /// The number of terminal columns the grapheme takes: 0, 1 or 2.
  ///
  /// The width of a grapheme cluster is the width of its first scalar, looked up in a table
  /// generated from the Unicode Character Database (`UnicodeWidthTable.swift`):
  ///
  /// - 2 for East Asian Wide and Fullwidth characters (`漢`, `한`, `Ａ`) and for emoji
  ///   with default emoji presentation (`👋`, lone regional indicators included);
  /// - 0 for combining marks, invisible format characters (zero-width space, joiners,
  ///   bidi controls), Hangul medial vowels and final consonants, and controls;
  /// - 1 for everything else: Latin (`é`), Arabic (`ب`), Hebrew (`א`), and East Asian
  ///   ambiguous-width characters (`─`, `°`), which most terminals draw narrow.
  ///
  /// A cluster that starts with an emoji-capable scalar is then adjusted: VS16 (U+FE0F)
  /// makes it 2 (`❤️`, `#️⃣`) and VS15 (U+FE0E) makes it 1 (`⌚︎`); a skin-tone
  /// modifier (`👋🏽`), a second regional indicator (a flag, `🇫🇷`) or a zero-width
  /// joiner followed by another emoji (`👨‍👩‍👧`) makes it 2. Other clusters keep the
  /// width of their first scalar: `e` + U+0301 is 1, a decomposed Hangul syllable is 2.
  ///
  /// Controls (C0, DEL, C1, and the grapheme `"\r\n"`) are 0 here: they have no width of
  /// their own because they are never drawn raw. ``TextSanitizer/displayable(_:)`` maps
  /// them to one-column placeholders first, which is what ``Canvas`` draws, so measure
  /// sanitized text when it may hold controls.
  ///
  /// ```swift
  /// Character("a").displayWidth  // 1
  /// Character("漢").displayWidth  // 2
  /// Character("\u{301}").displayWidth  // 0
  /// ```
  ///
  /// - Complexity: O(1) for a printable ASCII grapheme; otherwise O(log n) in the size of
  ///   the table, plus the length of the cluster when it starts with an emoji.
  public var displayWidth: Int {
    var leadByte = utf8.makeIterator()
    if let lead = leadByte.next(), lead.isPrintableASCII, !Self.isKeycapBase(lead) {
      return 1
    }
    var scalars = unicodeScalars.makeIterator()
    guard let base = scalars.next() else { return 0 }
    let width = UnicodeWidthTable.width(of: base)
    guard utf8.count > UTF8.width(base), UnicodeWidthTable.isEmojiBase(base) else {
      return width
    }
    return Self.emojiSequenceWidth(baseWidth: width, rest: &scalars)
  }

  /// Whether `value` is one of the ASCII scalars that start a keycap emoji (`#`, `*`, `0`–`9`).
  private static func isKeycapBase(_ value: UInt8) -> Bool {
    value == 0x23 || value == 0x2A || (0x30...0x39).contains(value)
  }

  /// The width of a cluster whose first scalar is an emoji base of width `baseWidth`,
  /// given an iterator over the scalars after that base.
  private static func emojiSequenceWidth(
    baseWidth: Int, rest: inout String.UnicodeScalarView.Iterator
  ) -> Int {
    var followsJoiner = false
    while let scalar = rest.next() {
      switch scalar.value {
      case 0xFE0F:  // VS16: emoji presentation
        return 2
      case 0xFE0E:  // VS15: text presentation
        return 1
      case 0x1F3FB...0x1F3FF, 0x1F1E6...0x1F1FF:  // skin-tone modifier, flag's second letter
        return 2
      case 0x200D:  // zero-width joiner: an emoji sequence if an emoji follows
        followsJoiner = true
        continue
      default:
        if followsJoiner && UnicodeWidthTable.isEmojiBase(scalar) { return 2 }
      }
      followsJoiner = false
    }
    return baseWidth
  }
}

extension StringProtocol {
  /// The number of terminal columns the text takes: the sum of its graphemes'
  /// ``Swift/Character/displayWidth``.
  ///
  /// Controls count 0, as for a single grapheme; ``TextSanitizer/sanitize(_:)`` the text
  /// first to measure it as ``Canvas`` draws it.
  ///
  /// ```swift
  /// "Hello".displayWidth  // 5
  /// "日本語".displayWidth  // 6
  /// "👋🏽 hi".displayWidth  // 5
  /// ```
  ///
  /// - Complexity: O(n) in the length of the text; printable ASCII text, and text whose
  ///   every scalar is a grapheme of its own whatever surrounds it (accented Latin, Greek,
  ///   Cyrillic, CJK, punctuation such as `›`), is measured without grapheme breaking.
  @inlinable
  public var displayWidth: Int {
    if isPrintableASCII {
      return utf8.count
    }
    if let width = utf8.withContiguousStorageIfAvailable(SingleScalarGraphemes.displayWidth(utf8:)),
      let width
    {
      return width
    }
    var total = 0
    for character in self {
      total += character.displayWidth
    }
    return total
  }
}
