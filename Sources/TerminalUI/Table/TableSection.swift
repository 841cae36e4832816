/// A section of a table: an optional header and its rows, as ``TableDisplayManager`` refills
/// and lists them.
///
/// ```swift
/// manager.refill(with: [
///   TableSection(header: RowGenerator<HeaderRow>(model: "Today"), rows: today),
///   TableSection(header: RowGenerator<HeaderRow>(model: "Later"), rows: later),
/// ])
/// ```
@MainActor
public struct TableSection {
  /// The header generator; `nil` for rows before the first header.
  public var header: TableRowGenerator?
  /// The row generators of the section, in order.
  public var rows: [TableRowGenerator]

  /// Creates a section.
  public init(header: TableRowGenerator? = nil, rows: [TableRowGenerator] = []) {
    self.header = header
    self.rows = rows
  }
}
