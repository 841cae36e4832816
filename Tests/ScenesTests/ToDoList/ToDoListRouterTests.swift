import DemoScenesTestSupport
import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@testable import DemoScenes

@MainActor
struct ToDoListRouterTests {
  let storyboard = AppStoryboard.make(environment: .fixed)
  let toDoList: ToDoListViewController
  let sut: ToDoListRouter

  init() throws {
    toDoList = try storyboard.instantiateViewController(
      withIdentifier: "ToDoList", as: ToDoListViewController.self)
    sut = try #require(toDoList.router as? ToDoListRouter)
  }

  @Test func knowsTheAddToDoAndEditToDoSegues() {
    #expect(ToDoListRouter.knownSegues == ["AddToDo", "EditToDo"])
  }

  @Test func addToDoSegueHandsTheRealAddToDoSceneNothingAndLeavesTheShowingToTheSegue()
    throws
  {
    // Given
    let navigation = NavigationController(rootViewController: toDoList)
    let addToDo = try storyboard.instantiateViewController(
      withIdentifier: "AddToDo", as: AddToDoViewController.self)
    // When
    try sut.route(Segue(identifier: "AddToDo", source: toDoList, destination: addToDo))
    // Then
    #expect(addToDo.router?.dataStore?.createdToDo == nil)
    #expect(addToDo.nameField.text == "")
    #expect(
      navigation.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(toDoList)])
  }

  @Test func destinationOfTheWrongTypeIsASceneTypeMismatch() {
    #expect(
      throws: RoutingError.sceneTypeMismatch(
        identifier: "AddToDo", expected: "AddToDoViewController", actual: "ViewController")
    ) {
      try sut.route(Segue(identifier: "AddToDo", source: toDoList, destination: ViewController()))
    }
  }

  @Test func routeToAddToDoWithoutSegueInstantiatesAndPushesAddToDo() throws {
    // Given
    let navigation = NavigationController(rootViewController: toDoList)
    // When
    try sut.routeToAddToDo(segue: nil)
    // Then
    let addToDo = try #require(navigation.topViewController as? AddToDoViewController)
    #expect(addToDo.storyboard === storyboard)
    #expect(addToDo.storyboardIdentifier == "AddToDo")
  }

  @Test func routeToAddToDoOutsideANavigationControllerThrows() {
    #expect(throws: RoutingError.notInNavigationController(source: "ToDoList")) {
      try sut.routeToAddToDo(segue: nil)
    }
  }

  @Test func routeToAddToDoFromASceneNotMadeByAStoryboardThrows() throws {
    // Given
    let toDoList = ToDoListViewController.inMemory()
    let sut = try #require(toDoList.router as? ToDoListRouter)
    let navigation = NavigationController(rootViewController: toDoList)
    // When / Then
    #expect(throws: RoutingError.noStoryboard(source: "ToDoList")) {
      try sut.routeToAddToDo(segue: nil)
    }
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func routeToAddToDoAfterTheSceneIsGoneThrows() {
    #expect(throws: RoutingError.sourceDeallocated(route: "AddToDo")) {
      try ToDoListRouter().routeToAddToDo(segue: nil)
    }
  }

  @Test func dataStoreOfTheSceneIsItsInteractor() throws {
    // Given
    var dataStore = try #require(toDoList.router?.dataStore)
    // When
    dataStore.newToDo = ToDo(name: "Written through the protocol")
    // Then
    let interactor = try #require(toDoList.interactor as? ToDoListInteractor)
    #expect(interactor.newToDo == ToDo(name: "Written through the protocol"))
  }
}
