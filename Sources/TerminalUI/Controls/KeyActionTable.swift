import TerminalCore

/// The keys of a control's key-map bindings, each with the action it runs, in one flat
/// table worked out once, when the key map is set.
///
/// A key is looked up in a table of a few bytes rather than in one binding's array of keys
/// after another, so neither a key nor the footer's question of every frame
/// (``View/takesKeyWithoutHint(_:)``) builds an array.
///
/// ```swift
/// let table = KeyActionTable([(keyMap.moveLeft, .moveLeft), (keyMap.moveRight, .moveRight)])
/// table.action(for: KeyEvent(.left))  // .moveLeft
/// ```
struct KeyActionTable<Action> {
  /// The keys of every binding, in the order of the bindings. A key bound twice is listed
  /// for each binding; the first says what it does.
  let keys: [KeyEvent]
  /// What each of ``keys`` does, at the same index.
  private let actions: [Action]

  /// The table of `bindings`, each binding with the action its keys run.
  init(_ bindings: [(KeyBinding, Action)]) {
    keys = bindings.flatMap { binding, _ in binding.keys }
    actions = bindings.flatMap { binding, action in
      repeatElement(action, count: binding.keys.count)
    }
  }

  /// What `key` does: the action of the first binding that has it, or `nil`.
  func action(for key: KeyEvent) -> Action? {
    for index in keys.indices where keys[index] == key {
      return actions[index]
    }
    return nil
  }

  /// Whether a binding holds a key that would otherwise be typed into a text control (see
  /// ``TerminalCore/KeyEvent/typedCharacter``).
  var bindsTypedKeys: Bool {
    keys.contains { $0.typedCharacter != nil }
  }
}
