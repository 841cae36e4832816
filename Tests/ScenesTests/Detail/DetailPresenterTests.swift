import DemoScenesTestSupport
import Testing

@testable import DemoScenes

@MainActor
struct DetailPresenterTests {
  let sut = DetailPresenter(timeFormatter: TimeOfDayFormatter(utcOffsetSeconds: 0))
  let display = DetailDisplayLogicSpy()

  init() {
    sut.viewController = display
  }

  @Test func messageIsShownWithTheTimeItWasSent() {
    // Given
    let response = Detail.ShowMessage.Response(message: Message(text: "Hello", sentAt: .fixed))
    // When
    sut.presentMessage(response: response)
    // Then
    #expect(
      display.displayMessageViewModels == [
        Detail.ShowMessage.ViewModel(text: "Hello", sentAt: "Sent at 22:13")
      ])
  }

  @Test(arguments: [
    (3_600, "Sent at 23:13"), (19_800, "Sent at 03:43"), (-18_000, "Sent at 17:13"),
  ])
  func timeIsShownInTheFormattersTimeZone(offsetSeconds: Int, sentAt: String) {
    // Given
    let sut = DetailPresenter(timeFormatter: TimeOfDayFormatter(utcOffsetSeconds: offsetSeconds))
    sut.viewController = display
    let response = Detail.ShowMessage.Response(message: Message(text: "Hi", sentAt: .fixed))
    // When
    sut.presentMessage(response: response)
    // Then
    #expect(
      display.displayMessageViewModels == [Detail.ShowMessage.ViewModel(text: "Hi", sentAt: sentAt)]
    )
  }

  @Test func noMessageShowsWhyAndNoTime() {
    // When
    sut.presentMessage(response: Detail.ShowMessage.Response(message: nil))
    // Then
    #expect(
      display.displayMessageViewModels == [
        Detail.ShowMessage.ViewModel(text: "No message was passed.", sentAt: "")
      ])
  }
}
