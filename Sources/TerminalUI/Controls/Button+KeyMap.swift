import TerminalCore

extension Button {
  /// The keys a button answers; change them with ``Button/keyMap``.
  ///
  /// ```swift
  /// button.keyMap.press = KeyBinding(KeyEvent(.enter))  // Space no longer presses it
  /// ```
  public struct KeyMap: Hashable, Sendable {
    /// Presses the button; the footer names the first key with the button's title.
    public var press = KeyBinding(KeyEvent(.enter), KeyEvent(.character(" ")))

    /// Creates the default bindings: Enter and Space press.
    public init() {}
  }
}
