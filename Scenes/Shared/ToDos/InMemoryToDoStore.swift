/// A ``ToDoStore`` in memory, for tests: it remembers what was saved and can be told to fail.
///
/// ```swift
/// let store = InMemoryToDoStore(toDos: [ToDo(name: "Buy milk")])
/// store.saveError = .writeFailed(path: "todos.json", reason: "No space left on device")
/// ```
@MainActor
public final class InMemoryToDoStore: ToDoStore {
  /// The list as last saved.
  public private(set) var toDos: [ToDo]
  /// Thrown by every ``loadToDos()`` while set.
  public var loadError: ToDoStoreError?
  /// Thrown by every ``saveToDos(_:)`` while set; nothing is saved then.
  public var saveError: ToDoStoreError?
  /// Every list passed to ``saveToDos(_:)``, saved or not, in order.
  public private(set) var saveAttempts: [[ToDo]] = []

  /// Creates a store holding `toDos`.
  ///
  /// - Parameter toDos: The list it starts with.
  public init(toDos: [ToDo] = []) {
    self.toDos = toDos
  }

  /// The list as last saved.
  ///
  /// - Throws: ``loadError`` when set.
  public func loadToDos() throws(ToDoStoreError) -> [ToDo] {
    if let loadError { throw loadError }
    return toDos
  }

  /// Keeps `toDos` as the saved list.
  ///
  /// - Throws: ``saveError`` when set, keeping the earlier list.
  public func saveToDos(_ toDos: [ToDo]) throws(ToDoStoreError) {
    saveAttempts.append(toDos)
    if let saveError { throw saveError }
    self.toDos = toDos
  }
}
