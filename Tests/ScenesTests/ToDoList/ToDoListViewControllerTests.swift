import DemoScenesTestSupport
import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@testable import DemoScenes

@MainActor
struct ToDoListViewControllerTests {
  let sut = ToDoListViewController.inMemory()
  let interactor = ToDoListBusinessLogicSpy()
  let screen: HeadlessScreen
  let threeRows = ToDoList.FetchToDos.ViewModel(
    rows: ["[ ] Buy milk", "[x] Call Ada", "[ ] Walk the dog"],
    emptyText: "No to-dos yet. Press a to add one.")
  let footer = " ↑↓ Move  Enter Edit  Space Toggle  d Delete  a Add  Ctrl-C Quit"

  init() {
    sut.interactor = interactor
    screen = HeadlessScreen(
      rootViewController: NavigationController(rootViewController: sut),
      size: Size(width: 80, height: 10))
  }

  /// Whether the cell at the start of `row` on screen shows in reverse video.
  private func isHighlighted(row: Int) -> Bool {
    screen.canvas[2, row].style.attributes.contains(.reverse)
  }

  // MARK: - Appearing

  @Test func asksForTheListOnceAndForANewToDoEachTimeItAppears() {
    // Given
    let navigation = NavigationController(rootViewController: ViewController())
    let screen = HeadlessScreen(rootViewController: navigation)
    let sut = ToDoListViewController.inMemory()
    let interactor = ToDoListBusinessLogicSpy()
    sut.interactor = interactor
    // When
    screen.perform { navigation.pushViewController(sut) }
    screen.perform { navigation.pushViewController(ViewController()) }
    screen.press(.escape)
    // Then
    #expect(interactor.fetchToDosRequests == [ToDoList.FetchToDos.Request()])
    #expect(interactor.insertNewToDoRequests.count == 2)
  }

  // MARK: - Showing the list

