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

/// `demo --help` names the keys the scenes really accept, read from the scenes themselves.
@MainActor
struct DemoHelpTests {
  /// The lines of the help from the one starting with `heading` to the next heading.
  private func section(_ heading: String) throws -> String {
    let lines = DemoOptions.usage.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0.hasPrefix(heading) })
    let end = lines[(start + 1)...].firstIndex { $0.first.map { !$0.isWhitespace } ?? true }
    return lines[start..<(end ?? lines.endIndex)].joined(separator: "\n")
  }

  @Test func helpNamesEveryKeyOfTheToDoList() throws {
    // Given: a list with a to-do, so every key command is on
    let toDoList = ToDoListViewController(
      worker: ToDoWorker(store: InMemoryToDoStore(toDos: [ToDo(name: "A")])))
    _ = HeadlessScreen(rootViewController: NavigationController(rootViewController: toDoList))
    let keys = toDoList.keyCommands.map { $0.key.displayName }
    #expect(keys == ["Enter", "Space", "d", "Delete", "a"])
    // Then
    let text = try section("To-dos:")
    for key in keys + ["↑", "↓", "PgUp", "PgDn", "Home", "End"] {
      #expect(text.contains(key), "\(key)")
    }
  }

  /// The demo's own scenes (scenes a user scaffolds are not in the demo's help).
  @Test func helpNamesHomesKeyCommandAndEverySceneOfTheDemo() throws {
    // Given
    let storyboard = AppStoryboard.make(
      environment: AppStoryboard.Environment(
        now: { Timestamp(secondsSince1970: 0) },
        timeFormatter: TimeOfDayFormatter(utcOffsetSeconds: 0),
        dataDirectory: DataDirectory(path: "/dev/null/clean-scenes"), scheduler: TestScheduler()))
    let home = try storyboard.instantiateViewController(
      withIdentifier: "Home", as: HomeViewController.self)
    // Then
    let homeHelp = try section("Home:")
    #expect(homeHelp.contains(try #require(home.keyCommands.first).key.displayName))
    #expect(homeHelp.contains("PgUp PgDn"))
    let headings = DemoOptions.usage.split(separator: "\n").compactMap {
      $0.split(separator: ":").first
    }
    for identifier in ["Home", "Detail", "ToDoList", "AddToDo", "EditToDo"] {
      let scene = try storyboard.instantiateViewController(withIdentifier: identifier)
      _ = scene.view
      #expect(headings.contains { $0 == scene.title }, "\(scene.title)")
    }
  }

  @Test func helpNamesEveryKeyOfATextField() throws {
    let map = TextField.KeyMap()
    let bindings = [
      map.moveLeft, map.moveRight, map.moveToStart, map.moveToEnd, map.moveWordBackward,
      map.moveWordForward, map.deleteBackward, map.deleteForward, map.deleteToStart,
      map.deleteToEnd, map.deleteWordBackward, map.deleteWordForward, map.submit,
    ]
    let text = try section("Text fields:")
    for key in bindings.flatMap(\.keys) {
      #expect(text.contains(key.displayName), "\(key.displayName)")
    }
  }

  @Test func helpNamesTheAlertsKeys() throws {
    let text = try section("Delete alert:")
    for key in ["Enter", "Tab", "Shift-Tab", "←", "→", "Esc"] {
      #expect(text.contains(key), "\(key)")
    }
  }
}
