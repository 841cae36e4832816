import TerminalUI

/// One to-do in ToDoList's table: its `[ ] name` or `[x] name` line, cut with `…` when the
/// table is too narrow.
@MainActor
final class ToDoRow: View, ConfigurableRow {
  let label = Label()

  override init() {
    super.init()
    addSubview(label)
  }

  /// Shows the presenter's line for the to-do.
  func configure(with text: String) {
    label.text = text
  }

  override func layoutSubviews() {
    label.frame = bounds
  }
}
