import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@MainActor
struct TableKeyTests {
  let table = TableView()
  var manager: TableDisplayManager { table.manager }

  /// Twenty one-line rows, `Row 0` … `Row 19`, on a screen with six content lines.
  func twentyRows() -> (rows: [RowGenerator<TextRow>], screen: HeadlessScreen) {
    let rows = (0..<20).map { RowGenerator<TextRow>(model: "Row \($0)") }
    manager.add(rows)
    return (rows, tableScreen(table))
  }

  /// The text of the highlighted content rows.
  func highlighted(_ screen: HeadlessScreen) -> [String] {
    highlightedRows(screen).map { contentLines(screen)[$0] }
  }

  // MARK: - Up and down

  @Test func downAndUpMoveTheSelectionOneRow() {
    let (rows, screen) = twentyRows()

    screen.press(.down)
    screen.press(.down)
    #expect(manager.selectedGenerator === rows[2])
    #expect(highlightedRows(screen) == [2])

    screen.press(.up)
    #expect(manager.selectedGenerator === rows[1])
    #expect(highlightedRows(screen) == [1])
  }

  @Test func theSelectionStopsAtBothEndsAndTheKeyThatWouldPassThemGoesOn() throws {
    let rows = textRows("Milk", "Eggs")
    manager.add(rows)

    #expect(try press(KeyEvent(.up), KeyEvent(.home), on: table) == [false, false])
    #expect(manager.selectedGenerator === rows[0])
    #expect(try press(KeyEvent(.down), KeyEvent(.down), on: table) == [true, false])
    #expect(manager.selectedGenerator === rows[1])
    #expect(try press(KeyEvent(.pageDown), KeyEvent(.end), on: table) == [false, false])
  }

  @Test func upOnTheFirstRowReachesTheScenesCommand() {
    // Given: a scene with a command on ↑, its table focused on the second row
    let scene = UpCommandViewController(table)
    manager.add(textRows("Milk", "Eggs"))
    let screen = HeadlessScreen(rootViewController: scene, size: Size(width: 20, height: 6))
    screen.press(.down)
    // When
    screen.press(.up)
    screen.press(.up)
    // Then: the first ↑ moved the selection, the second ran the command
    #expect(manager.selectedIndex == 0)
    #expect(scene.upCommands == 1)
  }

  @Test func downPastTheBottomEdgeScrollsOneLineAndKeepsTheSelectionVisible() {
    let (_, screen) = twentyRows()

    for step in 1...19 {
      screen.press(.down)
      #expect(highlighted(screen) == ["Row \(step)"], "step \(step)")
      #expect(highlightedRows(screen) == [min(step, 5)], "step \(step)")
    }
    #expect(contentLines(screen) == ["Row 14", "Row 15", "Row 16", "Row 17", "Row 18", "Row 19"])
    #expect(table.scrollOffset == 14)
  }

  @Test func upPastTheTopEdgeScrollsBack() {
    let (_, screen) = twentyRows()
    screen.press(.end)

    for step in 1...19 {
      screen.press(.up)
      #expect(highlighted(screen) == ["Row \(19 - step)"], "step \(step)")
      #expect(highlightedRows(screen) == [max(5 - step, 0)], "step \(step)")
    }
    #expect(contentLines(screen) == ["Row 0", "Row 1", "Row 2", "Row 3", "Row 4", "Row 5"])
  }

  // MARK: - Pages, Home and End

  @Test func pageDownMovesTheSelectionAndTheRowsByAScreen() {
    let (rows, screen) = twentyRows()
    screen.press(.down)

    screen.press(.pageDown)

    #expect(manager.selectedGenerator === rows[7])
    #expect(contentLines(screen) == ["Row 6", "Row 7", "Row 8", "Row 9", "Row 10", "Row 11"])
    #expect(highlightedRows(screen) == [1])
  }

  @Test func pageDownNearTheEndStopsOnTheLastRow() {
    let (rows, screen) = twentyRows()

    for _ in 0..<4 { screen.press(.pageDown) }

    #expect(manager.selectedGenerator === rows[19])
    #expect(contentLines(screen) == ["Row 14", "Row 15", "Row 16", "Row 17", "Row 18", "Row 19"])
    #expect(highlightedRows(screen) == [5])
  }

  @Test func pageUpMovesBackByAScreen() {
    let (rows, screen) = twentyRows()
    screen.press(.end)

    screen.press(.pageUp)
    #expect(manager.selectedGenerator === rows[13])
    #expect(contentLines(screen) == ["Row 8", "Row 9", "Row 10", "Row 11", "Row 12", "Row 13"])

    for _ in 0..<3 { screen.press(.pageUp) }
    #expect(manager.selectedGenerator === rows[0])
    #expect(table.scrollOffset == 0)
  }

