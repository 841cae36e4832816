@testable import DemoScenes

/// A ``ToDoStore`` whose saves complete when the test says, as a file store's do after
/// writing off the main actor.
@MainActor
final class DeferredToDoStore: ToDoStore {
  var toDos: [ToDo]
  private(set) var saveFailure: ToDoStoreError?
  /// The list of the last save completed with a failure, until one succeeds.
  private var unsaved: [ToDo]?
  /// Every list handed over, with its completion, until the test completes it.
  private(set) var pending: [(toDos: [ToDo], completion: FileToDoStore.Completion)] = []

  init(toDos: [ToDo]) {
    self.toDos = toDos
  }

  func loadToDos() throws(ToDoStoreError) -> [ToDo] {
    pending.last?.toDos ?? unsaved ?? toDos
  }

  func saveToDos(_ toDos: [ToDo], completion: @escaping FileToDoStore.Completion) {
    pending.append((toDos, completion))
  }

  /// Completes the oldest pending save with `result`.
  func completeNext(with result: Result<ToDoSaveReport, ToDoStoreError>) {
    guard !pending.isEmpty else { return }
    let save = pending.removeFirst()
    switch result {
    case .success: (toDos, unsaved, saveFailure) = (save.toDos, nil, nil)
    case .failure(let error): (unsaved, saveFailure) = (save.toDos, error)
    }
    save.completion(result)
  }
}
