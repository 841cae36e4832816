import TerminalCore

/// A view that shows text, on one line or wrapped onto several.
///
/// Text is drawn grapheme by grapheme, so Arabic, CJK and emoji are never cut in half, and
/// control characters show as placeholders. A single-line label that is too narrow ends
/// with `…`.
///
/// ```swift
/// let error = Label("Message is empty", role: \.error)  // the theme's error style
/// let brand = Label("CleanScenes", style: Style(foreground: .rgb(255, 95, 0)))
/// let body = Label(longText)
/// body.numberOfLines = 0  // wrap onto as many lines as needed
/// ```
@MainActor
public final class Label: View {
  /// The text shown.
  public var text: String {
    didSet {
      if text != oldValue {
        measured = nil
        setNeedsLayout()
      }
    }
  }

  /// The style of the text; `nil` (the default) takes the theme's style for ``textRole``.
  public var textStyle: Style? {
    didSet { setNeedsDisplay() }
  }

  /// The theme's role the text plays when it has no ``textStyle``: ``Theme/text`` by
  /// default, `\.error` for an inline error, `\.dimText` for a detail.
  public var textRole: KeyPath<Theme, Style> {
    didSet { setNeedsDisplay() }
  }

  /// The most lines the text wraps onto; 0 means as many as it needs. Default 1.
  public var numberOfLines = 1 {
    didSet {
      measured = nil
      setNeedsLayout()
    }
  }

  /// The lines last fitted and the columns they were fitted to, kept until the text, the
  /// number of lines or the width changes: a label is measured and drawn several times a
  /// frame, every frame, and its text rarely changes.
  private var measured: (width: Int, lines: [String], widest: Int)?

  /// Creates a label.
  ///
  /// - Parameters:
  ///   - text: The text shown.
  ///   - style: A style of its own, over the theme's; none by default.
  ///   - role: The theme's role the text plays; ``Theme/text`` by default.
  public init(_ text: String = "", style: Style? = nil, role: KeyPath<Theme, Style> = \.text) {
    self.text = text
    self.textStyle = style
    self.textRole = role
    super.init()
  }

  /// The label's width is its text's, up to `proposal`; its height is its number of lines.
  public override func sizeThatFits(_ proposal: Size) -> Size {
    if text.isEmpty { return Size(width: 0, height: 0) }
    let (lines, widest) = fittedLines(width: proposal.width)
    return Size(width: min(widest, proposal.width), height: min(lines.count, proposal.height))
  }

  public override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    super.draw(in: &canvas, rect: rect, clip: clip)
    for (row, line) in fittedLines(width: rect.width).lines.prefix(rect.height).enumerated() {
      canvas.put(
        line, at: Point(x: rect.minX, y: rect.minY + row),
        style: textStyle ?? theme[keyPath: textRole],
        clip: clip)
    }
  }

  // MARK: - Private helpers

  /// The lines of the text in `width` columns and the widest one's columns, measured once
  /// per text and width.
  private func fittedLines(width: Int) -> (lines: [String], widest: Int) {
    if let measured, measured.width == width { return (measured.lines, measured.widest) }
    let lines = wrappedLines(width: width)
    let widest = lines.map(\.displayWidth).max() ?? 0
    measured = (width, lines, widest)
    return (lines, widest)
  }

  private func wrappedLines(width: Int) -> [String] {
    guard width > 0 else { return [] }
    if numberOfLines == 1 { return [TextLayout.truncate(text, toColumns: width)] }
    let lines = TextLayout.wrap(text, toColumns: width)
    guard numberOfLines > 0, lines.count > numberOfLines else { return lines }
    var kept = Array(lines.prefix(numberOfLines))
    kept[kept.count - 1] = TextLayout.truncate(kept[kept.count - 1] + " …", toColumns: width)
    return kept
  }
}
