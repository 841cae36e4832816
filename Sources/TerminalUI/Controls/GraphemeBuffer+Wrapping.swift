extension GraphemeBuffer {
  /// One row of text wrapped to a width: the graphemes it shows and where the next row
  /// starts.
  ///
  /// Line breaks are `"\n"` graphemes. A row ends at a line break (the break is not drawn),
  /// after the last space before a word that does not fit, or between two graphemes of a
  /// word longer than the width. Spaces never start a row: those that do not fit hang past
  /// the width, undrawn, as in Textual's `TextArea` or a browser. The end of a line whose
  /// last row is full takes a row of its own, so that the cursor there has a cell.
  struct WrappedRow: Equatable {
    /// The first grapheme of the row.
    var start: Int
    /// The grapheme after the last one the row shows (a line break is not shown).
    var end: Int
    /// Where the next row starts: ``end``, or after the line break that ends the row.
    var next: Int
    /// Whether the row is the last of its line, so that the cursor can stand at ``end``;
    /// otherwise that place belongs to the next row.
    var endsLine: Bool

    /// The last cursor place in the row.
    var lastPosition: Int { endsLine ? end : end - 1 }

    /// Whether the row is the last of the text.
    func isLast(in count: Int) -> Bool { endsLine && end == count }

    /// Whether the cursor at `position` is shown in this row.
    func contains(_ position: Int) -> Bool { position >= start && position <= lastPosition }
  }

  /// The row that starts at grapheme `start` (the start of a row), wrapped to `width`
  /// columns.
  ///
  /// - Complexity: O(k) in the graphemes of the row.
  func row(from start: Int, width: Int) -> WrappedRow {
    let width = max(width, 1)
    var columns = 0
    var index = start
    var afterSpace = start
    while index < count {
      let byte = printableASCIIByte(at: index)
      if byte == nil, self[index] == "\n" {
        if columns >= width, index > start {
          return WrappedRow(start: start, end: index, next: index, endsLine: false)
        }
        return WrappedRow(start: start, end: index, next: index + 1, endsLine: true)
      }
      let graphemeColumns = self.columns(at: index)
      if byte != 0x20, columns + graphemeColumns > width, index > start {
        let end = afterSpace > start ? afterSpace : index
        return WrappedRow(start: start, end: end, next: end, endsLine: false)
      }
      columns += graphemeColumns
      index += 1
      if byte == 0x20 { afterSpace = index }
    }
    if columns >= width, index > start {
      return WrappedRow(start: start, end: index, next: index, endsLine: false)
    }
    return WrappedRow(start: start, end: index, next: index, endsLine: true)
  }

  /// The row, wrapped to `width` columns, in which the cursor at `position` is shown.
  ///
  /// - Complexity: O(k) in the graphemes of the line from its start to `position`.
  func row(containing position: Int, width: Int) -> WrappedRow {
    var row = row(from: startOfLine(at: position), width: width)
    while !row.contains(position) { row = self.row(from: row.next, width: width) }
    return row
  }

  /// The row before the one that starts at `start`, or `nil` for the first row.
  ///
  /// - Complexity: O(k) in the graphemes of the line before `start`.
  func row(before start: Int, width: Int) -> WrappedRow? {
    start > 0 ? row(containing: start - 1, width: width) : nil
  }

  /// The row after `row`, or `nil` for the last row of the text.
  func row(after row: WrappedRow, width: Int) -> WrappedRow? {
    row.isLast(in: count) ? nil : self.row(from: row.next, width: width)
  }

  /// The row below `row` (above it, unless `down`), or `nil` at an end of the text.
  func row(beside row: WrappedRow, down: Bool, width: Int) -> WrappedRow? {
    down ? self.row(after: row, width: width) : self.row(before: row.start, width: width)
  }

  /// The columns from the start of `row` to the cursor at `position` in it.
  ///
  /// - Complexity: O(k) in the graphemes before `position` in the row.
  func column(of position: Int, in row: WrappedRow) -> Int {
    var columns = 0
    for index in row.start..<position { columns += self.columns(at: index) }
    return columns
  }

  /// The last cursor place in `row` at or left of `column`: where Up and Down go when they
  /// aim at `column`, and where a click at `column` puts the cursor (before a wide grapheme
  /// whichever of its cells is aimed at).
  ///
  /// - Complexity: O(k) in the graphemes of the row up to `column`.
  func position(in row: WrappedRow, atColumn column: Int) -> Int {
    var position = row.start
    var columns = 0
    while position < row.lastPosition {
      columns += self.columns(at: position)
      guard columns <= column else { break }
      position += 1
    }
    return position
  }

  /// The start of the line the cursor at `position` is in.
  ///
  /// - Complexity: O(k) in the graphemes between the two.
  func startOfLine(at position: Int) -> Int {
    var start = position
    while start > 0, !isLineBreak(at: start - 1) { start -= 1 }
    return start
  }

  /// The end of the line the cursor at `position` is in: the place before its line break,
  /// or the end of the text.
  ///
  /// - Complexity: O(k) in the graphemes between the two.
  func endOfLine(at position: Int) -> Int {
    var end = position
    while end < count, !isLineBreak(at: end) { end += 1 }
    return end
  }

  /// Whether grapheme `index` is a line break.
  func isLineBreak(at index: Int) -> Bool {
    printableASCIIByte(at: index) == nil && self[index] == "\n"
  }
}
