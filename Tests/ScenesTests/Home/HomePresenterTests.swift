import DemoScenesTestSupport
import Testing

@testable import DemoScenes

@MainActor
struct HomePresenterTests {
  let sut = HomePresenter()
  let display = HomeDisplayLogicSpy()

  init() {
    sut.viewController = display
  }

  @Test(arguments: [Home.Navigation.segue, .directRoute])
  func acceptedMessageShowsNoErrorAndNavigatesAsAsked(navigation: Home.Navigation) {
    // Given
    let message = Message(text: "Hello", sentAt: .fixed)
    let response = Home.SendMessage.Response(outcome: .success(message), navigation: navigation)
    // When
    sut.presentSendMessage(response: response)
    // Then
    #expect(
      display.displaySendMessageViewModels == [
        Home.SendMessage.ViewModel(errorText: nil, navigation: navigation)
      ])
  }

  @Test(arguments: [Home.Navigation.segue, .directRoute])
  func emptyDraftShowsErrorAndStaysHome(navigation: Home.Navigation) {
    // Given
    let response = Home.SendMessage.Response(outcome: .failure(.empty), navigation: navigation)
    // When
    sut.presentSendMessage(response: response)
    // Then
    #expect(
      display.displaySendMessageViewModels == [
        Home.SendMessage.ViewModel(errorText: "Type a message first.", navigation: nil)
      ])
  }

  @Test(arguments: [
    (201, 200, "The message is 201 characters long; the limit is 200."),
    (1_000, 200, "The message is 1000 characters long; the limit is 200."),
    (3, 2, "The message is 3 characters long; the limit is 2."),
  ])
  func tooLongDraftShowsItsLengthAndTheLimitAndStaysHome(length: Int, limit: Int, text: String) {
    // Given
    let response = Home.SendMessage.Response(
      outcome: .failure(.tooLong(length: length, limit: limit)), navigation: .segue)
    // When
    sut.presentSendMessage(response: response)
    // Then
    #expect(
      display.displaySendMessageViewModels == [
        Home.SendMessage.ViewModel(errorText: text, navigation: nil)
      ])
  }

  @Test func presenterHoldsItsViewControllerWeakly() {
    // Given
    var transientDisplay: HomeDisplayLogicSpy? = HomeDisplayLogicSpy()
    sut.viewController = transientDisplay
    // When
    transientDisplay = nil
    // Then
    #expect(sut.viewController == nil)
  }
}
