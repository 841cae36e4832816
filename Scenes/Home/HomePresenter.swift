/// What Home's interactor asks of its presenter.
@MainActor
protocol HomePresentationLogic {
  func presentSendMessage(response: Home.SendMessage.Response)
}

/// Turns Home's responses into display-ready view models.
@MainActor
final class HomePresenter: HomePresentationLogic {
  weak var viewController: HomeDisplayLogic?

  // MARK: - Send message

  func presentSendMessage(response: Home.SendMessage.Response) {
    let viewModel: Home.SendMessage.ViewModel
    switch response.outcome {
    case .success:
      viewModel = Home.SendMessage.ViewModel(errorText: nil, navigation: response.navigation)
    case .failure(.empty):
      viewModel = Home.SendMessage.ViewModel(
        errorText: "Type a message first.", navigation: nil)
    case .failure(.tooLong(let length, let limit)):
      viewModel = Home.SendMessage.ViewModel(
        errorText: "The message is \(length) characters long; the limit is \(limit).",
        navigation: nil)
    }
    viewController?.displaySendMessage(viewModel: viewModel)
  }
}
