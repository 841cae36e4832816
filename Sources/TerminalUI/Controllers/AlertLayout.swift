import TerminalCore

/// Where the text of an alert goes at a given size: its title and message wrapped to the
/// width, cut to the height so that the actions (and the prompt's field) always show.
///
/// Rows, top to bottom: the title, the message, a blank row, the prompt's field and a
/// blank row (when there is a field), the actions. When the height is short, message lines
/// go first, then the blank rows, then title lines; the last line kept of a text cut short
/// ends with `…`.
struct AlertLayout: Equatable {
  /// The widest an alert's content grows before its text wraps.
  static let maximumWidth = 50
  /// The narrowest a prompt's field is.
  static let minimumFieldWidth = 24

  var titleLines: [String]
  var messageLines: [String]
  var gapCount: Int
  var hasField: Bool

  /// The rows the content takes.
  var height: Int { titleLines.count + messageLines.count + gapCount + (hasField ? 1 : 0) + 1 }

  /// The row of the field, when there is one.
  var fieldRow: Int { titleLines.count + messageLines.count + min(gapCount, 1) }

  /// The row of the actions.
  var actionsRow: Int { height - 1 }

  /// Lays out `title` and `message` in `width` columns and at most `height` rows.
  init(title: String, message: String?, hasField: Bool, width: Int, height: Int) {
    self.hasField = hasField
    titleLines = title.isEmpty ? [] : TextLayout.wrap(title, toColumns: width)
    messageLines = message.map { TextLayout.wrap($0, toColumns: width) } ?? []
    gapCount = hasField ? 2 : 1
    var (messageCut, titleCut) = (false, false)
    while self.height > height {
      if !messageLines.isEmpty {
        messageLines.removeLast()
        messageCut = true
      } else if gapCount > 0 {
        gapCount -= 1
      } else if !titleLines.isEmpty {
        titleLines.removeLast()
        titleCut = true
      } else {
        break
      }
    }
    if messageCut { Self.markCut(&messageLines, width: width) }
    if titleCut { Self.markCut(&titleLines, width: width) }
  }

  /// Ends the last of `lines`, a text cut short, with `…` within `width` columns.
  private static func markCut(_ lines: inout [String], width: Int) {
    guard let last = lines.popLast() else { return }
    lines.append(TextLayout.truncate(last + " …", toColumns: width))
  }

  /// The content width an alert asks for within `available` columns: wide enough for its
  /// actions, its field and its text up to ``maximumWidth``.
  static func width(
    title: String, message: String?, actionsWidth: Int, hasField: Bool, available: Int
  ) -> Int {
    let textWidth =
      ([title] + (message.map { $0.split(separator: "\n").map(String.init) } ?? []))
      .map { TextSanitizer.sanitize($0).displayWidth }.max() ?? 0
    let wanted = max(
      actionsWidth, min(maximumWidth, max(textWidth, hasField ? minimumFieldWidth : 0)))
    return max(min(wanted, available), 1)
  }
}
