import TerminalCore

/// The rows of a text, wrapped to a view's width, that the view shows: where the first of
/// them starts, the rows and the cursor's cell laid out last, and which rows that layout
/// changed.
///
/// Only the rows shown are wrapped: the first one is kept from layout to layout as the index
/// of its first grapheme, and wrapped again from the start of its line only when the width
/// or the text of that row changed. A layout is kept until the text, the cursor or the size
/// changes.
///
/// ```swift
/// var viewport = WrappedViewport()
/// viewport.layOut(cursor: cursorIndex, in: graphemes, size: Size(width: 40, height: 5))
/// viewport.rows  // the rows to draw, top to bottom
/// viewport.cursor  // where the cursor is drawn
/// viewport.rowsChanged(by: nil)  // after a move: the rows that show other graphemes
/// ```
struct WrappedViewport {
  /// An edit of the text: the graphemes `range` of the old text replaced by `count` others.
  struct Edit {
    /// The graphemes replaced, in the old text.
    var range: Range<Int>
    /// How many graphemes took their place.
    var count: Int
  }

  /// The cursor ``rows`` were laid out for, or `nil` when the text or the rows shown changed
  /// since.
  private var laidOutCursor: Int?
  /// The size of the last layout.
  private var laidOutSize: Size?
  /// The size of the layout before the last one.
  private var previousSize: Size?
  /// The rows of the layout before the last one, for ``rowsChanged(by:)``; the array is kept
  /// and swapped with ``rows``, so that laying out allocates nothing.
  private var previousRows: [GraphemeBuffer.WrappedRow] = []
  /// What the next layout may keep of the last one's rows: all of them while the text is the
  /// one they were wrapped from, those the one edit since did not reach, or none.
  private var reuse = Reuse.none

