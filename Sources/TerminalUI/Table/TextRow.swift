import TerminalCore

/// A row that shows a string: one line, or one line per line of text when it holds
/// newlines.
///
/// ```swift
/// manager.add(["Milk", "Eggs", "Bread"].map { RowGenerator<TextRow>(model: $0) })
/// manager.add(RowGenerator<TextRow>(model: "Two\nlines"))  // a row of height 2
/// ```
@MainActor
public final class TextRow: View, ConfigurableRow {
  /// The label the text is shown in; set its `textStyle` to restyle the row.
  public let label = Label()

  /// Creates an empty row.
  public override init() {
    super.init()
    label.numberOfLines = 0
    addSubview(label)
  }

  /// Shows `text`.
  public func configure(with text: String) {
    label.text = text
  }

  /// One line per line of `text`: one more than its newlines (a CR LF pair is shown as a
  /// placeholder, not a new line).
  ///
  /// - Complexity: O(n) in the UTF-8 length of `text`.
  public static func height(for text: String) -> Int {
    var lines = 1
    var previous: UInt8 = 0
    for byte in text.utf8 {
      if byte == 0x0A && previous != 0x0D { lines += 1 }
      previous = byte
    }
    return lines
  }

  public override func layoutSubviews() {
    label.frame = bounds
  }
}
