/// Where the to-do list is kept: a file in the data directory, or memory in tests.
///
/// A store reads the whole list and is handed the whole list to save. ``FileToDoStore``
/// keeps it in `todos.json`, writes it off the main actor, folds a burst of saves into one
/// write, and merges what another instance saved meanwhile (see ``ToDoListMerge``);
/// ``InMemoryToDoStore`` stands in for it in tests, completes at once and can be made to fail.
///
/// ```swift
/// let store: any ToDoStore = FileToDoStore(directory: directory, now: { .now })
/// var toDos = try store.loadToDos()
/// toDos.append(ToDo(name: "Buy milk"))
/// store.saveToDos(toDos) { result in
///   if case .success(let report) = result, let merge = report.merge { toDos = merge.toDos }
/// }
/// ```
@MainActor
public protocol ToDoStore: AnyObject {
  /// Reads the list: the newest list handed to ``saveToDos(_:completion:)`` while it is not
  /// saved (being written, or its save failed: see ``saveFailure``), else the saved list; an
  /// empty list when nothing was saved yet. So a list opened again never loses a change
  /// that could not be saved.
  ///
  /// - Returns: The to-dos, in order.
  /// - Throws: ``ToDoStoreError`` when the saved list cannot be read; the caller starts from
  ///   an empty list.
  func loadToDos() throws(ToDoStoreError) -> [ToDo]

  /// Why the newest list handed to ``saveToDos(_:completion:)`` is not saved; `nil` once a
  /// save succeeds. While it is set, ``loadToDos()`` gives that list, kept in memory.
  var saveFailure: ToDoStoreError? { get }

  /// Saves `toDos`, the whole list, all or nothing, and then calls `completion` on the main
  /// actor: at once for a store in memory, after the write for a file.
  ///
  /// The caller hands over its whole list after every change. When the report carries a
  /// ``ToDoSaveReport/merge``, its list (the caller's newest list with another instance's
  /// changes merged in) replaces the caller's.
  ///
  /// - Parameters:
  ///   - toDos: The whole list.
  ///   - completion: Told what was saved, or why nothing was; a failed save keeps what was
  ///     saved before intact.
  func saveToDos(
    _ toDos: [ToDo],
    completion: @escaping @MainActor (Result<ToDoSaveReport, ToDoStoreError>) -> Void)
}

/// What a save did besides writing the list.
///
/// ```swift
/// if let merge = report.merge { print("\(merge.added) to-dos came from another instance") }
/// ```
public struct ToDoSaveReport: Equatable, Sendable {
  /// What another instance had saved since this one last read or wrote the list, merged into
  /// the caller's newest list; `nil` when nobody else had changed it.
  public var merge: ToDoListMerge?

  /// A report; `merge` is `nil` unless another instance's changes were merged.
  public init(merge: ToDoListMerge? = nil) {
    self.merge = merge
  }
}
