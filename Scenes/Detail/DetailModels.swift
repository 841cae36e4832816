/// The models of the Detail scene's use cases.
enum Detail {
  /// Showing the message Home passed.
  enum ShowMessage {
    struct Request: Equatable, Sendable {}

    struct Response: Equatable, Sendable {
      var message: Message?
    }

    struct ViewModel: Equatable, Sendable {
      var text: String
      var sentAt: String
    }
  }
}
