/// A key and what it does, as the footer lists it: `Enter Send`.
///
/// ```swift
/// let hint = KeyHint(key: "Ctrl-O", action: "Quick view")
/// ```
public struct KeyHint: Hashable, Sendable {
  /// The key's name as a user reads it, such as `Tab` or `Ctrl-O`.
  public var key: String
  /// What the key does, in a word or two.
  public var action: String

  /// Creates a hint.
  public init(key: String, action: String) {
    self.key = key
    self.action = action
  }
}
