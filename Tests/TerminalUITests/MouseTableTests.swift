import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

/// The rows activated (sent `didSelect`), in order.
@MainActor
final class ActivationLog {
  var rows: [Int] = []
}

@MainActor
struct MouseTableTests {
  let table = TableView()
  var manager: TableDisplayManager { table.manager }

  /// Twenty one-line rows, `Row 0` … `Row 19`, on a screen with six content lines; each
  /// row counts its activations in `activated`.
  func twentyRows(activated: ActivationLog? = nil) -> (
    rows: [RowGenerator<TextRow>], screen: HeadlessScreen
  ) {
    let rows = (0..<20).map { index in
      RowGenerator<TextRow>(model: "Row \(index)").onSelect { _ in activated?.rows.append(index) }
    }
    manager.add(rows)
    return (rows, tableScreen(table))
  }

  @Test func clickSelectsTheRowAndFocusesTheTable() {
    let (rows, screen) = twentyRows()

    screen.click(at: Point(x: 3, y: 4))

    #expect(manager.selectedGenerator === rows[4])
    #expect(table.isFocused)
    #expect(highlightedRows(screen) == [4])
  }

  @Test func secondClickOnTheSelectedRowActivatesItAsEnterDoes() {
    let activated = ActivationLog()
    let (rows, screen) = twentyRows(activated: activated)

    screen.click(at: Point(x: 0, y: 2))
    #expect(activated.rows == [])
    screen.click(at: Point(x: 5, y: 2))

    #expect(activated.rows == [2])
    #expect(manager.selectedGenerator === rows[2])
  }

  @Test func clickBelowTheLastRowDoesNothing() {
    let rows = textRows("Milk", "Eggs")
    manager.add(rows)
    let screen = tableScreen(table)

    screen.click(at: Point(x: 1, y: 4))

    #expect(manager.selectedGenerator === rows[0])
  }

  @Test func wheelScrollsThreeLinesAndTheSelectionStaysOnScreen() {
    let (rows, screen) = twentyRows()

    screen.scroll(by: 2, at: Point(x: 1, y: 1))

    #expect(contentLines(screen) == ["Row 6", "Row 7", "Row 8", "Row 9", "Row 10", "Row 11"])
    #expect(manager.selectedGenerator === rows[6])
    #expect(table.scrollOffset == 6)

    screen.scroll(by: -1, at: Point(x: 1, y: 1))

    #expect(contentLines(screen) == ["Row 3", "Row 4", "Row 5", "Row 6", "Row 7", "Row 8"])
    #expect(manager.selectedGenerator === rows[6])
  }

  @Test func wheelStopsAtTheEnds() {
    let (rows, screen) = twentyRows()

    screen.scroll(by: 50, at: Point(x: 1, y: 1))
    #expect(contentLines(screen) == ["Row 14", "Row 15", "Row 16", "Row 17", "Row 18", "Row 19"])
    screen.scroll(by: -50, at: Point(x: 1, y: 1))

    #expect(contentLines(screen) == ["Row 0", "Row 1", "Row 2", "Row 3", "Row 4", "Row 5"])
    #expect(manager.selectedGenerator === rows[5])
  }
}

/// A scene showing a table whose Enter is a key command of the scene, not a row handler.
@MainActor
final class EnterCommandViewController: ViewController {
  let table = TableView()
  var entered = 0

  override func loadView() -> View {
    table
  }

  override var keyCommands: [KeyCommand] {
    [KeyCommand(KeyEvent(.enter), title: "Open") { [unowned self] in self.entered += 1 }]
  }
}

@MainActor
struct MouseTableKeyCommandTests {
  @Test func secondClickOnARowWithoutHandlerRunsTheScenesEnterCommand() {
    let scene = EnterCommandViewController()
    scene.table.manager.add(textRows("Milk", "Eggs"))
    let screen = HeadlessScreen(rootViewController: scene, size: Size(width: 20, height: 6))

    screen.click(at: Point(x: 1, y: 1))
    #expect(scene.entered == 0)
    screen.click(at: Point(x: 1, y: 1))

    #expect(scene.entered == 1)
  }
}
