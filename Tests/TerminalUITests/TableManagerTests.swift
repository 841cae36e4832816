import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@MainActor
struct TableManagerTests {
  let table = TableView()
  var manager: TableDisplayManager { table.manager }

  // MARK: - Adding

  @Test func addShowsOneRowAfterAnother() {
    let screen = tableScreen(table)

    screen.perform {
      for row in textRows("Milk", "Eggs") { manager.add(row) }
    }

    #expect(contentLines(screen) == ["Milk", "Eggs", "", "", "", ""])
    #expect(highlightedRows(screen) == [0])
  }

  @Test func addManyAppendsBelowTheRowsAlreadyThere() {
    manager.add(textRows("Milk"))
    let screen = tableScreen(table)

    screen.perform { manager.add(textRows("Eggs", "Bread", "Tea")) }

    #expect(contentLines(screen) == ["Milk", "Eggs", "Bread", "Tea", "", ""])
    #expect(manager.count == 4)
  }

  @Test func addingAGeneratorTwiceMovesIt() {
    let rows = textRows("Milk", "Eggs", "Bread")
    manager.add(rows)
    let screen = tableScreen(table)

    screen.perform { manager.add([rows[0], rows[0]]) }

    #expect(contentLines(screen) == ["Eggs", "Bread", "Milk", "", "", ""])
  }

  @Test func movingTheSelectedRowKeepsItSelected() throws {
    let rows = textRows("Milk", "Eggs", "Bread")
    manager.add(rows)
    try manager.select(rows[1])
    let screen = tableScreen(table)

    screen.perform { try manager.insert(rows[1], after: rows[2]) }

    #expect(contentLines(screen) == ["Milk", "Bread", "Eggs", "", "", ""])
    #expect(manager.selectedGenerator === rows[1])
    #expect(highlightedRows(screen) == [2])
  }

  @Test func selectedIndexIsThePositionOfTheSelectedRowHeadersIncluded() throws {
    // Given
    #expect(manager.selectedIndex == nil)
    let rows = textRows("Milk", "Eggs", "Bread")
    manager.addSectionHeader(header("Today"))
    manager.add(rows)
    #expect(manager.selectedIndex == 1)
    // When
    try manager.select(rows[2])
    // Then
    #expect(manager.selectedIndex == 3)
    // When: a row comes in above it
    try manager.insert(textRows("Butter"), after: rows[0])
    // Then
    #expect(manager.selectedIndex == 4)
    #expect(manager.generators[4] === rows[2])
  }

  @Test func addingAGeneratorFromAnotherTableTakesItFromThere() {
    let other = TableDisplayManager()
    let milk = RowGenerator<TextRow>(model: "Milk")
    other.add(milk)

    manager.add(milk)

    #expect(other.isEmpty)
    #expect(other.selectedGenerator == nil)
    #expect(manager.generators.map(ObjectIdentifier.init) == [ObjectIdentifier(milk)])
  }

  // MARK: - Inserting

  @Test func insertAfterPutsTheRowRightBelowItsAnchor() throws {
    let rows = textRows("Milk", "Bread")
    manager.add(rows)
    let screen = tableScreen(table)

    screen.perform { try manager.insert(RowGenerator<TextRow>(model: "Eggs"), after: rows[0]) }

    #expect(contentLines(screen) == ["Milk", "Eggs", "Bread", "", "", ""])
  }

  @Test func insertManyAfterKeepsTheirOrder() throws {
    let rows = textRows("Milk", "Tea")
    manager.add(rows)
    let screen = tableScreen(table)

    screen.perform { try manager.insert(textRows("Eggs", "Bread"), after: rows[0]) }

    #expect(contentLines(screen) == ["Milk", "Eggs", "Bread", "Tea", "", ""])
  }

  @Test func insertAfterTheLastRowAppends() throws {
    let rows = textRows("Milk")
    manager.add(rows)
    let screen = tableScreen(table)

    screen.perform { try manager.insert(textRows("Eggs", "Tea"), after: rows[0]) }

    #expect(contentLines(screen) == ["Milk", "Eggs", "Tea", "", "", ""])
  }

  @Test func insertAtStartPutsRowsAboveTheFirstRow() {
    manager.add(textRows("Tea"))
    let screen = tableScreen(table)

    screen.perform {
      manager.insertAtStart(RowGenerator<TextRow>(model: "Bread"))
      manager.insertAtStart(textRows("Milk", "Eggs"))
    }

    #expect(contentLines(screen) == ["Milk", "Eggs", "Bread", "Tea", "", ""])
  }

