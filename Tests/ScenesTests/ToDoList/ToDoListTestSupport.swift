import DemoScenesTestSupport
import TerminalUITesting

@testable import DemoScenes

extension AppStoryboard.Environment {
  /// The ``fixed`` environment with its data files in `folder`.
  static func fixed(dataIn folder: TemporaryDirectory) -> AppStoryboard.Environment {
    var environment = AppStoryboard.Environment.fixed
    environment.dataDirectory = DataDirectory(path: folder.path)
    return environment
  }
}

extension ToDoListViewController {
  /// A ToDoList scene over an in-memory store.
  static func inMemory(_ store: InMemoryToDoStore = InMemoryToDoStore()) -> ToDoListViewController {
    ToDoListViewController(worker: ToDoWorker(store: store))
  }
}
