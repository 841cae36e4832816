import Testing

@testable import DemoScenes

@MainActor
struct ToDoListPresenterTests {
  let sut = ToDoListPresenter()
  let display = ToDoListDisplayLogicSpy()
  let diskFull = ToDoStoreError.writeFailed(
    path: "/d/todos.json", reason: "No space left on device")

  init() {
    sut.viewController = display
  }

  // MARK: - Fetch to-dos

  @Test func fetchedToDosBecomeCheckboxRowsInOrder() {
    // Given
    let response = ToDoList.FetchToDos.Response(toDos: [
      ToDo(name: "Buy milk"), ToDo(name: "Call Ada", done: true), ToDo(name: "漢字 👋🏽"),
    ])
    // When
    sut.presentFetchedToDos(response: response)
    // Then
    #expect(
      display.fetchedToDosViewModels == [
        ToDoList.FetchToDos.ViewModel(
          rows: ["[ ] Buy milk", "[x] Call Ada", "[ ] 漢字 👋🏽"],
          emptyText: "No to-dos yet. Press a to add one.", errorText: nil)
      ])
  }

  @Test func emptyListSaysSoAndHowToAddOne() {
    // When
    sut.presentFetchedToDos(response: ToDoList.FetchToDos.Response(toDos: []))
    // Then
    #expect(
      display.fetchedToDosViewModels == [
        ToDoList.FetchToDos.ViewModel(
          rows: [], emptyText: "No to-dos yet. Press a to add one.", errorText: nil)
      ])
  }

  @Test func unreadableListShowsTheErrorNamingTheFile() {
    // Given
    let error = ToDoStoreError.corruptFile(
      path: "/d/todos.json", movedTo: "/d/todos.json.corrupt-20231114T221320Z",
      reason: "not valid JSON")
    // When
    sut.presentFetchedToDos(response: ToDoList.FetchToDos.Response(toDos: [], error: error))
    // Then
    #expect(
      display.fetchedToDosViewModels.map(\.errorText) == [
        "Could not read /d/todos.json (not valid JSON); it was moved to "
          + "/d/todos.json.corrupt-20231114T221320Z and the list starts empty."
      ])
  }

  // MARK: - Insert, toggle, delete

  @Test func insertedToDoBecomesARowAtItsIndex() {
    // When
    sut.presentInsertedToDo(
      response: ToDoList.InsertNewToDo.Response(toDo: ToDo(name: "Paint"), index: 4))
    // Then
    #expect(
      display.insertedToDoViewModels == [
        ToDoList.InsertNewToDo.ViewModel(index: 4, row: "[ ] Paint", errorText: nil)
      ])
  }

  @Test(arguments: [(true, "[x] Buy milk"), (false, "[ ] Buy milk")])
  func toggledToDoShowsItsNewBox(done: Bool, row: String) {
    // When
    sut.presentToggledToDo(
      response: ToDoList.ToggleToDo.Response(toDo: ToDo(name: "Buy milk", done: done), index: 2))
    // Then
    #expect(
      display.toggledToDoViewModels == [
        ToDoList.ToggleToDo.ViewModel(index: 2, row: row, errorText: nil)
      ])
  }

  @Test func updatedToDoBecomesARowAtItsIndex() {
    // When
    sut.presentUpdatedToDo(
      response: ToDoList.UpdateToDo.Response(toDo: ToDo(name: "Buy oat milk", done: true), index: 2)
    )
    // Then
    #expect(
      display.updatedToDoViewModels == [
        ToDoList.UpdateToDo.ViewModel(index: 2, row: "[x] Buy oat milk", errorText: nil)
      ])
  }

  @Test func deletionConfirmationAsksNamingTheToDoInQuotes() {
    // When
    sut.presentDeletionConfirmation(
      response: ToDoList.ConfirmDeletion.Response(toDo: ToDo(name: "Call Ada"), index: 1))
    // Then
    #expect(
      display.deletionConfirmationViewModels == [
        ToDoList.ConfirmDeletion.ViewModel(title: "Delete “Call Ada”?", index: 1)
      ])
  }

  @Test func deletedToDoNamesItsIndex() {
    // When
    sut.presentDeletedToDo(response: ToDoList.DeleteToDo.Response(index: 1))
    // Then
    #expect(display.deletedToDoViewModels == [ToDoList.DeleteToDo.ViewModel(index: 1)])
  }

  @Test func failedSaveIsShownWithEveryKindOfChange() {
    // Given
    let text =
      "Could not save /d/todos.json (No space left on device); "
      + "the list is kept in memory and saved with the next change."
    // When
    sut.presentInsertedToDo(
      response: ToDoList.InsertNewToDo.Response(toDo: ToDo(), index: 0, error: diskFull))
    sut.presentToggledToDo(
      response: ToDoList.ToggleToDo.Response(toDo: ToDo(), index: 0, error: diskFull))
    sut.presentDeletedToDo(response: ToDoList.DeleteToDo.Response(index: 0, error: diskFull))
    sut.presentUpdatedToDo(
      response: ToDoList.UpdateToDo.Response(toDo: ToDo(), index: 0, error: diskFull))
    // Then
    #expect(display.insertedToDoViewModels.map(\.errorText) == [text])
    #expect(display.toggledToDoViewModels.map(\.errorText) == [text])
    #expect(display.deletedToDoViewModels.map(\.errorText) == [text])
    #expect(display.updatedToDoViewModels.map(\.errorText) == [text])
  }

  @Test func presenterHoldsItsViewControllerWeakly() {
    // Given
    var transientDisplay: ToDoListDisplayLogicSpy? = ToDoListDisplayLogicSpy()
    sut.viewController = transientDisplay
    // When
    transientDisplay = nil
    // Then
    #expect(sut.viewController == nil)
  }
}
