/// One cell of a ``Canvas``: the grapheme shown there, its display width and its style.
///
/// A wide grapheme (CJK, most emoji) occupies its cell and the next one; the next one is a
/// *continuation* cell (width 0) that shows nothing of its own.
///
/// ```swift
/// let cell = Cell(grapheme: "漢", width: 2, style: .plain)
/// ```
public struct Cell: Hashable, Sendable {
  /// The grapheme drawn in the cell; a space for a blank or continuation cell.
  public var grapheme: Character
  /// The columns the grapheme takes: 1 or 2, or 0 for the continuation of a wide grapheme.
  public var width: UInt8
  /// How the cell is painted.
  public var style: Style

  /// Creates a cell.
  public init(grapheme: Character, width: UInt8, style: Style) {
    self.grapheme = grapheme
    self.width = width
    self.style = style
  }

  /// A space in the default style.
  public static let blank = Cell(grapheme: " ", width: 1, style: .plain)

  /// A blank cell in `style`.
  public static func blank(_ style: Style) -> Cell {
    Cell(grapheme: " ", width: 1, style: style)
  }

  /// Whether the cell is the right half of a wide grapheme.
  public var isContinuation: Bool { width == 0 }
}
