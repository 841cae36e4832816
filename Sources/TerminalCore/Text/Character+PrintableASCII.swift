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
    guard let byte = bytes.next(), byte >= 0x20, byte < 0x7F, bytes.next() == nil else {
      return nil
    }
    return byte
  }
}
