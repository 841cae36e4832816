/// Where the to-do list is kept: a file in the data directory, or memory in tests.
///
/// A store reads the whole list and writes the whole list; it never merges. ``FileToDoStore``
/// keeps it in `todos.json`; ``InMemoryToDoStore`` stands in for it in tests and can be made
/// to fail.
///
/// ```swift
/// let store: any ToDoStore = FileToDoStore(directory: directory, now: { Date() })
/// var toDos = try store.loadToDos()
/// toDos.append(ToDo(name: "Buy milk"))
/// try store.saveToDos(toDos)
/// ```
@MainActor
public protocol ToDoStore: AnyObject {
  /// Reads the saved list; an empty list when nothing was saved yet.
  ///
  /// - Returns: The to-dos, in the order they were saved.
  /// - Throws: ``ToDoStoreError`` when the saved list cannot be read; the caller starts from
  ///   an empty list.
  func loadToDos() throws(ToDoStoreError) -> [ToDo]

  /// Replaces the saved list with `toDos`, all or nothing.
  ///
  /// - Parameter toDos: The whole list.
  /// - Throws: ``ToDoStoreError`` when it cannot be saved; what was saved before is intact.
  func saveToDos(_ toDos: [ToDo]) throws(ToDoStoreError)
}
