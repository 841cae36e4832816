/// One key press: a ``KeyCode`` and the ``KeyModifiers`` held with it.
///
/// ```swift
/// switch event {
/// case KeyEvent(.tab): focusNext()
/// case KeyEvent(.tab, modifiers: .shift): focusPrevious()
/// default: break
/// }
/// ```
public struct KeyEvent: Hashable, Sendable {
  /// The key.
  public var code: KeyCode
  /// The modifiers held with it.
  public var modifiers: KeyModifiers

  /// Creates a key event.
  public init(_ code: KeyCode, modifiers: KeyModifiers = []) {
    self.code = code
    self.modifiers = modifiers
  }

  /// A control-letter key, such as `KeyEvent.control("c")` for Ctrl-C.
  public static func control(_ letter: Character) -> KeyEvent {
    KeyEvent(.character(letter), modifiers: .control)
  }
}
