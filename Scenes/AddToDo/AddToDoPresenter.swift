/// What AddToDo's interactor asks of its presenter.
@MainActor
protocol AddToDoPresentationLogic {
  func presentCreatedToDo(response: AddToDo.CreateToDo.Response)
}

/// Turns AddToDo's outcome into an inline error or the way back to the list.
@MainActor
final class AddToDoPresenter: AddToDoPresentationLogic {
  weak var viewController: AddToDoDisplayLogic?

  // MARK: - Create to-do

  func presentCreatedToDo(response: AddToDo.CreateToDo.Response) {
    let viewModel: AddToDo.CreateToDo.ViewModel
    switch response.outcome {
    case .success:
      viewModel = AddToDo.CreateToDo.ViewModel(errorText: nil, routesBack: true)
    case .failure(.empty):
      viewModel = AddToDo.CreateToDo.ViewModel(
        errorText: "Type a name for the to-do first.", routesBack: false)
    }
    viewController?.displayCreatedToDo(viewModel: viewModel)
  }
}
