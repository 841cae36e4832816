@testable import DemoScenes

/// A ``ToDoStore`` whose saves complete when the test says, as a file store's do after
/// writing off the main actor.
@MainActor
final class DeferredToDoStore: ToDoStore {
  var toDos: [ToDo]
  /// Every list handed over, with its completion, until the test completes it.
  private(set) var pending: [(toDos: [ToDo], completion: FileToDoStore.Completion)] = []

  init(toDos: [ToDo]) {
    self.toDos = toDos
  }

  func loadToDos() throws(ToDoStoreError) -> [ToDo] {
    toDos
  }

  func saveToDos(_ toDos: [ToDo], completion: @escaping FileToDoStore.Completion) {
    pending.append((toDos, completion))
  }

  /// Completes the oldest pending save with `result`.
  func completeNext(with result: Result<ToDoSaveReport, ToDoStoreError>) {
    guard !pending.isEmpty else { return }
    let save = pending.removeFirst()
    if case .success = result { toDos = save.toDos }
    save.completion(result)
  }
}
