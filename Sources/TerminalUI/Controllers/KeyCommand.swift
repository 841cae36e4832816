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
  public var key: KeyEvent
  /// What the command does, for the footer; an empty title keeps it out of the footer.
  public var title: String
  /// The action; an error it throws is shown on the status line.
  public var action: () throws -> Void

  /// Creates a command.
  public init(_ key: KeyEvent, title: String, action: @escaping () throws -> Void) {
    self.key = key
    self.title = title
    self.action = action
  }

  /// The footer's hint for the command.
  public var hint: KeyHint { KeyHint(key: key.displayName, action: title) }
}
