extension RenderFrame {
  /// The fewest changed rows for which scrolling is tried.
  private static let minimumRowsToScroll = 3
  /// How many changed rows are looked up in the old screen to guess how far rows moved.
  private static let sampledRows = 6

  /// Draws the changed cells of `rows` (ascending, every row that differs), first scrolling
  /// a block of rows that moved when `scrolling` allows it and that takes fewer bytes.
  ///
  /// The distance is guessed from a few changed rows, each looked up in the old screen at
  /// the nearest distance where it appears whole; the block is the longest run of rows that
  /// moved by that distance. The scrolled way is written, then the other unless a lower
  /// bound on its bytes passes the scroll's, and the shorter is kept.
  ///
  /// The scrolled way is written into ``scratch``'s bytes, so trying it allocates nothing;
  /// the buffer of the way not taken goes back to ``scratch``.
  ///
  /// - Complexity: O(width × height) when at least three rows changed (comparisons of rows
  ///   that differ usually stop at their first cells), then the work of drawing the
  ///   scrolled way and as much of the other as costs fewer bytes.
  mutating func drawRows(_ rows: [Int], scrolling: Bool) {
    guard scrolling, rows.count >= Self.minimumRowsToScroll, let shift = bestShift(for: rows)
    else {
      drawRows(rows)
      return
    }
    var spare = scratch
    scratch = Scratch()
    var scrolled = self
    scrolled.writer = EscapeWriter(reusing: &spare.bytes, capacity: writer.bytes.capacity)
    scrolled.writer.bytes(of: writer)
    scrolled.scroll(shift)
    collectChangedRows(after: shift, changedBefore: rows, into: &spare.rows)
    scrolled.drawRows(spare.rows)
    // Drawn without the scroll only when that may cost fewer bytes than the scroll did, and
    // then only while it does.
    let scrolledCount = scrolled.writer.bytes.count
    let isDrawnWhole =
      !redrawing(rows, surelyExceeds: scrolledCount - writer.bytes.count)
      && drawRows(rows, stoppingAt: scrolledCount)
    if !isDrawnWhole || scrolled.writer.bytes.count < writer.bytes.count {
      spare.bytes = writer.takeBytes()
      writer = scrolled.writer
      scrolled.writer = EscapeWriter(capacity: 0)
      position = scrolled.position
      pen = scrolled.pen
      rowShift = scrolled.rowShift
      blankRowsStart = scrolled.blankRowsStart
    } else {
      spare.bytes = scrolled.writer.takeBytes()
    }
    scratch = spare
  }

  /// Row `y` as the terminal shows it before this frame's cells are drawn: the old row, or
  /// the row the scroll moved there, or a blank row the scroll brought in.
  func oldRow(_ y: Int) -> ArraySlice<Cell> {
    guard let rowShift else { return old.row(y) }
    guard let source = rowShift.sourceRow(of: y) else { return rowShift.blankRow[...] }
    return old.row(source)
  }

  /// Whether drawing `rows` again, without a scroll, is sure to take more than `budget`
  /// bytes, by a lower bound on what it takes.
  ///
  /// Every changed row above the blank bottom of ``new`` takes a byte at least, and
  /// reaching it from the row drawn before two more: a CR LF (a bare LF is never written;
  /// CUD and CUP take three bytes or more), or three when the row's first change is not in
  /// column 0, where the CR leaves the cursor. The rows of the blank bottom count for
  /// nothing, as one ED may erase them all. So `drawRows(rows)` writes at least that much,
  /// and when the bound passes what the scroll took, the scroll wins without the rows being
  /// drawn again.
  ///
  /// - Complexity: O(columns before the first change) for each row, until the bound passes
  ///   `budget`.
  mutating func redrawing(_ rows: [Int], surelyExceeds budget: Int) -> Bool {
    let bottom = firstRowOfBlankBottom()
    var bytes = 0
    var isFirstRow = true
    for y in rows where y < bottom {
      let newRow = new.row(y)
      let oldRow = old.row(y)
      let start = newRow.withUnsafeBufferPointer { newCells in
        oldRow.withUnsafeBufferPointer { oldCells in
          Self.firstChange(new: newCells, old: oldCells, from: 0)
        }
      }
      guard start < new.size.width else { continue }
      bytes += isFirstRow ? 1 : (start > 0 ? 4 : 3)
      isFirstRow = false
      if bytes > budget { return true }
    }
    return false
  }

  // MARK: - Private helpers

