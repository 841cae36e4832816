import TerminalCore

/// A button that runs its handlers when activated with Enter or Space.
///
/// It shows as `[ Title ]`, in reverse video while focused.
///
/// ```swift
/// let send = Button("Send").onTap { button in button.isEnabled = false }
/// ```
@MainActor
public final class Button: Control {
  /// The text on the button.
  public var title: String {
    didSet {
      if title != oldValue { setNeedsLayout() }
    }
  }

  /// The style of the title, such as red for a destructive action; focus adds reverse
  /// video and a disabled button is dimmed.
  public var titleStyle: Style {
    didSet { setNeedsDisplay() }
  }

  /// Creates a button.
  ///
  /// - Parameters:
  ///   - title: The text on the button.
  ///   - titleStyle: The style of the title; plain by default.
  public init(_ title: String, titleStyle: Style = .plain) {
    self.title = title
    self.titleStyle = titleStyle
    super.init()
  }

  /// Adds a handler that runs when the button is activated; shorthand for
  /// `on(.primaryActionTriggered)`.
  @discardableResult
  public func onTap(_ handler: @escaping (Button) throws -> Void) -> Button {
    on(.primaryActionTriggered, handler)
  }

  /// The button's width is its title's plus the brackets.
  public override func sizeThatFits(_ proposal: Size) -> Size {
    Size(width: min(label.displayWidth, proposal.width), height: min(1, proposal.height))
  }

  public override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    super.draw(in: &canvas, rect: rect, clip: clip)
    var style = titleStyle
    if isFocused { style.attributes.insert(.reverse) }
    if !isEnabled { style.attributes.insert(.dim) }
    canvas.put(
      TextLayout.truncate(label, toColumns: rect.width), at: rect.origin, style: style, clip: clip)
  }

  public override func handleKey(_ event: KeyEvent) throws -> Bool {
    guard isEnabled, event == KeyEvent(.enter) || event == KeyEvent(.character(" ")) else {
      return false
    }
    try sendActions(for: .primaryActionTriggered)
    return true
  }

  public override var keyHints: [KeyHint] {
    [KeyHint(key: "Enter", action: title)]
  }

  private var label: String { "[ \(TextSanitizer.sanitize(title)) ]" }
}
