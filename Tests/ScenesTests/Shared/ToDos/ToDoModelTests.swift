import Testing

@testable import DemoScenes

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

struct ToDoModelTests {
  // MARK: - Initializers

  @Test func taskMadeWithTheConvenienceInitializerIsNamedNewTask() {
    // When
    let task = Task()
    // Then
    #expect(task.name == "New Task")
    #expect(type(of: task) == Task.self)
  }

  @Test func toDoInheritsTheConvenienceInitializerAndIsNotDone() {
    // When
    let toDo = ToDo()
    // Then
    #expect(toDo.name == "New Task")
    #expect(toDo.done == false)
  }

  @Test func toDoWithOnlyANameIsNotDone() {
    // When
    let toDo = ToDo(name: "Buy milk")
    // Then
    #expect(toDo.name == "Buy milk")
    #expect(toDo.done == false)
  }

  @Test(arguments: [false, true])
  func designatedInitializerKeepsNameAndDone(done: Bool) {
    // When
    let toDo = ToDo(name: "Call Ada", done: done)
    // Then
    #expect(toDo.name == "Call Ada")
    #expect(toDo.done == done)
  }

  @Test func toggledFlipsDoneKeepsTheNameAndLeavesTheOriginal() {
    // Given
    let toDo = ToDo(name: "Buy milk")
    // When
    let once = toDo.toggled()
    let twice = once.toggled()
    // Then
    #expect(once == ToDo(name: "Buy milk", done: true))
    #expect(twice == ToDo(name: "Buy milk", done: false))
    #expect(toDo.done == false)
  }

  // MARK: - Equality

  @Test func toDosAreEqualWhenNameAndDoneAre() {
    #expect(ToDo(name: "a", done: true) == ToDo(name: "a", done: true))
    #expect(ToDo(name: "a", done: true) != ToDo(name: "a", done: false))
    #expect(ToDo(name: "a", done: true) != ToDo(name: "b", done: true))
  }

  @Test func aTaskAndAToDoWithTheSameNameAreNotEqualEitherWay() {
    // Given
    let task = Task(name: "a")
    let toDo: Task = ToDo(name: "a")
    // Then
    #expect(task != toDo)
    #expect(toDo != task)
    #expect(task == Task(name: "a"))
  }

  @Test func descriptionReadsLikeTheInitializer() {
    #expect(Task(name: "a").description == #"Task(name: "a")"#)
    #expect(
      ToDo(name: "Say \"hi\"", done: true).description == #"ToDo(name: "Say \"hi\"", done: true)"#)
  }

  // MARK: - Coding through the hierarchy

  @Test func taskEncodesItsName() throws {
    // When
    let json = try Self.encode(Task(name: "Water the plants"))
    // Then
    #expect(json == #"{"name":"Water the plants"}"#)
  }

  @Test func toDoEncodesItsOwnFieldsAndItsSuperclassesNameInOneObject() throws {
    // When
    let json = try Self.encode(ToDo(name: "Buy milk", done: true, id: "a1"))
    // Then
    #expect(json == #"{"done":true,"id":"a1","name":"Buy milk"}"#)
  }

  @Test func toggledAndRenamedToDosKeepTheirIdentityAndNewOnesGetTheirOwn() {
    // Given
    let milk = ToDo(name: "Buy milk")
    // When
    let changed = milk.toggled().renamed(to: "Buy oat milk")
    // Then
    #expect(changed.id == milk.id)
    #expect(changed == ToDo(name: "Buy oat milk", done: true))
    #expect(ToDo(name: "Buy milk").id != milk.id)
    #expect(milk.id.count == 36)
  }

  @Test func newIdentityIsARandomUUIDInLowerCase() throws {
    // When
    let id = ToDo.makeID()
    // Then: 8-4-4-4-12 lower-case hex digits, version 4, variant 10xx, as Foundation's UUID
    let groups = id.split(separator: "-", omittingEmptySubsequences: false)
    #expect(groups.map(\.count) == [8, 4, 4, 4, 12])
    #expect(id.allSatisfy { "0123456789abcdef-".contains($0) })
    #expect(groups[2].first == "4")
    #expect("89ab".contains(try #require(groups[3].first)))
    #expect(UUID(uuidString: id)?.uuidString.lowercased() == id)
    #expect(ToDo.makeID() != id)
  }

  @Test func toDoSavedWithoutAnIdentityDecodesWithAnEmptyOne() throws {
    // When
    let toDo = try JSONDecoder().decode(ToDo.self, from: Data(#"{"done":true,"name":"Old"}"#.utf8))
    // Then
    #expect(toDo.id == "")
    #expect(toDo == ToDo(name: "Old", done: true))
  }

  @Test func toDoTypedAsATaskStillEncodesDone() throws {
    // Given
    let task: Task = ToDo(name: "Buy milk", done: false, id: "a1")
    // When
    let json = try Self.encode(task)
    // Then
    #expect(json == #"{"done":false,"id":"a1","name":"Buy milk"}"#)
  }

  @Test func listOfToDosSurvivesARoundTrip() throws {
    // Given
    let toDos = [
      ToDo(name: "Buy milk", done: true), ToDo(name: "Call 世界 👋🏽", done: false), ToDo(),
    ]
    // When
    let decoded = try JSONDecoder().decode([ToDo].self, from: JSONEncoder().encode(toDos))
    // Then
    #expect(decoded == toDos)
    #expect(decoded.map(\.done) == [true, false, false])
  }

  @Test func decodingAToDoReadsTheNameThroughTheSuperclass() throws {
    // When
    let toDo = try JSONDecoder().decode(
      ToDo.self, from: Data(#"{"name":"Buy milk","done":true}"#.utf8))
    // Then
    #expect(toDo == ToDo(name: "Buy milk", done: true))
  }

  @Test(arguments: [#"{"name":"Buy milk"}"#, #"{"done":true}"#, #"{"name":1,"done":true}"#])
  func toDoWithAMissingOrMistypedFieldIsNotDecoded(json: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(ToDo.self, from: Data(json.utf8))
    }
  }

  @Test func savedToDoDecodesAsAPlainTaskIgnoringDone() throws {
    // When
    let task = try JSONDecoder().decode(
      Task.self, from: Data(#"{"name":"Buy milk","done":true}"#.utf8))
    // Then
    #expect(task == Task(name: "Buy milk"))
  }

  // MARK: - Helpers

  private static func encode(_ task: Task) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(task), as: UTF8.self)
  }
}
