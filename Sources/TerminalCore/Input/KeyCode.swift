/// The key a ``KeyEvent`` names, apart from its modifiers.
///
/// Printable keys arrive as ``character(_:)`` with the grapheme typed; control keys
/// arrive as the letter with ``KeyModifiers/control`` (Ctrl-C is `.character("c")` with
/// `.control`). Shift-Tab is ``tab`` with ``KeyModifiers/shift``.
///
/// ```swift
/// if event.code == .enter { send() }
/// ```
public enum KeyCode: Hashable, Sendable {
  /// A printable grapheme, or the letter of a control key.
  case character(Character)
  /// Return / Enter.
  case enter
  /// Tab; with `.shift`, Shift-Tab (back tab).
  case tab
  /// Backspace (DEL or BS).
  case backspace
  /// The forward Delete key.
  case delete
  /// Insert.
  case insert
  /// A lone Escape, told from the start of a sequence by a short timeout.
  case escape
  /// Arrow up.
  case up
  /// Arrow down.
  case down
  /// Arrow left.
  case left
  /// Arrow right.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Page up.
  case pageUp
  /// Page down.
  case pageDown
  /// A function key, F1 through F20.
  case function(Int)
}
