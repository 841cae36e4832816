/// Why a ``TableDisplayManager`` refused an operation; nothing in the table changed.
///
/// A generator is named by its identity and its ``TableRowGenerator/description``.
///
/// ```swift
/// do {
///   try manager.insert(newRow, after: staleRow)
/// } catch let error as TableError {
///   window.showError(error)  // "The anchor TextRow(Buy milk) is not in the table."
/// }
/// ```
public enum TableError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The generator to insert after (or under) is not in the table, or is among the
  /// generators being inserted.
  case anchorNotFound(id: ObjectIdentifier, name: String)
  /// The generator to remove, replace or select is not in the table.
  case generatorNotFound(id: ObjectIdentifier, name: String)
  /// The generator to select is a section header, which cannot be selected.
  case notSelectable(id: ObjectIdentifier, name: String)

  /// What went wrong, in a sentence a user can act on.
  public var description: String {
    switch self {
    case .anchorNotFound(_, let name):
      return "The anchor \(name) is not in the table; insert after a row the table holds."
    case .generatorNotFound(_, let name):
      return "The row \(name) is not in the table; it may have been removed already."
    case .notSelectable(_, let name):
      return "The section header \(name) cannot be selected; select one of its rows."
    }
  }
}

extension TableError {
  /// The error for `generator` as an anchor that is not in the table.
  @MainActor
  public static func anchorNotFound(_ generator: TableRowGenerator) -> TableError {
    .anchorNotFound(id: ObjectIdentifier(generator), name: generator.description)
  }

  /// The error for `generator` not being in the table.
  @MainActor
  public static func generatorNotFound(_ generator: TableRowGenerator) -> TableError {
    .generatorNotFound(id: ObjectIdentifier(generator), name: generator.description)
  }

  /// The error for selecting the header `generator`.
  @MainActor
  public static func notSelectable(_ generator: TableRowGenerator) -> TableError {
    .notSelectable(id: ObjectIdentifier(generator), name: generator.description)
  }
}
