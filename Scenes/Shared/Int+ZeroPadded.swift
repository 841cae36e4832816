extension BinaryInteger {
  /// The number in decimal with zeros in front, to at least `digits` digits; a number with
  /// more digits is written whole.
  ///
  /// ```swift
  /// 7.zeroPadded(to: 2)     // "07"
  /// 2026.zeroPadded(to: 4)  // "2026"
  /// ```
  func zeroPadded(to digits: Int) -> String {
    let text = String(self)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
