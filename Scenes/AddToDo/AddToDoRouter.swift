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
/// data store, then unwinds (pops) to it: no delegate, as in the Clean Swift article.
@MainActor
final class AddToDoRouter: AddToDoRoutingLogic, AddToDoDataPassing, SegueRouting {
  weak var viewController: AddToDoViewController?
  var dataStore: AddToDoDataStore?

  static let routes: [String: (AddToDoRouter) -> (Segue?) throws -> Void] = [:]

  // MARK: - Routing

  /// Passes the created to-do to the nearest ToDoList below AddToDo and unwinds to it.
  ///
  /// - Throws: ``RoutingError`` when AddToDo is gone, a data store is missing or no ToDoList
  ///   is below it; nothing is passed or popped then.
  func routeBackToToDoList() throws {
    guard let source = dataStore else { throw RoutingError.missingDataStore(scene: "AddToDo") }
    guard let viewController else { throw RoutingError.sourceDeallocated(route: "ToDoList") }
    let destinationVC = try viewController.unwindDestination(ofType: ToDoListViewController.self)
    guard var destinationDS = destinationVC.router?.dataStore else {
      throw RoutingError.missingDataStore(scene: "ToDoList")
    }
    passDataBackToToDoList(source: source, destination: &destinationDS)
    try navigateBackToToDoList(source: viewController, destination: destinationVC)
  }

  // MARK: - Navigation

  func navigateBackToToDoList(source: AddToDoViewController, destination: ToDoListViewController)
    throws
  {
    try source.unwind(to: destination)
  }

  // MARK: - Passing data

  func passDataBackToToDoList(source: AddToDoDataStore, destination: inout ToDoListDataStore) {
    destination.newToDo = source.createdToDo
  }
}
