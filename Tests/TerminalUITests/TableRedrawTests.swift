import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@MainActor
struct TableRedrawTests {
  let table = TableView()
  var manager: TableDisplayManager { table.manager }
  let tally = RowTally()

  /// Twelve counting rows on a screen with six content lines, the selection on `Row 3`.
  func countingTable() -> (rows: [CountingGenerator], probe: FrameProbe) {
    let rows = (0..<12).map { CountingGenerator($0, tally: tally) }
    manager.add(rows)
    var probe = FrameProbe(table, size: Size(width: 20, height: 8))
    for _ in 0..<3 { probe.press(.down) }
    tally.drawn = []
    return (rows, probe)
  }

  @Test func anUpdatedRowIsTheOnlyRowDrawnAndTheOnlyRowTouched() {
    var (rows, probe) = countingTable()

    rows[4].suffix = " done"
    let touched = probe.render()

    #expect(tally.drawn == [4])
    #expect(touched == [4])
    #expect(probe.lines[4] == "Row 4 done")
    #expect(manager.selectedGenerator === rows[3])
    #expect(table.scrollOffset == 0)
  }

  @Test func aModelChangeRedrawsItsRowInPlace() {
    let rows = (0..<12).map { RowGenerator<TextRow>(model: "Row \($0)") }
    manager.add(rows)
    var probe = FrameProbe(table, size: Size(width: 20, height: 8))
    for _ in 0..<8 { probe.press(.down) }
    let before = probe.lines

    rows[5].model = "Row 5 done"
    let touched = probe.render()

    #expect(touched == [2])
    #expect(probe.lines[2] == "Row 5 done")
    #expect(
      probe.lines.enumerated().filter { $0.offset != 2 }.map(\.element)
        == before.enumerated().filter { $0.offset != 2 }.map(\.element))
    #expect(manager.selectedGenerator === rows[8])
    #expect(table.scrollOffset == 3)
  }

  @Test func anUpdateOfARowOffScreenDrawsNothing() {
    var (rows, probe) = countingTable()

    rows[10].suffix = " done"
    let touched = probe.render()

    #expect(tally.drawn == [])
    #expect(touched == [])
    #expect(probe.lastFrameBytes == [])
  }

  @Test func movingTheSelectionRestylesRowsWithoutDrawingThem() {
    var (_, probe) = countingTable()

    probe.press(.down)

    #expect(tally.drawn == [])
    #expect(probe.render() == [])
  }

  @Test func movingTheSelectionTouchesOnlyTheTwoRowsItLeavesAndEnters() {
    var (_, probe) = countingTable()

    probe.window.handle(.key(KeyEvent(.down)))
    let touched = probe.render()

    #expect(touched == [3, 4])
  }

  @Test func movingTheSelectionDrawsAgainOnlyTheRowsItLeavesAndEnters() {
    let (_, probe) = countingTable()

    probe.window.handle(.key(KeyEvent(.down)))
    let down = probe.window.render()
    probe.window.handle(.key(KeyEvent(.up)))
    probe.window.handle(.key(KeyEvent(.up)))
    let upTwice = probe.window.render()

    #expect(down.drawnRows == 3..<5)
    #expect(upTwice.drawnRows == 2..<5)
    #expect(down.canvas.text(ofRow: 4) == "Row 4")
  }

  @Test func aMoveThatBringsASectionHeaderIntoViewDrawsTheWholeTableAgain() {
    addTwoSections(to: manager)
    let screen = tableScreen(table)
    for _ in 0..<4 { screen.press(.down) }
    #expect(contentLines(screen) == ["Milk", "Eggs", "Later", "Tea", "Bread", "Jam"])

    for _ in 0..<4 { screen.press(.up) }

    // Milk showed on the top line already; its header above it scrolls in with it.
    #expect(contentLines(screen) == ["Today", "Milk", "Eggs", "Later", "Tea", "Bread"])
    #expect(highlightedRows(screen) == [1])
  }

  @Test func rowsEndingInAWideGraphemeArePaintedWholeAsTheyScroll() {
    let rows = (0..<12).map { RowGenerator<TextRow>(model: "Row \($0) 漢字") }
    manager.add(rows)
    var probe = FrameProbe(table, size: Size(width: 20, height: 8))

    for _ in 0..<8 { probe.press(.down) }

    #expect(table.scrollOffset == 3)
    #expect(Array(probe.lines.prefix(6)) == (3..<9).map { "Row \($0) 漢字" })
  }

  @Test func aWiderTableDrawsItsRowsAgain() {
    manager.add((0..<12).map { CountingGenerator($0, tally: tally) })
    let screen = tableScreen(table, size: Size(width: 30, height: 8))
    tally.drawn = []

    screen.resize(to: Size(width: 40, height: 8))

    #expect(tally.drawn == [0, 1, 2, 3, 4, 5])
  }

  // MARK: - Rows kept while scrolling

  @Test func scrollingDownByARowDrawsOnlyTheRowThatCameIn() {
    var (_, probe) = countingTable()
    probe.press(.down)
    probe.press(.down)
    tally.drawn = []

    probe.press(.down)

    #expect(tally.drawn == [6])
    #expect(probe.lines[5] == "Row 6")
  }

  @Test func scrollingBackUpDrawsOnlyTheRowThatCameInAtTheTop() {
    var (_, probe) = countingTable()
    for _ in 0..<3 { probe.press(.down) }
    for _ in 0..<5 { probe.press(.up) }
    tally.drawn = []

    probe.press(.up)

    #expect(tally.drawn == [0])
    #expect(probe.lines[0] == "Row 0")
    #expect(probe.lines[5] == "Row 5")
  }

  @Test func removingARowOnScreenDrawsOnlyTheRowThatCameInAtTheBottom() throws {
    var (rows, probe) = countingTable()

    try manager.remove(rows[1])
    probe.render()

    #expect(tally.drawn == [6])
    #expect(probe.lines[0...5] == ["Row 0", "Row 2", "Row 3", "Row 4", "Row 5", "Row 6"])
  }

  @Test func aRowViewBuiltWhileScrollingAsksTheWindowForNoLayout() {
    var (_, probe) = countingTable()
    probe.press(.down)
    probe.press(.down)
    tally.built = []

    probe.press(.down)
    let next = probe.window.render()

    #expect(tally.built == [6])
    #expect(next.drawnRows.isEmpty)
  }
}
