import TerminalCore

extension KeyBinding {
  /// The key commands that run `action` on each of the binding's keys; only the first key
  /// has `title`, so the footer names it once.
  ///
  /// ```swift
  /// override var keyCommands: [KeyCommand] {
  ///   keyMap.open.commands(title: "Open") { [weak self] in try self?.router?.routeToDetail(segue: nil) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - title: What the keys do, for the footer; empty keeps them out of it.
  ///   - action: What the keys run.
  /// - Returns: One command per key, in the binding's order; none for a binding without keys.
  @MainActor
  public func commands(title: String, action: @escaping @MainActor () throws -> Void)
    -> [KeyCommand]
  {
    keys.enumerated().map { index, key in
      KeyCommand(key, title: index == 0 ? title : "", action: action)
    }
  }
}
