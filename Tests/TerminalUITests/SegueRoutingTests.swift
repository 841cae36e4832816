import TerminalCore
import TerminalUI
import Testing

@MainActor
struct SegueRoutingTests {
  let storyboard = makeRoutingStoryboard()
  let source: SourceScene
  let navigation: NavigationController

  init() throws {
    source = try storyboard.instantiateViewController(
      withIdentifier: "Source", as: SourceScene.self)
    navigation = NavigationController(rootViewController: source)
  }

  // MARK: - Dispatch by identifier

  @Test func segueIsDispatchedToItsRouteWithTheSegue() throws {
    let destination = NextScene()
    let segue = Segue(identifier: "Next", source: source, destination: destination)

    try source.router.route(segue)

    #expect(source.router.routedSegues == ["Next"])
    #expect(destination.message == "Hello")
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func identifierWithoutSegueRoutesAndShowsTheDestination() throws {
    source.message = "Hi there"

    try source.router.route(identifier: "Next")

    let destination = try #require(navigation.topViewController as? NextScene)
    #expect(source.router.routedSegues == [nil])
    #expect(destination.message == "Hi there")
    #expect(destination.storyboard === storyboard)
    #expect(navigation.viewControllers.count == 2)
  }

  @Test func unknownIdentifierThrowsWithTheKnownOnes() {
    #expect(throws: RoutingError.unknownSegue(identifier: "Missing", known: ["Next"])) {
      try source.router.route(identifier: "Missing")
    }
    #expect(source.router.routedSegues == [])
  }

  @Test func knownSeguesAreSorted() {
    let router = ManyRoutesRouter()

    #expect(ManyRoutesRouter.knownSegues == ["Archive", "Back", "Next"])
    #expect(
      throws: RoutingError.unknownSegue(identifier: "Home", known: ["Archive", "Back", "Next"])
    ) {
      try router.route(identifier: "Home")
    }
  }

  @Test func segueWithAnUnknownIdentifierThrowsToo() {
    let segue = Segue(identifier: "Orphan", source: source, destination: ViewController())

    #expect(throws: RoutingError.unknownSegue(identifier: "Orphan", known: ["Next"])) {
      try source.router.route(segue)
    }
  }

  @Test func destinationOfAnotherTypeThrowsAMismatch() {
    let segue = Segue(identifier: "Next", source: source, destination: SourceScene())

    #expect(
      throws: RoutingError.sceneTypeMismatch(
        identifier: "Next", expected: "NextScene", actual: "SourceScene")
    ) {
      try source.router.route(segue)
    }
  }

  // MARK: - performSegue

  @Test func performSeguePreparesThenPushesTheDestination() throws {
    source.message = "Hi"

    try source.performSegue(withIdentifier: "Next", sender: "send button")

    #expect(
      source.preparations == [
        SourceScene.Preparation(
          identifier: "Next", sender: "send button", stackDepth: 1, destinationIdentifier: "Next")
      ])
    let destination = try #require(navigation.topViewController as? NextScene)
    #expect(destination.message == "Hi")
    #expect(destination.storyboard === storyboard)
    #expect(navigation.viewControllers.count == 2)
  }

  @Test func performSegueWithoutStoryboardThrowsAndChangesNothing() {
    let lone = SourceScene()
    let stack = NavigationController(rootViewController: lone)

    #expect(throws: RoutingError.noStoryboard(source: "Source")) {
      try lone.performSegue(withIdentifier: "Next")
    }
    #expect(stack.viewControllers.count == 1)
    #expect(lone.preparations == [])
  }

  @Test func performSegueToAnUnknownSceneThrowsAndChangesNothing() {
    #expect(
      throws: RoutingError.unknownScene(identifier: "Missing", known: ["Next", "Orphan", "Source"])
    ) {
      try source.performSegue(withIdentifier: "Missing")
    }
    #expect(navigation.viewControllers.count == 1)
    #expect(source.preparations == [])
  }

  @Test func performSegueWithoutARouteThrowsAndChangesNothing() {
    #expect(throws: RoutingError.unknownSegue(identifier: "Orphan", known: ["Next"])) {
      try source.performSegue(withIdentifier: "Orphan")
    }
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func performSegueOutsideANavigationControllerThrows() throws {
    let alone = try storyboard.instantiateViewController(
      withIdentifier: "Source", as: SourceScene.self)

    #expect(throws: RoutingError.notInNavigationController(source: "Source")) {
      try alone.performSegue(withIdentifier: "Next")
    }
  }

  @Test func reportedRoutingErrorShowsOnTheStatusLine() {
    let window = Window(rootViewController: navigation, size: Size(width: 80, height: 5))

    source.reportError(RoutingError.unknownSegue(identifier: "Orphan", known: ["Next"]))
    let lines = window.render().canvas.lines

    #expect(lines[3] == "No route for segue 'Orphan'; known segues: Next.")
    #expect(lines[0] == " Source")
  }
}
