import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@testable import DemoScenes

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Editing a to-do in its sheet and deleting one through the alert, as a user does, then
/// restarting on the same data directory.
@MainActor
struct EditAndDeleteToDosTests {
  let folder: TemporaryDirectory
  let dataDirectory: DataDirectory
  /// The demo's writes, to wait for before reading `todos.json`.
  let saves = BackgroundSaves()

  init() throws {
    folder = try TemporaryDirectory()
    dataDirectory = DataDirectory(path: folder.path)
  }

  /// Starts the demo on the test's data directory and opens To-dos with the keyboard.
  private func startAndOpenToDos() throws -> HeadlessScreen {
    let screen = try makeDemoScreen(dataDirectory: dataDirectory, saves: saves)
    screen.press(.tab)
    screen.press(.tab)
    #expect(screen.footer.hasPrefix(" Enter To-dos  Tab Next"))
    screen.press(.enter)
    return screen
  }

  private func add(_ name: String, on screen: HeadlessScreen) {
    screen.press(.character("a"))
    screen.type(name)
    screen.press(.enter)
  }

  /// The rows of the list as shown, from the third line to the first empty one.
  private func listRows(of screen: HeadlessScreen) -> [String] {
    Array(screen.lines.dropFirst(2).prefix { !$0.isEmpty })
  }

  /// The names in `todos.json` once the demo's writes are done.
  private func savedNames() async throws -> [String] {
    await saves.finish()
    return try FileToDoStore(directory: dataDirectory, now: { .now }).loadToDos().map(\.name)
  }

  @Test func editSaveDeleteWithConfirmationCancelAndRestart() async throws {
    let screen = try startAndOpenToDos()
    add("Buy milk", on: screen)
    add("Call Ada", on: screen)

    // Enter on Buy milk opens the sheet with its name.
    screen.press(.up)
    screen.press(.enter)
    #expect(
      Array(screen.lines[7...14]) == [
        "",
        "",
        "           ┌ Edit To-do ────────────────────────────────────────────┐",
        "           │ Name Buy milk                                          │",
        "           │                                                        │",
        "           └────────────────────────────────────────────────────────┘",
        "",
        "",
      ])
    #expect(screen.footer == " Enter Submit  Esc Close  Ctrl-C Quit")

    // An emptied name is refused inline; the sheet stays.
    screen.press(.control("u"))
    screen.press(.enter)
    #expect(screen.topViewController is EditToDoViewController)
    #expect(screen.text.contains("Type a name, or press Esc to keep the old one."))

    // Esc cancels: nothing changes.
    screen.press(.escape)
    #expect(listRows(of: screen) == ["  [ ] Buy milk", "  [ ] Call Ada"])
    #expect(try await savedNames() == ["Buy milk", "Call Ada"])

    // Edit and save: the new name, same place, still selected, saved.
    screen.press(.enter)
    screen.type(" and eggs")
    screen.press(.enter)
    #expect(screen.lines[0] == " Home › To-dos")
    #expect(listRows(of: screen) == ["  [ ] Buy milk and eggs", "  [ ] Call Ada"])
    #expect(screen.canvas[2, 2].style.attributes.contains(.reverse))
    #expect(try await savedNames() == ["Buy milk and eggs", "Call Ada"])

    // d, then Enter: Cancel has the focus, nothing is deleted.
    screen.press(.down)
    screen.press(.character("d"))
    #expect(
      Array(screen.lines[8...12]) == [
        "                           ┌────────────────────────┐",
        "                           │   Delete “Call Ada”?   │",
        "                           │                        │",
        "                           │ [ Cancel ]  [ Delete ] │",
        "                           └────────────────────────┘",
      ])
    #expect(screen.footer == " Enter Cancel  Tab Next  Esc Cancel  Ctrl-C Quit")
    screen.press(.enter)
    #expect(listRows(of: screen) == ["  [ ] Buy milk and eggs", "  [ ] Call Ada"])

    // d, Tab, Enter: deleted and saved.
    screen.press(.character("d"))
    screen.press(.tab)
    screen.press(.enter)
    #expect(listRows(of: screen) == ["  [ ] Buy milk and eggs"])
    #expect(try await savedNames() == ["Buy milk and eggs"])

    // Restart on the same data directory: the edited name is there.
    let restarted = try startAndOpenToDos()
    #expect(listRows(of: restarted) == ["  [ ] Buy milk and eggs"])
    #expect(restarted.statusLine == "")
  }
}
