extension StringProtocol {
  /// The longest leading run of whole graphemes that fits in `columns` terminal columns.
  ///
  /// Graphemes are never cut: a wide grapheme that would straddle the limit is left out,
  /// with everything after it. Zero-width graphemes that follow the last one kept are kept
  /// too. Widths are ``Swift/Character/displayWidth``.
  ///
  /// ```swift
  /// "Hello, 世界".prefix(columns: 8)  // "Hello, "
  /// "Hello, 世界".prefix(columns: 9)  // "Hello, 世"
  /// ```
  ///
  /// - Parameter columns: The number of columns available; 0 or less gives an empty result.
  /// - Returns: A prefix of the text whose display width is at most `columns`.
  /// - Complexity: O(k) in the length of the prefix.
  public func prefix(columns: Int) -> SubSequence {
    var used = 0
    var end = startIndex
    while end < endIndex {
      used += self[end].displayWidth
      guard used <= columns else { break }
      end = index(after: end)
    }
    return self[startIndex..<end]
  }

  /// The longest trailing run of whole graphemes that fits in `columns` terminal columns.
  ///
  /// The mirror of ``prefix(columns:)``, for showing the end of a text that is too long
  /// (the tail of a text field). Zero-width graphemes that precede the first one kept are
  /// kept too.
  ///
  /// ```swift
  /// "Hello, 世界".suffix(columns: 3)  // "界"
  /// ```
  ///
  /// - Parameter columns: The number of columns available; 0 or less gives an empty result.
  /// - Returns: A suffix of the text whose display width is at most `columns`.
  /// - Complexity: O(k) in the length of the suffix.
  public func suffix(columns: Int) -> SubSequence {
    var used = 0
    var start = endIndex
    while start > startIndex {
      let previous = index(before: start)
      used += self[previous].displayWidth
      guard used <= columns else { break }
      start = previous
    }
    return self[start..<endIndex]
  }

  /// The text cut by grapheme or padded with spaces to exactly `columns` terminal columns.
  ///
  /// The text is cut as ``prefix(columns:)`` cuts it, then spaces fill the rest, so a
  /// wide grapheme that does not fit leaves a space in its place.
  ///
  /// ```swift
  /// "ab".fitted(toColumns: 4)  // "ab  "
  /// "ab漢字".fitted(toColumns: 5)  // "ab漢 "
  /// ```
  ///
  /// - Parameter columns: The width of the result; 0 or less gives an empty string.
  /// - Returns: A string whose display width is `max(columns, 0)`.
  /// - Complexity: O(n) in `columns` and the length of the kept prefix.
  public func fitted(toColumns columns: Int) -> String {
    let kept = prefix(columns: columns)
    let padding = Swift.max(columns - kept.displayWidth, 0)
    return String(kept) + String(repeating: " ", count: padding)
  }
}
