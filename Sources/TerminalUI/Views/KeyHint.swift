import TerminalCore

/// A key and what it does, as the footer lists it: `Enter Send`.
///
/// A view's hint can also name the keys it stands for: while the view or one of its
/// subviews has focus, the view takes those keys before the scenes' key commands, so a
/// command with one of them would never run, and the footer leaves it out.
///
/// ```swift
/// let hint = KeyHint(key: "Ctrl-O", action: "Quick view")
/// let open = KeyHint(key: "Enter", action: "Open", keys: [KeyEvent(.enter)])
/// ```
public struct KeyHint: Hashable, Sendable {
  /// The key's name as a user reads it, such as `Tab` or `Ctrl-O`.
  public var key: String
  /// What the key does, in a word or two; empty keeps the hint out of the footer (its
  /// ``keys`` still hide the scenes' commands on them).
  public var action: String
  /// The keys the hint stands for, which the view that shows it takes; empty when it names
  /// none (the hint then hides no key command).
  public var keys: [KeyEvent]

  /// Creates a hint.
  ///
  /// - Parameters:
  ///   - key: The key's name as a user reads it.
  ///   - action: What the key does.
  ///   - keys: The keys the hint stands for (see ``keys``); none by default.
  public init(key: String, action: String, keys: [KeyEvent] = []) {
    self.key = key
    self.action = action
    self.keys = keys
  }
}
