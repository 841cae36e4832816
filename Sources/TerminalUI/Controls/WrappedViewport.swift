import TerminalCore

/// The rows of a text, wrapped to a view's width, that the view shows: where the first of
/// them starts, and the rows and the cursor's cell laid out for the last frame.
///
/// Only the rows shown are wrapped: the first one is kept from frame to frame as the index
/// of its first grapheme, and wrapped again from the start of its line only when the width
/// or the text of that row changed.
///
/// ```swift
/// var viewport = WrappedViewport()
/// viewport.scrollToCursor(cursorIndex, in: graphemes, width: 40, height: 5)
/// viewport.rows  // the rows to draw, top to bottom
/// viewport.cursor  // where the cursor is drawn
/// ```
struct WrappedViewport {
  /// The first grapheme of the first row shown.
  private(set) var topIndex = 0
  /// Whether ``topIndex`` may no longer start a row: the text changed in the first row
  /// shown (a shorter word can move up a row) or before it.
  private var topIsStale = true
  /// The width the rows were last wrapped to.
  private var wrapWidth = 0
  /// The rows laid out by the last ``scrollToCursor(_:in:width:height:)``, top to bottom; the
  /// array is kept so that laying them out allocates nothing.
  private(set) var rows: [GraphemeBuffer.WrappedRow] = []
  /// Where the cursor is drawn, from the view's top-left corner: on its row, in the last
  /// column when it stands past the width (on a space hanging there).
  private(set) var cursor = Point(x: 0, y: 0)

  /// Shows the text from its first row, after the whole text changed.
  mutating func showFromStart() {
    topIndex = 0
    topIsStale = true
  }

  /// Has the first row shown wrapped again when an edit at grapheme `index` of `graphemes`
  /// (already made) was in it or before it.
  ///
  /// - Complexity: O(w) in the graphemes of the first row shown.
  mutating func textDidChange(at index: Int, in graphemes: GraphemeBuffer) {
    guard index <= topIndex || index <= graphemes.row(from: topIndex, width: wrapWidth).end
    else { return }
    topIndex = min(topIndex, index)
    topIsStale = true
  }

  /// Moves the first row shown `count` rows down (up when negative), as far as the text
  /// goes.
  ///
  /// - Complexity: O(k × w) in the rows passed and their width.
  mutating func scroll(by count: Int, in graphemes: GraphemeBuffer, width: Int) {
    snapTop(in: graphemes, width: width)
    var row = graphemes.row(from: topIndex, width: width)
    for _ in 0..<abs(count) {
      guard let next = graphemes.row(beside: row, down: count > 0, width: width) else { break }
      row = next
    }
    topIndex = row.start
  }

  /// Scrolls so that the row of the cursor at `cursorIndex` is among the `height` rows
  /// shown, and so that no row stays hidden above while the end of the text leaves room
  /// below; lays out ``rows`` and ``cursor``.
  ///
  /// - Complexity: O(h × w) in the rows shown and their width, plus the graphemes of the
  ///   cursor's line before it when the cursor left the rows shown.
  mutating func scrollToCursor(
    _ cursorIndex: Int, in graphemes: GraphemeBuffer, width: Int, height: Int
  ) {
    let height = max(height, 1)
    snapTop(in: graphemes, width: width)
    if cursorIndex < topIndex {
      topIndex = graphemes.row(containing: cursorIndex, width: width).start
    }
    layOutRows(of: graphemes, width: width, height: height)
    var cursorRow = rowIndex(of: cursorIndex)
    if cursorRow == nil {
      var row = graphemes.row(containing: cursorIndex, width: width)
      for _ in 1..<height {
        guard let above = graphemes.row(before: row.start, width: width) else { break }
        row = above
      }
      topIndex = row.start
      layOutRows(of: graphemes, width: width, height: height)
      cursorRow = rowIndex(of: cursorIndex)
    }
    while rows.count < height, let above = graphemes.row(before: topIndex, width: width) {
      topIndex = above.start
      rows.insert(above, at: 0)
      if let row = cursorRow { cursorRow = row + 1 }
    }
    let y = cursorRow ?? 0
    let x = graphemes.column(of: cursorIndex, in: rows[y])
    cursor = Point(x: min(x, max(width - 1, 0)), y: y)
  }

  // MARK: - Private helpers

  /// Makes ``topIndex`` the start of the row it is in when the text or the width changed
  /// under it.
  private mutating func snapTop(in graphemes: GraphemeBuffer, width: Int) {
    guard topIsStale || width != wrapWidth else { return }
    topIndex = graphemes.row(containing: min(topIndex, graphemes.count), width: width).start
    topIsStale = false
    wrapWidth = width
  }

  /// Fills ``rows`` with the rows from ``topIndex`` on, `height` at most.
  private mutating func layOutRows(of graphemes: GraphemeBuffer, width: Int, height: Int) {
    rows.removeAll(keepingCapacity: true)
    var row = graphemes.row(from: topIndex, width: width)
    rows.append(row)
    while rows.count < height, let next = graphemes.row(after: row, width: width) {
      rows.append(next)
      row = next
    }
  }

  /// The index in ``rows`` of the row the cursor at `position` is shown in.
  private func rowIndex(of position: Int) -> Int? {
    for index in rows.indices where rows[index].contains(position) {
      return index
    }
    return nil
  }
}
