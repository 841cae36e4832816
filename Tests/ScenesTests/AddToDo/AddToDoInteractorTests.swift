import Testing

@testable import DemoScenes

@MainActor
struct AddToDoInteractorTests {
  let sut = AddToDoInteractor()
  let presenter = AddToDoPresentationLogicSpy()

  init() {
    sut.presenter = presenter
  }

  @Test(arguments: [
    ("Buy milk", "Buy milk"),
    ("  Buy milk \t", "Buy milk"),
    ("\u{00A0}Call  Ada\n", "Call  Ada"),
    ("漢字 👋🏽", "漢字 👋🏽"),
  ])
  func nameIsTrimmedAndBecomesAToDoThatIsNotDone(name: String, kept: String) {
    // When
    sut.createToDo(request: AddToDo.CreateToDo.Request(name: name))
    // Then
    #expect(sut.createdToDo == ToDo(name: kept, done: false))
    #expect(
      presenter.createdToDoResponses == [
        AddToDo.CreateToDo.Response(outcome: .success(ToDo(name: kept)))
      ])
  }

  @Test(arguments: ["", " ", "\t\n", "\u{00A0}\u{2003}", "\u{200B}", " \u{FEFF} "])
  func blankNameIsRefusedAndNothingIsCreated(name: String) {
    // When
    sut.createToDo(request: AddToDo.CreateToDo.Request(name: name))
    // Then
    #expect(sut.createdToDo == nil)
    #expect(
      presenter.createdToDoResponses == [AddToDo.CreateToDo.Response(outcome: .failure(.empty))])
  }

  @Test func refusedNameAfterAnAcceptedOneKeepsTheCreatedToDo() {
    // Given
    sut.createToDo(request: AddToDo.CreateToDo.Request(name: "Kept"))
    // When
    sut.createToDo(request: AddToDo.CreateToDo.Request(name: "  "))
    // Then
    #expect(sut.createdToDo == ToDo(name: "Kept"))
    #expect(presenter.createdToDoResponses.last?.outcome == .failure(.empty))
  }
}
