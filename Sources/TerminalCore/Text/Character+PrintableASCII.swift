extension Character {
  /// The byte of a printable ASCII character, 0x20 (space) through 0x7E (`~`); `nil` for
  /// any other grapheme.
  ///
  /// The hot paths of drawing, decoding and editing text treat such a character as plain
  /// data: one byte, one column, nothing to sanitize or segment.
  ///
  /// ```swift
  /// Character("q").printableASCIIByte  // 0x71
  /// Character("é").printableASCIIByte  // nil
  /// Character("\t").printableASCIIByte  // nil
  /// ```
  package var printableASCIIByte: UInt8? {
    var bytes = utf8.makeIterator()
    guard let byte = bytes.next(), byte.isPrintableASCII, bytes.next() == nil else {
      return nil
    }
    return byte
  }
}

extension UInt8 {
  /// Whether the byte is printable ASCII, 0x20 (space) through 0x7E (`~`): alone, a grapheme
  /// one column wide that needs no sanitizing.
  ///
  /// ```swift
  /// UInt8(ascii: "q").isPrintableASCII  // true
  /// UInt8(0x1B).isPrintableASCII        // false
  /// ```
  @inlinable
  package var isPrintableASCII: Bool {
    self >= 0x20 && self < 0x7F
  }
}

extension StringProtocol {
  /// Whether every UTF-8 byte of the text is printable ASCII (U+0020–U+007E), so that each
  /// byte is a grapheme one column wide that needs no sanitizing or segmenting; `false` when
  /// the text is not stored contiguously (a bridged string), which only costs the fast path.
  ///
  /// ```swift
  /// "hello".isPrintableASCII  // true
  /// "héllo".isPrintableASCII  // false
  /// "".isPrintableASCII       // true
  /// ```
  @inlinable
  package var isPrintableASCII: Bool {
    let answer = utf8.withContiguousStorageIfAvailable { bytes in
      bytes.allSatisfy { $0.isPrintableASCII }
    }
    return answer ?? false
  }
}
