import DemoScenesTestSupport
import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@testable import DemoScenes

@MainActor
struct HomeRouterTests {
  let storyboard = AppStoryboard.make(environment: .fixed)
  let home: HomeViewController
  let sut: HomeRouter
  let message = Message(text: "Hello", sentAt: .fixed)

  init() throws {
    home = try storyboard.instantiateViewController(
      withIdentifier: "Home", as: HomeViewController.self)
    sut = try #require(home.router as? HomeRouter)
    sut.dataStore = HomeDataStoreStub(message: message)
  }

  // MARK: - Routes

  @Test func knowsTheDetailAndToDoListSegues() {
    // Scenes scaffolded with `--from Home` add routes, so the test names the ones it needs.
    #expect(HomeRouter.knownSegues.contains("Detail"))
    #expect(HomeRouter.knownSegues.contains("ToDoList"))
  }

  @Test func detailSeguePassesTheMessageIntoTheRealDetailScene() throws {
    // Given
    let detail = try storyboard.instantiateViewController(
      withIdentifier: "Detail", as: DetailViewController.self)
    let segue = Segue(identifier: "Detail", source: home, destination: detail)
    // When
    try sut.route(segue)
    // Then
    #expect(detail.router?.dataStore?.message == message)
    #expect((detail.interactor as? DetailInteractor)?.message == message)
  }

  @Test func detailSegueCarriesTheMessageTheRealHomeInteractorAccepted() throws {
    // Given
    let home = try storyboard.instantiateViewController(
      withIdentifier: "Home", as: HomeViewController.self)
    let interactor = try #require(home.interactor as? HomeInteractor)
    interactor.presenter = HomePresentationLogicSpy()
    interactor.sendMessage(request: Home.SendMessage.Request(draft: " Hi ", navigation: .segue))
    let detail = try storyboard.instantiateViewController(
      withIdentifier: "Detail", as: DetailViewController.self)
    // When
    try home.prepare(
      for: Segue(identifier: "Detail", source: home, destination: detail), sender: nil)
    // Then
    #expect(home.router?.dataStore?.message == Message(text: "Hi", sentAt: .fixed))
    #expect(detail.router?.dataStore?.message == Message(text: "Hi", sentAt: .fixed))
  }

  @Test func routeToDetailWithoutSegueInstantiatesPassesAndPushesDetail() throws {
    // Given
    let navigation = NavigationController(rootViewController: home)
    // When
    try sut.routeToDetail(segue: nil)
    // Then
    #expect(navigation.viewControllers.count == 2)
    let detail = try #require(navigation.topViewController as? DetailViewController)
    #expect(detail.storyboard === storyboard)
    #expect(detail.storyboardIdentifier == "Detail")
    #expect(detail.router?.dataStore?.message == message)
  }

