/// A grid of cells that views draw into and the ``Renderer`` turns into escape bytes.
///
/// Text put on a canvas is measured by grapheme (``Swift/Character/displayWidth``) and made
/// safe by ``TextSanitizer``: control characters and bidi overrides become visible
/// placeholders, so nothing drawn here can reach the terminal as a raw control sequence.
/// A wide grapheme owns the cell to its right as a continuation cell; one that would be cut
/// by the edge of the clip rectangle is replaced by a space, never split.
///
/// ```swift
/// var canvas = Canvas(size: Size(width: 20, height: 2))
/// canvas.put("Hello, 世界", at: Point(x: 1, y: 0))
/// canvas.lines  // [" Hello, 世界", ""]
/// ```
public struct Canvas: Hashable, Sendable {
  /// The number of columns and rows.
  public private(set) var size: Size
  private var cells: [Cell]

  /// Creates a canvas of `size` filled with `cell`.
  public init(size: Size, filling cell: Cell = .blank) {
    self.size = size
    self.cells = Array(repeating: cell, count: size.width * size.height)
  }

  /// The whole canvas as a rectangle at the origin.
  public var bounds: Rect { Rect(origin: .zero, size: size) }

  /// The cell at column `x`, row `y`; a blank cell outside the canvas.
  public subscript(x: Int, y: Int) -> Cell {
    guard x >= 0, y >= 0, x < size.width, y < size.height else { return .blank }
    return cells[y * size.width + x]
  }

  /// The cells of row `y`.
  ///
  /// - Complexity: O(1).
  public func row(_ y: Int) -> ArraySlice<Cell> {
    let start = y * size.width
    return cells[start..<start + size.width]
  }

  /// Whether row `y` of this canvas holds the same cells as row `y` of `other`.
  ///
  /// The renderer calls it for every row of every frame, so it compares cell by cell in a
  /// plain index loop, which is several times faster than comparing the two row slices.
  ///
  /// - Complexity: O(width).
  public func rowEquals(_ y: Int, in other: Canvas) -> Bool {
    guard size.width == other.size.width else { return false }
    let start = y * size.width
    let otherStart = y * other.size.width
    for x in 0..<size.width where cells[start + x] != other.cells[otherStart + x] {
      return false
    }
    return true
  }

  // MARK: - Drawing

  /// Draws `text` from `point` rightwards, grapheme by grapheme, and returns the columns used.
  ///
  /// Drawing stops at the right edge of `clip` (the whole canvas when `nil`); a wide
  /// grapheme that does not fit whole is drawn as a space.
  ///
  /// - Parameters:
  ///   - text: The text; control characters show as placeholders.
  ///   - point: Where the first grapheme goes.
  ///   - style: How the cells are painted.
  ///   - clip: The rectangle outside which nothing is drawn.
  /// - Returns: The number of columns advanced.
  /// - Complexity: O(n) in the length of `text`.
  @discardableResult
  public mutating func put(
    _ text: some StringProtocol, at point: Point, style: Style = .plain, clip: Rect? = nil
  ) -> Int {
    let area = clip.map { $0.intersection(bounds) } ?? bounds
    guard point.y >= area.minY, point.y < area.maxY else { return 0 }
    var x = point.x
    for character in text {
      guard x < area.maxX else { break }
      x += put(character, column: x, row: point.y, style: style, area: area)
    }
    return x - point.x
  }

  /// Draws one grapheme at `point` and returns the columns used (0, 1 or 2).
  @discardableResult
  public mutating func put(
    _ character: Character, at point: Point, style: Style = .plain, clip: Rect? = nil
  ) -> Int {
    let area = clip.map { $0.intersection(bounds) } ?? bounds
    guard point.y >= area.minY, point.y < area.maxY else { return 0 }
    return put(character, column: point.x, row: point.y, style: style, area: area)
  }

  /// Fills `rect` with `character` in `style`.
  ///
  /// - Complexity: O(width × height) of `rect`.
  public mutating func fill(_ rect: Rect, with character: Character = " ", style: Style = .plain) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      var x = area.minX
      while x < area.maxX {
        let used = put(character, column: x, row: y, style: style, area: area)
        x += max(used, 1)
      }
    }
  }

  /// Changes the style of every cell in `rect`, keeping the graphemes.
  public mutating func restyle(_ rect: Rect, with transform: (inout Style) -> Void) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX {
        transform(&cells[y * size.width + x].style)
      }
    }
  }

  // MARK: - Reading

  /// The text of row `y`, continuation cells skipped, trailing spaces trimmed.
  public func text(ofRow y: Int) -> String {
    var line = ""
    for cell in row(y) where !cell.isContinuation {
      line.append(cell.grapheme)
    }
    while line.last == " " { line.removeLast() }
    return line
  }

  /// The text of every row, as ``text(ofRow:)`` reads it.
  public var lines: [String] {
    (0..<size.height).map(text(ofRow:))
  }

  // MARK: - Private helpers

  private mutating func put(
    _ character: Character, column x: Int, row y: Int, style: Style, area: Rect
  ) -> Int {
    let shown = TextSanitizer.displayable(character)
    let width = shown.displayWidth
    guard width > 0 else { return 0 }
    guard x >= area.minX, x < area.maxX else { return width }
    if width == 2 && x + 1 >= area.maxX {
      set(.blank(style), column: x, row: y)
      return 1
    }
    set(Cell(grapheme: shown, width: UInt8(width), style: style), column: x, row: y)
    if width == 2 {
      set(Cell(grapheme: " ", width: 0, style: style), column: x + 1, row: y)
    }
    return width
  }

  /// Writes one cell, blanking the other half of any wide grapheme it overwrites.
  private mutating func set(_ cell: Cell, column x: Int, row y: Int) {
    let index = y * size.width + x
    let old = cells[index]
    if old.isContinuation, x > 0, cell.width != 0 {
      cells[index - 1] = .blank(cells[index - 1].style)
    }
    if old.width == 2, x + 1 < size.width, cell.width != 2 {
      cells[index + 1] = .blank(cells[index + 1].style)
    }
    cells[index] = cell
  }
}
