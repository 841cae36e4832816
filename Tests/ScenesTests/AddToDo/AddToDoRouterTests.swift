import DemoScenesTestSupport
import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@testable import DemoScenes

@MainActor
struct AddToDoRouterTests {
  let storyboard = AppStoryboard.make(environment: .fixed)
  let store = InMemoryToDoStore(toDos: [ToDo(name: "Buy milk", done: true)])
  let toDoList: ToDoListViewController
  let addToDo: AddToDoViewController
  let navigation: NavigationController
  let sut: AddToDoRouter
  let newToDo = ToDo(name: "Call Ada")

  init() throws {
    toDoList = ToDoListViewController.inMemory(store)
    addToDo = try storyboard.instantiateViewController(
      withIdentifier: "AddToDo", as: AddToDoViewController.self)
    navigation = NavigationController(rootViewController: toDoList)
    _ = navigation.view  // ToDoList on screen first, as in the app: its list is fetched
    navigation.pushViewController(addToDo)
    sut = try #require(addToDo.router as? AddToDoRouter)
    sut.dataStore = AddToDoDataStoreStub(createdToDo: newToDo)
  }

  @Test func hasNoSegues() {
    #expect(AddToDoRouter.knownSegues == [])
  }

  // MARK: - Passing data back

  @Test func passDataBackWritesTheNewToDoIntoTheRealToDoListDataStore() throws {
    // Given
    var destination = try #require(toDoList.router?.dataStore)
    // When
    sut.passDataBackToToDoList(
      source: AddToDoDataStoreStub(createdToDo: newToDo), destination: &destination)
    // Then
    #expect(toDoList.router?.dataStore?.newToDo == newToDo)
    #expect((toDoList.interactor as? ToDoListInteractor)?.newToDo == newToDo)
  }

  @Test func passDataBackWritesThroughAStubToo() {
    // Given
    let stub = ToDoListDataStoreStub()
    var destination: ToDoListDataStore = stub
    // When
    sut.passDataBackToToDoList(
      source: AddToDoDataStoreStub(createdToDo: newToDo), destination: &destination)
    // Then
    #expect(stub.newToDo == newToDo)
  }

  // MARK: - Routing back

  @Test func routeBackPopsToToDoListWhichAddsSavesAndSelectsTheNewToDo() throws {
    // When
    try sut.routeBackToToDoList()
    // Then
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.topViewController === toDoList)
    #expect(toDoList.router?.dataStore?.toDos == [ToDo(name: "Buy milk", done: true), newToDo])
    #expect(toDoList.router?.dataStore?.newToDo == nil)
    #expect(store.toDos == [ToDo(name: "Buy milk", done: true), newToDo])
    #expect(toDoList.tableView.manager.selectedGenerator === toDoList.rowGenerators.last)
    #expect(toDoList.rowGenerators.map(\.model) == ["[x] Buy milk", "[ ] Call Ada"])
  }

  @Test func toDoCreatedByTheRealAddToDoSceneArrivesOnScreen() throws {
    // Given
    sut.dataStore = try #require(addToDo.interactor as? AddToDoInteractor)
    let screen = HeadlessScreen(rootViewController: navigation, size: Size(width: 40, height: 8))
    // When
    screen.type("Walk the dog")
    screen.press(.enter)
    // Then
    #expect(
      screen.lines == [
        " To-dos",
        "",
        "  [x] Buy milk",
        "  [ ] Walk the dog",
        "",
        "",
        "",
        " ↑↓ Move  Enter Edit  a Add  Ctrl-C Quit",
      ])
    #expect(store.toDos.last == ToDo(name: "Walk the dog"))
  }

  @Test func routeBackFromTheBottomOfTheStackThrowsAndPassesNothing() throws {
    // Given
    let addToDo = AddToDoViewController()
    let navigation = NavigationController(rootViewController: addToDo)
    let sut = try #require(addToDo.router as? AddToDoRouter)
    sut.dataStore = AddToDoDataStoreStub(createdToDo: newToDo)
    // When / Then
    #expect(
      throws: RoutingError.noSceneToReturnTo(
        expected: "ToDoListViewController", source: "AddToDoViewController", found: [])
    ) {
      try sut.routeBackToToDoList()
    }
    #expect(navigation.topViewController === addToDo)
  }

  @Test func routeBackOverAnotherSceneThrowsNamingItAndPopsNothing() throws {
    // Given
    let navigation = NavigationController(rootViewController: ViewController())
    let addToDo = AddToDoViewController()
    navigation.pushViewController(addToDo)
    let sut = try #require(addToDo.router as? AddToDoRouter)
    // When / Then
    #expect(
      throws: RoutingError.noSceneToReturnTo(
        expected: "ToDoListViewController", source: "New To-do", found: ["ViewController"])
    ) {
      try sut.routeBackToToDoList()
    }
    #expect(navigation.topViewController === addToDo)
  }

  @Test func routeBackToAToDoListFurtherDownPopsEverythingAboveIt() throws {
    // Given
    let between = ViewController()
    navigation.popViewController()
    navigation.pushViewController(between)
    navigation.pushViewController(addToDo)
    // When
    try sut.routeBackToToDoList()
    // Then
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.topViewController === toDoList)
    #expect(store.toDos == [ToDo(name: "Buy milk", done: true), newToDo])
  }

  @Test func routeBackOutsideANavigationControllerThrows() throws {
    // Given
    let addToDo = AddToDoViewController()
    let sut = try #require(addToDo.router as? AddToDoRouter)
    // When / Then
    #expect(
      throws: RoutingError.noSceneToReturnTo(
        expected: "ToDoListViewController", source: "AddToDoViewController", found: [])
    ) {
      try sut.routeBackToToDoList()
    }
    #expect(addToDo.parent == nil)
  }

  @Test func routeBackAfterTheSceneIsGoneThrows() {
    // Given
    let sut = AddToDoRouter()
    sut.dataStore = AddToDoDataStoreStub(createdToDo: newToDo)
    // When / Then
    #expect(throws: RoutingError.sourceDeallocated(route: "ToDoList")) {
      try sut.routeBackToToDoList()
    }
  }

  @Test func routeBackWithoutADataStoreThrowsAndPopsNothing() {
    // Given
    sut.dataStore = nil
    // When / Then
    #expect(throws: RoutingError.missingDataStore(scene: "AddToDo")) {
      try sut.routeBackToToDoList()
    }
    #expect(navigation.topViewController === addToDo)
  }
}
