/// A ``ToDoStore`` in memory, for tests: it remembers what was saved and can be told to fail.
///
/// Saves complete at once, before ``saveToDos(_:completion:)`` returns.
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
  /// Reported by every ``saveToDos(_:completion:)`` while set; nothing is saved then.
  public var saveError: ToDoStoreError?
  /// Every list passed to ``saveToDos(_:completion:)``, saved or not, in order.
  public private(set) var saveAttempts: [[ToDo]] = []
  /// Why the last list passed to ``saveToDos(_:completion:)`` was not saved, if it was not.
  public private(set) var saveFailure: ToDoStoreError?
  /// That list, kept in memory.
  private var unsaved: [ToDo]?

  /// Creates a store holding `toDos`.
  ///
  /// - Parameter toDos: The list it starts with.
  public init(toDos: [ToDo] = []) {
    self.toDos = toDos
  }

  /// The last list that could not be saved while ``saveFailure`` is set, else the list as
  /// last saved.
  ///
  /// - Throws: ``loadError`` when set.
  public func loadToDos() throws(ToDoStoreError) -> [ToDo] {
    if let loadError { throw loadError }
    return unsaved ?? toDos
  }

  /// Keeps `toDos` as the saved list and reports it at once; with ``saveError`` set, keeps
  /// the earlier list as the saved one, `toDos` in memory, and reports the error.
  public func saveToDos(
    _ toDos: [ToDo],
    completion: @escaping @MainActor (Result<ToDoSaveReport, ToDoStoreError>) -> Void
  ) {
    saveAttempts.append(toDos)
    if let saveError {
      (unsaved, saveFailure) = (toDos, saveError)
      return completion(.failure(saveError))
    }
    (unsaved, saveFailure) = (nil, nil)
    self.toDos = toDos
    completion(.success(ToDoSaveReport()))
  }
}
