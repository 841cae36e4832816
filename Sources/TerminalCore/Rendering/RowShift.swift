/// A scroll of part of the screen: the rows of `region` move `distance` rows up (down when
/// it is negative), and the rows that enter the region come in blank.
///
/// ```swift
/// let shift = RowShift(region: 1..<22, distance: 1, blankRow: Array(repeating: .blank, count: 80))
/// shift.sourceRow(of: 5)  // 6: row 5 now shows what row 6 showed
/// shift.sourceRow(of: 21)  // nil: row 21 came in blank
/// ```
struct RowShift: Equatable {
  /// The rows the scroll is limited to.
  let region: Range<Int>
  /// How many rows the contents move up; negative when they move down.
  let distance: Int
  /// A row of plain blanks, what a row that came in shows.
  let blankRow: [Cell]

  /// Creates the scroll of `region` by `distance` rows; `blankRow` is a row of plain blanks
  /// as wide as the screen.
  init(region: Range<Int>, distance: Int, blankRow: [Cell]) {
    self.region = region
    self.distance = distance
    self.blankRow = blankRow
  }

  /// The row whose contents row `y` shows after the scroll; `nil` when it came in blank.
  func sourceRow(of y: Int) -> Int? {
    guard region.contains(y) else { return y }
    let source = y + distance
    return region.contains(source) ? source : nil
  }

  /// The rows of the region that come in blank.
  var enteringRows: Range<Int> {
    distance > 0
      ? max(region.upperBound - distance, region.lowerBound)..<region.upperBound
      : region.lowerBound..<min(region.lowerBound - distance, region.upperBound)
  }
}
