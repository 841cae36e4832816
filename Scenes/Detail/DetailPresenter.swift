/// What Detail's interactor asks of its presenter.
@MainActor
protocol DetailPresentationLogic {
  func presentMessage(response: Detail.ShowMessage.Response)
}

/// Formats the message and its time for display.
@MainActor
final class DetailPresenter: DetailPresentationLogic {
  weak var viewController: DetailDisplayLogic?
  private let timeFormatter: TimeOfDayFormatter

  /// - Parameter timeFormatter: Formats the time the message was sent.
  init(timeFormatter: TimeOfDayFormatter) {
    self.timeFormatter = timeFormatter
  }

  // MARK: - Show message

  func presentMessage(response: Detail.ShowMessage.Response) {
    let viewModel: Detail.ShowMessage.ViewModel
    if let message = response.message {
      viewModel = Detail.ShowMessage.ViewModel(
        text: message.text, sentAt: "Sent at \(timeFormatter.string(from: message.sentAt))")
    } else {
      viewModel = Detail.ShowMessage.ViewModel(text: "No message was passed.", sentAt: "")
    }
    viewController?.displayMessage(viewModel: viewModel)
  }
}
