/// A mouse report: which button did what, where, with which modifier keys.
///
/// Terminals send mouse reports while a program has asked for them (xterm's modes 1000 and
/// 1002 with the SGR encoding of mode 1006, which ``TTY/start(reportingMouse:)`` turns on).
/// The ``InputDecoder`` turns each report into one ``InputEvent/mouse(_:)``.
///
/// ```swift
/// if case .mouse(let mouse) = event, mouse.kind == .press, mouse.button == .left {
///   click(at: mouse.position)
/// }
/// ```
public struct MouseEvent: Hashable, Sendable {
  /// The button a report is about.
  public enum Button: Hashable, Sendable {
    /// The left (primary) button.
    case left
    /// The middle button (or the wheel, pressed).
    case middle
    /// The right (secondary) button.
    case right
    /// The wheel turned away from the user: scroll up.
    case wheelUp
    /// The wheel turned towards the user: scroll down.
    case wheelDown
    /// No button: the pointer moved with every button up.
    case none
  }

  /// What happened to the button.
  public enum Kind: Hashable, Sendable {
    /// The button went down (every wheel step is a press).
    case press
    /// The button went up.
    case release
    /// The pointer moved with the button down.
    case drag
    /// The pointer moved with no button down.
    case motion
  }

  /// The button.
  public var button: Button
  /// What happened to it.
  public var kind: Kind
  /// The cell under the pointer, 0-based from the top-left corner of the screen.
  public var position: Point
  /// The modifier keys held: Shift, Alt (Meta) and Control.
  public var modifiers: KeyModifiers

  /// Creates a report.
  ///
  /// - Parameters:
  ///   - button: The button.
  ///   - kind: What happened to it; a press by default.
  ///   - position: The cell under the pointer, 0-based.
  ///   - modifiers: The modifier keys held; none by default.
  public init(
    _ button: Button, kind: Kind = .press, at position: Point, modifiers: KeyModifiers = []
  ) {
    self.button = button
    self.kind = kind
    self.position = position
    self.modifiers = modifiers
  }

  /// Whether the report is a wheel step.
  public var isWheel: Bool { button == .wheelUp || button == .wheelDown }
}
