import TerminalUI

/// The routes Home offers.
@MainActor
protocol HomeRoutingLogic {
  func routeToDetail(segue: Segue?) throws
  func routeToToDoList(segue: Segue?) throws
}

/// Home's access to its data store, for the scenes it routes to.
@MainActor
protocol HomeDataPassing {
  var dataStore: HomeDataStore? { get }
}

/// Takes Home to Detail, handing over the message.
@MainActor
final class HomeRouter: HomeRoutingLogic, HomeDataPassing, SegueRouting {
  weak var viewController: HomeViewController?
  var dataStore: HomeDataStore?

  static let routes: [String: (HomeRouter) -> (Segue?) throws -> Void] = [
    "Detail": HomeRouter.routeToDetail,
    "ToDoList": HomeRouter.routeToToDoList,
  ]

  // MARK: - Routing

  /// With a segue, passes the message to its destination; without one, instantiates Detail
  /// from the storyboard, passes the message and pushes it.
  ///
  /// - Throws: ``RoutingError`` when Detail cannot be made or shown.
  func routeToDetail(segue: Segue?) throws {
    guard let source = dataStore else { throw RoutingError.missingDataStore(scene: "Home") }
    if let segue {
      let destinationVC = try segue.destination(as: DetailViewController.self)
      guard var destinationDS = destinationVC.router?.dataStore else {
        throw RoutingError.missingDataStore(scene: "Detail")
      }
      passDataToDetail(source: source, destination: &destinationDS)
    } else {
      guard let viewController else { throw RoutingError.sourceDeallocated(route: "Detail") }
      guard let storyboard = viewController.storyboard else {
        throw RoutingError.noStoryboard(source: "Home")
      }
      let destinationVC = try storyboard.instantiateViewController(
        withIdentifier: "Detail", as: DetailViewController.self)
      guard var destinationDS = destinationVC.router?.dataStore else {
        throw RoutingError.missingDataStore(scene: "Detail")
      }
      passDataToDetail(source: source, destination: &destinationDS)
      try navigateToDetail(source: viewController, destination: destinationVC)
    }
  }

  /// With a segue, checks that it leads to ToDoList (which loads its own list, so nothing is
  /// passed); without one, instantiates ToDoList from the storyboard and pushes it.
  ///
  /// - Throws: ``RoutingError`` when ToDoList cannot be made or shown.
  func routeToToDoList(segue: Segue?) throws {
    if let segue {
      _ = try segue.destination(as: ToDoListViewController.self)
    } else {
      guard let viewController else { throw RoutingError.sourceDeallocated(route: "ToDoList") }
      guard let storyboard = viewController.storyboard else {
        throw RoutingError.noStoryboard(source: "Home")
      }
      let destinationVC = try storyboard.instantiateViewController(
        withIdentifier: "ToDoList", as: ToDoListViewController.self)
      try navigateToToDoList(source: viewController, destination: destinationVC)
    }
  }

  // MARK: - Navigation

  func navigateToDetail(source: HomeViewController, destination: DetailViewController) throws {
    guard let navigationController = source.navigationController else {
      throw RoutingError.notInNavigationController(source: "Home")
    }
    navigationController.pushViewController(destination)
  }

  func navigateToToDoList(source: HomeViewController, destination: ToDoListViewController)
    throws
  {
    guard let navigationController = source.navigationController else {
      throw RoutingError.notInNavigationController(source: "Home")
    }
    navigationController.pushViewController(destination)
  }

  // MARK: - Passing data

  func passDataToDetail(source: HomeDataStore, destination: inout DetailDataStore) {
    destination.message = source.message
  }

}
