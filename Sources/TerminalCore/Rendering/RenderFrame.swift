/// The work of one ``Renderer/render(_:cursor:)`` call: the bytes that turn the terminal
/// from `old` into `new`, and what the terminal's cursor and pen are while they are written.
///
/// Rows are visited top to bottom and cells left to right, so a cell printed over half of a
/// wide grapheme (which the terminal then blanks whole) is always followed, or preceded, by
/// the print of the other half, which the canvas marks as changed too.
///
/// Terminals disagree on the width of multi-scalar emoji (`👋🏽`, flags, ZWJ sequences,
/// `❤️`): an older one draws `👋🏽` as two wide glyphs, four cells. Such a *fragile* grapheme
/// is printed over two blanks, the cursor is placed absolutely after it, and when it changes
/// the rest of its row is redrawn and erased, so what the terminal drew too wide or too
/// narrow never lingers and never shifts the rest of the line.
///
/// ```swift
/// var frame = RenderFrame(
///   old: onScreen, new: canvas, position: .zero, pen: .plain, writer: EscapeWriter(capacity: 64))
/// frame.drawRows([3])
/// frame.move(to: Point(x: 4, y: 3), pen: .plain)
/// ```
struct RenderFrame {
  /// How the rest of a row is best brought up to date once only blank cells remain.
  enum Erase {
    /// EL, `ESC [ K`: erase to the end of the line.
    case line
    /// ED, `ESC [ J`: erase to the end of the screen.
    case screen
  }

  /// What the terminal shows before the frame.
  let old: Canvas
  /// What the terminal must show after the frame.
  let new: Canvas
  /// The bytes written so far.
  var writer: EscapeWriter
  /// Where the terminal cursor is; `nil` when unknown, which includes the pending-wrap state
  /// after a print into the last column.
  var position: Point?
  /// The terminal's current style; `nil` when unknown.
  var pen: Style?
  /// The first row of the blank bottom of ``new``, once it has been needed.
  var blankRowsStart: Int?
  /// The scroll written before the rows, if any, which moved rows of ``old`` on screen.
  var rowShift: RowShift?
  /// Storage the renderer keeps from frame to frame for trying a scroll, so that a frame
  /// that scrolls allocates nothing either.
  var scratch: Scratch
  /// The colours the terminal has; every style is mapped to it as its SGR is written.
  var colorProfile: ColorProfile = .trueColor

  /// Creates the frame that brings the screen from `old` to `new` (of the same size).
  init(
    old: Canvas, new: Canvas, position: Point?, pen: Style?, writer: EscapeWriter,
    scratch: Scratch = Scratch()
  ) {
    self.old = old
    self.new = new
    self.position = position
    self.pen = pen
    self.writer = writer
    self.scratch = scratch
  }

  // MARK: - Drawing

  /// Draws the changed cells of `rows` (ascending), which must be every row that differs,
  /// unless the bytes written reach `limit` first.
  ///
  /// - Parameters:
  ///   - rows: The rows to draw.
  ///   - limit: The bytes (those written before included) at which to give up, as another
  ///     way of drawing the frame already costs that much.
  /// - Returns: Whether every row was drawn; `false` when it gave up at `limit`.
  /// - Complexity: O(width) per row.
  @discardableResult
  mutating func drawRows(_ rows: [Int], stoppingAt limit: Int = .max) -> Bool {
    for (index, y) in rows.enumerated() {
      guard writer.bytes.count < limit else { return false }
      let moreRowsFollow = index + 1 < rows.count
      if drawRow(y, moreRowsFollow: moreRowsFollow) == .screen { return true }
    }
    return true
  }

  /// Changes the pen to `style` with the cheapest SGR sequence, if it is not already; the
  /// sequence names `style`'s colours as ``colorProfile`` maps them (``pen`` keeps the
  /// unmapped style).
  mutating func setPen(_ style: Style) {
    guard pen != style else { return }
    GraphicRendition.write(
      from: pen.map(colorProfile.apply(to:)), to: colorProfile.apply(to: style), into: &writer)
    pen = style
  }

  // MARK: - Private helpers

  /// Draws the changed cells of row `y`; returns how it erased its end, if it did.
  private mutating func drawRow(_ y: Int, moreRowsFollow: Bool) -> Erase? {
    let newRow = new.row(y)
    let oldRow = self.oldRow(y)
    let blankTail = new.paintedWidth(ofRow: y)
    // Read through buffer pointers: a row is one run of memory, walked cell by cell, and
    // slice subscripts would check every index against the slice's bounds.
    return newRow.withUnsafeBufferPointer { newCells in
      oldRow.withUnsafeBufferPointer { oldCells in
        drawCells(
          ofRow: y, new: newCells, old: oldCells, blankTail: blankTail,
          moreRowsFollow: moreRowsFollow)
      }
    }
  }

