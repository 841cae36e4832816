extension Int {
  /// The number in decimal with zeros in front, to at least `digits` digits; a number with
  /// more digits is written whole.
  ///
  /// ```swift
  /// 7.zeroPadded(to: 2)     // "07"
  /// 2026.zeroPadded(to: 4)  // "2026"
  /// ```
  ///
  /// On `Int` rather than any `BinaryInteger`: the generic `String(_:)` of an integer writes
  /// it through the standard library's unspecialized code, several times slower.
  func zeroPadded(to digits: Int) -> String {
    let text = description
    return String(repeating: "0", count: Swift.max(0, digits - text.count)) + text
  }
}
