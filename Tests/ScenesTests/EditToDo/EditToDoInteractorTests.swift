import Testing

@testable import DemoScenes

@MainActor
struct EditToDoInteractorTests {
  let sut = EditToDoInteractor()
  let presenter = EditToDoPresentationLogicSpy()

  init() {
    sut.presenter = presenter
  }

  // MARK: - Load to-do

  @Test func loadPresentsTheToDoHandedOver() {
    // Given
    sut.toDo = ToDo(name: "Buy milk", done: true)
    // When
    sut.loadToDo(request: EditToDo.LoadToDo.Request())
    // Then
    #expect(
      presenter.loadedToDoResponses == [
        EditToDo.LoadToDo.Response(toDo: ToDo(name: "Buy milk", done: true))
      ])
  }

  @Test func loadWithoutAToDoPresentsNone() {
    // When
    sut.loadToDo(request: EditToDo.LoadToDo.Request())
    // Then
    #expect(presenter.loadedToDoResponses == [EditToDo.LoadToDo.Response(toDo: nil)])
  }

  // MARK: - Save to-do

  @Test(arguments: [
    ("Buy oat milk", "Buy oat milk"),
    ("  Buy oat milk \t", "Buy oat milk"),
    ("漢字 👋🏽", "漢字 👋🏽"),
  ])
  func acceptedNameIsTrimmedAndRenamesTheToDoKeepingItsDoneFlag(name: String, kept: String) {
    // Given
    sut.toDo = ToDo(name: "Buy milk", done: true)
    sut.index = 2
    // When
    sut.saveToDo(request: EditToDo.SaveToDo.Request(name: name))
    // Then
    #expect(sut.editedToDo == ToDo(name: kept, done: true))
    #expect(sut.toDo == ToDo(name: "Buy milk", done: true))
    #expect(sut.index == 2)
    #expect(
      presenter.savedToDoResponses == [
        EditToDo.SaveToDo.Response(outcome: .success(ToDo(name: kept, done: true)))
      ])
  }

  @Test func renamedToDoKeepsItsIdentitySoAMergeSeesTheSameToDo() {
    // Given
    let original = ToDo(name: "Buy milk", done: false, id: "to-do-7")
    sut.toDo = original
    // When
    sut.saveToDo(request: EditToDo.SaveToDo.Request(name: "Buy oat milk"))
    // Then
    #expect(sut.editedToDo?.id == "to-do-7")
    #expect(sut.editedToDo?.name == "Buy oat milk")
  }

  @Test func savingWithoutAToDoHandedOverMakesOneThatIsNotDone() {
    // When
    sut.saveToDo(request: EditToDo.SaveToDo.Request(name: "Call Ada"))
    // Then
    #expect(sut.editedToDo == ToDo(name: "Call Ada", done: false))
  }

  @Test(arguments: ["", " ", "\t\n", "\u{00A0}\u{2003}", "\u{200B}", " \u{FEFF} "])
  func blankNameIsRefusedAndNothingIsEdited(name: String) {
    // Given
    sut.toDo = ToDo(name: "Buy milk")
    // When
    sut.saveToDo(request: EditToDo.SaveToDo.Request(name: name))
    // Then
    #expect(sut.editedToDo == nil)
    #expect(
      presenter.savedToDoResponses == [EditToDo.SaveToDo.Response(outcome: .failure(.empty))])
  }
}
