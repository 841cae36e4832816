import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@testable import DemoScenes

/// To-dos that cannot be saved (the data directory lies under `/dev/null`) are kept: in the
/// list opened again, and at exit, where they are tried once more and handed back.
@MainActor
struct UnsavedToDosTests {
  let saves = BackgroundSaves()
  let path = "/dev/null/clean-scenes/todos.json"

  @Test func aToDoThatCouldNotBeSavedIsInTheListOpenedAgainAndHandedBackAtExit() async throws {
    // Given a to-do added to a list that cannot be saved
    let screen = try makeDemoScreen(saves: saves)
    screen.press(.tab)
    screen.press(.tab)
    screen.press(.enter)
    screen.press(.character("a"))
    screen.type("Buy milk")
    screen.press(.enter)
    await saves.finish()
    await screen.settle()
    let failure = "  Could not save \(path) (Not a directory); the list"
    #expect(screen.lines[2] == failure)
    // When the list is closed and opened again
    screen.press(.escape)
    screen.press(.enter)
    // Then it shows the to-do and why it is not saved
    #expect(screen.lines[0] == " Home › To-dos")
    #expect(screen.lines[2] == failure)
    #expect(screen.lines.contains("  [ ] Buy milk"))
    // And at exit it is tried once more, then handed back encoded
    let unsaved = await saves.saveUnsaved()
    #expect(unsaved.map(\.path) == [path])
    #expect(unsaved.map(\.reason) == ["Not a directory"])
    #expect(
      try unsaved.map { try ToDoListCoding.decode($0.contents).map(\.name) } == [["Buy milk"]])
  }
}
