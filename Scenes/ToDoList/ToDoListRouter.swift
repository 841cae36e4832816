import TerminalUI

/// The routes ToDoList offers; going back to Home is the navigation controller's Esc.
@MainActor
protocol ToDoListRoutingLogic {
  func routeToAddToDo(segue: Segue?) throws
  func routeToEditToDo(segue: Segue?) throws
}

/// ToDoList's access to its data store, for the scenes it routes to and that route back.
@MainActor
protocol ToDoListDataPassing {
  var dataStore: ToDoListDataStore? { get }
}

/// Takes ToDoList to AddToDo (pushed) and EditToDo (presented as a sheet); their routers
/// bring the new or renamed to-do back.
@MainActor
final class ToDoListRouter: ToDoListRoutingLogic, ToDoListDataPassing, SegueRouting {
  weak var viewController: ToDoListViewController?
  var dataStore: ToDoListDataStore?

  static let routes: [String: (ToDoListRouter) -> (Segue?) throws -> Void] = [
    "AddToDo": ToDoListRouter.routeToAddToDo,
    "EditToDo": ToDoListRouter.routeToEditToDo,
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

  /// Hands the selected to-do to EditToDo: with a segue, to its destination; without one,
  /// to a new EditToDo from the storyboard, which it then presents.
  ///
  /// - Throws: ``RoutingError`` when EditToDo cannot be made or presented.
  func routeToEditToDo(segue: Segue?) throws {
    guard let source = dataStore else { throw RoutingError.missingDataStore(scene: "ToDoList") }
    if let segue {
      let destinationVC = try segue.destination(as: EditToDoViewController.self)
      guard var destinationDS = destinationVC.router?.dataStore else {
        throw RoutingError.missingDataStore(scene: "EditToDo")
      }
      passDataToEditToDo(source: source, destination: &destinationDS)
    } else {
      guard let viewController else { throw RoutingError.sourceDeallocated(route: "EditToDo") }
      guard let storyboard = viewController.storyboard else {
        throw RoutingError.noStoryboard(source: "ToDoList")
      }
      let destinationVC = try storyboard.instantiateViewController(
        withIdentifier: "EditToDo", as: EditToDoViewController.self)
      guard var destinationDS = destinationVC.router?.dataStore else {
        throw RoutingError.missingDataStore(scene: "EditToDo")
      }
      passDataToEditToDo(source: source, destination: &destinationDS)
      try navigateToEditToDo(source: viewController, destination: destinationVC)
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

  func navigateToEditToDo(source: ToDoListViewController, destination: EditToDoViewController)
    throws
  {
    try source.present(destination)
  }

  // MARK: - Passing data

  /// Hands EditToDo the selected to-do and its position; nothing when no row is selected.
  func passDataToEditToDo(source: ToDoListDataStore, destination: inout EditToDoDataStore) {
    guard let index = viewController?.selectedIndex, source.toDos.indices.contains(index) else {
      return
    }
    destination.toDo = source.toDos[index]
    destination.index = index
  }
}
