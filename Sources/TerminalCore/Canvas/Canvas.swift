#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A grid of cells that views draw into and the ``Renderer`` turns into escape bytes.
///
/// Text put on a canvas is measured by grapheme (``Swift/Character/displayWidth``) and made
/// safe by ``TextSanitizer``: control characters and bidi overrides become visible
/// placeholders, so nothing drawn here can reach the terminal as a raw control sequence.
/// A wide grapheme owns the cell to its right as a continuation cell; one that would be cut
/// by the edge of the clip rectangle is replaced by a space, never split.
///
/// Cells are plain data (see ``Cell``), so a canvas copies, compares and frees as one block
/// of memory. A canvas drawn again every frame should be ``reset(size:)`` rather than made
/// anew: that keeps its storage, and a frame then allocates nothing.
///
/// ```swift
/// var canvas = Canvas(size: Size(width: 20, height: 2))
/// canvas.put("Hello, 世界", at: Point(x: 1, y: 0))
/// canvas.lines  // [" Hello, 世界", ""]
/// ```
public struct Canvas: Hashable, Sendable {
  /// The number of columns and rows.
  public private(set) var size: Size
  /// The cells, row after row.
  var cells: [Cell]

  /// Creates a canvas of `size` filled with `cell`.
  public init(size: Size, filling cell: Cell = .blank) {
    self.size = size
    self.cells = Array(repeating: cell, count: Self.cellCount(of: size))
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

  /// The columns of row `y` up to its last cell that is not a plain blank: 0 for a blank row,
  /// or a row outside the canvas.
  ///
  /// The blank tail is passed over sixteen cells at a time where it can be: a chunk whose
  /// first cell is blank and whose cells each equal the next (one comparison of memory, the
  /// chunk against itself one cell on) is blank throughout. A short row of a wide list, a
  /// table's row drawn or a row the renderer draws, is mostly such a tail.
  ///
  /// - Complexity: O(width) at most, from the right.
  package func paintedWidth(ofRow y: Int) -> Int {
    guard y >= 0, y < size.height else { return 0 }
    let start = y * size.width
    var end = size.width
    cells.withUnsafeBufferPointer { cells in
      guard let base = cells.baseAddress else { return }
      let chunk = 16
      while end >= chunk {
        let first = base + start + end - chunk
        guard first.pointee == .blank,
          memcmp(first, first + 1, (chunk - 1) * MemoryLayout<Cell>.stride) == 0
        else { break }
        end -= chunk
      }
      while end > 0, cells[start + end - 1] == .blank { end -= 1 }
    }
    return end
  }

  /// `rect`, within the canvas, widened by a column on a side where it cuts one of the
  /// canvas's wide graphemes in two: cleared and drawn again, it then holds whole every
  /// grapheme it touches, and leaves no half of one outside.
  ///
  /// ```swift
  /// canvas.put("漢", at: Point(x: 2, y: 0))
  /// canvas.holdingWholeGraphemes(Rect(x: 3, y: 0, width: 4, height: 1))  // x: 2, width: 5
  /// ```
  ///
  /// - Complexity: O(height) of `rect`.
  package func holdingWholeGraphemes(_ rect: Rect) -> Rect {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return area }
    let width = size.width
    let (cutsLeft, cutsRight) = cells.withUnsafeBufferPointer { cells in
      var cutsLeft = false
      var cutsRight = false
      for y in area.minY..<area.maxY {
        let row = y * width
        cutsLeft = cutsLeft || cells[row + area.minX].isContinuation
        cutsRight = cutsRight || (area.maxX < width && cells[row + area.maxX - 1].width == 2)
      }
      return (cutsLeft, cutsRight)
    }
    let left = cutsLeft ? area.minX - 1 : area.minX
    let right = cutsRight ? area.maxX + 1 : area.maxX
    return Rect(x: left, y: area.minY, width: right - left, height: area.height)
  }

  /// Whether row `y` of this canvas holds the same cells as row `y` of `other`.
  ///
  /// The renderer calls it for every row of every frame; cells being plain data, the rows
  /// are compared as memory.
  ///
  /// - Complexity: O(width).
  public func rowEquals(_ y: Int, in other: Canvas) -> Bool {
    rowEquals(y, toRow: y, of: other)
  }

  /// Whether row `y` of this canvas holds the same cells as row `source` of `other`, as
  /// ``rowEquals(_:in:)`` compares them: the renderer looks for rows that moved.
  ///
  /// - Complexity: O(width).
  func rowEquals(_ y: Int, toRow source: Int, of other: Canvas) -> Bool {
    guard size.width == other.size.width, y >= 0, y < size.height, source >= 0,
      source < other.size.height
    else { return false }
    let start = y * size.width
    let otherStart = source * size.width
    return cells.withUnsafeBufferPointer { mine in
      other.cells.withUnsafeBufferPointer { theirs in
        guard let mine = mine.baseAddress, let theirs = theirs.baseAddress else { return true }
        return memcmp(mine + start, theirs + otherStart, size.width * MemoryLayout<Cell>.stride)
          == 0
      }
    }
  }

  // MARK: - Reuse

  /// Makes the canvas `size` and blank, keeping its storage when it holds the cells already
  /// and is not shared.
  ///
  /// - Parameter size: The new number of columns and rows.
  /// - Complexity: O(width × height).
  public mutating func reset(size: Size) {
    let count = Self.cellCount(of: size)
    self.size = size
    if cells.count == count {
      cells.withUnsafeMutableBufferPointer { $0.update(repeating: .blank) }
    } else {
      cells.removeAll(keepingCapacity: true)
      cells.append(contentsOf: repeatElement(.blank, count: count))
    }
  }

  /// Makes row `y` hold the cells of row `y` of `other`, a canvas of the same width.
  ///
  /// - Complexity: O(width).
  mutating func copyRow(_ y: Int, from other: Canvas) {
    guard other.size.width == size.width, y >= 0, y < size.height, y < other.size.height
    else { return }
    let start = y * size.width
    let width = size.width
    cells.withUnsafeMutableBufferPointer { mine in
      other.cells.withUnsafeBufferPointer { theirs in
        guard let mine = mine.baseAddress, let theirs = theirs.baseAddress else { return }
        (mine + start).update(from: theirs + start, count: width)
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

  /// The number of cells of a canvas of `size`; none when a side is not positive.
  private static func cellCount(of size: Size) -> Int {
    size.width > 0 && size.height > 0 ? size.width * size.height : 0
  }
}
