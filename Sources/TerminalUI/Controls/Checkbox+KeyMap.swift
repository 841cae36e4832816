import TerminalCore

extension Checkbox {
  /// The keys a checkbox answers; change them with ``Checkbox/keyMap``.
  ///
  /// ```swift
  /// checkbox.keyMap.toggle = KeyBinding(KeyEvent(.character(" ")))  // Enter no longer toggles
  /// ```
  public struct KeyMap: Hashable, Sendable {
    /// Toggles the box; the footer names the first key, with "Tick" or "Untick".
    public var toggle = KeyBinding(KeyEvent(.character(" ")), KeyEvent(.enter))

    /// Creates the default bindings: Space and Enter toggle.
    public init() {}
  }
}
