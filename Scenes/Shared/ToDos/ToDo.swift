/// A ``Task`` that can be ticked off: its name, whether it is done, and an identity.
///
/// The ``id`` says which to-do this is across changes and across instances of the app: a
/// toggled or renamed to-do keeps it, and stores merge lists by it. Equality (`==`) compares
/// what the user sees, the name and `done`, not the identity; compare ``id`` to ask whether
/// two values are the same to-do.
///
/// `init(name:done:id:)` is the designated initializer; `init(name:)` overrides ``Task``'s
/// designated initializer as a convenience one (not done yet), so `ToDo` also inherits
/// `Task`'s convenience `init()` ("New Task", not done). It encodes `done` under its own
/// coding keys and lets ``Task`` encode the name, so a to-do is stored as one flat object:
/// `{"done":false,"id":"5f0c…","name":"Buy milk"}`. An object without an `id` (a file written
/// before identities existed) decodes with an empty one, which its store replaces.
///
/// ```swift
/// let milk = ToDo(name: "Buy milk")  // not done
/// let bought = milk.toggled()        // ToDo(name: "Buy milk", done: true)
/// let list = try JSONDecoder().decode([ToDo].self, from: data)
/// ```
public final class ToDo: Task, Identifiable, @unchecked Sendable {
  /// Whether the to-do is done.
  public let done: Bool

  /// Which to-do this is: kept by ``toggled()`` and ``renamed(to:)``, unique to each to-do
  /// made with a new one (a random UUID by default).
  public let id: String

  private enum CodingKeys: String, CodingKey {
    case done
    case id
  }

  // MARK: - Initializers

  /// Creates a to-do; the designated initializer.
  ///
  /// - Parameters:
  ///   - name: What there is to do.
  ///   - done: Whether it is done already; not yet unless given.
  ///   - id: Which to-do it is; a new identity unless given.
  public init(name: String, done: Bool = false, id: String = ToDo.makeID()) {
    self.done = done
    self.id = id
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
  /// - Returns: A new value with the same name and identity.
  public func toggled() -> ToDo {
    ToDo(name: name, done: !done, id: id)
  }

  /// The same to-do, named `name`.
  ///
  /// - Parameter name: The new name.
  /// - Returns: A new value with the same `done` and identity.
  public func renamed(to name: String) -> ToDo {
    ToDo(name: name, done: done, id: id)
  }

  /// A new identity: a random UUID (version 4), in lower case.
  public static func makeID() -> String {
    var random = SystemRandomNumberGenerator()
    var bytes = withUnsafeBytes(of: (random.next() as UInt64, random.next() as UInt64)) {
      Array($0)
    }
    bytes[6] = bytes[6] & 0x0F | 0x40  // the version, 4: random
    bytes[8] = bytes[8] & 0x3F | 0x80  // the variant of RFC 9562
    let digits: StaticString = "0123456789abcdef"
    return String(unsafeUninitializedCapacity: 36) { text in
      digits.withUTF8Buffer { hex in
        var count = 0
        for (index, byte) in bytes.enumerated() {
          if index == 4 || index == 6 || index == 8 || index == 10 {
            text[count] = UInt8(ascii: "-")
            count += 1
          }
          text[count] = hex[Int(byte >> 4)]
          text[count + 1] = hex[Int(byte & 0x0F)]
          count += 2
        }
        return count
      }
    }
  }

  // MARK: - Coding

  /// Decodes `done` and `id` (empty when missing), then lets ``Task`` decode the rest from
  /// the same object.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a field is missing or of the wrong type.
  public required init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    done = try container.decode(Bool.self, forKey: .done)
    id = try container.decodeIfPresent(String.self, forKey: .id) ?? ""
    try super.init(from: decoder)
  }

  /// Lets ``Task`` encode the name, then encodes `done` and `id` into the same object.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  public override func encode(to encoder: any Encoder) throws {
    try super.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(done, forKey: .done)
    try container.encode(id, forKey: .id)
  }

  // MARK: - Equality

  /// Whether `other` is a to-do with the same name and the same `done`, whatever its ``id``.
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