  @Test func routeToDetailWithoutSegueShowsTheMessageOnScreen() {
    // Given
    let screen = HeadlessScreen(
      rootViewController: NavigationController(rootViewController: home),
      size: Size(width: 40, height: 8))
    // When
    screen.perform { try sut.routeToDetail(segue: nil) }
    // Then
    #expect(
      screen.lines == [
        " Home › Detail",
        "",
        "  Hello",
        "",
        "  Sent at 22:13",
        "",
        "",
        " Esc Back  Ctrl-C Quit",
      ])
  }

  // MARK: - Errors

  @Test func unknownIdentifierIsAnErrorNamingTheKnownOnes() throws {
    // Given
    let detail = try storyboard.instantiateViewController(
      withIdentifier: "Detail", as: DetailViewController.self)
    let segue = Segue(identifier: "Nowhere", source: home, destination: detail)
    // When / Then
    #expect(
      throws: RoutingError.unknownSegue(identifier: "Nowhere", known: HomeRouter.knownSegues)
    ) {
      try sut.route(segue)
    }
    #expect(detail.router?.dataStore?.message == nil)
  }

  @Test func destinationOfTheWrongTypeIsASceneTypeMismatch() {
    // Given
    let segue = Segue(identifier: "Detail", source: home, destination: ViewController())
    // When / Then
    #expect(
      throws: RoutingError.sceneTypeMismatch(
        identifier: "Detail", expected: "DetailViewController", actual: "ViewController")
    ) {
      try sut.route(segue)
    }
  }

  @Test func routeToDetailOutsideANavigationControllerThrows() {
    #expect(throws: RoutingError.notInNavigationController(source: "Home")) {
      try sut.routeToDetail(segue: nil)
    }
  }

  @Test func routeToDetailFromASceneNotMadeByAStoryboardThrows() throws {
    // Given
    let home = HomeViewController(now: { .fixed })
    let sut = try #require(home.router as? HomeRouter)
    let navigation = NavigationController(rootViewController: home)
    // When / Then
    #expect(throws: RoutingError.noStoryboard(source: "Home")) {
      try sut.routeToDetail(segue: nil)
    }
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func routeWithoutADataStoreThrows() throws {
    // Given
    sut.dataStore = nil
    let detail = try storyboard.instantiateViewController(
      withIdentifier: "Detail", as: DetailViewController.self)
    // When / Then
    #expect(throws: RoutingError.missingDataStore(scene: "Home")) {
      try sut.route(Segue(identifier: "Detail", source: home, destination: detail))
    }
  }

  @Test func routeToDetailAfterTheSceneIsGoneThrows() {
    // Given
    let sut = HomeRouter()
    sut.dataStore = HomeDataStoreStub(message: message)
    // When / Then
    #expect(throws: RoutingError.sourceDeallocated(route: "Detail")) {
      try sut.routeToDetail(segue: nil)
    }
  }

  // MARK: - To-dos

  @Test func toDoListSegueHandsTheRealToDoListSceneNothingAndLeavesTheShowingToTheSegue()
    throws
  {
    // Given
    let navigation = NavigationController(rootViewController: home)
    let toDoList = try storyboard.instantiateViewController(
      withIdentifier: "ToDoList", as: ToDoListViewController.self)
    let destination = try #require(toDoList.router?.dataStore)
    // When
    try sut.route(Segue(identifier: "ToDoList", source: home, destination: toDoList))
    // Then
    #expect(destination.newToDo == nil)
    #expect(destination.toDos.isEmpty)
    #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(home)])
    #expect(sut.dataStore?.message == message)
  }

  @Test func toDoListSegueToTheWrongTypeIsASceneTypeMismatch() {
    #expect(
      throws: RoutingError.sceneTypeMismatch(
        identifier: "ToDoList", expected: "ToDoListViewController", actual: "ViewController")
    ) {
      try sut.route(Segue(identifier: "ToDoList", source: home, destination: ViewController()))
    }
  }

  @Test func routeToToDoListWithoutSegueInstantiatesAndPushesToDoList() throws {
    // Given
    let navigation = NavigationController(rootViewController: home)
    // When
    try sut.routeToToDoList(segue: nil)
    // Then
    let toDoList = try #require(navigation.topViewController as? ToDoListViewController)
    #expect(toDoList.storyboard === storyboard)
    #expect(toDoList.storyboardIdentifier == "ToDoList")
  }

  @Test func routeToToDoListOutsideANavigationControllerThrows() {
    #expect(throws: RoutingError.notInNavigationController(source: "Home")) {
      try sut.routeToToDoList(segue: nil)
    }
  }

  @Test func routeToToDoListAfterTheSceneIsGoneThrows() {
    #expect(throws: RoutingError.sourceDeallocated(route: "ToDoList")) {
      try HomeRouter().routeToToDoList(segue: nil)
    }
  }

  // MARK: - Passing data

  @Test func passDataToDetailCopiesTheMessage() {
    // Given
    let stub = DetailDataStoreStub()
    var destination: DetailDataStore = stub
    // When
    sut.passDataToDetail(source: HomeDataStoreStub(message: message), destination: &destination)
    // Then
    #expect(stub.message == message)
  }

  @Test func passDataToDetailReplacesAnEarlierMessage() {
    // Given
    let stub = DetailDataStoreStub(message: Message(text: "Old", sentAt: .fixed))
    var destination: DetailDataStore = stub
    // When
    sut.passDataToDetail(source: HomeDataStoreStub(message: nil), destination: &destination)
    // Then
    #expect(stub.message == nil)
  }
}
