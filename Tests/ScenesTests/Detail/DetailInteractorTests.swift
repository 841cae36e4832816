import DemoScenesTestSupport
import Testing

@testable import DemoScenes

@MainActor
struct DetailInteractorTests {
  let sut = DetailInteractor()
  let presenter = DetailPresentationLogicSpy()

  init() {
    sut.presenter = presenter
  }

  @Test func showMessagePresentsTheStoredMessage() {
    // Given
    let message = Message(text: "Hello", sentAt: .fixed)
    sut.message = message
    // When
    sut.showMessage(request: Detail.ShowMessage.Request())
    // Then
    #expect(presenter.presentMessageResponses == [Detail.ShowMessage.Response(message: message)])
  }

  @Test func showMessageWithoutAStoredMessagePresentsNil() {
    // When
    sut.showMessage(request: Detail.ShowMessage.Request())
    // Then
    #expect(presenter.presentMessageResponses == [Detail.ShowMessage.Response(message: nil)])
  }

  @Test func showMessagePresentsTheLatestMessageEachTime() {
    // Given
    let first = Message(text: "First", sentAt: .fixed)
    let second = Message(text: "Second", sentAt: .fixed.adding(seconds: 60))
    // When
    sut.message = first
    sut.showMessage(request: Detail.ShowMessage.Request())
    sut.message = second
    sut.showMessage(request: Detail.ShowMessage.Request())
    // Then
    #expect(
      presenter.presentMessageResponses == [
        Detail.ShowMessage.Response(message: first), Detail.ShowMessage.Response(message: second),
      ])
  }
}