  @Test func homeAndEndGoToTheFirstAndTheLastRow() {
    let (rows, screen) = twentyRows()

    screen.press(.end)
    #expect(manager.selectedGenerator === rows[19])
    #expect(contentLines(screen).last == "Row 19")

    screen.press(.home)
    #expect(manager.selectedGenerator === rows[0])
    #expect(contentLines(screen).first == "Row 0")
    #expect(highlightedRows(screen) == [0])
  }

  // MARK: - Rows of different heights

  @Test func rowsOfDifferentHeightsScrollWholeIntoView() {
    let rows = textRows("A", "B1\nB2\nB3", "C", "D1\nD2", "E", "F1\nF2\nF3")
    manager.add(rows)
    let screen = tableScreen(table)
    #expect(contentLines(screen) == ["A", "B1", "B2", "B3", "C", "D1"])

    screen.press(.down)
    #expect(highlightedRows(screen) == [1, 2, 3])

    screen.press(.down)
    screen.press(.down)
    #expect(contentLines(screen) == ["B1", "B2", "B3", "C", "D1", "D2"])
    #expect(highlightedRows(screen) == [4, 5])

    screen.press(.down)
    screen.press(.down)
    #expect(contentLines(screen) == ["C", "D1", "D2", "E", "F1", "F2", "F3"].suffix(6))
    #expect(highlightedRows(screen) == [3, 4, 5])

    screen.press(.home)
    #expect(contentLines(screen) == ["A", "B1", "B2", "B3", "C", "D1"])
  }

  @Test func aRowTallerThanTheTableShowsFromItsTop() {
    let tall = RowGenerator<TextRow>(model: (1...9).map { "T\($0)" }.joined(separator: "\n"))
    manager.add(textRows("A"))
    manager.add(tall)
    let screen = tableScreen(table)

    screen.press(.down)

    #expect(contentLines(screen) == ["T1", "T2", "T3", "T4", "T5", "T6"])
    #expect(highlightedRows(screen) == [0, 1, 2, 3, 4, 5])
  }

  @Test func aRowThatGrowsPushesTheRowsBelowDown() {
    let rows = textRows("A", "B", "C")
    manager.add(rows)
    let screen = tableScreen(table)

    screen.perform { rows[0].model = "A1\nA2" }

    #expect(contentLines(screen) == ["A1", "A2", "B", "C", "", ""])
    #expect(manager.totalHeight == 4)
  }

  // MARK: - Headers

  @Test func headersAreSkippedAndShowAboveTheirFirstRow() {
    addTwoSections(to: manager)
    let screen = tableScreen(table)
    #expect(highlighted(screen) == ["Milk"])

    screen.press(.down)
    screen.press(.down)
    #expect(highlighted(screen) == ["Tea"])

    screen.press(.end)
    #expect(contentLines(screen) == ["Eggs", "Later", "Tea", "Bread", "Jam", "Rice"])
    for _ in 0..<3 { screen.press(.up) }
    #expect(highlighted(screen) == ["Tea"])
    screen.press(.up)
    #expect(highlighted(screen) == ["Eggs"])
    screen.press(.up)
    #expect(highlighted(screen) == ["Milk"])
    #expect(contentLines(screen).first == "Today")
  }

  // MARK: - Enter and other keys

  @Test func enterSendsDidSelectWithTheSelectedGeneratorTyped() throws {
    var chosen: [String] = []
    let rows = ["Milk", "Eggs"].map { name in
      RowGenerator<TextRow>(model: name).onSelect { row in chosen.append(row.model) }
    }
    manager.add(rows)

    #expect(try press(KeyEvent(.down), KeyEvent(.enter), on: table) == [true, true])

    #expect(chosen == ["Eggs"])
  }

  @Test func handlersChainAndRunInTheOrderTheyWereAdded() throws {
    var journal: [String] = []
    let milk = RowGenerator<TextRow>(model: "Milk")
      .onSelect { row in journal.append("first \(row.model)") }
      .on(.didSelect) { row in journal.append("second \(row.model)") }
    milk.onSelect { _ in journal.append("third") }
    manager.add(milk)

    _ = try table.handleKey(KeyEvent(.enter))

    #expect(journal == ["first Milk", "second Milk", "third"])
    #expect(milk.handlerCount(for: .didSelect) == 3)
  }

