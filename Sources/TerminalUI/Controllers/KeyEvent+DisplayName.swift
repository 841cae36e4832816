import TerminalCore

extension KeyEvent {
  /// The key as a user reads it in a footer: `Enter`, `Shift-Tab`, `Ctrl-O`, `F5`.
  public var displayName: String {
    // Appended piece by piece, not joined from an array: the footer asks every frame, and
    // a short name stays in the string's inline storage.
    var name = ""
    if modifiers.contains(.control) { name += "Ctrl-" }
    if modifiers.contains(.alt) { name += "Alt-" }
    if modifiers.contains(.shift) { name += "Shift-" }
    name += code.displayName(withControl: modifiers.contains(.control))
    return name
  }
}

extension KeyCode {
  fileprivate func displayName(withControl: Bool) -> String {
    switch self {
    case .character(" "): return "Space"
    case .character(let character): return withControl ? character.uppercased() : String(character)
    case .enter: return "Enter"
    case .tab: return "Tab"
    case .backspace: return "Backspace"
    case .delete: return "Delete"
    case .insert: return "Insert"
    case .escape: return "Esc"
    case .up: return "↑"
    case .down: return "↓"
    case .left: return "←"
    case .right: return "→"
    case .home: return "Home"
    case .end: return "End"
    case .pageUp: return "PgUp"
    case .pageDown: return "PgDn"
    case .function(let number): return "F\(number)"
    }
  }
}
