// PLACEHOLDER: replaced by the real diff renderer (helper task "renderer").
/// Turns canvases into the escape bytes that bring the screen from one to the next.
public struct Renderer: Sendable {
  private var screen: Canvas?

  /// Creates a renderer that assumes nothing about the screen.
  public init() {}

  /// Forgets what is on screen, so the next frame repaints everything.
  public mutating func invalidate() { screen = nil }

  /// The bytes that turn the screen into `canvas`, with the cursor at `cursor` (hidden if nil).
  public mutating func render(_ canvas: Canvas, cursor: Point?) -> [UInt8] {
    var out = "\u{1B}[H\u{1B}[2J"
    for y in 0..<canvas.size.height {
      out += "\u{1B}[\(y + 1);1H" + canvas.text(ofRow: y)
    }
    if let cursor { out += "\u{1B}[\(cursor.y + 1);\(cursor.x + 1)H\u{1B}[?25h" } else { out += "\u{1B}[?25l" }
    screen = canvas
    return Array(out.utf8)
  }
}
