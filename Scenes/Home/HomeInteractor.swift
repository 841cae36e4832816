import TerminalCore

/// What Home's view controller asks of its interactor.
@MainActor
protocol HomeBusinessLogic {
  func sendMessage(request: Home.SendMessage.Request)
}

/// The state Home hands to the scenes it routes to.
@MainActor
protocol HomeDataStore {
  /// The last message accepted, passed to Detail.
  var message: Message? { get }
}

/// Validates the draft and keeps the accepted message.
@MainActor
final class HomeInteractor: HomeBusinessLogic, HomeDataStore {
  var presenter: HomePresentationLogic?
  private(set) var message: Message?
  private let now: () -> Timestamp

  /// - Parameter now: The clock that dates messages.
  init(now: @escaping () -> Timestamp) {
    self.now = now
  }

  // MARK: - Send message

  func sendMessage(request: Home.SendMessage.Request) {
    let text = trimmed(request.draft)
    let outcome: Result<Message, Home.DraftError>
    if !text.contains(where: { $0.displayWidth > 0 }) {
      outcome = .failure(.empty)
    } else if text.count > Message.maximumLength {
      outcome = .failure(.tooLong(length: text.count, limit: Message.maximumLength))
    } else {
      let accepted = Message(text: text, sentAt: now())
      message = accepted
      outcome = .success(accepted)
    }
    presenter?.presentSendMessage(
      response: Home.SendMessage.Response(outcome: outcome, navigation: request.navigation))
  }

  // MARK: - Private helpers

  private func trimmed(_ draft: String) -> String {
    guard let first = draft.firstIndex(where: { !$0.isWhitespace }),
      let last = draft.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(draft[first...last])
  }
}