  /// Draws the cells of `new` that differ from `old`, row `y` of ``new`` and of the screen
  /// before the frame; `blankTail` is the column from which `new` holds only plain blanks.
  private mutating func drawCells(
    ofRow y: Int, new newRow: UnsafeBufferPointer<Cell>, old oldRow: UnsafeBufferPointer<Cell>,
    blankTail: Int, moreRowsFollow: Bool
  ) -> Erase? {
    let width = newRow.count
    precondition(oldRow.count == width, "a row of the screen and of the canvas differ in width")
    // The column of the first wide fragile grapheme of the old row that the new row does
    // not keep: from there on, the terminal may show cells the canvas does not know of.
    var redrawFrom = Int.max
    var x = 0
    while x < width {
      if redrawFrom == .max {
        x = Self.firstChange(new: newRow, old: oldRow, from: x)
        guard x < width else { break }
      }
      let cell = newRow[x]
      let isWide = cell.width == 2 && x + 1 < width && newRow[x + 1].isContinuation
      let span = isWide ? 2 : 1
      let isChanged =
        x >= redrawFrom || cell != oldRow[x] || (isWide && newRow[x + 1] != oldRow[x + 1])
      guard isChanged else {
        x += span
        continue
      }
      if redrawFrom == .max {
        for column in x..<(x + span)
        where isFragileWide(oldRow[column]) && newRow[column] != oldRow[column] {
          redrawFrom = column
          break
        }
      }
      if x >= blankTail {
        let erase =
          x >= redrawFrom && !(moreRowsFollow && y + 1 >= firstRowOfBlankBottom())
          ? .line : eraseChoice(from: x, row: y, moreRowsFollow: moreRowsFollow)
        if let erase {
          move(to: Point(x: x, y: y), pen: .plain)
          writer.ascii(erase == .line ? "\u{1B}[K" : "\u{1B}[J")
          return erase
        }
      }
      // A width-2 cell without its continuation, or a stray continuation, would shift the
      // rest of the line on the terminal: it is drawn as a blank instead.
      let grapheme = cell.width == span ? cell.code : .space
      if span == 2 && grapheme.isFragile {
        move(to: Point(x: x, y: y), pen: cell.style)
        writer.ascii("  ")
        position = x + 2 < width ? Point(x: x + 2, y: y) : nil
      }
      move(to: Point(x: x, y: y), pen: cell.style)
      writer.grapheme(grapheme)
      position =
        x + span < width && !grapheme.isFragile ? Point(x: x + span, y: y) : nil
      x += span
    }
    return nil
  }

  /// The column of the first cell from `start` on that `drawCells` would find changed, or
  /// the row's width: a tight loop over the unchanged cells (most of a row is often as it
  /// was), which only compares them. A wide grapheme whose continuation changed counts as
  /// changed.
  static func firstChange(
    new newRow: UnsafeBufferPointer<Cell>, old oldRow: UnsafeBufferPointer<Cell>, from start: Int
  ) -> Int {
    let width = newRow.count
    var x = start
    while x < width, newRow[x] == oldRow[x] { x += 1 }
    if x > start, x < width, newRow[x - 1].width == 2, newRow[x].isContinuation { x -= 1 }
    return x
  }

  /// Whether `cell` starts a wide fragile grapheme.
  private func isFragileWide(_ cell: Cell) -> Bool {
    cell.width == 2 && cell.code.isFragile
  }

  /// Whether erasing beats printing for the changed cells of row `y` from column `x` on,
  /// all of which are plain blanks in ``new``.
  ///
  /// ED when every later row is blank too and one of them changed (they all go in 3 bytes);
  /// EL when printing the changed blanks (and moving over the unchanged ones between them)
  /// takes more than its 3 bytes. Either way the pen must be plain first, as it must for
  /// printing blanks, so the pen does not weigh in.
  private mutating func eraseChoice(from x: Int, row y: Int, moreRowsFollow: Bool) -> Erase? {
    if moreRowsFollow && y + 1 >= firstRowOfBlankBottom() { return .screen }
    let newRow = new.row(y)
    let oldRow = self.oldRow(y)
    var printCost = 0
    var gap = 0
    for index in (newRow.startIndex + x)..<newRow.endIndex {
      if newRow[index] == oldRow[index - newRow.startIndex + oldRow.startIndex] {
        gap += 1
        continue
      }
      printCost += 1 + (gap > 0 ? min(gap, EscapeWriter.csiCost(gap)) : 0)
      gap = 0
      if printCost > 3 { return .line }
    }
    return nil
  }

  /// The first row from which every row of ``new`` holds only plain blanks (the height
  /// when the last row does not), found once per frame.
  mutating func firstRowOfBlankBottom() -> Int {
    if let blankRowsStart { return blankRowsStart }
    var y = new.size.height
    while y > 0, new.paintedWidth(ofRow: y - 1) == 0 { y -= 1 }
    blankRowsStart = y
    return y
  }
}
