import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

/// A selected row taller than the table is scrolled through, by the keys and the wheel,
/// before the selection moves on.
@MainActor
struct TableTallRowTests {
  let table = TableView()
  var manager: TableDisplayManager { table.manager }

  /// A row of 30 lines, `tall line 1/30` … `tall line 30/30`.
  let tall = RowGenerator<TextRow>(
    model: (1...30).map { "tall line \($0)/30" }.joined(separator: "\n"))

  /// `rows` on a screen with five table lines.
  func screen(_ rows: [RowGenerator<TextRow>]) -> HeadlessScreen {
    manager.add(rows)
    return tableScreen(table, size: Size(width: 20, height: 7))
  }

  /// The five table lines showing the tall row's lines `first` to `first + 4`.
  func tallLines(from first: Int) -> [String] {
    (first..<first + 5).map { "tall line \($0)/30" }
  }

  // MARK: - Keys

  @Test func downScrollsThroughTheTallRowALineAtATimeThenSelectsTheNextRow() {
    let after = RowGenerator<TextRow>(model: "after")
    let screen = screen([tall, after])
    #expect(contentLines(screen) == tallLines(from: 1))

    screen.press(.down)
    #expect(contentLines(screen) == tallLines(from: 2))
    #expect(manager.selectedGenerator === tall)
    #expect(highlightedRows(screen) == [0, 1, 2, 3, 4])

    for _ in 2...25 { screen.press(.down) }
    #expect(contentLines(screen) == tallLines(from: 26))
    #expect(manager.selectedGenerator === tall)

    screen.press(.down)
    #expect(manager.selectedGenerator === after)
    #expect(contentLines(screen) == Array(tallLines(from: 27).prefix(4)) + ["after"])
    #expect(table.scrollOffset == 26)
  }

  @Test func upScrollsBackThroughTheTallRowFromItsEnd() {
    let after = RowGenerator<TextRow>(model: "after")
    let screen = screen([tall, after])
    screen.press(.end)

    screen.press(.up)
    #expect(manager.selectedGenerator === tall)
    #expect(contentLines(screen) == tallLines(from: 26))

    screen.press(.up)
    #expect(contentLines(screen) == tallLines(from: 25))

    for _ in 1...30 { screen.press(.up) }
    #expect(contentLines(screen) == tallLines(from: 1))
    #expect(manager.selectedGenerator === tall)
  }

  @Test func pageDownAndPageUpScrollThroughTheTallRowAScreenAtATime() {
    let after = RowGenerator<TextRow>(model: "after")
    let screen = screen([tall, after])
    var offsets: [Int] = []

    for _ in 1...6 {
      screen.press(.pageDown)
      offsets.append(table.scrollOffset)
    }
    #expect(offsets == [5, 10, 15, 20, 25, 26])
    #expect(manager.selectedGenerator === after)

    offsets = []
    for _ in 1...7 {
      screen.press(.pageUp)
      offsets.append(table.scrollOffset)
    }
    #expect(offsets == [21, 16, 11, 6, 1, 0, 0])
    #expect(manager.selectedGenerator === tall)
    #expect(contentLines(screen) == tallLines(from: 1))
  }

  @Test func aRowBeforeTheTallOneLeadsToItsFirstLines() {
    let before = RowGenerator<TextRow>(model: "before")
    let screen = screen([before, tall])

    screen.press(.down)

    #expect(manager.selectedGenerator === tall)
    #expect(contentLines(screen) == tallLines(from: 1))
    screen.press(.down)
    #expect(contentLines(screen) == tallLines(from: 2))
    screen.press(.up)
    screen.press(.up)
    #expect(manager.selectedGenerator === before)
    #expect(contentLines(screen) == ["before"] + tallLines(from: 1).prefix(4))
  }

  // MARK: - Wheel

  @Test func theWheelScrollsThroughTheTallRowThreeLinesAStepThenSelectsTheNextRow() {
    let after = RowGenerator<TextRow>(model: "after")
    let screen = screen([tall, after])

    screen.scroll(by: 1, at: Point(x: 0, y: 2))
    #expect(contentLines(screen) == tallLines(from: 4))
    #expect(manager.selectedGenerator === tall)

    screen.scroll(by: 7, at: Point(x: 0, y: 2))
    #expect(contentLines(screen) == tallLines(from: 25))
    #expect(manager.selectedGenerator === tall)

    screen.scroll(by: 1, at: Point(x: 0, y: 2))
    #expect(manager.selectedGenerator === after)
    #expect(table.scrollOffset == 26)

    screen.scroll(by: -1, at: Point(x: 0, y: 2))
    #expect(manager.selectedGenerator === tall)
    #expect(contentLines(screen) == tallLines(from: 24))
  }

  @Test func theWheelFromARowAboveSelectsTheTallRowItScrollsInto() {
    let before = RowGenerator<TextRow>(model: "before")
    let after = RowGenerator<TextRow>(model: "after")
    let screen = screen([before, tall, after])

    screen.scroll(by: 1, at: Point(x: 0, y: 2))

    #expect(manager.selectedGenerator === tall)
    #expect(contentLines(screen) == tallLines(from: 3))
  }
}
