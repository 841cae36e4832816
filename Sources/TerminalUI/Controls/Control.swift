import TerminalCore

/// The base of views that users act on: it takes focus and runs closure handlers for events.
///
/// Handlers are added with ``EventHandling/on(_:_:)`` and the control-specific helpers
/// (``Button/onTap(_:)``, ``TextField/shouldChangeString(_:)``); each receives the control
/// itself, typed as its own class, so it need not capture it. Adding a handler never
/// replaces another: all of them run, in the order they were added. A handler may throw;
/// the window shows the error on the status line.
///
/// ```swift
/// let field = TextField(placeholder: "Type a message")
///   .on(.editingChanged) { field in counter.text = "\(field.text.count)" }
///   .on(.primaryActionTriggered) { field in try send(field.text) }
/// ```
@MainActor
open class Control: View {
  /// Something that happens to a control.
  public enum Event: Hashable, Sendable {
    /// The user activated the control: Enter or Space on a button, Enter in a text field.
    case primaryActionTriggered
    /// The text of a text field changed through editing.
    case editingChanged
    /// The control gained focus (the window sends it).
    case editingDidBegin
    /// The control lost focus (the window sends it).
    case editingDidEnd
    /// The control's value changed.
    case valueChanged
    /// Typed or pasted input was cut because the control was full (a text field's
    /// ``TextField/maximumLength``); ``TextField/droppedCount`` says how much was left out.
    case inputTruncated
  }

  private var handlers = EventHandlers<Event, Control>()

  /// Whether the control takes focus and responds; a disabled control is drawn dimmed.
  @exclusivity(unchecked)
  public var isEnabled = true {
    didSet {
      if isEnabled != oldValue { setNeedsFocusUpdate() }
    }
  }

  /// Creates a control.
  public override init() {
    super.init()
  }

  open override var canBecomeFocused: Bool { isEnabled && !isHidden }

  /// Adds a handler for `event` that receives the control untyped; prefer ``EventHandling/on(_:_:)``.
  public func addHandler(for event: Event, _ handler: @escaping @MainActor (Control) throws -> Void)
  {
    handlers.add(for: event, handler)
  }

  /// The number of handlers added for `event`.
  public func handlerCount(for event: Event) -> Int {
    handlers.count(for: event)
  }

  /// Runs every handler of `event`, in the order they were added.
  ///
  /// - Throws: The first error a handler throws; the handlers after it do not run.
  public func sendActions(for event: Event) throws {
    try handlers.send(event, to: self)
  }

  // MARK: - For subclasses

  /// `base` with the theme's focus style laid over it while the control is focused, and
  /// its disabled style while it is disabled.
  func stateStyle(_ base: Style, in theme: Theme) -> Style {
    var style = base
    if isFocused { style = style.overlaid(with: theme.focus) }
    if !isEnabled { style = style.overlaid(with: theme.disabled) }
    return style
  }

  /// Whether `event` is a left press on the enabled control: a click that activates it.
  func isActivatingClick(_ event: MouseEvent) -> Bool {
    isEnabled && event.kind == .press && event.button == .left
  }

  /// Draws `text`, `width` columns wide, at the start of `rect`, cut with `…` when it is
  /// wider than `rect`.
  func putLabel(
    _ text: String, width: Int, style: Style, in canvas: inout Canvas, rect: Rect, clip: Rect
  ) {
    let fitted = width <= rect.width ? text : TextLayout.truncate(text, toColumns: rect.width)
    canvas.put(fitted, at: rect.origin, style: style, clip: clip)
  }
}
