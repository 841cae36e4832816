import TerminalCore

/// The one traversal that lays out and draws a view tree, used by the window, the
/// presented scenes and the table's cached rows alike.
///
/// Frames are relative to the superview; each view draws clipped to its own rectangle
/// intersected with its ancestors', so a subview placed partly (or wholly) outside its
/// superview, at a negative offset for instance, shows only the part inside.
extension View {
  /// Lays out the view, then its visible subviews, top-down, then tells the view its
  /// subtree is laid out (``didLayOutSubtree()``).
  func layoutSubtree() {
    guard !isHidden else { return }
    layoutSubviews()
    for subview in subviews { subview.layoutSubtree() }
    didLayOutSubtree()
  }

  /// Draws the view and its visible subviews, in order, into `canvas`.
  ///
  /// - Parameters:
  ///   - canvas: The canvas to draw into.
  ///   - origin: Where the superview's top-left corner is on the canvas.
  ///   - clip: The part of the canvas the superview may paint.
  /// - Complexity: O(views + cells drawn).
  func drawSubtree(in canvas: inout Canvas, origin: Point, clip: Rect) {
    guard !isHidden else { return }
    let rect = frame.offsetBy(dx: origin.x, dy: origin.y)
    let visible = rect.intersection(clip)
    guard !visible.isEmpty else { return }
    draw(in: &canvas, rect: rect, clip: visible)
    for subview in subviews {
      subview.drawSubtree(in: &canvas, origin: rect.origin, clip: visible)
    }
  }
}
