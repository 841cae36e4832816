import TerminalUI

/// The routes EditToDo offers: back to ToDoList with the renamed to-do. Cancelling is the
/// sheet's Esc, which dismisses it and passes nothing.
@MainActor
protocol EditToDoRoutingLogic {
  func routeBackToToDoList() throws
}

/// EditToDo's access to its data store, for the scene it routes back to.
@MainActor
protocol EditToDoDataPassing {
  var dataStore: EditToDoDataStore? { get }
}

/// Takes the renamed to-do back to the ToDoList that presented EditToDo, through ToDoList's
/// data store, then unwinds to it: no delegate, as in the Clean Swift article.
@MainActor
final class EditToDoRouter: EditToDoRoutingLogic, EditToDoDataPassing, SegueRouting {
  weak var viewController: EditToDoViewController?
  var dataStore: EditToDoDataStore?

  static let routes: [String: (EditToDoRouter) -> (Segue?) throws -> Void] = [:]

  // MARK: - Routing

  /// Passes the renamed to-do to the nearest ToDoList (the one that presented EditToDo),
  /// unwinds to it, which dismisses the sheet, and lets the list show the change.
  ///
  /// - Throws: ``RoutingError`` when EditToDo is gone, a data store is missing or no
  ///   ToDoList can be found; nothing is passed or dismissed then.
  func routeBackToToDoList() throws {
    guard let source = dataStore else { throw RoutingError.missingDataStore(scene: "EditToDo") }
    guard let viewController else { throw RoutingError.sourceDeallocated(route: "ToDoList") }
    let destinationVC = try viewController.unwindDestination(ofType: ToDoListViewController.self)
    guard var destinationDS = destinationVC.router?.dataStore else {
      throw RoutingError.missingDataStore(scene: "ToDoList")
    }
    passDataBackToToDoList(source: source, destination: &destinationDS)
    try navigateBackToToDoList(source: viewController, destination: destinationVC)
  }

  // MARK: - Navigation

  func navigateBackToToDoList(source: EditToDoViewController, destination: ToDoListViewController)
    throws
  {
    try source.unwind(to: destination)
  }

  // MARK: - Passing data

  /// Hands the renamed to-do and its position back; nothing when it was not saved.
  func passDataBackToToDoList(source: EditToDoDataStore, destination: inout ToDoListDataStore) {
    guard let toDo = source.editedToDo, let index = source.index else { return }
    destination.editedToDo = ToDoList.EditedToDo(index: index, toDo: toDo)
  }
}
