import TerminalCore

extension KeyBinding {
  /// The key commands that run `action` on each of the binding's keys; only the first key
  /// has a title, so the footer names it once: the binding's own ``KeyBinding/action`` if it
  /// has one and `title` is not empty, else `title`. When the first key is taken before the
  /// commands (a text field types it, an earlier command has it), the footer names the next
  /// key that still runs them.
  ///
  /// ```swift
  /// override var keyCommands: [KeyCommand] {
  ///   keyMap.open.commands(title: "Open") { [weak self] in try self?.router?.routeToDetail(segue: nil) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - title: What the keys do, for the footer, unless the binding says; empty keeps them
  ///     out of it.
  ///   - action: What the keys run.
  /// - Returns: One command per key, in the binding's order; none for a binding without keys.
  @MainActor
  public func commands(title: String, action: @escaping @MainActor () throws -> Void)
    -> [KeyCommand]
  {
    let shownTitle = title.isEmpty ? "" : (self.action ?? title)
    return keys.enumerated().map { index, key in
      var command = KeyCommand(key, title: index == 0 ? shownTitle : "", action: action)
      if index > 0 { command.hint.action = shownTitle }
      return command
    }
  }
}
