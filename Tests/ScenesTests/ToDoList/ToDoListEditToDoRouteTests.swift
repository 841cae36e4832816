import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@testable import DemoScenes

/// ToDoList's route to EditToDo, with the real EditToDo scene and a storyboard whose
/// ToDoList keeps its list in memory.
@MainActor
struct ToDoListEditToDoRouteTests {
  let store = InMemoryToDoStore(toDos: [
    ToDo(name: "Buy milk"), ToDo(name: "Call Ada", done: true), ToDo(name: "Walk the dog"),
  ])
  let storyboard = Storyboard(initialIdentifier: "ToDoList")
  let toDoList: ToDoListViewController
  let navigation: NavigationController
  let sut: ToDoListRouter

  init() throws {
    storyboard.register("ToDoList") { [store] in ToDoListViewController.inMemory(store) }
    storyboard.register("EditToDo", segueKind: .present) { EditToDoViewController() }
    toDoList = try storyboard.instantiateViewController(
      withIdentifier: "ToDoList", as: ToDoListViewController.self)
    navigation = NavigationController(rootViewController: toDoList)
    _ = navigation.view  // the list is fetched and its first row selected
    try toDoList.tableView.manager.select(toDoList.rowGenerators[1])
    sut = try #require(toDoList.router as? ToDoListRouter)
  }

  @Test func appStoryboardPresentsEditToDo() {
    #expect(
      AppStoryboard.make(environment: .fixed).segueKind(forIdentifier: "EditToDo") == .present)
  }

  @Test func editToDoSegueHandsTheSelectedToDoAndItsIndexToTheRealScene() throws {
    // Given
    let editToDo = EditToDoViewController()
    // When
    try sut.route(Segue(identifier: "EditToDo", source: toDoList, destination: editToDo))
    // Then
    #expect(editToDo.router?.dataStore?.toDo == ToDo(name: "Call Ada", done: true))
    #expect(editToDo.router?.dataStore?.index == 1)
  }

  @Test func editToDoSegueToAnotherSceneIsASceneTypeMismatch() {
    #expect(
      throws: RoutingError.sceneTypeMismatch(
        identifier: "EditToDo", expected: "EditToDoViewController", actual: "ViewController")
    ) {
      try sut.route(Segue(identifier: "EditToDo", source: toDoList, destination: ViewController()))
    }
  }

  @Test func routeToEditToDoWithoutSeguePresentsItWithTheSelectedToDo() throws {
    // When
    try sut.routeToEditToDo(segue: nil)
    // Then
    let editToDo = try #require(toDoList.presentedViewController as? EditToDoViewController)
    #expect(editToDo.storyboardIdentifier == "EditToDo")
    #expect(editToDo.router?.dataStore?.toDo == ToDo(name: "Call Ada", done: true))
    #expect(editToDo.router?.dataStore?.index == 1)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func routeToEditToDoWhileSomethingIsPresentedThrowsAndKeepsIt() throws {
    // Given
    let alert = AlertController(title: "Busy")
    try toDoList.present(alert)
    // When / Then
    #expect(throws: RoutingError.alreadyPresenting(source: "ToDoList", presented: "Busy")) {
      try sut.routeToEditToDo(segue: nil)
    }
    #expect(toDoList.presentedViewController === alert)
  }

  @Test func routeToEditToDoFromASceneNotMadeByAStoryboardThrows() throws {
    // Given
    let toDoList = ToDoListViewController.inMemory()
    let sut = try #require(toDoList.router as? ToDoListRouter)
    // When / Then
    #expect(throws: RoutingError.noStoryboard(source: "ToDoList")) {
      try sut.routeToEditToDo(segue: nil)
    }
  }

  @Test func passDataWithNothingSelectedHandsNothing() throws {
    // Given
    let empty = ToDoListViewController.inMemory()
    let router = try #require(empty.router as? ToDoListRouter)
    _ = empty.view
    var destination: EditToDoDataStore = EditToDoDataStoreStub()
    // When
    router.passDataToEditToDo(source: ToDoListDataStoreStub(), destination: &destination)
    // Then
    #expect(destination.toDo == nil)
    #expect(destination.index == nil)
  }
}