  @Test func aThrowingHandlerShowsItsErrorAndStopsTheRest() {
    var ran = false
    let milk = RowGenerator<TextRow>(model: "Milk")
      .onSelect { _ in throw TestFailure(description: "Out of milk") }
      .onSelect { _ in ran = true }
    manager.add(milk)
    let screen = tableScreen(table)

    screen.press(.enter)

    #expect(screen.statusLine == "Out of milk")
    #expect(!ran)
  }

  @Test func enterWithoutAHandlerIsLeftToTheViewController() throws {
    manager.add(textRows("Milk"))

    #expect(try press(KeyEvent(.enter), on: table) == [false])
  }

  @Test(arguments: [
    KeyEvent(.character(" ")), KeyEvent(.character("d")), KeyEvent(.character("a")),
    KeyEvent(.delete), KeyEvent(.left), KeyEvent(.escape), KeyEvent(.down, modifiers: .shift),
  ])
  func keysTheTableDoesNotUseGoOn(key: KeyEvent) throws {
    manager.add(textRows("Milk", "Eggs"))

    #expect(try press(key, on: table) == [false])
    #expect(manager.selectedGenerator === manager.generators[0])
  }

  @Test func anEmptyTableUsesNoKey() throws {
    let keys: [KeyCode] = [.up, .down, .pageUp, .pageDown, .home, .end, .enter]

    #expect(try keys.map { try table.handleKey(KeyEvent($0)) } == Array(repeating: false, count: 7))
  }

  // MARK: - Footer and focus

  @Test func footerListsMoveAndSelectWhenTheRowHasAHandler() {
    manager.add(RowGenerator<TextRow>(model: "Milk").onSelect { _ in })
    manager.add(textRows("Eggs"))
    let screen = tableScreen(table, size: Size(width: 40, height: 6))
    #expect(screen.footer == " ↑↓ Move  Enter Select  Ctrl-C Quit")

    screen.press(.down)

    #expect(screen.footer == " ↑↓ Move  Ctrl-C Quit")
  }

  @Test func theSelectionIsDimWhenTheTableHasNoFocus() {
    let other = Button("OK")
    // The button above the table: below it, the table would take every row.
    let stack = StackView(axis: .vertical, [other, table])
    manager.add(textRows("Milk"))
    let screen = HeadlessScreen(
      rootViewController: HostViewController(stack), size: Size(width: 20, height: 6))
    #expect(screen.canvas[0, 1].style.attributes == [.reverse, .dim])

    screen.press(.tab)

    #expect(screen.canvas[0, 1].style.attributes == .reverse)
  }
}

@MainActor
struct TableScrollToSelectionTests {
  let table = TableView()
  let rows = (0..<20).map { RowGenerator<TextRow>(model: "Row \($0)") }

  init() {
    table.manager.add(rows)
  }

  /// A screen scrolled by Downs to show `Row 5` … `Row 10`, then moved up to `Row 7`: off the
  /// bottom row, so that keeping the selection in view alone would not bring these rows back.
  func screenScrolledToRow5WithRow7Selected(
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> HeadlessScreen {
    let screen = tableScreen(table, sourceLocation: sourceLocation)
    for _ in 0..<10 { screen.press(.down) }
    for _ in 0..<3 { screen.press(.up) }
    #expect(
      contentLines(screen) == ["Row 5", "Row 6", "Row 7", "Row 8", "Row 9", "Row 10"],
      sourceLocation: sourceLocation)
    #expect(table.manager.selectedGenerator === rows[7], sourceLocation: sourceLocation)
    return screen
  }

  @Test func selectingARowOffScreenScrollsJustEnoughToShowIt() throws {
    let screen = tableScreen(table)

    screen.perform { try table.manager.select(rows[12]) }

    #expect(contentLines(screen) == ["Row 7", "Row 8", "Row 9", "Row 10", "Row 11", "Row 12"])
    #expect(highlightedRows(screen) == [5])
  }

  @Test(arguments: [
    (TableView.ScrollPosition.top, "Row 10"), (.middle, "Row 8"), (.bottom, "Row 5"),
    (.nearest, "Row 5"),
  ])
  func scrollToSelectionPutsTheSelectionWhereAsked(position: TableView.ScrollPosition, top: String)
    throws
  {
    try table.manager.select(rows[10])
    let screen = tableScreen(table)
    #expect(contentLines(screen).first == "Row 5")

    screen.perform { table.manager.scrollToSelection(at: position) }

    #expect(contentLines(screen).first == top)
    #expect(contentLines(screen).contains("Row 10"))
  }

