/// A piece of work, known by its name: the base of the to-do model.
///
/// `Task` and its subclass ``ToDo`` show Swift's two-phase class initialization: `init(name:)`
/// is the designated initializer, `init()` a convenience one that delegates across to it, and
/// ``ToDo`` overrides every designated initializer, so it inherits `init()` too. They persist
/// through the class hierarchy with `Codable`, the Linux counterpart of `NSCoding`: each class
/// encodes and decodes its own fields under its own coding keys and hands the rest to its
/// superclass.
///
/// Instances are immutable; a changed task is a new one. Inside the Scenes module `Task` is
/// this class: concurrency tasks are written `_Concurrency.Task`.
///
/// ```swift
/// let chore = Task(name: "Water the plants")
/// let placeholder = Task()  // named "New Task"
/// let json = try JSONEncoder().encode(chore)  // {"name":"Water the plants"}
/// ```
public class Task: Codable, Equatable, CustomStringConvertible, @unchecked Sendable {
  // `@unchecked` because a non-final class cannot be checked: every stored property of `Task`
  // and of its subclasses (which can only live in this module) is an immutable `let` of a
  // `Sendable` type.

  /// The name given to a task made with ``init()``.
  public static let defaultName = "New Task"

  /// What the task is, as the user typed it.
  public let name: String

  private enum CodingKeys: String, CodingKey {
    case name
  }

  // MARK: - Initializers

  /// Creates a task named `name`; the designated initializer.
  ///
  /// - Parameter name: What the task is.
  public init(name: String) {
    self.name = name
  }

  /// Creates a task named "New Task".
  public convenience init() {
    self.init(name: Self.defaultName)
  }

  // MARK: - Coding

  /// Decodes the task's name.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the name is missing or is not a string.
  public required init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
  }

  /// Encodes the task's name; subclasses add their fields and call `super`.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
  }

  // MARK: - Equality

  /// Whether two tasks are of the same class and have equal fields.
  public static func == (lhs: Task, rhs: Task) -> Bool {
    lhs.isEqual(to: rhs)
  }

  /// Whether `other` is of the same class as this task and has the same fields; subclasses
  /// compare their own fields and call `super`.
  ///
  /// - Parameter other: The task to compare with.
  /// - Returns: `true` when both are the same kind of task with the same values.
  public func isEqual(to other: Task) -> Bool {
    type(of: self) == type(of: other) && name == other.name
  }

  // MARK: - Description

  /// The task as code would write it: `Task(name: "Water the plants")`.
  public var description: String {
    "Task(name: \(String(reflecting: name)))"
  }
}
