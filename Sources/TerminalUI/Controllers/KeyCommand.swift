import TerminalCore

/// A key a view controller answers, with the action it runs and the footer's hint for it.
///
/// ```swift
/// override var keyCommands: [KeyCommand] {
///   [KeyCommand(.control("o"), title: "Open without segue") { [weak self] in
///     try self?.router?.routeToDetail(segue: nil)
///   }]
/// }
/// ```
@MainActor
public struct KeyCommand {
  /// The key that runs the command.
  public var key: KeyEvent {
    didSet { hint.key = key.displayName }
  }
  /// What the command does, for the footer; an empty title keeps it out of the footer.
  public var title: String {
    didSet { hint.action = title }
  }
  /// The action; an error it throws is shown on the status line.
  public var action: @MainActor () throws -> Void

  /// The footer's hint for the command: the key's name, written once when the key is set
  /// rather than on every frame the footer reads it, and the title.
  ///
  /// An untitled command that ``KeyBinding/commands(title:action:)`` made for a key after
  /// the binding's first has the binding's title here all the same: the footer shows this
  /// hint in place of the first command's when that one's key is taken before it (by an
  /// earlier command, or by the focused view), since this key then still runs the action.
  public internal(set) var hint: KeyHint

  /// Creates a command.
  public init(_ key: KeyEvent, title: String, action: @escaping @MainActor () throws -> Void) {
    self.key = key
    self.title = title
    self.action = action
    self.hint = KeyHint(key: key.displayName, action: title)
  }
}
