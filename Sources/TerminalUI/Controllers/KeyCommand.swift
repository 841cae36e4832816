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
    didSet {
      hint.key = key.displayName
      isWindowKey = Self.windowKeys.contains(key)
    }
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

  /// Whether the window takes ``key`` before any command: Tab and Shift-Tab move the focus,
  /// Ctrl-C quits. Such a command never runs, and the footer leaves it out. Kept with the key,
  /// so the footer's reading of every frame compares nothing.
  private(set) var isWindowKey: Bool

  /// The keys the window takes before the key commands.
  private static let windowKeys = [
    KeyEvent(.tab), KeyEvent(.tab, modifiers: .shift), KeyEvent.control("c"),
  ]

  /// Creates a command.
  ///
  /// A command on Tab, Shift-Tab or Ctrl-C never runs: the window takes those keys first (to
  /// move the focus, to quit), and the footer leaves the command out.
  public init(_ key: KeyEvent, title: String, action: @escaping @MainActor () throws -> Void) {
    self.key = key
    self.title = title
    self.action = action
    self.hint = KeyHint(key: key.displayName, action: title)
    self.isWindowKey = Self.windowKeys.contains(key)
  }
}
