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
  /// moved by that distance. Both ways are then written and the shorter kept.
  ///
  /// - Complexity: O(width × height) when at least three rows changed (comparisons of rows
  ///   that differ usually stop at their first cells), then twice the work of drawing.
  mutating func drawRows(_ rows: [Int], scrolling: Bool) {
    guard scrolling, rows.count >= Self.minimumRowsToScroll, let shift = bestShift(for: rows)
    else { return drawRows(rows) }
    var plain = self
    plain.drawRows(rows)
    var scrolled = self
    scrolled.scroll(shift)
    scrolled.drawRows(changedRows(after: shift, changedBefore: rows))
    self = scrolled.writer.bytes.count < plain.writer.bytes.count ? scrolled : plain
  }

  /// Row `y` as the terminal shows it before this frame's cells are drawn: the old row, or
  /// the row the scroll moved there, or a blank row the scroll brought in.
  func oldRow(_ y: Int) -> ArraySlice<Cell> {
    guard let rowShift else { return old.row(y) }
    guard let source = rowShift.sourceRow(of: y) else { return rowShift.blankRow[...] }
    return old.row(source)
  }

  // MARK: - Private helpers

  /// The scroll that moves the most changed rows into place: the distance that most of a
  /// few sampled changed rows moved by, and the longest block of rows that moved by it
  /// together.
  private func bestShift(for rows: [Int]) -> RowShift? {
    let height = new.size.height
    var votes = Array(repeating: 0, count: 2 * height)
    var sampled = 0
    for y in rows where sampled < Self.sampledRows && !isBlank(newRow: y) {
      sampled += 1
      for step in 1..<height {
        if y + step < height, newRow(y, equalsOldRow: y + step) {
          votes[height + step] += 1
          break
        }
        if y - step >= 0, newRow(y, equalsOldRow: y - step) {
          votes[height - step] += 1
          break
        }
      }
    }
    guard let best = votes.indices.max(by: { votes[$0] < votes[$1] }), votes[best] >= 2 else {
      return nil
    }
    let distance = best - height
    var isChanged = Array(repeating: false, count: height)
    for y in rows { isChanged[y] = true }
    var bestRun: Range<Int>?
    var bestCount = 1
    var runStart: Int?
    var runCount = 0
    let candidates = max(0, -distance)..<min(height, height - distance)
    for y in candidates.lowerBound...candidates.upperBound {
      if y < candidates.upperBound, newRow(y, equalsOldRow: y + distance) {
        if runStart == nil { runStart = y }
        if isChanged[y] { runCount += 1 }
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
    return RowShift(region: region, distance: distance, width: new.size.width)
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

  /// The rows that differ once `shift` is on screen: the changed rows outside its region,
  /// and the rows it brings in that are not blank.
  private func changedRows(after shift: RowShift, changedBefore rows: [Int]) -> [Int] {
    let entering = shift.enteringRows.filter { y in new.row(y).contains { $0 != .blank } }
    return (rows.filter { !shift.region.contains($0) } + entering).sorted()
  }

  /// Whether row `y` of ``new`` holds the same cells as row `source` of ``old``.
  ///
  /// - Complexity: O(width), and usually far less for rows that differ.
  private func newRow(_ y: Int, equalsOldRow source: Int) -> Bool {
    let newRow = new.row(y)
    let oldRow = old.row(source)
    let newBase = newRow.startIndex
    let oldBase = oldRow.startIndex
    for x in 0..<newRow.count where newRow[newBase + x] != oldRow[oldBase + x] {
      return false
    }
    return true
  }

  /// Whether row `y` of ``new`` holds only plain blanks.
  private func isBlank(newRow y: Int) -> Bool {
    !new.row(y).contains { $0 != .blank }
  }
}
