import TerminalCore

/// A section header row: one line of bold text.
///
/// ```swift
/// manager.addSectionHeader(RowGenerator<HeaderRow>(model: "Today"))
/// manager.add(RowGenerator<TextRow>(model: "Buy milk"))
/// ```
@MainActor
public final class HeaderRow: View, ConfigurableRow {
  /// The label the title is shown in.
  public let label = Label(style: Style(attributes: .bold))

  /// Creates an empty header.
  public override init() {
    super.init()
    addSubview(label)
  }

  /// Shows `title`.
  public func configure(with title: String) {
    label.text = title
  }

  public override func layoutSubviews() {
    label.frame = bounds
  }
}
