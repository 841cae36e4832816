/// What EditToDo's interactor asks of its presenter.
@MainActor
protocol EditToDoPresentationLogic {
  func presentLoadedToDo(response: EditToDo.LoadToDo.Response)
  func presentSavedToDo(response: EditToDo.SaveToDo.Response)
}

/// Turns the to-do into the field's text, and a save's outcome into an inline error or the
/// way back to the list.
@MainActor
final class EditToDoPresenter: EditToDoPresentationLogic {
  weak var viewController: EditToDoDisplayLogic?

  // MARK: - Load to-do

  func presentLoadedToDo(response: EditToDo.LoadToDo.Response) {
    let name = response.toDo?.name ?? ""
    let leftOut = name.count - ToDoName.maximumLength
    viewController?.displayLoadedToDo(
      viewModel: EditToDo.LoadToDo.ViewModel(
        name: name,
        lengthNote: leftOut > 0
          ? LeftOutNote.sentence(subject: "A name", limit: ToDoName.maximumLength, leftOut: leftOut)
          : nil))
  }

  // MARK: - Save to-do

  func presentSavedToDo(response: EditToDo.SaveToDo.Response) {
    let viewModel: EditToDo.SaveToDo.ViewModel
    switch response.outcome {
    case .success:
      viewModel = EditToDo.SaveToDo.ViewModel(errorText: nil, routesBack: true)
    case .failure(.empty):
      viewModel = EditToDo.SaveToDo.ViewModel(
        errorText: "Type a name, or press Esc to keep the old one.",
        routesBack: false)
    }
    viewController?.displaySavedToDo(viewModel: viewModel)
  }
}
