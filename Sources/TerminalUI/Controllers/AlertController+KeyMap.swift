import TerminalCore

extension AlertController {
  /// The keys of an alert; change them with ``AlertController/keyMap``.
  ///
  /// Tab and Shift-Tab move between the actions too, as they move the focus everywhere.
  ///
  /// ```swift
  /// alert.keyMap.cancel = KeyBinding(KeyEvent(.escape), KeyEvent(.character("n")))
  /// ```
  public struct KeyMap: Hashable, Sendable {
    /// Runs the cancel action, or only dismisses the alert when there is none; the footer
    /// names the first key with the cancel action's title (or `Close`).
    public var cancel = KeyBinding(KeyEvent(.escape))
    /// Focuses the action to the left.
    public var previous = KeyBinding(KeyEvent(.left))
    /// Focuses the action to the right.
    public var next = KeyBinding(KeyEvent(.right))
    /// Runs the focused action: every action button's ``Button/KeyMap/press``.
    public var choose = KeyBinding(KeyEvent(.enter), KeyEvent(.character(" ")))

    /// Creates the default bindings: Esc, ← and →, Enter and Space.
    public init() {}
  }
}
