/// Loads and saves the to-do list for the ToDoList scene, through a ``ToDoStore``.
///
/// The store comes in through `init`, so the app passes a ``FileToDoStore`` and tests an
/// ``InMemoryToDoStore``.
///
/// ```swift
/// let worker = ToDoWorker(store: InMemoryToDoStore(toDos: [ToDo(name: "Buy milk")]))
/// let toDos = try worker.fetchToDos()
/// ```
@MainActor
final class ToDoWorker {
  private let store: any ToDoStore

  /// - Parameter store: Where the list is kept.
  init(store: any ToDoStore) {
    self.store = store
  }

  /// The saved list.
  ///
  /// - Throws: ``ToDoStoreError`` when it cannot be read; the list then starts empty.
  func fetchToDos() throws(ToDoStoreError) -> [ToDo] {
    try store.loadToDos()
  }

  /// Saves the whole list.
  ///
  /// - Throws: ``ToDoStoreError`` when it cannot be saved; the saved list is unchanged.
  func saveToDos(_ toDos: [ToDo]) throws(ToDoStoreError) {
    try store.saveToDos(toDos)
  }
}
