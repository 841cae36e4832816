/// What Detail's view controller asks of its interactor.
@MainActor
protocol DetailBusinessLogic {
  func showMessage(request: Detail.ShowMessage.Request)
}

/// The state other scenes hand to Detail.
@MainActor
protocol DetailDataStore {
  /// The message to show.
  var message: Message? { get set }
}

/// Holds the message Detail shows.
@MainActor
final class DetailInteractor: DetailBusinessLogic, DetailDataStore {
  var presenter: DetailPresentationLogic?
  var message: Message?

  // MARK: - Show message

  func showMessage(request: Detail.ShowMessage.Request) {
    presenter?.presentMessage(response: Detail.ShowMessage.Response(message: message))
  }
}
