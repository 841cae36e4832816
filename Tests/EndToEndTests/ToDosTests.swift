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

@MainActor
struct ToDosTests {
  let folder: TemporaryDirectory
  let dataDirectory: DataDirectory
  /// The demo's writes, to wait for before reading `todos.json`.
  let saves = BackgroundSaves()

  init() throws {
    folder = try TemporaryDirectory()
    dataDirectory = DataDirectory(path: folder.path)
  }

  /// Starts the demo on the test's data directory and goes Home → To-dos with the keyboard:
  /// Tab to Send, Tab to To-dos, Enter.
  private func startAndOpenToDos() throws -> HeadlessScreen {
    let screen = try makeDemoScreen(dataDirectory: dataDirectory, saves: saves)
    screen.press(.tab)
    screen.press(.tab)
    #expect(screen.footer.hasPrefix(" Enter To-dos  Tab Next"))
    screen.press(.enter)
    return screen
  }

  /// The rows of the list as shown, from the third line to the first empty one.
  private func listRows(of screen: HeadlessScreen) -> [String] {
    Array(screen.lines.dropFirst(2).prefix { !$0.isEmpty })
  }

  /// `todos.json` once the demo's writes are done, each identity (a UUID) shown as `<id>`.
  private func todosJSON() async throws -> String {
    await saves.finish()
    let text = try String(contentsOf: dataDirectory.url(forFile: "todos.json"), encoding: .utf8)
    return text.replacing(/"[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}"/, with: "<id>")
  }

  @Test func addTwoToggleDeleteAndRestart() async throws {
    // Home → To-dos: an empty list says so.
    let screen = try startAndOpenToDos()
    #expect(screen.lines[0] == " Home › To-dos")
    #expect(listRows(of: screen) == ["  No to-dos yet. Press a to add one."])
    #expect(screen.footer == " a Add  Esc Back  Ctrl-C Quit")

    // An empty name is refused inline, and nothing is written.
    screen.press(.character("a"))
    #expect(screen.lines[0] == " Home › To-dos › New To-do")
    #expect(screen.cursor == Point(x: 7, y: 2))
    screen.type("   ")
    screen.press(.enter)
    #expect(screen.lines[0] == " Home › To-dos › New To-do")
    #expect(screen.lines[2...4] == ["  Name", "  Type a name for the to-do first.", ""])
    #expect(!FileManager.default.fileExists(atPath: dataDirectory.url(forFile: "todos.json").path))

    // The first to-do.
    screen.press(.control("u"))
    screen.type("Buy milk")
    screen.press(.enter)
    #expect(screen.lines[0] == " Home › To-dos")
    #expect(listRows(of: screen) == ["  [ ] Buy milk"])

    // The second one is shown and selected.
    screen.press(.character("a"))
    screen.type("Call Ada")
    screen.press(.enter)
    #expect(listRows(of: screen) == ["  [ ] Buy milk", "  [ ] Call Ada"])
    #expect(screen.canvas[2, 3].style.attributes.contains(.reverse))
    #expect(!screen.canvas[2, 2].style.attributes.contains(.reverse))
    #expect(
      screen.footer == " ↑↓ Move  Enter Edit  Space Toggle  d Delete  a Add  Esc Back  Ctrl-C Quit")

    // Toggle the first.
    screen.press(.up)
    screen.press(.character(" "))
    #expect(listRows(of: screen) == ["  [x] Buy milk", "  [ ] Call Ada"])

    // Delete the second, confirming in the alert.
    screen.press(.down)
    screen.press(.character("d"))
    screen.press(.tab)
    screen.press(.enter)
    #expect(listRows(of: screen) == ["  [x] Buy milk"])
    #expect(
      try await todosJSON() == """
        [
          {
            "done" : true,
            "id" : <id>,
            "name" : "Buy milk"
          }
        ]
        """)

    // Esc goes back Home.
    screen.press(.escape)
    #expect(screen.lines[0] == " Home")

    // Restart: the list is as it was left.
    let restarted = try startAndOpenToDos()
    #expect(restarted.lines[0] == " Home › To-dos")
    #expect(listRows(of: restarted) == ["  [x] Buy milk"])
    #expect(restarted.statusLine == "")
  }

  @Test func deleteKeyRemovesTheSelectedToDoAndTheLastOneLeavesAnEmptyFile() async throws {
    // Given
    let screen = try startAndOpenToDos()
    screen.press(.character("a"))
    screen.type("Only one")
    screen.press(.enter)
    // When
    screen.press(.delete)
    screen.press(.right)
    screen.press(.enter)
    // Then
    #expect(listRows(of: screen) == ["  No to-dos yet. Press a to add one."])
    #expect(try await todosJSON() == "[\n\n]")
    let restarted = try startAndOpenToDos()
    #expect(listRows(of: restarted) == ["  No to-dos yet. Press a to add one."])
  }

  @Test func escOnAddToDoAddsNothing() async throws {
    // Given
    let screen = try startAndOpenToDos()
    screen.press(.character("a"))
    screen.type("Never mind")
    // When
    screen.press(.escape)
    // Then
    #expect(screen.lines[0] == " Home › To-dos")
    #expect(listRows(of: screen) == ["  No to-dos yet. Press a to add one."])
    await saves.finish()
    #expect(!FileManager.default.fileExists(atPath: dataDirectory.url(forFile: "todos.json").path))
  }

  @Test func pastedNameIsAddedAndSavedOnOneLine() async throws {
    // Given
    let screen = try startAndOpenToDos()
    screen.press(.character("a"))
    // When: the terminal sends a bracketed paste holding a line feed, a tab and a bell
    screen.send(bytes: Array("\u{1B}[200~Buy\nmilk\tand\u{07}eggs\u{1B}[201~".utf8))
    screen.press(.enter)
    // Then
    #expect(listRows(of: screen) == ["  [ ] Buy milk andeggs"])
    #expect(
      try await todosJSON() == """
        [
          {
            "done" : false,
            "id" : <id>,
            "name" : "Buy milk andeggs"
          }
        ]
        """)
  }
}