  /// The scroll that moves the most changed rows into place: the distance that most of a
  /// few sampled changed rows moved by, and the longest block of rows that moved by it
  /// together.
  private mutating func bestShift(for rows: [Int]) -> RowShift? {
    guard old.size == new.size else { return nil }
    let height = new.size.height
    scratch.votes.removeAll(keepingCapacity: true)
    scratch.votes.append(contentsOf: repeatElement(0, count: 2 * height))
    let width = new.size.width
    var sampled = 0
    for y in rows where sampled < Self.sampledRows {
      guard let probe = firstNonBlankColumn(ofNewRow: y) else { continue }
      sampled += 1
      // A row that holds another cell at the first non-blank column is not compared whole:
      // most rows of a screen that did not scroll are told apart there.
      let probed = new[probe, y]
      let vote = old.cells.withUnsafeBufferPointer { oldCells -> Int? in
        func isMovedFrom(_ source: Int) -> Bool {
          oldCells[source * width + probe] == probed && newRow(y, equalsOldRow: source)
        }
        for step in 1..<height {
          if y + step < height, isMovedFrom(y + step) { return height + step }
          if y - step >= 0, isMovedFrom(y - step) { return height - step }
        }
        return nil
      }
      if let vote { scratch.votes[vote] += 1 }
    }
    let votes = scratch.votes
    guard let best = votes.indices.max(by: { votes[$0] < votes[$1] }), votes[best] >= 2 else {
      return nil
    }
    let distance = best - height
    var nextChanged = 0
    var bestRun: Range<Int>?
    var bestCount = 1
    var runStart: Int?
    var runCount = 0
    let candidates = max(0, -distance)..<min(height, height - distance)
    for y in candidates.lowerBound...candidates.upperBound {
      while nextChanged < rows.count && rows[nextChanged] < y { nextChanged += 1 }
      if y < candidates.upperBound, newRow(y, equalsOldRow: y + distance) {
        if runStart == nil { runStart = y }
        if nextChanged < rows.count && rows[nextChanged] == y { runCount += 1 }
      } else if let start = runStart {
        if runCount > bestCount {
          bestRun = start..<y
          bestCount = runCount
        }
        runStart = nil
        runCount = 0
      }
    }
    guard let run = bestRun else { return nil }
    let region =
      distance > 0
      ? run.lowerBound..<(run.upperBound + distance)
      : (run.lowerBound + distance)..<run.upperBound
    if scratch.blankRow.count != new.size.width {
      scratch.blankRow = Array(repeating: .blank, count: new.size.width)
    }
    return RowShift(region: region, distance: distance, blankRow: scratch.blankRow)
  }

  /// Writes the scroll: DECSTBM around the region (unless it is the whole screen), SU or
  /// SD with a plain pen so that the rows that come in are plain blanks, DECSTBM reset.
  private mutating func scroll(_ shift: RowShift) {
    setPen(.plain)
    let isWholeScreen = shift.region == 0..<new.size.height
    if !isWholeScreen {
      writer.csi()
      writer.decimal(shift.region.lowerBound + 1)
      writer.byte(0x3B)
      writer.decimal(shift.region.upperBound)
      writer.byte(0x72)
    }
    writer.csi(abs(shift.distance), shift.distance > 0 ? 0x53 : 0x54)
    if isWholeScreen {
      position = nil
    } else {
      writer.ascii("\u{1B}[r")
      position = .zero
    }
    rowShift = shift
  }

  /// Collects into `result`, in ascending order, the rows that differ once `shift` is on
  /// screen: the changed rows outside its region, and the rows it brings in that are not
  /// blank.
  private func collectChangedRows(
    after shift: RowShift, changedBefore rows: [Int], into result: inout [Int]
  ) {
    result.removeAll(keepingCapacity: true)
    var entering = shift.enteringRows.makeIterator()
    var nextEntering = entering.next()
    for y in rows where !shift.region.contains(y) {
      while let row = nextEntering, row < y {
        if !isBlank(newRow: row) { result.append(row) }
        nextEntering = entering.next()
      }
      result.append(y)
    }
    while let row = nextEntering {
      if !isBlank(newRow: row) { result.append(row) }
      nextEntering = entering.next()
    }
  }

  /// Whether row `y` of ``new`` holds the same cells as row `source` of ``old``.
  ///
  /// - Complexity: O(width), and usually far less for rows that differ.
  private func newRow(_ y: Int, equalsOldRow source: Int) -> Bool {
    new.rowEquals(y, toRow: source, of: old)
  }

  /// Whether row `y` of ``new`` holds only plain blanks.
  private func isBlank(newRow y: Int) -> Bool {
    firstNonBlankColumn(ofNewRow: y) == nil
  }

  /// The first column of row `y` of ``new`` that is not a plain blank, if any.
  private func firstNonBlankColumn(ofNewRow y: Int) -> Int? {
    let row = new.row(y)
    return row.firstIndex { $0 != .blank }.map { $0 - row.startIndex }
  }
}
