@testable import DemoScenes

/// A ToDoList data store that only keeps what is written to it, for data-passing tests.
@MainActor
final class ToDoListDataStoreStub: ToDoListDataStore {
  var toDos: [ToDo] = []
  var newToDo: ToDo?
  var editedToDo: ToDoList.EditedToDo?
}
