import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

/// `TableDisplayManager.onSelectionChange`: told once of each new selected row, whatever
/// moved it, and of nothing else.
@MainActor
struct TableSelectionChangeTests {
  let table = TableView()
  var manager: TableDisplayManager { table.manager }
  let rows = textRows("Milk", "Eggs", "Tea", "Bread")
  /// The selected row's model each time the handler was told.
  let heard = Heard()

  init() {
    manager.add(rows)
    manager.onSelectionChange = { [heard] manager in
      heard.models.append((manager.selectedGenerator as? RowGenerator<TextRow>)?.model)
    }
  }

  // MARK: - The user

  @Test func eachKeyThatMovesTheSelectionTellsOnceAndOneThatDoesNotTellsNothing() {
    // Given
    let screen = tableScreen(table)
    // When
    screen.press(.down)
    screen.press(.down)
    screen.press(.up)
    screen.press(.home)
    screen.press(.up)  // at the top already
    // Then
    #expect(heard.models == ["Eggs", "Tea", "Eggs", "Milk"])
  }

  @Test func aClickOnARowTellsIt() {
    // Given
    let screen = tableScreen(table)
    // When
    screen.click(at: Point(x: 1, y: 2))
    // Then
    #expect(manager.selectedIndex == 2)
    #expect(heard.models == ["Tea"])
  }

  // MARK: - Code

  @Test func selectingARowInCodeTellsItAndSelectingItAgainDoesNot() throws {
    // When
    try manager.select(rows[3])
    try manager.select(rows[3])
    // Then
    #expect(heard.models == ["Bread"])
  }

  @Test func settingTheHandlerTellsNothingAndTheFirstRowsOfAnEmptyTableTellTheFirst() {
    // Given
    let empty = TableView().manager
    var told: [Int?] = []
    empty.onSelectionChange = { told.append($0.selectedIndex) }
    // When: rows arrive there; here, where Milk was selected before the handler was set,
    // a row is added after it.
    empty.add(textRows("Milk", "Eggs"))
    manager.add(textRows("Jam"))
    // Then
    #expect(told == [0])
    #expect(heard.models.isEmpty)
  }

  @Test func removingTheSelectedRowTellsTheRowThatTookItsPlace() throws {
    // Given
    try manager.select(rows[1])
    // When
    try manager.remove(rows[1])
    try manager.remove(rows[0])  // not selected
    // Then
    #expect(heard.models == ["Eggs", "Tea"])
  }

  @Test func removingEveryRowTellsThatNothingIsSelected() {
    // When
    manager.clearRows()
    // Then
    #expect(heard.models == [nil])
  }

  @Test func replacingTheSelectedRowTellsItsReplacement() throws {
    // When
    try manager.replace(rows[0], with: RowGenerator<TextRow>(model: "Oat milk"))
    // Then
    #expect(heard.models == ["Oat milk"])
  }

  @Test func refillTellsOnceOfTheRowAtTheSelectionsPlaceAndNothingWhenItKeepsTheRow() throws {
    // Given
    try manager.select(rows[2])
    // When: the same generators, then new ones
    manager.refill(with: rows)
    manager.refill(with: textRows("Jam", "Rice", "Oats"))
    // Then: not the empty table nor the first row on the way
    #expect(heard.models == ["Tea", "Oats"])
  }

  @Test func aHandlerThatMovesTheSelectionItselfIsToldOfThatToo() throws {
    // Given: a handler that skips Eggs
    manager.onSelectionChange = { [heard, rows] manager in
      let model = (manager.selectedGenerator as? RowGenerator<TextRow>)?.model
      heard.models.append(model)
      if model == "Eggs" { try? manager.select(rows[2]) }
    }
    // When
    try manager.select(rows[1])
    // Then
    #expect(heard.models == ["Eggs", "Tea"])
    #expect(manager.selectedIndex == 2)
  }
}

/// What a handler heard, in order.
@MainActor
final class Heard {
  var models: [String?] = []
}
