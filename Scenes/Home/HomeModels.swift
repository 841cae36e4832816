/// The models of the Home scene's use cases.
enum Home {
  /// How the user asked to reach Detail once the message is accepted.
  enum Navigation: Equatable, Sendable {
    /// Through `performSegue(withIdentifier: "Detail")` (Enter, or the Send button).
    case segue
    /// Through the router's `routeToDetail(segue: nil)` (Ctrl-O).
    case directRoute
  }

  /// Why a draft was refused.
  enum DraftError: Equatable, Sendable {
    /// Nothing visible: empty, whitespace, or only zero-width characters.
    case empty
    /// More graphemes than ``Message/maximumLength``.
    case tooLong(length: Int, limit: Int)
  }

  /// Sending the draft: validate it, keep it as the message, go to Detail.
  enum SendMessage {
    struct Request: Equatable, Sendable {
      var draft: String
      var navigation: Navigation
    }

    struct Response: Equatable, Sendable {
      var outcome: Result<Message, DraftError>
      var navigation: Navigation
    }

    struct ViewModel: Equatable, Sendable {
      /// The inline error under the field, or `nil` when the message was accepted.
      var errorText: String?
      /// Where to go when the message was accepted; `nil` to stay.
      var navigation: Navigation?
    }
  }
}

extension Home.DraftError: Error {}