  @Test func insertAtStartGoesBelowALeadingHeader() {
    manager.addSectionHeader(header("Today"))
    manager.add(textRows("Tea"))
    let screen = tableScreen(table)

    screen.perform { manager.insertAtStart(textRows("Milk")) }

    #expect(contentLines(screen) == ["Today", "Milk", "Tea", "", "", ""])
  }

  @Test func insertingAboveTheSelectionKeepsItSelected() throws {
    let rows = textRows("Milk", "Eggs")
    manager.add(rows)
    try manager.select(rows[1])
    let screen = tableScreen(table)

    screen.perform { manager.insertAtStart(textRows("Tea")) }

    #expect(manager.selectedGenerator === rows[1])
    #expect(highlightedRows(screen) == [2])
  }

  // MARK: - Replacing

  @Test func replacePutsTheNewRowInTheOldOnesPlace() throws {
    let rows = textRows("Milk", "Eggs", "Tea")
    manager.add(rows)
    let screen = tableScreen(table)

    screen.perform { try manager.replace(rows[1], with: RowGenerator<TextRow>(model: "Oat milk")) }

    #expect(contentLines(screen) == ["Milk", "Oat milk", "Tea", "", "", ""])
    #expect(!manager.contains(rows[1]))
  }

  @Test func replacingTheSelectedRowSelectsItsReplacement() throws {
    let rows = textRows("Milk", "Eggs")
    manager.add(rows)
    try manager.select(rows[1])
    let replacement = RowGenerator<TextRow>(model: "Two\nlines")
    let screen = tableScreen(table)

    screen.perform { try manager.replace(rows[1], with: replacement) }

    #expect(manager.selectedGenerator === replacement)
    #expect(contentLines(screen) == ["Milk", "Two", "lines", "", "", ""])
    #expect(highlightedRows(screen) == [1, 2])
  }

  @Test func replacingAHeaderKeepsItAHeader() throws {
    let today = header("Today")
    manager.addSectionHeader(today)
    manager.add(textRows("Milk"))
    let later = header("Later")

    try manager.replace(today, with: later)

    #expect(manager.isHeader(later))
    #expect(manager.headerGenerators.map(ObjectIdentifier.init) == [ObjectIdentifier(later)])
  }

  // MARK: - Removing

  @Test func removeTakesTheRowOutAndSelectsTheOneInItsPlace() throws {
    let rows = textRows("Milk", "Eggs", "Tea")
    manager.add(rows)
    try manager.select(rows[1])
    let screen = tableScreen(table)

    screen.perform { try manager.remove(rows[1]) }

    #expect(contentLines(screen) == ["Milk", "Tea", "", "", "", ""])
    #expect(manager.selectedGenerator === rows[2])
    #expect(highlightedRows(screen) == [1])
  }

  @Test func removingTheLastRowWhileSelectedSelectsTheOneBefore() throws {
    let rows = textRows("Milk", "Eggs")
    manager.add(rows)
    try manager.select(rows[1])

    try manager.remove(rows[1])

    #expect(manager.selectedGenerator === rows[0])
  }

  @Test func removeManyTakesThemAllOut() throws {
    let rows = textRows("Milk", "Eggs", "Bread", "Tea")
    manager.add(rows)
    let screen = tableScreen(table)

    screen.perform { try manager.remove([rows[0], rows[2]]) }

    #expect(contentLines(screen) == ["Eggs", "Tea", "", "", "", ""])
    #expect(manager.selectedGenerator === rows[1])
    #expect(!manager.contains(rows[0]) && !manager.contains(rows[2]))
  }

  @Test func removingEveryRowShowsTheEmptyText() throws {
    let rows = textRows("Milk")
    manager.add(rows)
    table.emptyText = "No to-dos yet."
    let screen = tableScreen(table)

    screen.perform { try manager.remove(rows[0]) }

    #expect(contentLines(screen) == ["No to-dos yet.", "", "", "", "", ""])
    #expect(manager.selectedGenerator == nil)
  }

  @Test func removingAHeaderJoinsItsRowsToTheSectionAbove() throws {
    let later = header("Later")
    manager.add(textRows("Milk"))
    manager.addSectionHeader(later)
    manager.add(textRows("Tea"))

    try manager.remove(later)

    #expect(manager.sections.count == 1)
    #expect(manager.sections[0].rows.count == 2)
  }

  // MARK: - Memory

