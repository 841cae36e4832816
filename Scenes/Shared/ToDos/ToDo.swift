/// A ``Task`` that can be ticked off: its name and whether it is done.
///
/// `init(name:done:)` is the designated initializer; `init(name:)` overrides ``Task``'s
/// designated initializer as a convenience one (not done yet), so `ToDo` also inherits
/// `Task`'s convenience `init()` ("New Task", not done). It encodes `done` under its own
/// coding key and lets ``Task`` encode the name, so a to-do is stored as one flat object:
/// `{"done":false,"name":"Buy milk"}`.
///
/// ```swift
/// let milk = ToDo(name: "Buy milk")  // not done
/// let bought = milk.toggled()        // ToDo(name: "Buy milk", done: true)
/// let list = try JSONDecoder().decode([ToDo].self, from: data)
/// ```
public final class ToDo: Task, @unchecked Sendable {
  /// Whether the to-do is done.
  public let done: Bool

  private enum CodingKeys: String, CodingKey {
    case done
  }

  // MARK: - Initializers

  /// Creates a to-do; the designated initializer.
  ///
  /// - Parameters:
  ///   - name: What there is to do.
  ///   - done: Whether it is done already.
  public init(name: String, done: Bool) {
    self.done = done
    super.init(name: name)
  }

  /// Creates a to-do that is not done yet.
  ///
  /// - Parameter name: What there is to do.
  public override convenience init(name: String) {
    self.init(name: name, done: false)
  }

  /// The same to-do, with `done` flipped.
  ///
  /// - Returns: A new to-do with the same name.
  public func toggled() -> ToDo {
    ToDo(name: name, done: !done)
  }

  // MARK: - Coding

  /// Decodes `done`, then lets ``Task`` decode the rest from the same object.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a field is missing or of the wrong type.
  public required init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    done = try container.decode(Bool.self, forKey: .done)
    try super.init(from: decoder)
  }

  /// Lets ``Task`` encode the name, then encodes `done` into the same object.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  public override func encode(to encoder: any Encoder) throws {
    try super.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(done, forKey: .done)
  }

  // MARK: - Equality

  /// Whether `other` is a to-do with the same name and the same `done`.
  ///
  /// - Parameter other: The task to compare with.
  /// - Returns: `true` when both are to-dos with the same values.
  public override func isEqual(to other: Task) -> Bool {
    guard let other = other as? ToDo else { return false }
    return done == other.done && super.isEqual(to: other)
  }

  // MARK: - Description

  /// The to-do as code would write it: `ToDo(name: "Buy milk", done: false)`.
  public override var description: String {
    "ToDo(name: \(String(reflecting: name)), done: \(done))"
  }
}
