import TerminalCore

/// A button that runs its handlers when activated with Enter or Space (its ``keyMap``).
///
/// It shows as `[ Title ]`, with the theme's ``Theme/focus`` (reverse video by default) laid
/// over it while focused and ``Theme/disabled`` while disabled.
///
/// ```swift
/// let send = Button("Send").onTap { button in button.isEnabled = false }
/// ```
@MainActor
public final class Button: Control {
  /// The text on the button.
  @exclusivity(unchecked)
  public var title: String {
    didSet {
      guard title != oldValue else { return }
      label = Self.label(of: title)
      setNeedsLayout()
    }
  }

  /// The style of the title; `nil` (the default) takes the theme's ``Theme/text``, or its
  /// ``Theme/destructive`` for a destructive button. Focus and disabling are laid over it.
  @exclusivity(unchecked)
  public var titleStyle: Style? {
    didSet { setNeedsDisplay() }
  }

  /// Whether the button destroys something (Delete), drawn in the theme's
  /// ``Theme/destructive`` style unless it has a ``titleStyle``.
  @exclusivity(unchecked)
  public var isDestructive = false {
    didSet { setNeedsDisplay() }
  }

  /// The keys that press the button; the footer names the first.
  public var keyMap = KeyMap()

  /// The last ``keyHints``, read once a frame.
  @exclusivity(unchecked)
  private var hintCache = ArrayCache<KeyBinding.Labelled, KeyHint>()

  /// `[ Title ]`, sanitized, and its columns: made when the title changes, not each time the
  /// button is measured or drawn.
  @exclusivity(unchecked)
  private var label: (text: String, width: Int)

  /// Creates a button.
  ///
  /// - Parameters:
  ///   - title: The text on the button.
  ///   - titleStyle: The style of the title; the theme's by default.
  public init(_ title: String, titleStyle: Style? = nil) {
    self.title = title
    self.titleStyle = titleStyle
    label = Self.label(of: title)
    super.init()
  }

  /// Adds a handler that runs when the button is activated; shorthand for
  /// `on(.primaryActionTriggered)`.
  @discardableResult
  public func onTap(_ handler: @escaping @MainActor (Button) throws -> Void) -> Button {
    on(.primaryActionTriggered, handler)
  }

  /// The button's width is its title's plus the brackets.
  public override func sizeThatFits(_ proposal: Size) -> Size {
    Size(width: min(label.width, proposal.width), height: min(1, proposal.height))
  }

  public override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    super.draw(in: &canvas, rect: rect, clip: clip)
    let theme = theme
    let style = stateStyle(
      titleStyle ?? (isDestructive ? theme.destructive : theme.text), in: theme)
    putLabel(label.text, width: label.width, style: style, in: &canvas, rect: rect, clip: clip)
  }

  public override func handleKey(_ event: KeyEvent) throws -> Bool {
    guard isEnabled, keyMap.press.matches(event) else {
      return false
    }
    try sendActions(for: .primaryActionTriggered)
    return true
  }

  /// Runs the handlers on a left click, as the press key does.
  ///
  /// - Returns: Whether the event was a left press on an enabled button.
  /// - Throws: What a handler throws.
  public override func handleMouse(_ event: MouseEvent, at point: Point) throws -> Bool {
    guard isActivatingClick(event) else { return false }
    try sendActions(for: .primaryActionTriggered)
    return true
  }

  public override var keyHints: [KeyHint] {
    let press = KeyBinding.Labelled(binding: keyMap.press, action: title)
    return hintCache.elements(for: press) { press.hint.map { [$0] } ?? [] }
  }

  private static func label(of title: String) -> (text: String, width: Int) {
    let text = "[ \(TextSanitizer.sanitize(title)) ]"
    return (text, text.displayWidth)
  }
}
