import TerminalCore

/// The window's row above the footer: a message until the next key, in the theme's
/// ``Theme/error`` style (red by default) for an error.
@MainActor
final class StatusLineView: View {
  /// The message shown, if any.
  var message: Window.StatusMessage? {
    didSet {
      if message != oldValue { setNeedsDisplay() }
    }
  }

  override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    super.draw(in: &canvas, rect: rect, clip: clip)
    guard let message else { return }
    let style = message.isError ? theme.error : theme.text
    let text = TextLayout.truncate(message.text, toColumns: rect.width)
    canvas.put(text, at: rect.origin, style: style, clip: clip)
  }
}
