import TerminalUI

/// The routes ToDoList offers; going back to Home is the navigation controller's Esc.
@MainActor
protocol ToDoListRoutingLogic {
  func routeToAddToDo(segue: Segue?) throws
}

/// ToDoList's access to its data store, for the scenes it routes to and that route back.
@MainActor
protocol ToDoListDataPassing {
  var dataStore: ToDoListDataStore? { get }
}

/// Takes ToDoList to AddToDo; AddToDo's router brings the new to-do back.
@MainActor
final class ToDoListRouter: ToDoListRoutingLogic, ToDoListDataPassing, SegueRouting {
  weak var viewController: ToDoListViewController?
  var dataStore: ToDoListDataStore?

  static let routes: [String: (ToDoListRouter) -> (Segue?) throws -> Void] = [
    "AddToDo": ToDoListRouter.routeToAddToDo
  ]

  // MARK: - Routing

  /// With a segue, checks that it leads to AddToDo (which starts blank, so nothing is
  /// passed); without one, instantiates AddToDo from the storyboard and pushes it.
  ///
  /// - Throws: ``RoutingError`` when AddToDo cannot be made or shown.
  func routeToAddToDo(segue: Segue?) throws {
    if let segue {
      _ = try segue.destination(as: AddToDoViewController.self)
    } else {
      guard let viewController else { throw RoutingError.sourceDeallocated(route: "AddToDo") }
      guard let storyboard = viewController.storyboard else {
        throw RoutingError.noStoryboard(source: "ToDoList")
      }
      let destinationVC = try storyboard.instantiateViewController(
        withIdentifier: "AddToDo", as: AddToDoViewController.self)
      try navigateToAddToDo(source: viewController, destination: destinationVC)
    }
  }

  // MARK: - Navigation

  func navigateToAddToDo(source: ToDoListViewController, destination: AddToDoViewController)
    throws
  {
    guard let navigationController = source.navigationController else {
      throw RoutingError.notInNavigationController(source: "ToDoList")
    }
    navigationController.pushViewController(destination)
  }
}
