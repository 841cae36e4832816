extension Canvas {
  /// Draws `text` from `point` rightwards, grapheme by grapheme, and returns the columns used.
  ///
  /// Drawing stops at the right edge of `clip` (the whole canvas when `nil`); a wide
  /// grapheme that does not fit whole is drawn as a space. Printable ASCII text is drawn
  /// byte by byte, without grapheme breaking.
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
    putText(text, at: point, style: style, clip: clip)
  }

  /// Draws the string `text` from `point` rightwards, as the generic `put` does:
  /// the same drawing, compiled for `String` in this module, so a caller in another
  /// module does not go through the generic one's protocol dispatch for every string.
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
    _ text: String, at point: Point, style: Style = .plain, clip: Rect? = nil
  ) -> Int {
    putText(text, at: point, style: style, clip: clip)
  }

  /// The drawing of both `put` of text.
  private mutating func putText(
    _ text: some StringProtocol, at point: Point, style: Style, clip: Rect?
  ) -> Int {
    let area = clip.map { $0.intersection(bounds) } ?? bounds
    guard point.y >= area.minY, point.y < area.maxY else { return 0 }
    let packedStyle = style.packed
    let drawnWhole = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      if bytes.allSatisfy(\.isPrintableASCII) {
        return putASCII(bytes, at: point, packedStyle: packedStyle, area: area)
      }
      guard SingleScalarGraphemes.everyScalarStandsAlone(in: bytes) else { return nil }
      return putScalars(bytes, at: point, packedStyle: packedStyle, area: area)
    }
    if let advanced = drawnWhole ?? nil { return advanced }
    var x = point.x
    for character in text {
      guard x < area.maxX else { break }
      x += put(character, column: x, row: point.y, packedStyle: packedStyle, area: area)
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
    return put(character, column: point.x, row: point.y, packedStyle: style.packed, area: area)
  }

  /// Draws `bytes`, each printable ASCII (0x20 through 0x7E), one cell each from `point`
  /// rightwards, within `clip`; returns the columns advanced, up to the right edge of `clip`.
  ///
  /// What `put` does with a string of such bytes, for text whose bytes are known to be
  /// printable ASCII without a string to look at: a text field's graphemes, for instance.
  ///
  /// - Complexity: O(n) in the number of bytes.
  @discardableResult
  package mutating func put(
    printableASCII bytes: ArraySlice<UInt8>, at point: Point, style: Style, clip: Rect?
  ) -> Int {
    assert(bytes.allSatisfy(\.isPrintableASCII), "bytes that are not printable ASCII")
    let area = clip.map { $0.intersection(bounds) } ?? bounds
    guard point.y >= area.minY, point.y < area.maxY else { return 0 }
    return bytes.withUnsafeBufferPointer { bytes in
      putASCII(bytes, at: point, packedStyle: style.packed, area: area)
    }
  }

  /// Fills `rect` with `character` in `style`.
  ///
  /// The grapheme is sanitized and measured once (a printable ASCII one, such as the usual
  /// space, needs neither); a one-column grapheme is then stored cell after cell.
  ///
  /// - Complexity: O(width × height) of `rect`.
  public mutating func fill(_ rect: Rect, with character: Character = " ", style: Style = .plain) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    let packedStyle = style.packed
    let shown: Character
    let oneColumnCell: Cell?
    if let byte = character.printableASCIIByte {
      shown = character
      oneColumnCell = Cell(code: GraphemeCode(ascii: byte), width: 1, packedStyle: packedStyle)
    } else {
      shown = TextSanitizer.displayable(character)
      oneColumnCell =
        shown.displayWidth == 1
        ? Cell(code: GraphemeCode(shown), width: 1, packedStyle: packedStyle) : nil
    }
    if let cell = oneColumnCell {
      let width = size.width
      cells.withUnsafeMutableBufferPointer { cells in
        guard let base = cells.baseAddress else { return }
        for y in area.minY..<area.maxY {
          let row = y * width
          // Only the cells at the edges can hold half of a wide grapheme that lies outside.
          Self.set(cell, at: row + area.minX, column: area.minX, width: width, in: cells)
          Self.set(cell, at: row + area.maxX - 1, column: area.maxX - 1, width: width, in: cells)
          (base + row + area.minX).update(repeating: cell, count: area.width)
        }
      }
      return
    }
    for y in area.minY..<area.maxY {
      var x = area.minX
      while x < area.maxX {
        let used = put(shown, column: x, row: y, packedStyle: packedStyle, area: area)
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

  /// Lays `style` over the style of every cell in `rect`, keeping the graphemes: the same as
  /// `restyle(rect) { $0 = $0.overlaid(with: style) }`, without a call a cell. A selection
  /// highlights its row this way, and a sheet dims the screen behind it.
  ///
  /// - Complexity: O(width × height) of `rect`, two operations a cell.
  public mutating func restyle(_ rect: Rect, overlaying style: Style) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    let kept = style.bitsKeptUnderneath
    let added = style.packed
    let width = size.width
    cells.withUnsafeMutableBufferPointer { cells in
      for y in area.minY..<area.maxY {
        for index in (y * width + area.minX)..<(y * width + area.maxX) {
          cells[index].look = cells[index].look & kept | added
        }
      }
    }
  }

  /// Draws the cells of `source` that are not plain blanks with its top-left corner at
  /// `origin`, within `clip` (the whole canvas when `nil`), so what lies under the blanks
  /// shows through.
  ///
  /// The cells are copied as they are, without measuring or sanitizing them again (a canvas
  /// holds only sanitized graphemes); a wide grapheme cut by the right edge of `clip` is
  /// drawn as a space, as ``put(_:at:style:clip:)-(Character,_,_,_)`` draws it.
  ///
  /// - Parameters:
  ///   - source: The cells to draw, a row's drawing kept between frames for instance.
  ///   - origin: Where the top-left cell of `source` goes.
  ///   - clip: The rectangle outside which nothing is drawn.
  /// - Complexity: O(width × height) of `source`.
  public mutating func overlay(_ source: Canvas, at origin: Point, clip: Rect? = nil) {
    let area = clip.map { $0.intersection(bounds) } ?? bounds
    // The bounds are compared before a range is made of them: a source wholly outside the
    // area (after a resize, say) gives a lower bound above the upper one.
    let firstRow = max(area.minY - origin.y, 0)
    let endRow = min(area.maxY - origin.y, source.size.height)
    let firstColumn = max(area.minX - origin.x, 0)
    let endColumn = min(area.maxX - origin.x, source.size.width)
    guard firstRow < endRow, firstColumn < endColumn else { return }
    let width = size.width
    let sourceWidth = source.size.width
    cells.withUnsafeMutableBufferPointer { cells in
      source.cells.withUnsafeBufferPointer { sourceCells in
        for y in firstRow..<endRow {
          let row = (origin.y + y) * width
          for x in firstColumn..<endColumn {
            let cell = sourceCells[y * sourceWidth + x]
            guard cell != .blank, !cell.isContinuation else { continue }
            let column = origin.x + x
            if cell.width == 2 && column + 1 >= area.maxX {
              Self.set(
                .blank(cell.style), at: row + column, column: column, width: width, in: cells)
              continue
            }
            Self.set(cell, at: row + column, column: column, width: width, in: cells)
            if cell.width == 2 {
              let continuation = Cell(code: .space, width: 0, packedStyle: cell.packedStyle)
              Self.set(
                continuation, at: row + column + 1, column: column + 1, width: width, in: cells)
            }
          }
        }
      }
    }
  }

  // MARK: - Private helpers

  /// Draws the printable ASCII `bytes` from `point`, one cell each, within `area`, whose
  /// rows hold `point`; returns the columns advanced, up to the right edge of `area`.
  ///
  /// Not inlined: both `put` of a string and `put(printableASCII:)` run it for a typed key
  /// (a label and a text field on the same row), and one copy of it is fewer lines of code
  /// to fetch when the key comes after a pause.
  @inline(never)
  private mutating func putASCII(
    _ bytes: UnsafeBufferPointer<UInt8>, at point: Point, packedStyle: UInt64, area: Rect
  ) -> Int {
    let advanced = min(bytes.count, max(area.maxX - point.x, 0))
    let start = max(point.x, area.minX)
    let end = point.x + advanced
    guard start < end else { return advanced }
    let width = size.width
    cells.withUnsafeMutableBufferPointer { cells in
      guard let base = cells.baseAddress else { return }
      let row = point.y * width
      func cell(_ x: Int) -> Cell {
        Cell(code: GraphemeCode(ascii: bytes[x - point.x]), width: 1, packedStyle: packedStyle)
      }
      // Only the cells at the ends can hold half of a wide grapheme that lies outside.
      Self.set(cell(start), at: row + start, column: start, width: width, in: cells)
      Self.set(cell(end - 1), at: row + end - 1, column: end - 1, width: width, in: cells)
      for x in start..<end { (base + row + x).pointee = cell(x) }
    }
    return advanced
  }

  /// Draws the UTF-8 text `bytes`, every scalar of which is a grapheme of its own (see
  /// ``SingleScalarGraphemes``), scalar by scalar from `point` rightwards; returns the
  /// columns it takes.
  private mutating func putScalars(
    _ bytes: UnsafeBufferPointer<UInt8>, at point: Point, packedStyle: UInt64, area: Rect
  ) -> Int {
    var x = point.x
    _ = SingleScalarGraphemes.visitScalars(in: bytes) { scalar in
      guard x < area.maxX else { return false }
      x += put(
        GraphemeCode(scalar), width: UnicodeWidthTable.width(of: scalar), column: x,
        row: point.y, packedStyle: packedStyle, area: area)
      return true
    }
    return x - point.x
  }

  private mutating func put(
    _ character: Character, column x: Int, row y: Int, packedStyle: UInt64, area: Rect
  ) -> Int {
    if let byte = character.printableASCIIByte {
      if x >= area.minX, x < area.maxX {
        set(
          Cell(code: GraphemeCode(ascii: byte), width: 1, packedStyle: packedStyle), column: x,
          row: y)
      }
      return 1
    }
    let shown = TextSanitizer.displayable(character)
    return put(
      GraphemeCode(shown), width: shown.displayWidth, column: x, row: y,
      packedStyle: packedStyle, area: area)
  }

  /// Draws the grapheme `code`, `width` columns wide, in column `x` of row `y` if `area`
  /// holds it (a wide one at the edge of `area` as a blank); returns `width`. `code` is
  /// made only for a grapheme drawn: a long one is interned in ``GraphemePool``.
  private mutating func put(
    _ code: @autoclosure () -> GraphemeCode, width: Int, column x: Int, row y: Int,
    packedStyle: UInt64, area: Rect
  ) -> Int {
    guard width > 0 else { return 0 }
    guard x >= area.minX, x < area.maxX else { return width }
    if width == 2 && x + 1 >= area.maxX {
      set(Cell(code: .space, width: 1, packedStyle: packedStyle), column: x, row: y)
      return 1
    }
    set(Cell(code: code(), width: width, packedStyle: packedStyle), column: x, row: y)
    if width == 2 {
      set(Cell(code: .space, width: 0, packedStyle: packedStyle), column: x + 1, row: y)
    }
    return width
  }

  /// Writes one cell, blanking the other half of any wide grapheme it overwrites.
  private mutating func set(_ cell: Cell, column x: Int, row y: Int) {
    let width = size.width
    cells.withUnsafeMutableBufferPointer { cells in
      Self.set(cell, at: y * width + x, column: x, width: width, in: cells)
    }
  }

  /// Writes `cell` at `index` of `cells`, the storage of a canvas `width` columns wide, in
  /// column `x`, blanking the other half of any wide grapheme it overwrites.
  private static func set(
    _ cell: Cell, at index: Int, column x: Int, width: Int,
    in cells: UnsafeMutableBufferPointer<Cell>
  ) {
    let old = cells[index]
    if old.isContinuation, x > 0, cell.width != 0 {
      cells[index - 1] = Cell(code: .space, width: 1, packedStyle: cells[index - 1].packedStyle)
    }
    if old.width == 2, x + 1 < width, cell.width != 2 {
      cells[index + 1] = Cell(code: .space, width: 1, packedStyle: cells[index + 1].packedStyle)
    }
    cells[index] = cell
  }
}
