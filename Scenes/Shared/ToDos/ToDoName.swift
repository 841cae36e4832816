import TerminalCore

/// The rule AddToDo and EditToDo apply to a typed name: surrounding whitespace goes, and a
/// name with nothing visible left is refused.
///
/// ```swift
/// ToDoName.accepted("  Buy milk ")  // "Buy milk"
/// ToDoName.accepted("\u{200B}")     // nil: nothing visible
/// ```
enum ToDoName {
  /// The most characters (graphemes) a name holds: the name fields take no more, so a paste
  /// of megabytes cannot become a to-do that every row, alert and save must carry.
  static let maximumLength = 200

  /// `text` without leading and trailing whitespace, or `nil` when nothing visible is left
  /// (empty, whitespace, or only zero-width characters).
  ///
  /// - Parameter text: The name as typed.
  /// - Returns: The name to keep, or `nil` when it must be refused.
  static func accepted(_ text: String) -> String? {
    guard let first = text.firstIndex(where: { !$0.isWhitespace }),
      let last = text.lastIndex(where: { !$0.isWhitespace })
    else { return nil }
    let name = String(text[first...last])
    return name.contains(where: { $0.displayWidth > 0 }) ? name : nil
  }
}
