/// What EditToDo's view controller asks of its interactor.
@MainActor
protocol EditToDoBusinessLogic {
  func loadToDo(request: EditToDo.LoadToDo.Request)
  func saveToDo(request: EditToDo.SaveToDo.Request)
}

/// The state EditToDo receives from the list and hands back to it.
@MainActor
protocol EditToDoDataStore {
  /// The to-do to edit, handed over by the scene that opens EditToDo.
  var toDo: ToDo? { get set }
  /// Where `toDo` is in the list it came from, handed back unchanged with the edit.
  var index: Int? { get set }
  /// The to-do with its accepted new name, once saved; handed back to the list.
  var editedToDo: ToDo? { get }
}

/// Shows the to-do's name, validates the new one and makes the renamed to-do.
///
/// A renamed to-do keeps whether it is done and its identity (so another instance's save
/// merges it as the same to-do); only its name changes.
@MainActor
final class EditToDoInteractor: EditToDoBusinessLogic, EditToDoDataStore {
  var presenter: EditToDoPresentationLogic?
  var toDo: ToDo?
  var index: Int?
  private(set) var editedToDo: ToDo?

  // MARK: - Load to-do

  func loadToDo(request: EditToDo.LoadToDo.Request) {
    presenter?.presentLoadedToDo(response: EditToDo.LoadToDo.Response(toDo: toDo))
  }

  // MARK: - Save to-do

  func saveToDo(request: EditToDo.SaveToDo.Request) {
    let outcome: Result<ToDo, EditToDo.NameError>
    if let name = ToDoName.accepted(request.name) {
      let edited = toDo?.renamed(to: name) ?? ToDo(name: name)
      editedToDo = edited
      outcome = .success(edited)
    } else {
      outcome = .failure(.empty)
    }
    presenter?.presentSavedToDo(response: EditToDo.SaveToDo.Response(outcome: outcome))
  }
}
