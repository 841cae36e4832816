import Testing

@testable import DemoScenes

@MainActor
struct EditToDoPresenterTests {
  let sut = EditToDoPresenter()
  let display = EditToDoDisplayLogicSpy()

  init() {
    sut.viewController = display
  }

  // MARK: - Load to-do

  @Test func loadedToDoPutsItsNameInTheField() {
    // When
    sut.presentLoadedToDo(
      response: EditToDo.LoadToDo.Response(toDo: ToDo(name: "Buy milk", done: true)))
    // Then
    #expect(display.loadedToDoViewModels == [EditToDo.LoadToDo.ViewModel(name: "Buy milk")])
  }

  @Test func aNameLongerThanTheFieldHoldsComesWithANoteOfWhatIsLeftOut() {
    // When
    let name = String(repeating: "漢", count: ToDoName.maximumLength + 7)
    sut.presentLoadedToDo(response: EditToDo.LoadToDo.Response(toDo: ToDo(name: name)))
    // Then
    #expect(
      display.loadedToDoViewModels == [
        EditToDo.LoadToDo.ViewModel(
          name: name, lengthNote: "A name holds 200 characters; 7 left out.")
      ])
  }

  @Test func aNameOfTheFullLengthHasNoNote() {
    // When
    let name = String(repeating: "x", count: ToDoName.maximumLength)
    sut.presentLoadedToDo(response: EditToDo.LoadToDo.Response(toDo: ToDo(name: name)))
    // Then
    #expect(display.loadedToDoViewModels == [EditToDo.LoadToDo.ViewModel(name: name)])
  }

  @Test func noToDoLeavesTheFieldEmpty() {
    // When
    sut.presentLoadedToDo(response: EditToDo.LoadToDo.Response(toDo: nil))
    // Then
    #expect(display.loadedToDoViewModels == [EditToDo.LoadToDo.ViewModel(name: "")])
  }

  // MARK: - Save to-do

  @Test func savedToDoShowsNoErrorAndGoesBack() {
    // When
    sut.presentSavedToDo(
      response: EditToDo.SaveToDo.Response(outcome: .success(ToDo(name: "Buy oat milk"))))
    // Then
    #expect(
      display.savedToDoViewModels == [EditToDo.SaveToDo.ViewModel(errorText: nil, routesBack: true)]
    )
  }

  @Test func emptyNameShowsAnInlineErrorAndStays() {
    // When
    sut.presentSavedToDo(response: EditToDo.SaveToDo.Response(outcome: .failure(.empty)))
    // Then
    #expect(
      display.savedToDoViewModels == [
        EditToDo.SaveToDo.ViewModel(
          errorText: "Type a name, or press Esc to keep the old one.", routesBack: false)
      ])
  }

  @Test func presenterHoldsItsViewControllerWeakly() {
    // Given
    var transientDisplay: EditToDoDisplayLogicSpy? = EditToDoDisplayLogicSpy()
    sut.viewController = transientDisplay
    // When
    transientDisplay = nil
    // Then
    #expect(sut.viewController == nil)
  }
}
