import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@MainActor
struct TableErrorTests {
  let table = TableView()
  var manager: TableDisplayManager { table.manager }
  let rows = textRows("Milk", "Eggs")
  let stranger = RowGenerator<TextRow>(model: "Stranger")

  init() {
    manager.add(rows)
  }

  @Test func insertAfterAMissingAnchorThrowsAndChangesNothing() {
    let eggs = RowGenerator<TextRow>(model: "Tea")

    #expect(throws: TableError.anchorNotFound(stranger)) {
      try manager.insert(eggs, after: stranger)
    }
    #expect(throws: TableError.anchorNotFound(stranger)) {
      try manager.insert(textRows("Tea", "Bread"), after: stranger)
    }
    #expect(manager.count == 2)
    #expect(!manager.contains(eggs))
  }

  @Test func insertAfterAnAnchorThatIsBeingInsertedThrows() {
    #expect(throws: TableError.anchorNotFound(rows[0])) {
      try manager.insert([stranger, rows[0]], after: rows[0])
    }
    #expect(manager.generators.map(ObjectIdentifier.init) == rows.map(ObjectIdentifier.init))
  }

  @Test func insertAfterARemovedAnchorThrows() throws {
    try manager.remove(rows[0])

    #expect(throws: TableError.anchorNotFound(rows[0])) {
      try manager.insert(stranger, after: rows[0])
    }
  }

  @Test func addUnderSomethingThatIsNotAHeaderThrows() {
    #expect(throws: TableError.anchorNotFound(rows[0])) {
      try manager.add([stranger], under: rows[0])
    }
    #expect(throws: TableError.anchorNotFound(stranger)) {
      try manager.add(textRows("Tea"), under: stranger)
    }
  }

  @Test func removeOfAMissingGeneratorThrowsAndRemovesNothing() {
    #expect(throws: TableError.generatorNotFound(stranger)) {
      try manager.remove([rows[0], stranger])
    }
    #expect(throws: TableError.generatorNotFound(stranger)) { try manager.remove(stranger) }
    #expect(manager.count == 2)
  }

  @Test func replaceOfAMissingGeneratorThrows() {
    #expect(throws: TableError.generatorNotFound(stranger)) {
      try manager.replace(stranger, with: RowGenerator<TextRow>(model: "Tea"))
    }
    #expect(manager.count == 2)
  }

  @Test func selectOfAMissingGeneratorThrowsAndKeepsTheSelection() {
    #expect(throws: TableError.generatorNotFound(stranger)) { try manager.select(stranger) }
    #expect(manager.selectedGenerator === rows[0])
  }

  @Test func errorsNameTheGeneratorInTheirDescription() {
    #expect(
      TableError.anchorNotFound(stranger).description
        == "The anchor TextRow(Stranger) is not in the table; insert after a row the table holds.")
    #expect(
      TableError.generatorNotFound(stranger).description
        == "The row TextRow(Stranger) is not in the table; it may have been removed already.")
    #expect(
      TableError.notSelectable(stranger).description
        == "The section header TextRow(Stranger) cannot be selected; select one of its rows.")
  }

  @Test func aThrownErrorShowsOnTheStatusLine() {
    let screen = tableScreen(table, size: Size(width: 100, height: 8))

    screen.perform { try manager.insert(textRows("Tea"), after: stranger) }

    #expect(
      screen.statusLine
        == "The anchor TextRow(Stranger) is not in the table; insert after a row the table holds.")
    #expect(contentLines(screen) == ["Milk", "Eggs", "", "", "", ""])
  }
}
