/// A message typed on Home and shown on Detail: its text and when it was sent.
public struct Message: Equatable, Sendable {
  /// The longest text accepted, in graphemes (what a user counts as characters).
  public static let maximumLength = 200

  /// The text, as typed (surrounding whitespace trimmed).
  public var text: String
  /// When the user sent it.
  public var sentAt: Timestamp

  /// Creates a message.
  public init(text: String, sentAt: Timestamp) {
    self.text = text
    self.sentAt = sentAt
  }
}
