import TerminalUI

/// The routes AddToDo offers: back to ToDoList with the new to-do.
@MainActor
protocol AddToDoRoutingLogic {
  func routeBackToToDoList() throws
}

/// AddToDo's access to its data store, for the scene it routes back to.
@MainActor
protocol AddToDoDataPassing {
  var dataStore: AddToDoDataStore? { get }
}

/// Takes the new to-do back to the ToDoList below AddToDo on the stack, through ToDoList's
/// data store, then pops AddToDo: no delegate, as in the Clean Swift article.
@MainActor
final class AddToDoRouter: AddToDoRoutingLogic, AddToDoDataPassing, SegueRouting {
  weak var viewController: AddToDoViewController?
  var dataStore: AddToDoDataStore?

  static let routes: [String: (AddToDoRouter) -> (Segue?) throws -> Void] = [:]

  // MARK: - Routing

  /// Passes the created to-do to the ToDoList scene below on the navigation stack and pops
  /// back to it.
  ///
  /// - Throws: ``RoutingError`` when AddToDo is gone or not in a navigation controller,
  ///   ``AddToDo/RouteBackError`` when the scene below it is not ToDoList; nothing is passed
  ///   or popped then.
  func routeBackToToDoList() throws {
    guard let source = dataStore else { throw RoutingError.missingDataStore(scene: "AddToDo") }
    guard let viewController else { throw RoutingError.sourceDeallocated(route: "ToDoList") }
    guard let navigationController = viewController.navigationController else {
      throw RoutingError.notInNavigationController(source: "AddToDo")
    }
    let stack = navigationController.viewControllers
    let below = stack.firstIndex { $0 === viewController }.flatMap { index in
      index > 0 ? stack[index - 1] : nil
    }
    guard let destinationVC = below as? ToDoListViewController else {
      throw AddToDo.RouteBackError.notAboveToDoList(
        below: below.map { String(describing: type(of: $0)) })
    }
    guard var destinationDS = destinationVC.router?.dataStore else {
      throw RoutingError.missingDataStore(scene: "ToDoList")
    }
    passDataBackToToDoList(source: source, destination: &destinationDS)
    navigateBackToToDoList(source: viewController, destination: destinationVC)
  }

  // MARK: - Navigation

  func navigateBackToToDoList(source: AddToDoViewController, destination: ToDoListViewController) {
    guard let navigationController = source.navigationController else { return }
    while navigationController.topViewController !== destination {
      guard navigationController.popViewController() != nil else { return }
    }
  }

  // MARK: - Passing data

  func passDataBackToToDoList(source: AddToDoDataStore, destination: inout ToDoListDataStore) {
    destination.newToDo = source.createdToDo
  }
}
