import TerminalCore

extension TableView {
  /// The keys of a table; change them with ``TableView/keyMap``.
  ///
  /// The footer's `↑↓ Move` names the first keys of ``up`` and ``down``, and
  /// `Enter Select` the first key of ``select``.
  ///
  /// ```swift
  /// table.keyMap.up = KeyBinding(KeyEvent(.up), KeyEvent(.character("k")))
  /// table.keyMap.down = KeyBinding(KeyEvent(.down), KeyEvent(.character("j")))
  /// ```
  public struct KeyMap: Hashable, Sendable {
    /// Selects the row above.
    public var up = KeyBinding(KeyEvent(.up))
    /// Selects the row below.
    public var down = KeyBinding(KeyEvent(.down))
    /// Selects the row a screen above.
    public var pageUp = KeyBinding(KeyEvent(.pageUp))
    /// Selects the row a screen below.
    public var pageDown = KeyBinding(KeyEvent(.pageDown))
    /// Selects the first row.
    public var first = KeyBinding(KeyEvent(.home))
    /// Selects the last row.
    public var last = KeyBinding(KeyEvent(.end))
    /// Sends `didSelect` to the selected row, when it has a handler for it.
    public var select = KeyBinding(KeyEvent(.enter))

    /// Creates the default bindings: arrows, PgUp, PgDn, Home, End and Enter.
    public init() {}
  }
}
