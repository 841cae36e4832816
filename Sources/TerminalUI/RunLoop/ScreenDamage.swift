import TerminalCore

/// The rows of the screen the next frame draws again: none, a band of rows, or all of them.
///
/// A view that changes asks for its rectangle to be drawn again (``View/setNeedsDisplay()``);
/// the window keeps the band of whole rows those rectangles cover and, at the next frame,
/// clears and redraws only that band, keeping the cells of every other row from the frame
/// before. Whole rows, because a band cut between columns could split a wide grapheme that a
/// view outside the cut drew. A layout, a new size or a theme damages every row.
///
/// ncurses keeps the same per-row record (its `firstchar`/`lastchar` per line); a single
/// band is enough here, since a key changes one control and the chrome rows below it.
struct ScreenDamage {
  /// The rows to draw again, when not all of them.
  private(set) var rows: Range<Int> = 0..<0
  /// Whether every row is to be drawn again.
  private(set) var isTotal = true

  /// Adds the rows `rect` covers.
  mutating func add(_ rect: Rect) {
    guard !isTotal, !rect.isEmpty else { return }
    let added = rect.minY..<rect.maxY
    rows =
      rows.isEmpty
      ? added : min(rows.lowerBound, added.lowerBound)..<max(rows.upperBound, added.upperBound)
  }

  /// Marks every row.
  mutating func addAll() {
    isTotal = true
  }

  /// Marks nothing: called once a frame has drawn what was damaged.
  mutating func removeAll() {
    isTotal = false
    rows = 0..<0
  }

  /// The part of a screen of `size` to draw again: the whole of it, or the damaged rows
  /// across its width.
  func area(of size: Size) -> Rect {
    if isTotal { return Rect(origin: .zero, size: size) }
    return Rect(x: 0, y: rows.lowerBound, width: size.width, height: rows.count)
      .intersection(Rect(origin: .zero, size: size))
  }
}