  @Test func aTableItsManagerGeneratorsAndRowsAreFreedWithTheScene() {
    var chosen: [String] = []
    var screen: HeadlessScreen?
    var objects: [AnyObject?] = []
    do {
      let table = TableView()
      let rows = (0..<3).map { number in
        RowGenerator<TextRow>(model: "Row \(number)").onSelect { row in chosen.append(row.model) }
      }
      table.manager.add(rows)
      screen = tableScreen(table)
      screen?.press(.enter)
      objects = [table, table.manager, rows[0], rows[0].row, rows[2]]
    }
    #expect(chosen == ["Row 0"])

    expectDeallocation(
      of: { objects },
      after: {
        objects = []
        screen = nil
      })
  }

  @Test func rowsClearedFromAScrolledTableAreFreedOnceTheNextFrameIsDrawn() {
    var rows = (1...12).map { RowGenerator<TextRow>(model: "Row \($0)") }
    manager.add(rows)
    let screen = tableScreen(table)
    for _ in 0..<8 { screen.press(.down) }
    #expect(contentLines(screen).first == "Row 4")

    expectDeallocation(
      of: { rows },
      after: {
        rows = []
        screen.perform { manager.clearRows() }
      })
    #expect(contentLines(screen) == ["", "", "", "", "", ""])
  }

  // MARK: - Clearing and refilling

  @Test func clearRowsKeepsTheHeaders() {
    manager.addSectionHeader(header("Today"))
    manager.add(textRows("Milk", "Eggs"))
    manager.addSectionHeader(header("Later"))
    manager.add(textRows("Tea"))
    let screen = tableScreen(table)

    screen.perform { manager.clearRows() }

    #expect(contentLines(screen) == ["Today", "Later", "", "", "", ""])
    #expect(manager.selectedGenerator == nil)
    #expect(highlightedRows(screen) == [])
  }

  @Test func clearHeadersKeepsTheRowsInOneSection() {
    manager.addSectionHeader(header("Today"))
    manager.add(textRows("Milk", "Eggs"))
    manager.addSectionHeader(header("Later"))
    manager.add(textRows("Tea"))
    let screen = tableScreen(table)

    screen.perform { manager.clearHeaders() }

    #expect(contentLines(screen) == ["Milk", "Eggs", "Tea", "", "", ""])
    #expect(manager.sections.count == 1)
    #expect(manager.sections[0].header == nil)
  }

  @Test func refillReplacesEverything() {
    manager.add(textRows("Milk", "Eggs"))
    let screen = tableScreen(table)

    screen.perform { manager.refill(with: textRows("Tea", "Bread")) }

    #expect(contentLines(screen) == ["Tea", "Bread", "", "", "", ""])
    #expect(highlightedRows(screen) == [0])
  }

  @Test func refillOfAnEmptyTableSelectsItsFirstRow() {
    let screen = tableScreen(table)

    screen.perform { manager.refill(with: textRows("Tea", "Bread")) }

    #expect(manager.selectedIndex == 0)
    #expect(highlightedRows(screen) == [0])
  }

  @Test func refillWithNewGeneratorsKeepsTheSelectionAtItsPosition() throws {
    let rows = textRows("Milk", "Eggs", "Tea")
    manager.add(rows)
    try manager.select(rows[1])
    let screen = tableScreen(table)

    screen.perform { manager.refill(with: textRows("Milk", "Eggs, 12", "Tea")) }

    #expect(contentLines(screen) == ["Milk", "Eggs, 12", "Tea", "", "", ""])
    #expect(manager.selectedIndex == 1)
    #expect(highlightedRows(screen) == [1])
  }

  @Test func refillWithNoRowsLeavesNothingSelected() {
    manager.add(textRows("Milk", "Eggs"))
    let screen = tableScreen(table)

    screen.perform { manager.refill(with: [RowGenerator<TextRow>]()) }

    #expect(manager.selectedGenerator == nil)
    #expect(highlightedRows(screen) == [])
  }

  @Test func refillKeepsTheSelectionOnARowThatStays() throws {
    let rows = textRows("Milk", "Eggs", "Tea")
    manager.add(rows)
    try manager.select(rows[2])
    let screen = tableScreen(table)

    screen.perform { manager.refill(with: [rows[2], rows[0]]) }

    #expect(contentLines(screen) == ["Tea", "Milk", "", "", "", ""])
    #expect(manager.selectedGenerator === rows[2])
    #expect(!manager.contains(rows[1]))
  }

  @Test func refillWithSectionsShowsHeadersAboveTheirRows() {
    let screen = tableScreen(table)

    screen.perform {
      manager.refill(with: [
        TableSection(rows: textRows("Inbox")),
        TableSection(header: header("Today"), rows: textRows("Milk")),
        TableSection(header: header("Later"), rows: textRows("Tea", "Bread")),
      ])
    }

    #expect(contentLines(screen) == ["Inbox", "Today", "Milk", "Later", "Tea", "Bread"])
    #expect(screen.canvas[0, 1].style.attributes.contains(.bold))
    #expect(manager.sections.map { $0.rows.count } == [1, 1, 2])
  }

