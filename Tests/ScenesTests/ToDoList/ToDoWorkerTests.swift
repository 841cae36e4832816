import Testing

@testable import DemoScenes

@MainActor
struct ToDoWorkerTests {
  let store = InMemoryToDoStore(toDos: [ToDo(name: "Saved", done: true)])
  let sut: ToDoWorker

  init() {
    sut = ToDoWorker(store: store)
  }

  @Test func fetchReturnsWhatTheStoreHolds() throws {
    #expect(try sut.fetchToDos() == [ToDo(name: "Saved", done: true)])
  }

  @Test func fetchPassesTheStoresErrorOn() {
    // Given
    let error = ToDoStoreError.unreadableFile(path: "/d/todos.json", reason: "Permission denied")
    store.loadError = error
    // When / Then
    #expect(throws: error) { try sut.fetchToDos() }
  }

  @Test func saveHandsTheWholeListToTheStoreAndPassesItsReportOn() {
    // When
    var results: [Result<ToDoSaveReport, ToDoStoreError>] = []
    sut.saveToDos([ToDo(name: "One"), ToDo(name: "Two", done: true)]) { results.append($0) }
    // Then
    #expect(store.toDos == [ToDo(name: "One"), ToDo(name: "Two", done: true)])
    #expect(results == [.success(ToDoSaveReport())])
  }

  @Test func failedSavePassesTheErrorOnAndKeepsTheStoredList() {
    // Given
    let error = ToDoStoreError.writeFailed(path: "/d/todos.json", reason: "No space left on device")
    store.saveError = error
    // When
    var results: [Result<ToDoSaveReport, ToDoStoreError>] = []
    sut.saveToDos([]) { results.append($0) }
    // Then
    #expect(results == [.failure(error)])
    #expect(store.toDos == [ToDo(name: "Saved", done: true)])
    #expect(store.saveAttempts == [[]])
  }
}
