import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@testable import DemoScenes

@MainActor
struct EditToDoRouterTests {
  let storyboard = AppStoryboard.make(environment: .fixed)
  let store = InMemoryToDoStore(toDos: [
    ToDo(name: "Buy milk"), ToDo(name: "Call Ada", done: true, id: "ada"),
    ToDo(name: "Walk the dog"),
  ])
  let toDoList: ToDoListViewController
  let editToDo: EditToDoViewController
  let navigation: NavigationController
  let sut: EditToDoRouter
  /// Call Ada renamed, as EditToDo makes it: the same identity.
  let renamed = ToDo(name: "Call Ada Lovelace", done: true, id: "ada")

  init() throws {
    toDoList = ToDoListViewController.inMemory(store)
    editToDo = try storyboard.instantiateViewController(
      withIdentifier: "EditToDo", as: EditToDoViewController.self)
    navigation = NavigationController(rootViewController: toDoList)
    _ = navigation.view  // ToDoList on screen first, as in the app: its list is fetched
    try toDoList.tableView.manager.select(toDoList.rowGenerators[1])
    try toDoList.present(editToDo)
    sut = try #require(editToDo.router as? EditToDoRouter)
    sut.dataStore = EditToDoDataStoreStub(
      toDo: ToDo(name: "Call Ada", done: true, id: "ada"), index: 1, editedToDo: renamed)
  }

  @Test func hasNoSegues() {
    #expect(EditToDoRouter.knownSegues == [])
  }

  // MARK: - Passing data back

  @Test func passDataBackWritesTheEditedToDoAndItsIndexIntoTheRealToDoListDataStore() throws {
    // Given
    var destination = try #require(toDoList.router?.dataStore)
    // When
    sut.passDataBackToToDoList(
      source: EditToDoDataStoreStub(index: 2, editedToDo: renamed), destination: &destination)
    // Then
    #expect(toDoList.router?.dataStore?.editedToDo == ToDoList.EditedToDo(index: 2, toDo: renamed))
    #expect((toDoList.interactor as? ToDoListInteractor)?.editedToDo?.toDo == renamed)
  }

  @Test(arguments: [(1, nil), (nil, ToDo(name: "No index"))] as [(Int?, ToDo?)])
  func nothingIsPassedBackWithoutAnEditedToDoAndItsIndex(index: Int?, editedToDo: ToDo?) {
    // Given
    let stub = ToDoListDataStoreStub()
    var destination: ToDoListDataStore = stub
    // When
    sut.passDataBackToToDoList(
      source: EditToDoDataStoreStub(index: index, editedToDo: editedToDo),
      destination: &destination)
    // Then
    #expect(stub.editedToDo == nil)
  }

  // MARK: - Routing back

  @Test func routeBackDismissesTheSheetAndTheListShowsTheNewNameInPlaceSelectedAndSaved() throws {
    // When
    try sut.routeBackToToDoList()
    // Then
    #expect(toDoList.presentedViewController == nil)
    #expect(editToDo.presentingViewController == nil)
    #expect(navigation.topViewController === toDoList)
    let expected = [ToDo(name: "Buy milk"), renamed, ToDo(name: "Walk the dog")]
    #expect(toDoList.router?.dataStore?.toDos == expected)
    #expect(toDoList.router?.dataStore?.editedToDo == nil)
    #expect(store.toDos == expected)
    #expect(
      toDoList.rowGenerators.map(\.model) == [
        "[ ] Buy milk", "[x] Call Ada Lovelace", "[ ] Walk the dog",
      ])
    #expect(toDoList.tableView.manager.selectedGenerator === toDoList.rowGenerators[1])
  }

  @Test func routeBackWithNoToDoListToReturnToThrowsAndChangesNothing() throws {
    // Given
    let host = ViewController()
    let editToDo = EditToDoViewController()
    try host.present(editToDo)
    let sut = try #require(editToDo.router as? EditToDoRouter)
    sut.dataStore = EditToDoDataStoreStub(index: 0, editedToDo: renamed)
    // When / Then
    #expect(
      throws: RoutingError.noSceneToReturnTo(
        expected: "ToDoListViewController", source: "Edit To-do",
        found: ["ViewController"])
    ) {
      try sut.routeBackToToDoList()
    }
    #expect(host.presentedViewController === editToDo)
  }

  @Test func routeBackAfterTheSceneIsGoneThrows() {
    // Given
    let sut = EditToDoRouter()
    sut.dataStore = EditToDoDataStoreStub(index: 0, editedToDo: renamed)
    // When / Then
    #expect(throws: RoutingError.sourceDeallocated(route: "ToDoList")) {
      try sut.routeBackToToDoList()
    }
  }

  @Test func routeBackWithoutADataStoreThrowsAndDismissesNothing() {
    // Given
    sut.dataStore = nil
    // When / Then
    #expect(throws: RoutingError.missingDataStore(scene: "EditToDo")) {
      try sut.routeBackToToDoList()
    }
    #expect(toDoList.presentedViewController === editToDo)
    #expect(store.saveAttempts == [])
  }
}
