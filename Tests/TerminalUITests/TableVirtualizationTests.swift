import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@MainActor
struct TableVirtualizationTests {
  static let count = 1_000_000
  let table = TableView()
  let tally = RowTally()

  /// A table of a million counting rows on an 80×24 screen: 22 content lines.
  func millionRows() -> HeadlessScreen {
    table.manager.add((0..<Self.count).map { CountingGenerator($0, tally: tally) })
    return tableScreen(table, size: Size(width: 80, height: 24))
  }

  @Test func openingAndScrollingAMillionRowsBuildsAndDrawsOnlyTheVisibleOnes() {
    let screen = millionRows()
    #expect(tally.built == Array(0..<22))
    #expect(tally.drawn == Array(0..<22))
    #expect(contentLines(screen).first == "Row 0")
    #expect(contentLines(screen).last == "Row 21")

    for _ in 0..<30 { screen.press(.down) }

    #expect(tally.built == Array(0..<31))
    #expect(tally.drawn == Array(0..<31))
    #expect(contentLines(screen).last == "Row 30")
    #expect(highlightedRows(screen) == [21])
  }

  @Test func jumpingAndEditingInAMillionRowsBuildsOnlyTheScreensShown() throws {
    let screen = millionRows()
    tally.built = []
    tally.drawn = []

    screen.press(.end)
    screen.press(.pageUp)

    let lastScreen = Array((Self.count - 22)..<Self.count)
    let screenBefore = Array((Self.count - 44)..<(Self.count - 22))
    #expect(tally.built == lastScreen + screenBefore)
    #expect(tally.drawn == lastScreen + screenBefore)
    #expect(contentLines(screen).first == "Row \(Self.count - 44)")
    #expect(highlightedRows(screen) == [21])

    let shown = contentLines(screen)
    let first = table.manager.generators[0]
    screen.perform {
      table.manager.insertAtStart(CountingGenerator(-1, tally: tally))
      try table.manager.remove(first)
    }

    #expect(contentLines(screen) == shown)
    #expect((table.manager.selectedGenerator as? CountingGenerator)?.number == Self.count - 23)
    #expect(tally.built == lastScreen + screenBefore)
  }
}
