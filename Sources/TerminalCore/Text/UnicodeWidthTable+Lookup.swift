extension UnicodeWidthTable {
  /// The number of columns `scalar` takes on its own: 0, 1 or 2.
  ///
  /// Scalars below U+0300 (ASCII, Latin-1, Latin Extended-A and -B, IPA, spacing modifier
  /// letters) are answered without searching: controls are 0, everything else is 1. Other
  /// scalars are looked up in ``widthRanges``; a scalar not listed there is 1.
  ///
  /// - Parameter scalar: The scalar to measure.
  /// - Returns: The width of `scalar` when drawn alone.
  /// - Complexity: O(1) below U+0300, else O(log n) in the number of ranges.
  static func width(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x300 {
      return value < 0x20 || (value >= 0x7F && value < 0xA0) ? 0 : 1
    }
    return tableWidth(of: value)
  }

  /// The width ``widthRanges`` gives `value`, without the fast path of ``width(of:)``.
  ///
  /// - Parameter value: A scalar value.
  /// - Returns: The width of the range holding `value`, or 1 when no range holds it.
  /// - Complexity: O(log n) in the number of ranges.
  static func tableWidth(of value: UInt32) -> Int {
    widthRanges.withUnsafeBufferPointer { ranges in
      let index = firstRange(endingAtOrAfter: value, count: ranges.count) { ranges[$0].last }
      guard index < ranges.count, ranges[index].first <= value else { return 1 }
      return Int(ranges[index].width)
    }
  }

  /// Whether `scalar` can start an emoji presentation sequence (Emoji or
  /// Extended_Pictographic).
  ///
  /// - Parameter scalar: The first scalar of a grapheme cluster.
  /// - Returns: `true` when ``emojiBaseRanges`` holds `scalar`.
  /// - Complexity: O(log n) in the number of ranges.
  static func isEmojiBase(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return emojiBaseRanges.withUnsafeBufferPointer { ranges in
      let index = firstRange(endingAtOrAfter: value, count: ranges.count) { ranges[$0].last }
      return index < ranges.count && ranges[index].first <= value
    }
  }

  /// The index of the first of `count` sorted ranges whose last scalar is `value` or more:
  /// the range that holds `value`, if any does; `count` when every range ends before it.
  ///
  /// - Parameters:
  ///   - value: The scalar value searched for.
  ///   - count: The number of ranges.
  ///   - last: The last scalar value of the range at an index.
  /// - Returns: An index in `0...count`.
  /// - Complexity: O(log n) in `count`.
  @inline(__always)
  private static func firstRange(
    endingAtOrAfter value: UInt32, count: Int, last: (Int) -> UInt32
  ) -> Int {
    var low = 0
    var remaining = count
    while remaining > 0 {
      let half = remaining / 2
      if last(low + half) < value {
        low += half + 1
        remaining -= half + 1
      } else {
        remaining = half
      }
    }
    return low
  }
}
