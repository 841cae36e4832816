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
        measuredWidth = nil
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
    didSet {
      readRoleStyle = Theme.reader(for: textRole)
      setNeedsDisplay()
    }
  }

  /// Reads ``textRole``'s style from a theme without applying the key path on each frame.
  private var readRoleStyle: (Theme) -> Style

  /// The most lines the text wraps onto; 0 means as many as it needs. Default 1.
  public var numberOfLines = 1 {
    didSet {
      measuredWidth = nil
      setNeedsLayout()
    }
  }

  /// The columns ``measuredLines`` were fitted to, `nil` once the text or the number of
  /// lines changed: a label is measured and drawn several times a frame, every frame, and
  /// its text rarely changes.
  private var measuredWidth: Int?
  /// The lines last fitted; the array is kept, so that fitting a new text (a row view
  /// reused for another row) allocates nothing.
  private var measuredLines: [String] = []
  /// The columns of the widest of ``measuredLines``.
  private var measuredWidest = 0

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
    self.readRoleStyle = Theme.reader(for: role)
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
        style: textStyle ?? readRoleStyle(theme),
        clip: clip)
    }
  }

  // MARK: - Private helpers

  /// The lines of the text in `width` columns and the widest one's columns, measured once
  /// per text and width.
  private func fittedLines(width: Int) -> (lines: [String], widest: Int) {
    if measuredWidth != width { fitLines(width: width) }
    return (measuredLines, measuredWidest)
  }

  /// Fits the text to `width` columns into ``measuredLines``.
  private func fitLines(width: Int) {
    if width <= 0 {
      measuredLines.removeAll(keepingCapacity: true)
    } else if numberOfLines == 1 {
      measuredLines.removeAll(keepingCapacity: true)
      measuredLines.append(TextLayout.truncate(text, toColumns: width))
    } else {
      TextLayout.wrap(text, toColumns: width, into: &measuredLines)
      if numberOfLines > 0, measuredLines.count > numberOfLines {
        measuredLines.removeSubrange(numberOfLines...)
        let last = numberOfLines - 1
        measuredLines[last] = TextLayout.truncate(measuredLines[last] + " …", toColumns: width)
      }
    }
    measuredWidest = 0
    for line in measuredLines { measuredWidest = max(measuredWidest, line.displayWidth) }
    measuredWidth = width
  }
}