  @Test func scrollingToTheTopStopsAtTheLastScreen() throws {
    try table.manager.select(rows[18])
    let screen = tableScreen(table)

    screen.perform { table.scrollToSelection(at: .top) }

    #expect(contentLines(screen).first == "Row 14")
  }

  @Test func theScrollPositionIsKeptWhenRowsAreInsertedAbove() throws {
    let screen = screenScrolledToRow5WithRow7Selected()
    let shown = contentLines(screen)

    screen.perform { try table.manager.insert(textRows("New"), after: rows[1]) }

    #expect(contentLines(screen) == shown)
    #expect(table.manager.selectedGenerator === rows[7])
  }

  @Test func aRefillWithRowsAddedAboveKeepsTheRowsOnScreen() {
    let screen = screenScrolledToRow5WithRow7Selected()
    let shown = contentLines(screen)

    screen.perform { table.manager.refill(with: textRows("New", "Newer") + rows) }

    #expect(contentLines(screen) == shown)
    #expect(table.manager.selectedGenerator === rows[7])
  }

  @Test func aRefillWithNewGeneratorsKeepsTheSelectionsPlaceAndTheRowsOnScreen() {
    let screen = screenScrolledToRow5WithRow7Selected()

    screen.perform {
      table.manager.refill(with: (0..<20).map { RowGenerator<TextRow>(model: "New \($0)") })
    }

    #expect(contentLines(screen) == ["New 5", "New 6", "New 7", "New 8", "New 9", "New 10"])
    #expect(table.manager.selectedIndex == 7)
    #expect(highlightedRows(screen) == [2])
  }

  @Test func aShorterRefillSelectsItsLastRowWhenTheSelectionsPlaceIsGone() {
    let screen = screenScrolledToRow5WithRow7Selected()

    screen.perform {
      table.manager.refill(with: (0..<4).map { RowGenerator<TextRow>(model: "New \($0)") })
    }

    #expect(contentLines(screen) == ["New 0", "New 1", "New 2", "New 3", "", ""])
    #expect(table.manager.selectedIndex == 3)
    #expect(highlightedRows(screen) == [3])
  }

  @Test func aRefillWithAHeaderWhereTheSelectionWasSelectsTheRowBelowIt() {
    let screen = screenScrolledToRow5WithRow7Selected()
    let section = TableSection(
      header: header("Later"), rows: (7..<20).map { RowGenerator<TextRow>(model: "New \($0)") })

    screen.perform {
      table.manager.refill(with: [
        TableSection(rows: (0..<7).map { RowGenerator<TextRow>(model: "New \($0)") }), section,
      ])
    }

    #expect(table.manager.selectedIndex == 8)
    #expect(table.manager.selectedGenerator === section.rows[0])
  }

  @Test func theTopRowsReplacementKeepsTheRowsInPlaceWhenRowsAreAddedAboveInTheSameFrame()
    throws
  {
    let screen = screenScrolledToRow5WithRow7Selected()

    screen.perform {
      try table.manager.replace(rows[5], with: RowGenerator<TextRow>(model: "Row 5, renamed"))
      table.manager.insertAtStart(textRows("New", "Newer"))
    }

    #expect(
      contentLines(screen) == ["Row 5, renamed", "Row 6", "Row 7", "Row 8", "Row 9", "Row 10"])
  }

  @Test func removingTheTopRowMovesTheRowsBelowUp() throws {
    let screen = tableScreen(table)
    for _ in 0..<10 { screen.press(.down) }
    #expect(contentLines(screen).first == "Row 5")

    screen.perform { try table.manager.remove(rows[5]) }

    #expect(contentLines(screen) == ["Row 6", "Row 7", "Row 8", "Row 9", "Row 10", "Row 11"])
    #expect(highlightedRows(screen) == [4])
  }

  @Test func removingRowsAboveTheScreenKeepsItsRowsInPlace() throws {
    let screen = tableScreen(table)
    for _ in 0..<10 { screen.press(.down) }
    let shown = contentLines(screen)

    screen.perform { try table.manager.remove([rows[0], rows[2]]) }

    #expect(contentLines(screen) == shown)
  }
}

/// A scene showing a table, with a command on ↑ that counts its runs.
@MainActor
private final class UpCommandViewController: ViewController {
  let table: TableView
  var upCommands = 0

  init(_ table: TableView) {
    self.table = table
    super.init()
  }

  override func loadView() -> View {
    table
  }

  override var keyCommands: [KeyCommand] {
    [KeyCommand(KeyEvent(.up), title: "") { [unowned self] in self.upCommands += 1 }]
  }
}
