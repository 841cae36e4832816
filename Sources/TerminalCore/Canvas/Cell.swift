/// One cell of a ``Canvas``: the grapheme shown there, its display width and its style.
///
/// A wide grapheme (CJK, most emoji) occupies its cell and the next one; the next one is a
/// *continuation* cell (width 0) that shows nothing of its own.
///
/// A cell is 16 bytes of plain data: the grapheme as a `GraphemeCode` (its UTF-8 bytes
/// inline, or an index into a shared pool for long clusters) and the width and style packed
/// in one word. Copying, comparing and freeing cells involves no reference counting, and
/// two cells are equal exactly when their bytes are, so a canvas row compares as memory.
/// Graphemes compare by their bytes: `"é"` precomposed and `"e\u{301}"` are different
/// cells, as they are different bytes on the terminal.
///
/// ```swift
/// let cell = Cell(grapheme: "漢", width: 2, style: .plain)
/// cell.grapheme  // "漢"
/// ```
public struct Cell: Hashable, Sendable {
  /// The bits of ``look`` that hold the width.
  private static let widthMask: UInt64 = 0x3F << 8
  /// The ``look`` of a one-column cell in the default style.
  private static let oneColumn: UInt64 = 1 << 8

  /// The grapheme.
  var code: GraphemeCode
  /// The width in bits 8–13 and the style in the others, as ``Style/packed`` lays them out.
  var look: UInt64

  /// Creates a cell.
  ///
  /// - Parameters:
  ///   - grapheme: The grapheme drawn in the cell.
  ///   - width: Its columns: 1 or 2, or 0 for a continuation cell (kept up to 63).
  ///   - style: How the cell is painted.
  public init(grapheme: Character, width: UInt8, style: Style) {
    code = GraphemeCode(grapheme)
    look = style.packed | UInt64(min(width, 63)) << 8
  }

  /// Creates a cell from its stored parts.
  init(code: GraphemeCode, look: UInt64) {
    self.code = code
    self.look = look
  }

  /// Creates a cell of `code`, `width` columns wide, in the style packed in `style`.
  init(code: GraphemeCode, width: Int, packedStyle style: UInt64) {
    self.init(code: code, look: style | UInt64(width) << 8)
  }

  /// A space in the default style.
  public static let blank = Cell(code: .space, look: oneColumn)

  /// A blank cell in `style`.
  public static func blank(_ style: Style) -> Cell {
    Cell(code: .space, look: style.packed | oneColumn)
  }

  /// The grapheme drawn in the cell; a space for a blank or continuation cell.
  public var grapheme: Character {
    get { code.character }
    set { code = GraphemeCode(newValue) }
  }

  /// The columns the grapheme takes: 1 or 2, or 0 for the continuation of a wide grapheme.
  public var width: UInt8 {
    get { UInt8(truncatingIfNeeded: (look & Self.widthMask) >> 8) }
    set { look = look & ~Self.widthMask | UInt64(min(newValue, 63)) << 8 }
  }

  /// How the cell is painted.
  public var style: Style {
    get { Style(packed: look) }
    set { look = look & Self.widthMask | newValue.packed }
  }

  /// The style as ``Style/packed`` lays it out, width bits zero.
  var packedStyle: UInt64 { look & ~Self.widthMask }

  /// Whether the cell is the right half of a wide grapheme.
  public var isContinuation: Bool { look & Self.widthMask == 0 }
}

extension Cell: CustomStringConvertible {
  /// The grapheme, width and style, as a failed test shows them.
  public var description: String {
    "Cell(grapheme: \(String(reflecting: grapheme)), width: \(width), style: \(style))"
  }
}
