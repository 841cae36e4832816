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
/// let price = Label("12.50")
/// price.textAlignment = .right  // against the right edge of its frame
/// ```
@MainActor
public final class Label: View {
  /// The text shown.
  @exclusivity(unchecked)
  public var text: String {
    didSet {
      if text != oldValue {
        measuredWidth = nil
        setNeedsLayout()
      }
    }
  }

  /// The style of the text; `nil` (the default) takes the theme's style for ``textRole``.
  @exclusivity(unchecked)
  public var textStyle: Style? {
    didSet { setNeedsDisplay() }
  }

  /// The theme's role the text plays when it has no ``textStyle``: ``Theme/text`` by
  /// default, `\.error` for an inline error, `\.dimText` for a detail.
  @exclusivity(unchecked)
  public var textRole: KeyPath<Theme, Style> {
    didSet {
      roleStyle = nil
      setNeedsDisplay()
    }
  }

  /// ``textRole``'s style and the theme it was read from. Applying a key path looks its
  /// types up in the runtime on each use, which a label drawn on every frame would pay each
  /// time; comparing two themes is a comparison of plain values.
  @exclusivity(unchecked)
  private var roleStyle: RoleStyle?

  /// The most lines the text wraps onto; 0 means as many as it needs. Default 1.
  @exclusivity(unchecked)
  public var numberOfLines = 1 {
    didSet {
      measuredWidth = nil
      setNeedsLayout()
    }
  }

  /// Where each line sits in the label's width when it is narrower: ``TextAlignment/left``
  /// by default.
  @exclusivity(unchecked)
  public var textAlignment = TextAlignment.left {
    didSet {
      guard textAlignment != oldValue else { return }
      // Left-aligned lines are fitted without their widths: fitted again, with them.
      measuredWidth = nil
      setNeedsDisplay()
    }
  }

  /// The columns ``measuredLines`` were fitted to, `nil` once the text or the number of
  /// lines changed: a label is measured and drawn several times a frame, every frame, and
  /// its text rarely changes.
  @exclusivity(unchecked)
  private var measuredWidth: Int?
  /// The lines last fitted; the array is kept, so that fitting a new text (a row view
  /// reused for another row) allocates nothing.
  @exclusivity(unchecked)
  private var measuredLines: [String] = []
  /// The columns of each of ``measuredLines`` when the text is not aligned left (empty
  /// otherwise, so that a label that is, as most are, allocates nothing for them).
  @exclusivity(unchecked)
  private var measuredLineWidths: [Int] = []
  /// The columns of the widest of ``measuredLines``.
  @exclusivity(unchecked)
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
    let lines = fittedLines(width: rect.width).lines
    let count = min(lines.count, rect.height)
    guard count > 0 else { return }
    // The style read once, and a loop over indices: drawing an enumerated prefix of the
    // lines compiled to twice the code (2.1 KB), all of it run for a one-line label.
    let style = textStyle ?? style(of: textRole, in: theme)
    for row in 0..<count {
      let indent =
        textAlignment == .left
        ? 0 : textAlignment.offset(ofLineWidth: measuredLineWidths[row], in: rect.width)
      canvas.put(
        lines[row], at: Point(x: rect.minX + indent, y: rect.minY + row), style: style,
        clip: clip)
    }
  }

  // MARK: - Private helpers

  /// A role's style as read from a theme.
  private struct RoleStyle {
    var theme: Theme
    var style: Style
  }

  /// The style of `role` in `theme`, read again only when the theme changed since the last
  /// read (``roleStyle`` is dropped when the role changes).
  private func style(of role: KeyPath<Theme, Style>, in theme: Theme) -> Style {
    if let roleStyle, roleStyle.theme == theme { return roleStyle.style }
    let style = theme[keyPath: role]
    roleStyle = RoleStyle(theme: theme, style: style)
    return style
  }

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
    measuredLineWidths.removeAll(keepingCapacity: true)
    measuredWidest = 0
    for line in measuredLines {
      let columns = line.displayWidth
      measuredWidest = max(measuredWidest, columns)
      if textAlignment != .left { measuredLineWidths.append(columns) }
    }
    measuredWidth = width
  }
}
