@testable import DemoScenes

/// An AddToDo data store holding a given to-do, for router tests that need no interactor.
@MainActor
final class AddToDoDataStoreStub: AddToDoDataStore {
  var createdToDo: ToDo?

  init(createdToDo: ToDo?) {
    self.createdToDo = createdToDo
  }
}