  // MARK: - Sections

  @Test func rowsAddedAfterAHeaderJoinItsSection() {
    let today = header("Today")
    let later = header("Later")
    let screen = tableScreen(table)

    screen.perform {
      manager.addSectionHeader(today)
      manager.add(textRows("Milk", "Eggs"))
      manager.addSectionHeader(later)
      manager.add(textRows("Tea"))
    }

    #expect(contentLines(screen) == ["Today", "Milk", "Eggs", "Later", "Tea", ""])
    #expect(manager.sections.map { $0.header === today } == [true, false])
    #expect(manager.sections.map { $0.header === later } == [false, true])
    #expect(manager.rowGenerators.count == 3)
    #expect(highlightedRows(screen) == [1])
  }

  @Test func addUnderAHeaderAppendsToTheEndOfItsSection() throws {
    let today = header("Today")
    manager.addSectionHeader(today)
    manager.add(textRows("Milk"))
    manager.addSectionHeader(header("Later"))
    manager.add(textRows("Tea"))
    let screen = tableScreen(table)

    screen.perform { try manager.add(textRows("Eggs"), under: today) }

    #expect(contentLines(screen) == ["Today", "Milk", "Eggs", "Later", "Tea", ""])
  }

  @Test func insertAfterAHeaderMakesTheFirstRowOfItsSection() throws {
    let later = header("Later")
    manager.add(textRows("Milk"))
    manager.addSectionHeader(later)
    manager.add(textRows("Tea"))
    let screen = tableScreen(table)

    screen.perform { try manager.insert(textRows("Bread"), after: later) }

    #expect(contentLines(screen) == ["Milk", "Later", "Bread", "Tea", "", ""])
  }

  @Test func insertSectionHeaderSplitsTheSectionAfterItsAnchor() throws {
    let rows = textRows("Milk", "Eggs", "Tea")
    manager.add(rows)
    let later = header("Later")
    let screen = tableScreen(table)

    screen.perform { try manager.insertSectionHeader(later, after: rows[1]) }

    #expect(contentLines(screen) == ["Milk", "Eggs", "Later", "Tea", "", ""])
    #expect(manager.sections.map { $0.rows.count } == [2, 1])
    #expect(manager.sections[1].header === later)
    #expect(throws: TableError.anchorNotFound(later)) {
      try manager.insertSectionHeader(later, after: later)
    }
  }

  @Test func aTableOfHeadersOnlyHasNoSelection() {
    manager.addSectionHeader(header("Today"))

    #expect(manager.selectedGenerator == nil)
    #expect(throws: TableError.notSelectable(manager.generators[0])) {
      try manager.select(manager.generators[0])
    }
  }

  // MARK: - Owning tables

  @Test func aManagerKeepsWorkingOnceItsTableIsGone() throws {
    let kept = TableDisplayManager()
    weak var gone: TableView?
    do {
      let shortLived = TableView(manager: kept)
      kept.add(textRows("Milk", "Eggs"))
      gone = shortLived
    }

    kept.add(textRows("Bread"))
    try kept.select(kept.generators[2])
    try kept.remove(kept.generators[0])
    kept.generators[0].height = 2

    #expect(gone == nil)
    #expect(kept.count == 2)
    #expect(kept.selectedIndex == 1)
  }

  @Test func aTableThatTookTheManagerOverIsStillToldOnceTheFirstIsGone() {
    let shared = TableDisplayManager()
    var first: TableView? = TableView(manager: shared)
    let second = TableView(manager: shared)
    let screen = tableScreen(second)
    weak let firstGone = first
    first = nil

    screen.perform { shared.add(textRows("Milk", "Eggs")) }

    #expect(firstGone == nil)
    #expect(contentLines(screen) == ["Milk", "Eggs", "", "", "", ""])
  }

  @Test func aTableDrawnOutsideAFrameDrawsItsRowsInItsWindowsTheme() {
    let marked = Style(foreground: .indexed(20))
    manager.add(textRows("Milk"))
    let window = Window(
      rootViewController: HostViewController(table), size: Size(width: 20, height: 8))
    window.theme.text = marked
    _ = window.render()
    manager.add(textRows("Eggs"))
    var canvas = Canvas(size: Size(width: 20, height: 2))

    table.draw(in: &canvas, rect: canvas.bounds, clip: canvas.bounds)

    #expect(canvas.text(ofRow: 1).hasPrefix("Eggs"))
    #expect(canvas[0, 1].style == marked)
  }
}
