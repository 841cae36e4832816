import TerminalCore

/// What AddToDo's view controller asks of its interactor.
@MainActor
protocol AddToDoBusinessLogic {
  func createToDo(request: AddToDo.CreateToDo.Request)
}

/// The state AddToDo hands back to ToDoList.
@MainActor
protocol AddToDoDataStore {
  /// The to-do made from the accepted name, passed back to ToDoList.
  var createdToDo: ToDo? { get }
}

/// Validates the name and makes the new to-do.
@MainActor
final class AddToDoInteractor: AddToDoBusinessLogic, AddToDoDataStore {
  var presenter: AddToDoPresentationLogic?
  private(set) var createdToDo: ToDo?

  // MARK: - Create to-do

  func createToDo(request: AddToDo.CreateToDo.Request) {
    let name = trimmed(request.name)
    let outcome: Result<ToDo, AddToDo.NameError>
    if name.contains(where: { $0.displayWidth > 0 }) {
      let toDo = ToDo(name: name)
      createdToDo = toDo
      outcome = .success(toDo)
    } else {
      outcome = .failure(.empty)
    }
    presenter?.presentCreatedToDo(response: AddToDo.CreateToDo.Response(outcome: outcome))
  }

  // MARK: - Private helpers

  private func trimmed(_ name: String) -> String {
    guard let first = name.firstIndex(where: { !$0.isWhitespace }),
      let last = name.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(name[first...last])
  }
}
