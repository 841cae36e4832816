import Testing

@testable import DemoScenes

@MainActor
struct ToDoListInteractorTests {
  let store = InMemoryToDoStore(toDos: [
    ToDo(name: "Buy milk"), ToDo(name: "Call Ada", done: true), ToDo(name: "Walk the dog"),
  ])
  let presenter = ToDoListPresentationLogicSpy()
  let sut: ToDoListInteractor
  let diskFull = ToDoStoreError.writeFailed(
    path: "/d/todos.json", reason: "No space left on device")

  init() {
    sut = ToDoListInteractor(worker: ToDoWorker(store: store))
    sut.presenter = presenter
  }

  // MARK: - Fetch to-dos

  @Test func fetchPresentsTheSavedListAndKeepsIt() {
    // When
    sut.fetchToDos(request: ToDoList.FetchToDos.Request())
    // Then
    let saved = [
      ToDo(name: "Buy milk"), ToDo(name: "Call Ada", done: true), ToDo(name: "Walk the dog"),
    ]
    #expect(sut.toDos == saved)
    #expect(presenter.fetchedToDosResponses == [ToDoList.FetchToDos.Response(toDos: saved)])
  }

  @Test func unreadableListStartsEmptyAndPresentsTheError() {
    // Given
    let error = ToDoStoreError.corruptFile(
      path: "/d/todos.json", movedTo: "/d/todos.json.corrupt-20231114T221320Z",
      reason: "not valid JSON")
    store.loadError = error
    // When
    sut.fetchToDos(request: ToDoList.FetchToDos.Request())
    // Then
    #expect(sut.toDos == [])
    #expect(
      presenter.fetchedToDosResponses == [ToDoList.FetchToDos.Response(toDos: [], error: error)])
    #expect(store.saveAttempts == [])
  }

  @Test func aListOpenedAfterAFailedSaveStartsFromTheUnsavedListAndItsError() {
    // Given a list whose deletion could not be saved
    sut.fetchToDos(request: ToDoList.FetchToDos.Request())
    store.saveError = diskFull
    sut.deleteToDo(request: ToDoList.DeleteToDo.Request(index: 0))
    let reopened = ToDoListInteractor(worker: ToDoWorker(store: store))
    let reopenedPresenter = ToDoListPresentationLogicSpy()
    reopened.presenter = reopenedPresenter
    // When the list is opened again
    reopened.fetchToDos(request: ToDoList.FetchToDos.Request())
    // Then
    let unsaved = [ToDo(name: "Call Ada", done: true), ToDo(name: "Walk the dog")]
    #expect(
      reopenedPresenter.fetchedToDosResponses == [
        ToDoList.FetchToDos.Response(toDos: unsaved, error: diskFull)
      ])
    #expect(store.toDos.count == 3)
  }

  @Test func fetchAfterAChangePresentsTheListInMemoryWithoutReadingAgain() {
    // Given
    sut.fetchToDos(request: ToDoList.FetchToDos.Request())
    store.saveError = diskFull
    sut.deleteToDo(request: ToDoList.DeleteToDo.Request(index: 0))
    // When
    sut.fetchToDos(request: ToDoList.FetchToDos.Request())
    // Then
    let inMemory = [ToDo(name: "Call Ada", done: true), ToDo(name: "Walk the dog")]
    #expect(
      presenter.fetchedToDosResponses.last
        == ToDoList.FetchToDos.Response(toDos: inMemory, error: diskFull))
  }

  // MARK: - Insert new to-do

  @Test func newToDoBeforeTheFirstFetchIsAddedToTheSavedListNeverOverIt() {
    // Given
    sut.newToDo = ToDo(name: "Paint the fence")
    // When
    sut.insertNewToDo(request: ToDoList.InsertNewToDo.Request())
    // Then
    #expect(
      store.toDos == [
        ToDo(name: "Buy milk"), ToDo(name: "Call Ada", done: true), ToDo(name: "Walk the dog"),
        ToDo(name: "Paint the fence"),
      ])
    #expect(presenter.insertedToDoResponses.map(\.index) == [3])
  }

  @Test func newToDoIsAppendedSavedAndPresentedAtItsIndex() {
    // Given
    sut.fetchToDos(request: ToDoList.FetchToDos.Request())
    sut.newToDo = ToDo(name: "Paint the fence")
    // When
    sut.insertNewToDo(request: ToDoList.InsertNewToDo.Request())
    // Then
    #expect(sut.toDos.last == ToDo(name: "Paint the fence"))
    #expect(sut.newToDo == nil)
    #expect(store.toDos == sut.toDos)
    #expect(
      presenter.insertedToDoResponses == [
        ToDoList.InsertNewToDo.Response(toDo: ToDo(name: "Paint the fence"), index: 3)
      ])
  }

  @Test func withoutANewToDoNothingIsInsertedSavedOrPresented() {
    // Given
    sut.fetchToDos(request: ToDoList.FetchToDos.Request())
    // When
    sut.insertNewToDo(request: ToDoList.InsertNewToDo.Request())
    // Then
    #expect(sut.toDos.count == 3)
    #expect(store.saveAttempts == [])
    #expect(presenter.insertedToDoResponses == [])
  }

  @Test func newToDoIsInsertedOnlyOnce() {
    // Given
    sut.fetchToDos(request: ToDoList.FetchToDos.Request())
    sut.newToDo = ToDo(name: "Once")
    // When
    sut.insertNewToDo(request: ToDoList.InsertNewToDo.Request())
    sut.insertNewToDo(request: ToDoList.InsertNewToDo.Request())
    // Then
    #expect(sut.toDos.filter { $0.name == "Once" }.count == 1)
    #expect(presenter.insertedToDoResponses.count == 1)
  }

  // MARK: - Toggle to-do

  @Test(arguments: [(0, true), (1, false), (2, true)])
  func toggleFlipsTheToDoAtTheIndexSavesAndPresentsIt(index: Int, done: Bool) {
    // Given
    sut.fetchToDos(request: ToDoList.FetchToDos.Request())
    let name = sut.toDos[index].name
    // When
    sut.toggleToDo(request: ToDoList.ToggleToDo.Request(index: index))
    // Then
    #expect(sut.toDos[index] == ToDo(name: name, done: done))
    #expect(store.toDos == sut.toDos)
    #expect(
      presenter.toggledToDoResponses == [
        ToDoList.ToggleToDo.Response(toDo: ToDo(name: name, done: done), index: index)
      ])
  }

  @Test func toggleBeforeTheFirstFetchActsOnTheSavedList() {
    // When
    sut.toggleToDo(request: ToDoList.ToggleToDo.Request(index: 1))
    // Then
    #expect(store.toDos.map(\.done) == [false, false, false])
    #expect(store.toDos.count == 3)
  }

  @Test(arguments: [-1, 3, 100])
  func toggleOutsideTheListChangesAndPresentsNothing(index: Int) {
    // Given
    sut.fetchToDos(request: ToDoList.FetchToDos.Request())
    // When
    sut.toggleToDo(request: ToDoList.ToggleToDo.Request(index: index))
    // Then
    #expect(sut.toDos == store.toDos)
    #expect(store.saveAttempts == [])
    #expect(presenter.toggledToDoResponses == [])
  }

  // MARK: - Delete to-do

  @Test func deleteRemovesTheToDoAtTheIndexSavesAndPresentsTheIndex() {
    // Given
    sut.fetchToDos(request: ToDoList.FetchToDos.Request())
    // When
    sut.deleteToDo(request: ToDoList.DeleteToDo.Request(index: 1))
    // Then
    #expect(sut.toDos == [ToDo(name: "Buy milk"), ToDo(name: "Walk the dog")])
    #expect(store.toDos == sut.toDos)
    #expect(presenter.deletedToDoResponses == [ToDoList.DeleteToDo.Response(index: 1)])
  }

  @Test func deletingEveryToDoSavesAnEmptyList() {
    // Given
    sut.fetchToDos(request: ToDoList.FetchToDos.Request())
    // When
    for _ in 0..<3 { sut.deleteToDo(request: ToDoList.DeleteToDo.Request(index: 0)) }
    // Then
    #expect(sut.toDos == [])
    #expect(store.toDos == [])
    #expect(presenter.deletedToDoResponses.map(\.index) == [0, 0, 0])
  }

  @Test(arguments: [-1, 3])
  func deleteOutsideTheListChangesAndPresentsNothing(index: Int) {
    // Given
    sut.fetchToDos(request: ToDoList.FetchToDos.Request())
    // When
    sut.deleteToDo(request: ToDoList.DeleteToDo.Request(index: index))
    // Then
    #expect(sut.toDos.count == 3)
    #expect(store.saveAttempts == [])
    #expect(presenter.deletedToDoResponses == [])
  }

  // MARK: - Update to-do

  @Test func editedToDoReplacesTheOneAtItsIndexIsSavedAndPresented() {
    // Given
    sut.fetchToDos(request: ToDoList.FetchToDos.Request())
    let renamed = sut.toDos[1].renamed(to: "Call Ada Lovelace")
    sut.editedToDo = ToDoList.EditedToDo(index: 1, toDo: renamed)
    // When
    sut.updateToDo(request: ToDoList.UpdateToDo.Request())
    // Then
    let expected = [ToDo(name: "Buy milk"), renamed, ToDo(name: "Walk the dog")]
    #expect(sut.toDos == expected)
    #expect(store.toDos == expected)
    #expect(sut.editedToDo == nil)
    #expect(
      presenter.updatedToDoResponses == [ToDoList.UpdateToDo.Response(toDo: renamed, index: 1)])
  }

  @Test func editedToDoBeforeTheFirstFetchReplacesOneOfTheSavedList() {
    // Given
    sut.editedToDo = ToDoList.EditedToDo(
      index: 0, toDo: store.toDos[0].renamed(to: "Buy oat milk"))
    // When
    sut.updateToDo(request: ToDoList.UpdateToDo.Request())
    // Then
    #expect(store.toDos.map(\.name) == ["Buy oat milk", "Call Ada", "Walk the dog"])
  }

  @Test func withoutAnEditedToDoNothingIsUpdatedSavedOrPresented() {
    // When
    sut.updateToDo(request: ToDoList.UpdateToDo.Request())
    // Then
    #expect(store.saveAttempts == [])
    #expect(presenter.updatedToDoResponses == [])
  }

  @Test(arguments: [-1, 3])
  func editedToDoOutsideTheListIsDroppedAndChangesNothing(index: Int) {
    // Given
    sut.editedToDo = ToDoList.EditedToDo(index: index, toDo: ToDo(name: "Lost"))
    // When
    sut.updateToDo(request: ToDoList.UpdateToDo.Request())
    // Then
    #expect(sut.editedToDo == nil)
    #expect(sut.toDos.count == 3)
    #expect(store.saveAttempts == [])
    #expect(presenter.updatedToDoResponses == [])
  }

  // MARK: - Confirm deletion

  @Test func confirmingADeletionPresentsTheToDoAndChangesNothing() {
    // When
    sut.confirmDeletion(request: ToDoList.ConfirmDeletion.Request(index: 2))
    // Then
    #expect(
      presenter.deletionConfirmationResponses == [
        ToDoList.ConfirmDeletion.Response(toDo: ToDo(name: "Walk the dog"), index: 2)
      ])
    #expect(sut.toDos.count == 3)
    #expect(store.saveAttempts == [])
  }

  @Test(arguments: [-1, 3])
  func confirmingADeletionOutsideTheListPresentsNothing(index: Int) {
    // When
    sut.confirmDeletion(request: ToDoList.ConfirmDeletion.Request(index: index))
    // Then
    #expect(presenter.deletionConfirmationResponses == [])
  }

  // MARK: - Failed saves

  @Test func failedSaveKeepsTheChangeInMemoryAndPresentsTheError() {
    // Given
    sut.fetchToDos(request: ToDoList.FetchToDos.Request())
    store.saveError = diskFull
    // When
    sut.toggleToDo(request: ToDoList.ToggleToDo.Request(index: 0))
    // Then
    #expect(sut.toDos[0] == ToDo(name: "Buy milk", done: true))
    #expect(store.toDos[0] == ToDo(name: "Buy milk", done: false))
    #expect(
      presenter.toggledToDoResponses == [
        ToDoList.ToggleToDo.Response(
          toDo: ToDo(name: "Buy milk", done: true), index: 0, error: diskFull)
      ])
  }

  @Test func nextChangeRetriesTheWholeListAndClearsTheError() {
    // Given
    sut.fetchToDos(request: ToDoList.FetchToDos.Request())
    store.saveError = diskFull
    sut.toggleToDo(request: ToDoList.ToggleToDo.Request(index: 0))
    store.saveError = nil
    // When
    sut.deleteToDo(request: ToDoList.DeleteToDo.Request(index: 2))
    // Then
    let expected = [ToDo(name: "Buy milk", done: true), ToDo(name: "Call Ada", done: true)]
    #expect(store.toDos == expected)
    #expect(store.saveAttempts.count == 2)
    #expect(presenter.deletedToDoResponses == [ToDoList.DeleteToDo.Response(index: 2)])
  }

  @Test func errorStaysUntilASaveSucceeds() {
    // Given
    sut.fetchToDos(request: ToDoList.FetchToDos.Request())
    store.saveError = diskFull
    // When
    sut.toggleToDo(request: ToDoList.ToggleToDo.Request(index: 0))
    sut.newToDo = ToDo(name: "Kept in memory")
    sut.insertNewToDo(request: ToDoList.InsertNewToDo.Request())
    // Then
    #expect(presenter.insertedToDoResponses.map(\.error) == [diskFull])
    #expect(sut.toDos.count == 4)
    #expect(store.toDos.count == 3)
  }

  @Test func errorOfAnUnreadableListClearsWithTheFirstSuccessfulSave() {
    // Given
    store.loadError = .corruptFile(
      path: "/d/todos.json", movedTo: "/d/todos.json.corrupt-x", reason: "not valid JSON")
    sut.fetchToDos(request: ToDoList.FetchToDos.Request())
    sut.newToDo = ToDo(name: "Fresh start")
    // When
    sut.insertNewToDo(request: ToDoList.InsertNewToDo.Request())
    // Then
    #expect(store.toDos == [ToDo(name: "Fresh start")])
    #expect(
      presenter.insertedToDoResponses == [
        ToDoList.InsertNewToDo.Response(toDo: ToDo(name: "Fresh start"), index: 0)
      ])
  }
}