  @Test func showsOneRowPerToDoWithTheFirstSelectedAndTheKeys() {
    // When
    screen.perform { sut.displayFetchedToDos(viewModel: threeRows) }
    // Then
    #expect(
      screen.lines == [
        " To-dos",
        "",
        "  [ ] Buy milk",
        "  [x] Call Ada",
        "  [ ] Walk the dog",
        "",
        "",
        "",
        "",
        footer,
      ])
    #expect([2, 3, 4].map(isHighlighted) == [true, false, false])
  }

  @Test func emptyListSaysSoAndOffersOnlyToAdd() {
    // When
    screen.perform {
      sut.displayFetchedToDos(
        viewModel: ToDoList.FetchToDos.ViewModel(
          rows: [], emptyText: "No to-dos yet. Press a to add one."))
    }
    // Then
    #expect(screen.lines[2] == "  No to-dos yet. Press a to add one.")
    #expect(screen.footer == " a Add  Ctrl-C Quit")
  }

  @Test func longNameIsCutWithAnEllipsisOnOneLine() {
    // When
    screen.perform {
      sut.displayFetchedToDos(
        viewModel: ToDoList.FetchToDos.ViewModel(
          rows: ["[ ] " + String(repeating: "long ", count: 20), "[ ] Next"], emptyText: ""))
    }
    // Then
    #expect(screen.lines[2] == "  [ ] " + String(repeating: "long ", count: 14) + "l…")
    #expect(screen.lines[3] == "  [ ] Next")
  }

  @Test func errorShowsAboveTheListAndGoesWithTheNextViewModel() {
    // Given
    var withError = threeRows
    withError.errorText = "Could not save /d/todos.json (No space left on device)."
    screen.perform { sut.displayFetchedToDos(viewModel: withError) }
    #expect(screen.lines[2] == "  Could not save /d/todos.json (No space left on device).")
    #expect(screen.canvas[2, 2].style.foreground == .red)
    #expect(screen.lines[4] == "  [ ] Buy milk")
    // When
    screen.perform {
      sut.displayToggledToDo(
        viewModel: ToDoList.ToggleToDo.ViewModel(index: 0, row: "[x] Buy milk"))
    }
    // Then
    #expect(screen.lines[2...4] == ["  [x] Buy milk", "  [x] Call Ada", "  [ ] Walk the dog"])
  }

  // MARK: - Keys

  @Test func spaceAsksToToggleTheSelectedToDo() {
    // Given
    screen.perform { sut.displayFetchedToDos(viewModel: threeRows) }
    screen.press(.down)
    // When
    screen.press(.character(" "))
    // Then
    #expect(interactor.toggleToDoRequests == [ToDoList.ToggleToDo.Request(index: 1)])
  }

  @Test(arguments: [KeyCode.character("d"), .delete])
  func dAndDeleteAskToConfirmTheDeletionOfTheSelectedToDoWithoutDeleting(key: KeyCode) {
    // Given
    screen.perform { sut.displayFetchedToDos(viewModel: threeRows) }
    screen.press(.end)
    // When
    screen.press(key)
    // Then
    #expect(interactor.confirmDeletionRequests == [ToDoList.ConfirmDeletion.Request(index: 2)])
    #expect(interactor.deleteToDoRequests == [])
  }

  @Test(arguments: [("Delete", [1]), ("Cancel", [])])
  func theConfirmationDeletesTheToDoOnlyWhenDeleteIsChosen(action: String, deleted: [Int]) throws {
    // Given
    sut.displayDeletionConfirmation(
      viewModel: ToDoList.ConfirmDeletion.ViewModel(title: "Delete “Call Ada”?", index: 1))
    let alert = try #require(sut.presentedViewController as? AlertController)
    #expect(alert.title == "Delete “Call Ada”?")
    #expect(alert.actions.map(\.title) == ["Cancel", "Delete"])
    // When
    try alert.choose(try #require(alert.actions.first { $0.title == action }))
    // Then
    #expect(interactor.deleteToDoRequests == deleted.map { ToDoList.DeleteToDo.Request(index: $0) })
    #expect(sut.presentedViewController == nil)
  }

  @Test(arguments: [KeyCode.character(" "), .enter, .character("d"), .delete])
  func keysForTheSelectionDoNothingOnAnEmptyList(key: KeyCode) {
    // Given
    screen.perform {
      sut.displayFetchedToDos(viewModel: ToDoList.FetchToDos.ViewModel(rows: [], emptyText: ""))
    }
    // When
    screen.press(key)
    // Then
    #expect(interactor.toggleToDoRequests == [])
    #expect(interactor.confirmDeletionRequests == [])
    #expect(screen.statusLine == "")
  }

  @Test func aWithoutAStoryboardShowsTheRoutingErrorOnTheStatusLine() {
    // When
    screen.press(.character("a"))
    // Then
    #expect(
      screen.statusLine
        == "Scene 'To-dos' was not made by a storyboard, so it cannot perform segues.")
    #expect(screen.topViewController === sut)
  }

  @Test func aOpensAddToDoThroughTheSegue() throws {
    // Given
    let storyboard = AppStoryboard.make(environment: .fixed)
    let sut = try storyboard.instantiateViewController(
      withIdentifier: "ToDoList", as: ToDoListViewController.self)
    sut.interactor = ToDoListBusinessLogicSpy()
    let screen = HeadlessScreen(rootViewController: NavigationController(rootViewController: sut))
    // When
    screen.press(.character("a"))
    // Then
    #expect(screen.topViewController is AddToDoViewController)
    #expect(screen.lines[0] == " To-dos › New To-do")
  }

  // MARK: - Changes

  @Test func toggledRowChangesInPlaceAndTheSelectionStays() {
    // Given
    screen.perform { sut.displayFetchedToDos(viewModel: threeRows) }
    screen.press(.end)
    // When
    screen.perform {
      sut.displayToggledToDo(
        viewModel: ToDoList.ToggleToDo.ViewModel(index: 0, row: "[x] Buy milk"))
    }
    // Then
    #expect(screen.lines[2...4] == ["  [x] Buy milk", "  [x] Call Ada", "  [ ] Walk the dog"])
    #expect([2, 3, 4].map(isHighlighted) == [false, false, true])
  }

  @Test(arguments: [
    // The selected Walk the dog moved to the top; Call Ada was deleted.
    ([0, nil, 0] as [Int?], [true, false]),
    // Walk the dog deleted: the selection stays at its position, the last row.
    ([1, 0, nil] as [Int?], [false, true]),
  ])
  func mergedListKeepsTheSelectionOnItsToDo(movedTo: [Int?], highlighted: [Bool]) {
    // Given
    screen.perform { sut.displayFetchedToDos(viewModel: threeRows) }
    screen.press(.end)
    // When
    screen.perform {
      sut.displaySavedToDos(
        viewModel: ToDoList.SaveToDos.ViewModel(
          rows: ["[ ] Walk the dog", "[ ] Buy milk"], movedTo: movedTo,
          noticeText: "Merged changes saved by another instance: 1 to-do deleted."))
    }
    // Then
    #expect(screen.lines[4...5] == ["  [ ] Walk the dog", "  [ ] Buy milk"])
    #expect([4, 5].map(isHighlighted) == highlighted)
  }

  @Test func insertedRowAppearsAtItsIndexAndIsSelected() {
    // Given
    screen.perform { sut.displayFetchedToDos(viewModel: threeRows) }
    // When
    screen.perform {
      sut.displayInsertedToDo(
        viewModel: ToDoList.InsertNewToDo.ViewModel(index: 3, row: "[ ] Paint the fence"))
    }
    // Then
    #expect(screen.lines[5] == "  [ ] Paint the fence")
    #expect([2, 3, 4, 5].map(isHighlighted) == [false, false, false, true])
    #expect(sut.tableView.manager.selectedGenerator === sut.rowGenerators.last)
  }

  @Test func insertedRowIntoAnEmptyListReplacesTheEmptyText() {
    // Given
    screen.perform {
      sut.displayFetchedToDos(
        viewModel: ToDoList.FetchToDos.ViewModel(rows: [], emptyText: "Nothing."))
    }
    // When
    screen.perform {
      sut.displayInsertedToDo(viewModel: ToDoList.InsertNewToDo.ViewModel(index: 0, row: "[ ] A"))
    }
    // Then
    #expect(screen.lines[2] == "  [ ] A")
    #expect(isHighlighted(row: 2))
    #expect(screen.footer == footer)
  }

  @Test func insertedRowBelowTheScreenIsScrolledIntoView() {
    // Given
    let rows = (1...10).map { "[ ] Row \($0)" }
    screen.perform {
      sut.displayFetchedToDos(viewModel: ToDoList.FetchToDos.ViewModel(rows: rows, emptyText: ""))
    }
    // When
    screen.perform {
      sut.displayInsertedToDo(
        viewModel: ToDoList.InsertNewToDo.ViewModel(index: 10, row: "[ ] Row 11"))
    }
    // Then
    #expect(
      screen.lines[2...7] == [
        "  [ ] Row 6", "  [ ] Row 7", "  [ ] Row 8", "  [ ] Row 9", "  [ ] Row 10", "  [ ] Row 11",
      ])
    #expect(isHighlighted(row: 7))
  }

  @Test func deletedRowGoesAndTheNextRowIsSelected() {
    // Given
    screen.perform { sut.displayFetchedToDos(viewModel: threeRows) }
    screen.press(.down)
    // When
    screen.perform { sut.displayDeletedToDo(viewModel: ToDoList.DeleteToDo.ViewModel(index: 1)) }
    // Then
    #expect(screen.lines[2...4] == ["  [ ] Buy milk", "  [ ] Walk the dog", ""])
    #expect([2, 3].map(isHighlighted) == [false, true])
    #expect(sut.rowGenerators.map(\.model) == ["[ ] Buy milk", "[ ] Walk the dog"])
  }

  @Test func deletingTheLastRowShowsTheEmptyText() {
    // Given
    screen.perform {
      sut.displayFetchedToDos(
        viewModel: ToDoList.FetchToDos.ViewModel(rows: ["[ ] Only"], emptyText: "Nothing."))
    }
    // When
    screen.perform { sut.displayDeletedToDo(viewModel: ToDoList.DeleteToDo.ViewModel(index: 0)) }
    // Then
    #expect(screen.lines[2] == "  Nothing.")
    #expect(screen.footer == " a Add  Ctrl-C Quit")
  }

  @Test func viewModelsForRowsThatAreNotThereChangeNothing() {
    // Given
    screen.perform { sut.displayFetchedToDos(viewModel: threeRows) }
    let before = screen.lines
    // When
    screen.perform {
      sut.displayToggledToDo(viewModel: ToDoList.ToggleToDo.ViewModel(index: 3, row: "[x] ?"))
      sut.displayDeletedToDo(viewModel: ToDoList.DeleteToDo.ViewModel(index: -1))
    }
    // Then
    #expect(screen.lines == before)
  }
}
