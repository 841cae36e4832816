import TerminalCore

extension GraphemeBuffer {
  /// Draws the graphemes from `index` up to `end` from `point` rightwards, stopping at
  /// column `right`; returns the column after the last one drawn.
  ///
  /// A run of printable ASCII graphemes, most text, is one call to the canvas, its bytes
  /// written into `bytes`, a buffer the caller keeps between frames so that drawing
  /// allocates nothing once it is as wide as the view.
  ///
  /// - Parameters:
  ///   - index: The first grapheme drawn.
  ///   - end: The grapheme drawing stops before, at the latest.
  ///   - canvas: The canvas of the screen.
  ///   - point: Where the first grapheme goes.
  ///   - right: The column drawing stops before, at the latest.
  ///   - style: How the cells are painted.
  ///   - clip: The part of the screen that may be painted.
  ///   - bytes: The caller's buffer for the runs of printable ASCII.
  /// - Complexity: O(k) in the graphemes drawn.
  func draw(
    from index: Int, to end: Int, in canvas: inout Canvas, at point: Point, right: Int,
    style: Style, clip: Rect, bytes: inout [UInt8]
  ) -> Int {
    var x = point.x
    var index = index
    // As wide as the view at once: sized by each run, it would grow, and allocate, with
    // every key typed at the end of the text.
    if bytes.count < right - x { bytes = Array(repeating: 0, count: right - x) }
    while index < end, x < right {
      let at = Point(x: x, y: point.y)
      let run = printableASCIIRun(from: index, limit: min(right - x, end - index), into: &bytes)
      if run > 0 {
        // Not through a closure: one of the main actor checks its isolation when called.
        x += canvas.put(printableASCII: bytes[..<run], at: at, style: style, clip: clip)
        index += run
      } else {
        x += canvas.put(self[index], at: at, style: style, clip: clip)
        index += 1
      }
    }
    return x
  }
}
