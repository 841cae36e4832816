/// Loads and saves the to-do list for the ToDoList scene, through a ``ToDoStore``.
///
/// The store comes in through `init`, so the app passes a ``FileToDoStore`` and tests an
/// ``InMemoryToDoStore``.
///
/// ```swift
/// let worker = ToDoWorker(store: InMemoryToDoStore(toDos: [ToDo(name: "Buy milk")]))
/// let toDos = try worker.fetchToDos()
/// worker.saveToDos(toDos + [ToDo(name: "Walk the dog")]) { result in print(result) }
/// ```
@MainActor
final class ToDoWorker {
  private let store: any ToDoStore

  /// - Parameter store: Where the list is kept.
  init(store: any ToDoStore) {
    self.store = store
  }

  /// The list: the saved one, or the newest one handed over while it is not saved.
  ///
  /// - Throws: ``ToDoStoreError`` when it cannot be read; the list then starts empty.
  func fetchToDos() throws(ToDoStoreError) -> [ToDo] {
    try store.loadToDos()
  }

  /// Why the newest list handed over is not saved, while it is not (``fetchToDos()`` then
  /// gives that list).
  var saveFailure: ToDoStoreError? {
    store.saveFailure
  }

  /// Saves the whole list; the store calls `completion` once it is saved or failed, at once
  /// or after a write off the main actor.
  ///
  /// - Parameters:
  ///   - toDos: The whole list.
  ///   - completion: Told what another instance's changes were merged in (the merged list
  ///     replaces the caller's), or why nothing was saved (the saved list is unchanged).
  func saveToDos(
    _ toDos: [ToDo],
    completion: @escaping @MainActor (Result<ToDoSaveReport, ToDoStoreError>) -> Void
  ) {
    store.saveToDos(toDos, completion: completion)
  }
}
