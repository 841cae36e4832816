import TerminalCore

/// A bordered container with an optional title on its top border.
///
/// The box paints its whole rectangle (blank inside, a single-line border around), so what
/// lies below it never shows through, and lays out its ``contentView`` one cell inside the
/// border. Add subviews to the content view, not to the box. A title too long for the
/// border ends with `…`. Presented sheets and alerts are drawn in one.
///
/// ```swift
/// let box = Box(title: "Settings")
/// box.contentView.addSubview(Label("Nothing to set yet"))
/// ```
@MainActor
public final class Box: View {
  /// The text on the top border; none when `nil` or empty.
  public var title: String? {
    didSet {
      if title != oldValue { setNeedsDisplay() }
    }
  }

  /// The style of the border and the title; `nil` (the default) takes the theme's
  /// ``Theme/border``.
  public var borderStyle: Style? {
    didSet { setNeedsDisplay() }
  }

  /// Whether the box holds a presented sheet or alert, so a plain ``View/style`` fills it
  /// with the theme's ``Theme/dialogBackground``.
  var isDialog = false

  /// The view inside the border, which holds the box's content.
  public let contentView = View()

  /// Creates a box.
  ///
  /// - Parameters:
  ///   - title: The text on the top border, if any.
  ///   - borderStyle: How the border and the title are drawn; the theme's by default.
  public init(title: String? = nil, borderStyle: Style? = nil) {
    self.title = title
    self.borderStyle = borderStyle
    super.init()
    addSubview(contentView)
  }

  // MARK: - Layout

  /// The box wants what its content wants, plus the border.
  public override func sizeThatFits(_ proposal: Size) -> Size {
    let inner = Size(width: max(proposal.width - 2, 0), height: max(proposal.height - 2, 0))
    let fitting = contentView.subviews.reduce(Size.zero) { size, view in
      let wanted = view.sizeThatFits(inner)
      return Size(width: max(size.width, wanted.width), height: max(size.height, wanted.height))
    }
    return Size(
      width: min(fitting.width + 2, proposal.width),
      height: min(fitting.height + 2, proposal.height))
  }

  public override func layoutSubviews() {
    contentView.frame = Rect(
      x: 1, y: 1, width: max(frame.width - 2, 0), height: max(frame.height - 2, 0))
  }

  // MARK: - Drawing

  public override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    let theme = theme
    canvas.fill(
      rect.intersection(clip), style: isDialog && style == .plain ? theme.dialogBackground : style)
    guard rect.width >= 2, rect.height >= 2 else { return }
    let borderStyle = borderStyle ?? theme.border
    let right = rect.maxX - 1
    let bottom = rect.maxY - 1
    for x in (rect.minX + 1)..<right {
      canvas.put("─", at: Point(x: x, y: rect.minY), style: borderStyle, clip: clip)
      canvas.put("─", at: Point(x: x, y: bottom), style: borderStyle, clip: clip)
    }
    for y in (rect.minY + 1)..<bottom {
      canvas.put("│", at: Point(x: rect.minX, y: y), style: borderStyle, clip: clip)
      canvas.put("│", at: Point(x: right, y: y), style: borderStyle, clip: clip)
    }
    canvas.put("┌", at: rect.origin, style: borderStyle, clip: clip)
    canvas.put("┐", at: Point(x: right, y: rect.minY), style: borderStyle, clip: clip)
    canvas.put("└", at: Point(x: rect.minX, y: bottom), style: borderStyle, clip: clip)
    canvas.put("┘", at: Point(x: right, y: bottom), style: borderStyle, clip: clip)
    if let title, !title.isEmpty, rect.width >= 5 {
      let shown = TextLayout.truncate(title, toColumns: rect.width - 4)
      canvas.put(
        " \(shown) ", at: Point(x: rect.minX + 1, y: rect.minY), style: borderStyle, clip: clip)
    }
  }
}
