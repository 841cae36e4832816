@testable import DemoScenes

/// An EditToDo data store holding given values, for router tests that need no interactor.
@MainActor
final class EditToDoDataStoreStub: EditToDoDataStore {
  var toDo: ToDo?
  var index: Int?
  var editedToDo: ToDo?

  init(toDo: ToDo? = nil, index: Int? = nil, editedToDo: ToDo? = nil) {
    self.toDo = toDo
    self.index = index
    self.editedToDo = editedToDo
  }
}
