import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@testable import DemoScenes

/// ToDoList's view controller asking before it deletes, and showing an edited to-do, with
/// its interactor replaced by a spy.
@MainActor
struct ToDoListEditAndDeleteTests {
  let sut = ToDoListViewController.inMemory()
  let interactor = ToDoListBusinessLogicSpy()
  let screen: HeadlessScreen
  let threeRows = ToDoList.FetchToDos.ViewModel(
    rows: ["[ ] Buy milk", "[x] Call Ada", "[ ] Walk the dog"], emptyText: "")

  init() {
    sut.interactor = interactor
    screen = HeadlessScreen(
      rootViewController: NavigationController(rootViewController: sut),
      size: Size(width: 60, height: 12))
    screen.perform { sut.displayFetchedToDos(viewModel: threeRows) }
    screen.press(.down)
  }

  /// Shows the alert asking whether to delete Call Ada, the second to-do.
  private func askToDeleteCallAda() {
    screen.perform {
      sut.displayDeletionConfirmation(
        viewModel: ToDoList.ConfirmDeletion.ViewModel(title: "Delete “Call Ada”?", index: 1))
    }
  }

  // MARK: - Confirm deletion

  @Test func deletionConfirmationAsksInAnAlertOverTheListWithCancelFocused() throws {
    // When
    askToDeleteCallAda()
    // Then
    let alert = try #require(sut.presentedViewController as? AlertController)
    #expect(alert.title == "Delete “Call Ada”?")
    #expect(alert.actions.map(\.title) == ["Cancel", "Delete"])
    #expect(alert.actions.map(\.style) == [.cancel, .destructive])
    #expect(
      screen.lines == [
        " To-dos",
        "",
        "  [ ] Buy milk   ┌────────────────────────┐",
        "  [x] Call Ada   │   Delete “Call Ada”?   │",
        "  [ ] Walk the do│                        │",
        "                 │ [ Cancel ]  [ Delete ] │",
        "                 └────────────────────────┘",
        "",
        "",
        "",
        "",
        " Enter Cancel  Tab Next  Esc Cancel  Ctrl-C Quit",
      ])
    #expect(screen.canvas[19, 5].style.attributes.contains(.reverse))
    #expect(screen.canvas[31, 5].style.foreground == .red)
  }

  @Test func enterAloneCancelsAndDeletesNothing() {
    // Given
    askToDeleteCallAda()
    // When
    screen.press(.enter)
    // Then
    #expect(sut.presentedViewController == nil)
    #expect(interactor.deleteToDoRequests == [])
  }

  @Test func escCancelsAndDeletesNothing() {
    // Given
    askToDeleteCallAda()
    // When
    screen.press(.escape)
    // Then
    #expect(sut.presentedViewController == nil)
    #expect(interactor.deleteToDoRequests == [])
    #expect(screen.lines[0] == " To-dos")
  }

  @Test(arguments: [KeyCode.tab, .right])
  func movingToDeleteThenEnterAsksToDeleteThatToDo(key: KeyCode) {
    // Given
    askToDeleteCallAda()
    // When
    screen.press(key)
    screen.press(.enter)
    // Then
    #expect(sut.presentedViewController == nil)
    #expect(interactor.deleteToDoRequests == [ToDoList.DeleteToDo.Request(index: 1)])
  }

  @Test func leftGoesBackToCancel() {
    // Given
    askToDeleteCallAda()
    screen.press(.right)
    // When
    screen.press(.left)
    screen.press(.enter)
    // Then
    #expect(interactor.deleteToDoRequests == [])
  }

  // MARK: - Edit

  @Test func enterOnAToDoOpensTheEditToDoSheetThroughTheSegue() throws {
    // Given
    let store = InMemoryToDoStore(toDos: [ToDo(name: "Buy milk"), ToDo(name: "Call Ada")])
    let storyboard = Storyboard(initialIdentifier: "ToDoList")
    storyboard.register("ToDoList") { ToDoListViewController.inMemory(store) }
    storyboard.register("EditToDo", segueKind: .present) { EditToDoViewController() }
    let screen = try HeadlessScreen(storyboard: storyboard, size: Size(width: 60, height: 12))
    screen.press(.down)
    // When
    screen.press(.enter)
    // Then
    let editToDo = try #require(screen.topViewController as? EditToDoViewController)
    #expect(editToDo.nameField.text == "Call Ada")
    #expect(
      screen.lines == [
        " To-dos",
        "",
        "  [ ] Buy milk",
        " ┌ Edit To-do ────────────────────────────────────────────┐",
        " │ Name Call Ada                                          │",
        " │                                                        │",
        " └────────────────────────────────────────────────────────┘",
        "",
        "",
        "",
        "",
        " Enter Submit  Esc Close  Ctrl-C Quit",
      ])
  }

  @Test func updatedRowChangesInPlaceAndTheSelectionStays() {
    // When
    screen.perform {
      sut.displayUpdatedToDo(
        viewModel: ToDoList.UpdateToDo.ViewModel(index: 1, row: "[x] Call Ada Lovelace"))
    }
    // Then
    #expect(
      screen.lines[2...4] == ["  [ ] Buy milk", "  [x] Call Ada Lovelace", "  [ ] Walk the dog"])
    #expect(sut.tableView.manager.selectedGenerator === sut.rowGenerators[1])
  }

  @Test func unwindToTheListAsksToShowTheEditedToDo() {
    // When
    sut.didUnwind(from: ViewController())
    // Then
    #expect(interactor.updateToDoRequests == [ToDoList.UpdateToDo.Request()])
  }
}
