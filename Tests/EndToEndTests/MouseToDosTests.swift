import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@testable import DemoScenes

/// The demo driven with the mouse alone, where a key is not needed: Home's button, the list's
/// rows, the edit sheet and the delete alert.
@MainActor
struct MouseToDosTests {
  let folder: TemporaryDirectory
  let dataDirectory: DataDirectory
  let saves = BackgroundSaves()

  init() throws {
    folder = try TemporaryDirectory()
    dataDirectory = DataDirectory(path: folder.path)
  }

  /// The cell where `text` first shows on `screen`.
  private func point(of text: String, on screen: HeadlessScreen) throws -> Point {
    let row = try #require(screen.lines.firstIndex { $0.contains(text) }, "\(text) not shown")
    let line = screen.lines[row]
    let prefix = line[..<(try #require(line.firstRange(of: text))).lowerBound]
    return Point(x: String(prefix).displayWidth, y: row)
  }

  @Test func clicksOpenTheListSelectEditAndDeleteAToDo() async throws {
    // Given the demo with two to-dos, opened from Home with a click on [ To-dos ]
    let screen = try makeDemoScreen(dataDirectory: dataDirectory, saves: saves)
    screen.click(at: try point(of: "[ To-dos ]", on: screen))
    #expect(screen.topViewController is ToDoListViewController)
    for name in ["Buy milk", "Call Ada"] {
      screen.press(.character("a"))
      screen.type(name)
      screen.press(.enter)
    }

    // When Buy milk is clicked, then clicked again
    let buyMilk = try point(of: "Buy milk", on: screen)
    screen.click(at: buyMilk)
    #expect(!(screen.topViewController is EditToDoViewController))
    screen.click(at: buyMilk)

    // Then its edit sheet opens, and a click outside the sheet leaves it open
    let edit = try #require(screen.topViewController as? EditToDoViewController)
    #expect(edit.nameField.text == "Buy milk")
    screen.click(at: Point(x: 0, y: 0))
    #expect(screen.topViewController === edit)
    screen.press(.escape)

    // When d asks to delete Call Ada, and Delete is clicked in the alert
    screen.click(at: try point(of: "Call Ada", on: screen))
    screen.press(.character("d"))
    screen.click(at: try point(of: "[ Delete ]", on: screen))

    // Then only Buy milk is left, on screen and on disk
    #expect(screen.topViewController is ToDoListViewController)
    #expect(!screen.text.contains("Call Ada"))
    #expect(screen.text.contains("Buy milk"))
    await saves.finish()
    let saved = try FileToDoStore(directory: dataDirectory, now: { .now }).loadToDos()
    #expect(saved.map(\.name) == ["Buy milk"])
  }
}
