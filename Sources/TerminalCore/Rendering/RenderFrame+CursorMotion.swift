extension RenderFrame {
  /// A way to move the terminal cursor to a target.
  ///
  /// A relative motion first moves vertically, then optionally returns the carriage, then
  /// moves horizontally; the parts are priced apart and the cheapest mix wins.
  private enum CursorMotion {
    /// CUP, `ESC [ row ; column H`: the only move that is safe from an unknown position.
    case absolute
    /// A vertical part, a carriage return if `returnsCarriage`, and a horizontal part.
    case relative(Vertical, returnsCarriage: Bool, Horizontal)
  }

  /// The vertical part of a relative motion.
  private enum Vertical {
    /// Stay on the row.
    case none
    /// CUU, `ESC [ n A`.
    case up(Int)
    /// CUD, `ESC [ n B`.
    case down(Int)
    /// `n` times CR LF: down `n` rows to column 0. It never leaves the last row, so it never
    /// scrolls, and the CR keeps it right whether or not the tty turns LF into CR LF.
    case newlines(Int)
  }

  /// The horizontal part of a relative motion.
  private enum Horizontal {
    /// Stay in the column.
    case none
    /// CUF, `ESC [ n C`.
    case forward(Int)
    /// CUB, `ESC [ n D`.
    case back(Int)
    /// `n` times BS.
    case backspaces(Int)
    /// CHA, `ESC [ column G`.
    case column(Int)
    /// Print the cells of the row from column `from` up to `to` again: they already show
    /// these graphemes, all one column wide, in the pen's style.
    case reprint(from: Int, to: Int)
  }

  /// Moves the terminal cursor to `target` by the cheapest motion and sets the pen to
  /// `style`, in whichever order is cheaper.
  ///
  /// The order matters only when reprinting unchanged cells is part of the best motion:
  /// cells in the current pen can be reprinted before the pen changes, cells in `style`
  /// after it has.
  ///
  /// - Complexity: O(1); a reprint looks at no more cells than a CUF would take bytes.
  mutating func move(to target: Point, pen style: Style) {
    guard position != target else { return setPen(style) }
    let inPen = cheapestMotion(to: target, reprintingIn: pen)
    let inStyle = style == pen ? inPen : cheapestMotion(to: target, reprintingIn: style)
    if inStyle.cost < inPen.cost {
      setPen(style)
      write(inStyle.motion, to: target)
    } else {
      write(inPen.motion, to: target)
      setPen(style)
    }
    position = target
  }

  // MARK: - Private helpers

  /// The cheapest way from ``position`` to `target` and its cost in bytes, reprinting only
  /// cells in `style` (none when it is `nil`); ties go to the absolute move.
  private func cheapestMotion(to target: Point, reprintingIn style: Style?) -> (
    motion: CursorMotion, cost: Int
  ) {
    var best = CursorMotion.absolute
    var bestCost = EscapeWriter.cursorPositionCost(target)
    guard let from = position else { return (best, bestCost) }

    func consider(_ vertical: Vertical, cost verticalCost: Int, column: Int) {
      let stay = cheapestHorizontal(from: column, to: target.x, row: target.y, style: style)
      if verticalCost + stay.cost < bestCost {
        best = .relative(vertical, returnsCarriage: false, stay.motion)
        bestCost = verticalCost + stay.cost
      }
      guard column != 0 else { return }
      let back = cheapestHorizontal(from: 0, to: target.x, row: target.y, style: style)
      if verticalCost + 1 + back.cost < bestCost {
        best = .relative(vertical, returnsCarriage: true, back.motion)
        bestCost = verticalCost + 1 + back.cost
      }
    }

    let rows = target.y - from.y
    if rows == 0 {
      consider(.none, cost: 0, column: from.x)
    } else if rows < 0 {
      consider(.up(-rows), cost: EscapeWriter.csiCost(-rows), column: from.x)
    } else {
      consider(.down(rows), cost: EscapeWriter.csiCost(rows), column: from.x)
      consider(.newlines(rows), cost: 2 * rows, column: 0)
    }
    return (best, bestCost)
  }

  /// The cheapest horizontal move on `row` from column `start` to column `end`.
  private func cheapestHorizontal(from start: Int, to end: Int, row: Int, style: Style?) -> (
    motion: Horizontal, cost: Int
  ) {
    guard start != end else { return (.none, 0) }
    var best: (motion: Horizontal, cost: Int)
    if end > start {
      best = (.forward(end - start), EscapeWriter.csiCost(end - start))
      if let style,
        let cost = reprintCost(from: start, to: end, row: row, style: style, limit: best.cost)
      {
        best = (.reprint(from: start, to: end), cost)
      }
    } else {
      let count = start - end
      best = count <= 3 ? (.backspaces(count), count) : (.back(count), EscapeWriter.csiCost(count))
    }
    let columnCost = EscapeWriter.csiCost(end + 1)
    if columnCost < best.cost { best = (.column(end), columnCost) }
    return best
  }

  /// The bytes of printing cells `start..<end` of `row` again, or `nil` when that is not
  /// safe (a cell is not one column wide or not in `style`) or costs `limit` or more.
  ///
  /// The cells already show what ``new`` holds: they lie before the first change of their
  /// row, or between changes already printed, or the whole frame has been drawn.
  private func reprintCost(from start: Int, to end: Int, row: Int, style: Style, limit: Int)
    -> Int?
  {
    guard end - start < limit else { return nil }
    let cells = new.row(row)
    var cost = 0
    for index in (cells.startIndex + start)..<(cells.startIndex + end) {
      let cell = cells[index]
      guard cell.width == 1, cell.style == style else { return nil }
      cost += cell.code.utf8Count
      if cost >= limit { return nil }
    }
    return cost
  }

  private mutating func write(_ motion: CursorMotion, to target: Point) {
    switch motion {
    case .absolute:
      writer.cursorPosition(target)
    case .relative(let vertical, let returnsCarriage, let horizontal):
      write(vertical)
      if returnsCarriage { writer.byte(0x0D) }
      write(horizontal, row: target.y)
    }
  }

  private mutating func write(_ vertical: Vertical) {
    switch vertical {
    case .none:
      break
    case .up(let count):
      writer.csi(count, 0x41)
    case .down(let count):
      writer.csi(count, 0x42)
    case .newlines(let count):
      for _ in 0..<count {
        writer.byte(0x0D)
        writer.byte(0x0A)
      }
    }
  }

  private mutating func write(_ horizontal: Horizontal, row: Int) {
    switch horizontal {
    case .none:
      break
    case .forward(let count):
      writer.csi(count, 0x43)
    case .back(let count):
      writer.csi(count, 0x44)
    case .backspaces(let count):
      for _ in 0..<count { writer.byte(0x08) }
    case .column(let column):
      writer.csi(column + 1, 0x47)
    case .reprint(let start, let end):
      let cells = new.row(row)
      for index in (cells.startIndex + start)..<(cells.startIndex + end) {
        writer.grapheme(cells[index].code)
      }
    }
  }
}
