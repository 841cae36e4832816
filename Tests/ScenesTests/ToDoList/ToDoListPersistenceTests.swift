import DemoScenesTestSupport
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

/// The ToDoList scene over the real file store, through the storyboard and the harness.
@MainActor
struct ToDoListPersistenceTests {
  let folder: TemporaryDirectory
  let todosFile: URL

  init() throws {
    folder = try TemporaryDirectory()
    todosFile = folder.url.appendingPathComponent("todos.json")
  }

  /// Where the scenes' saves run, to wait for them before reading the files.
  let saves = BackgroundSaves()

  /// The app on a 60×12 screen with its files in `directory`, showing ToDoList.
  private func openToDoList(in directory: DataDirectory) throws -> HeadlessScreen {
    var environment = AppStoryboard.Environment.fixed
    environment.dataDirectory = directory
    environment.saves = saves
    let screen = try HeadlessScreen(
      storyboard: AppStoryboard.make(environment: environment), size: Size(width: 60, height: 12))
    screen.perform { try screen.topViewController.performSegue(withIdentifier: "ToDoList") }
    return screen
  }

  private func add(_ name: String, on screen: HeadlessScreen) {
    screen.press(.character("a"))
    screen.type(name)
    screen.press(.enter)
  }

  // MARK: - Restart

  @Test func listIsTheSameAfterARestart() async throws {
    // Given
    let first = try openToDoList(in: DataDirectory(path: folder.path))
    add("Buy milk", on: first)
    add("Call Ada", on: first)
    first.press(.up)
    first.press(.character(" "))
    await saves.finish()
    // When
    let second = try openToDoList(in: DataDirectory(path: folder.path))
    // Then
    #expect(second.lines[2...3] == ["  [x] Buy milk", "  [ ] Call Ada"])
    #expect(second.lines[2...3] == first.lines[2...3])
  }

  // MARK: - Start-up

  @Test func storeIsOpenedWhenTheListFirstOpensNotAtStartUp() throws {
    // Given: a temporary file a killed save left, which opening the store removes.
    let leftover = folder.path + "/.todos.json.tmp-2147483646-9abc"
    try Data("half a list".utf8).write(to: URL(fileURLWithPath: leftover))
    var environment = AppStoryboard.Environment.fixed
    environment.dataDirectory = DataDirectory(path: folder.path)
    // When: the app starts on Home
    let screen = try HeadlessScreen(
      storyboard: AppStoryboard.make(environment: environment), size: Size(width: 60, height: 12))
    // Then
    #expect(try AtomicFileTests.names(in: folder.path) == [".todos.json.tmp-2147483646-9abc"])
    // When: the list opens
    screen.perform { try screen.topViewController.performSegue(withIdentifier: "ToDoList") }
    // Then
    #expect(try AtomicFileTests.names(in: folder.path) == [])
  }

  // MARK: - Corrupt file

  @Test func corruptFileIsKeptAsideAndTheListOpensEmptyNamingIt() throws {
    // Given
    let bytes = Data("{\"oops\": tru".utf8)
    try bytes.write(to: todosFile)
    // When
    let screen = try openToDoList(in: DataDirectory(path: folder.path))
    // Then
    let copy = folder.url.appendingPathComponent("todos.json.corrupt-20231114T221320Z")
    let error =
      "Could not read \(todosFile.path) (not valid JSON); it was moved to \(copy.path) "
      + "and the list starts empty."
    let errorLines = TextLayout.wrap(error, toColumns: 56).map { "  " + $0 }
    #expect(Array(screen.lines[2..<(2 + errorLines.count)]) == errorLines)
    #expect(screen.lines[3 + errorLines.count] == "  No to-dos yet. Press a to add one.")
    #expect(try Data(contentsOf: copy) == bytes)
    #expect(!FileManager.default.fileExists(atPath: todosFile.path))
  }

  @Test func firstChangeAfterACorruptFileSavesAFreshListAndKeepsTheCopy() async throws {
    // Given
    let bytes = Data("garbage".utf8)
    try bytes.write(to: todosFile)
    let screen = try openToDoList(in: DataDirectory(path: folder.path))
    // When
    add("Fresh start", on: screen)
    await saves.finish()
    await screen.settle()
    // Then
    #expect(screen.lines[2] == "  [ ] Fresh start")
    let saved = try FileToDoStore(directory: DataDirectory(path: folder.path), now: { .fixed })
      .loadToDos()
    #expect(saved == [ToDo(name: "Fresh start")])
    let copy = folder.url.appendingPathComponent("todos.json.corrupt-20231114T221320Z")
    #expect(try Data(contentsOf: copy) == bytes)
  }

  // MARK: - Delete with confirmation

  @Test func cancelledDeletionKeepsTheFileAndConfirmedDeletionSavesTheRest() async throws {
    // Given
    let screen = try openToDoList(in: DataDirectory(path: folder.path))
    add("Buy milk", on: screen)
    add("Call Ada", on: screen)
    await saves.finish()
    let saved = try Data(contentsOf: todosFile)
    // When: d, then Enter on the focused Cancel
    screen.press(.character("d"))
    screen.press(.enter)
    await saves.finish()
    // Then
    #expect(screen.lines[2...3] == ["  [ ] Buy milk", "  [ ] Call Ada"])
    #expect(try Data(contentsOf: todosFile) == saved)
    // When: d, Tab to Delete, Enter
    screen.press(.character("d"))
    screen.press(.tab)
    screen.press(.enter)
    await saves.finish()
    // Then
    #expect(screen.lines[2...3] == ["  [ ] Buy milk", ""])
    let text = try String(contentsOf: todosFile, encoding: .utf8)
    #expect(
      text.replacing(/"[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}"/, with: "<id>") == """
        [
          {
            "done" : false,
            "id" : <id>,
            "name" : "Buy milk"
          }
        ]
        """)
  }

  // MARK: - Failed writes

  @Test func failedWriteShowsTheErrorKeepsTheListAndTheNextChangeRetries() async throws {
    // Given: a data directory whose parent is a regular file cannot be written, even by root.
    let blocker = folder.url.appendingPathComponent("blocker")
    try Data().write(to: blocker)
    let directory = DataDirectory(path: blocker.path + "/clean-scenes")
    let screen = try openToDoList(in: directory)
    // When
    add("Buy milk", on: screen)
    await saves.finish()
    await screen.settle()
    // Then
    let error =
      "Could not save \(directory.url(forFile: "todos.json").path) (Not a directory); "
      + "the list is kept in memory and saved with the next change."
    let errorLines = TextLayout.wrap(error, toColumns: 56).map { "  " + $0 }
    #expect(Array(screen.lines[2..<(2 + errorLines.count)]) == errorLines)
    #expect(screen.lines[3 + errorLines.count] == "  [ ] Buy milk")
    // When the directory can be written again, the next change saves the whole list.
    try FileManager.default.removeItem(at: blocker)
    screen.press(.character(" "))
    await saves.finish()
    await screen.settle()
    // Then
    #expect(screen.lines[2] == "  [x] Buy milk")
    let saved = try FileToDoStore(directory: directory, now: { .fixed }).loadToDos()
    #expect(saved == [ToDo(name: "Buy milk", done: true)])
  }
}
