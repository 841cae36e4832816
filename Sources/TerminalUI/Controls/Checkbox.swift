import TerminalCore

/// A choice that is on or off, shown as `[x] Title` or `[ ] Title`, toggled with Space or
/// Enter (its ``keyMap``) or a click, which then sends ``Control/Event/valueChanged``.
///
/// Setting ``isChecked`` in code sends no event, as in UIKit. The theme's ``Theme/focus`` is
/// laid over it while focused and ``Theme/disabled`` while disabled.
///
/// ```swift
/// let notify = Checkbox("Notify me", isChecked: true)
///   .onToggle { box in interactor?.setNotifies(request: .init(on: box.isChecked)) }
/// ```
@MainActor
public final class Checkbox: Control {
  /// The text after the box.
  @exclusivity(unchecked)
  public var title: String {
    didSet {
      guard title != oldValue else { return }
      label = Self.label(of: title)
      setNeedsLayout()
    }
  }

  /// Whether the box is ticked.
  @exclusivity(unchecked)
  public var isChecked: Bool {
    didSet {
      if isChecked != oldValue { setNeedsDisplay() }
    }
  }

  /// The keys that toggle the box; the footer names the first.
  public var keyMap = KeyMap()

  /// The last ``keyHints``, read once a frame.
  @exclusivity(unchecked)
  private var hintCache = ArrayCache<KeyBinding.Labelled, KeyHint>()

  /// ` Title`, sanitized, and the columns of the whole control: made when the title
  /// changes, not each time the box is measured or drawn.
  @exclusivity(unchecked)
  private var label: (text: String, width: Int)

  /// Creates a checkbox.
  ///
  /// - Parameters:
  ///   - title: The text after the box.
  ///   - isChecked: Whether it starts ticked; `false` by default.
  public init(_ title: String, isChecked: Bool = false) {
    self.title = title
    self.isChecked = isChecked
    label = Self.label(of: title)
    super.init()
  }

  /// Adds a handler that runs when the user toggles the box; shorthand for
  /// `on(.valueChanged)`.
  @discardableResult
  public func onToggle(_ handler: @escaping @MainActor (Checkbox) throws -> Void) -> Checkbox {
    on(.valueChanged, handler)
  }

  /// The checkbox's width is the box's and its title's.
  public override func sizeThatFits(_ proposal: Size) -> Size {
    Size(width: min(label.width, proposal.width), height: min(1, proposal.height))
  }

  public override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    super.draw(in: &canvas, rect: rect, clip: clip)
    let theme = theme
    putLabel(
      (isChecked ? "[x]" : "[ ]") + label.text, width: label.width,
      style: stateStyle(theme.text, in: theme), in: &canvas, rect: rect, clip: clip)
  }

  public override func handleKey(_ event: KeyEvent) throws -> Bool {
    guard isEnabled, keyMap.toggle.matches(event) else { return false }
    try toggle()
    return true
  }

  /// Toggles the box on a left click, as the toggle key does.
  ///
  /// - Returns: Whether the event was a left press on an enabled checkbox.
  /// - Throws: What a handler throws.
  public override func handleMouse(_ event: MouseEvent, at point: Point) throws -> Bool {
    guard isActivatingClick(event) else { return false }
    try toggle()
    return true
  }

  public override var keyHints: [KeyHint] {
    let toggle = KeyBinding.Labelled(binding: keyMap.toggle, action: isChecked ? "Untick" : "Tick")
    return hintCache.elements(for: toggle) { toggle.hint.map { [$0] } ?? [] }
  }

  // MARK: - Private helpers

  /// Flips ``isChecked`` and tells the handlers.
  private func toggle() throws {
    isChecked.toggle()
    try sendActions(for: .valueChanged)
  }

  private static func label(of title: String) -> (text: String, width: Int) {
    let text = " " + TextSanitizer.sanitize(title)
    return (text, 3 + text.displayWidth)
  }
}