  /// What a layout may keep of the rows of the layout before it.
  private enum Reuse {
    /// Nothing: the text changed more than once, or the rows shown moved.
    case none
    /// Every row: the text is the one they were wrapped from.
    case all
    /// The rows the edit did not reach, those after it shifted by its change of length.
    case allBut(Edit)
  }
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
    (laidOutCursor, laidOutSize, reuse) = (nil, nil, .none)
  }

  /// Has the first row shown wrapped again when `edit` of `graphemes` (already made) was in
  /// it or before it; otherwise the next layout keeps the rows the edit did not reach.
  ///
  /// - Complexity: O(w) in the graphemes of the first row shown.
  mutating func textDidChange(_ edit: Edit, in graphemes: GraphemeBuffer) {
    laidOutCursor = nil
    if case .all = reuse { reuse = .allBut(edit) } else { reuse = .none }
    let index = edit.range.lowerBound
    guard index <= topIndex || index <= graphemes.row(from: topIndex, width: wrapWidth).end
    else { return }
    topIndex = min(topIndex, index)
    topIsStale = true
    reuse = .none
  }

  /// Moves the first row shown `count` rows down (up when negative), as far as the text
  /// goes.
  ///
  /// - Complexity: O(k × w) in the rows passed and their width.
  mutating func scroll(by count: Int, in graphemes: GraphemeBuffer, width: Int) {
    (laidOutCursor, reuse) = (nil, .none)
    snapTop(in: graphemes, width: width)
    var row = graphemes.row(from: topIndex, width: width)
    for _ in 0..<abs(count) {
      guard let next = graphemes.row(beside: row, down: count > 0, width: width) else { break }
      row = next
    }
    topIndex = row.start
  }

  /// Scrolls so that the row of the cursor at `cursorIndex` is among the rows shown in
  /// `size`, and so that no row stays hidden above while the end of the text leaves room
  /// below; lays out ``rows`` and ``cursor``, unless they are laid out for this cursor and
  /// size and nothing changed since.
  ///
  /// - Complexity: O(h × w) in the rows shown and their width, plus the graphemes of the
  ///   cursor's line before it when the cursor left the rows shown; O(1) when laid out.
  mutating func layOut(cursor cursorIndex: Int, in graphemes: GraphemeBuffer, size: Size) {
    if laidOutCursor == cursorIndex, laidOutSize == size { return }
    if laidOutSize != size { reuse = .none }
    previousSize = laidOutSize
    swap(&rows, &previousRows)
    scrollToCursor(cursorIndex, in: graphemes, width: size.width, height: size.height)
    (laidOutCursor, laidOutSize, reuse) = (cursorIndex, size, .all)
  }

  /// The rows of ``rows``, by index, that may show other graphemes than the row in their
  /// place did before the last ``layOut(cursor:in:size:)``: rows whose graphemes moved to
  /// another row, rows the `edit` touched, rows that were not there; every row when the
  /// size changed or nothing was laid out before.
  ///
  /// A row shows the same graphemes when it starts and ends at the same graphemes as before
  /// an edit, or at the same graphemes shifted by the edit's change of length after it.
  ///
  /// - Parameter edit: What changed in the text between the two layouts; `nil` when only
  ///   the cursor moved (or the rows shown scrolled).
  /// - Complexity: O(h) in the rows shown.
  func rowsChanged(by edit: Edit?) -> Range<Int> {
    let count = max(rows.count, previousRows.count)
    guard laidOutSize != nil, previousSize == laidOutSize else {
      return 0..<max(count, laidOutSize?.height ?? 0)
    }
    var first: Int?
    var last = 0
    for index in 0..<count where !showsTheSame(index, after: edit) {
      first = first ?? index
      last = index
    }
    return first.map { $0..<last + 1 } ?? 0..<0
  }

  // MARK: - Private helpers

  /// Whether the row at `index` of ``rows`` shows the graphemes the row at that index of
  /// ``previousRows`` showed, the text having changed by `edit` in between.
  private func showsTheSame(_ index: Int, after edit: Edit?) -> Bool {
    guard index < rows.count, index < previousRows.count else { return false }
    let (new, old) = (rows[index], previousRows[index])
    guard let edit, old.end > edit.range.lowerBound else {
      return new.start == old.start && new.end == old.end
    }
    let shift = edit.count - edit.range.count
    return old.start >= edit.range.upperBound && new.start == old.start + shift
      && new.end == old.end + shift
  }

  /// Scrolls so that the row of the cursor at `cursorIndex` is among the `height` rows
  /// shown, and so that no row stays hidden above while the end of the text leaves room
  /// below; lays out ``rows`` and ``cursor``.
  private mutating func scrollToCursor(
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

  /// Makes ``topIndex`` the start of the row it is in when the text or the width changed
  /// under it.
  private mutating func snapTop(in graphemes: GraphemeBuffer, width: Int) {
    guard topIsStale || width != wrapWidth else { return }
    topIndex = graphemes.row(containing: min(topIndex, graphemes.count), width: width).start
    topIsStale = false
    wrapWidth = width
  }

  /// Fills ``rows`` with the rows from ``topIndex`` on, `height` at most, keeping what
  /// ``reuse`` allows of ``previousRows`` when they start at the same place.
  private mutating func layOutRows(of graphemes: GraphemeBuffer, width: Int, height: Int) {
    rows.removeAll(keepingCapacity: true)
    guard previousRows.first?.start == topIndex else {
      return wrapRows(of: graphemes, width, height)
    }
    switch reuse {
    case .none: wrapRows(of: graphemes, width, height)
    case .all: rows.append(contentsOf: previousRows.prefix(height))
    case .allBut(let edit): layOutRows(of: graphemes, width: width, height: height, after: edit)
    }
  }

  /// Fills ``rows`` after `edit`: the rows of the lines before the edited one are kept; from
  /// the first row of that line shown the text is wrapped again, until a row starts where a
  /// row after the edit started (shifted by its change of length), from which the rows are
  /// kept, shifted.
  ///
  /// A row reads no further than its line, and past its end only into the first word of the
  /// next row, so wrapping from the start of the edited line's first row shown gives the
  /// rows a whole layout would; after the edit, a row starting at the same grapheme of the
  /// same text ends at the same one.
  private mutating func layOutRows(
    of graphemes: GraphemeBuffer, width: Int, height: Int, after edit: Edit
  ) {
    let shift = edit.count - edit.range.count
    var kept = 0
    for (index, row) in previousRows.prefix(height).enumerated() {
      guard row.start <= edit.range.lowerBound else { break }
      if row.next > row.end, row.next <= edit.range.lowerBound { kept = index + 1 }
    }
    guard kept < previousRows.count else { return wrapRows(of: graphemes, width, height) }
    rows.append(contentsOf: previousRows.prefix(kept))
    var row = graphemes.row(from: previousRows[kept].start, width: width)
    rows.append(row)
    var old = kept
    while rows.count < height, !row.isLast(in: graphemes.count) {
      if row.next >= edit.range.lowerBound + edit.count {
        while old < previousRows.count, previousRows[old].start < row.next - shift { old += 1 }
        if old < previousRows.count, previousRows[old].start == row.next - shift {
          appendShifted(previousRows[old...], by: shift, upTo: height)
          guard let last = rows.last else { return }
          (row, old) = (last, previousRows.count)
          continue
        }
      }
      row = graphemes.row(from: row.next, width: width)
      rows.append(row)
    }
  }

  /// Appends `kept`, each row moved `shift` graphemes, while ``rows`` has fewer than `height`.
  private mutating func appendShifted(
    _ kept: ArraySlice<GraphemeBuffer.WrappedRow>, by shift: Int, upTo height: Int
  ) {
    for var row in kept {
      guard rows.count < height else { return }
      row.start += shift
      row.end += shift
      row.next += shift
      rows.append(row)
    }
  }

  /// Fills ``rows``, empty, with the rows from ``topIndex`` on, `height` at most, all wrapped.
  private mutating func wrapRows(of graphemes: GraphemeBuffer, _ width: Int, _ height: Int) {
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
