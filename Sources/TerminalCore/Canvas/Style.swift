/// How a cell is painted: foreground, background and attributes.
///
/// ```swift
/// canvas.put("Error: empty message", at: Point(x: 0, y: 22), style: Style(foreground: .red))
/// ```
public struct Style: Hashable, Sendable {
  /// The colour of the glyph.
  public var foreground: Color
  /// The colour behind the glyph.
  public var background: Color
  /// Bold, dim, italic, underline, reverse.
  public var attributes: TextAttributes

  /// Creates a style; every part defaults to the terminal's own.
  public init(
    foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// The terminal's default style.
  public static let plain = Style()
}
