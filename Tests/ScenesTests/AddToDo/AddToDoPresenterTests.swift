import Testing

@testable import DemoScenes

@MainActor
struct AddToDoPresenterTests {
  let sut = AddToDoPresenter()
  let display = AddToDoDisplayLogicSpy()

  init() {
    sut.viewController = display
  }

  @Test func createdToDoShowsNoErrorAndGoesBack() {
    // When
    sut.presentCreatedToDo(
      response: AddToDo.CreateToDo.Response(outcome: .success(ToDo(name: "Buy milk"))))
    // Then
    #expect(
      display.createdToDoViewModels == [
        AddToDo.CreateToDo.ViewModel(errorText: nil, routesBack: true)
      ])
  }

  @Test func emptyNameShowsAnInlineErrorAndStays() {
    // When
    sut.presentCreatedToDo(response: AddToDo.CreateToDo.Response(outcome: .failure(.empty)))
    // Then
    #expect(
      display.createdToDoViewModels == [
        AddToDo.CreateToDo.ViewModel(
          errorText: "Type a name for the to-do first.", routesBack: false)
      ])
  }

  @Test func presenterHoldsItsViewControllerWeakly() {
    // Given
    var transientDisplay: AddToDoDisplayLogicSpy? = AddToDoDisplayLogicSpy()
    sut.viewController = transientDisplay
    // When
    transientDisplay = nil
    // Then
    #expect(sut.viewController == nil)
  }
}
