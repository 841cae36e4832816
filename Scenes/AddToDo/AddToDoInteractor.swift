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
    let outcome: Result<ToDo, AddToDo.NameError>
    if let name = ToDoName.accepted(request.name) {
      let toDo = ToDo(name: name)
      createdToDo = toDo
      outcome = .success(toDo)
    } else {
      outcome = .failure(.empty)
    }
    presenter?.presentCreatedToDo(response: AddToDo.CreateToDo.Response(outcome: outcome))
  }
}
