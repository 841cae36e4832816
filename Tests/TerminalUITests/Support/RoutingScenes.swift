import TerminalCore
import TerminalUI

/// The scene segues start from: it keeps a message and hands segues to its router.
@MainActor
final class SourceScene: ViewController {
  /// What `prepare(for:sender:)` saw.
  struct Preparation: Equatable {
    var identifier: String
    var sender: String?
    var stackDepth: Int?
    var destinationIdentifier: String?
  }

  let router = TestRouter()
  var message = "Hello"
  var preparations: [Preparation] = []

  override init() {
    super.init()
    title = "Source"
    router.viewController = self
  }

  override func prepare(for segue: Segue, sender: Any?) throws {
    preparations.append(
      Preparation(
        identifier: segue.identifier, sender: sender as? String,
        stackDepth: navigationController?.viewControllers.count,
        destinationIdentifier: segue.destination.storyboardIdentifier))
    try router.route(segue)
  }
}

/// The scene the router routes to; it receives the source's message.
@MainActor
final class NextScene: ViewController {
  var message: String?

  override init() {
    super.init()
    title = "Next"
  }
}

/// A router with one route, declared as Clean Swift routers declare theirs.
@MainActor
final class TestRouter: SegueRouting {
  static let routes: [String: (TestRouter) -> (Segue?) throws -> Void] = [
    "Next": TestRouter.routeToNext
  ]

  weak var viewController: SourceScene?
  var routedSegues: [String?] = []

  func routeToNext(segue: Segue?) throws {
    routedSegues.append(segue?.identifier)
    guard let source = viewController else {
      throw RoutingError.sourceDeallocated(route: "Next")
    }
    if let segue {
      let destination = try segue.destination(as: NextScene.self)
      destination.message = source.message
      return
    }
    guard let storyboard = source.storyboard else {
      throw RoutingError.noStoryboard(source: source.title)
    }
    let destination = try storyboard.instantiateViewController(
      withIdentifier: "Next", as: NextScene.self)
    destination.message = source.message
    guard let navigation = source.navigationController else {
      throw RoutingError.notInNavigationController(source: source.title)
    }
    navigation.pushViewController(destination)
  }
}

/// A router with several routes, to check that known identifiers are listed sorted.
@MainActor
final class ManyRoutesRouter: SegueRouting {
  static let routes: [String: (ManyRoutesRouter) -> (Segue?) throws -> Void] = [
    "Next": ManyRoutesRouter.routeNowhere,
    "Back": ManyRoutesRouter.routeNowhere,
    "Archive": ManyRoutesRouter.routeNowhere,
  ]

  func routeNowhere(segue: Segue?) throws {}
}

/// A storyboard with the source scene, the next scene and a scene no route leads to.
@MainActor
func makeRoutingStoryboard() -> Storyboard {
  let storyboard = Storyboard(initialIdentifier: "Source")
  storyboard.register("Source") { SourceScene() }
  storyboard.register("Next") { NextScene() }
  storyboard.register("Orphan") { ViewController() }
  return storyboard
}
