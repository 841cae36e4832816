import TerminalCore

/// Fitting text into columns by grapheme: truncation with an ellipsis and word wrapping.
///
/// Both measure and return sanitized text (``TerminalCore/TextSanitizer``), so a control
/// character counts as the one-column placeholder the canvas shows for it.
///
/// ```swift
/// TextLayout.truncate("Hello, world", toColumns: 8)  // "Hello, …"
/// TextLayout.wrap("one two three", toColumns: 7)     // ["one two", "three"]
/// ```
public enum TextLayout {
  /// `text` cut to at most `columns` columns, ending in `…` when it was cut.
  ///
  /// - Complexity: O(n) in the length of `text`.
  public static func truncate(_ text: String, toColumns columns: Int) -> String {
    guard columns > 0 else { return "" }
    let shown = TextSanitizer.sanitize(text)
    if shown.displayWidth <= columns { return shown }
    return shown.prefix(columns: columns - 1) + "…"
  }

  /// `text` broken into lines of at most `columns` columns, at spaces where it can and
  /// between graphemes where a word is longer than a line. Newlines in `text` start new lines.
  ///
  /// - Complexity: O(n) in the length of `text`.
  public static func wrap(_ text: String, toColumns columns: Int) -> [String] {
    var lines: [String] = []
    wrap(text, toColumns: columns, into: &lines)
    return lines
  }

  /// Replaces the contents of `lines` with `text` wrapped as ``wrap(_:toColumns:)`` wraps
  /// it, keeping the array's storage: a label wraps its text again into the array of its
  /// last lines.
  static func wrap(_ text: String, toColumns columns: Int, into lines: inout [String]) {
    lines.removeAll(keepingCapacity: true)
    guard columns > 0 else { return }
    if !text.utf8.contains(0x0A) {
      // One paragraph: most often a row or a title that fits, shown as it is.
      let shown = TextSanitizer.sanitize(text)
      if shown.displayWidth <= columns {
        lines.append(shown)
      } else {
        wrapParagraph(Substring(shown), columns: columns, into: &lines)
      }
      return
    }
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      wrapParagraph(Substring(TextSanitizer.sanitize(paragraph)), columns: columns, into: &lines)
    }
  }

  /// Appends the lines of `paragraph` wrapped to `columns` to `lines`.
  private static func wrapParagraph(
    _ paragraph: Substring, columns: Int, into lines: inout [String]
  ) {
    var line = ""
    var lineWidth = 0
    for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
      let wordWidth = word.displayWidth
      let separatorWidth = line.isEmpty ? 0 : 1
      if lineWidth + separatorWidth + wordWidth <= columns {
        if separatorWidth == 1 { line.append(" ") }
        line += word
        lineWidth += separatorWidth + wordWidth
        continue
      }
      if !line.isEmpty {
        lines.append(line)
        line = ""
        lineWidth = 0
      }
      for character in word {
        let width = character.displayWidth
        if lineWidth + width > columns, !line.isEmpty {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        line.append(character)
        lineWidth += width
      }
    }
    lines.append(line)
  }
}
