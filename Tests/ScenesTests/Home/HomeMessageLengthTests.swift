import DemoScenesTestSupport
import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@testable import DemoScenes

/// Home's field holds at most ``Message/maximumLength`` graphemes and says what it left out.
@MainActor
struct HomeMessageLengthTests {
  let sut = HomeViewController(now: { .fixed })
  let interactor = HomeBusinessLogicSpy()
  let screen: HeadlessScreen

  init() {
    sut.interactor = interactor
    screen = HeadlessScreen(
      rootViewController: NavigationController(rootViewController: sut),
      size: Size(width: 80, height: 10))
  }

  @Test func pasteLongerThanAMessageIsCutAndTheCutIsShown() {
    // Given
    let paste = String(repeating: "ab👋🏽", count: 100)
    // When
    screen.paste(paste)
    screen.press(.enter)
    // Then
    let kept = String(repeating: "ab👋🏽", count: 66) + "ab"
    #expect(sut.messageField.text == kept)
    #expect(sut.errorLabel.text == "A message holds 200 characters; 100 left out.")
    #expect(screen.lines.contains("  A message holds 200 characters; 100 left out."))
    #expect(interactor.sendMessageRequests == [.init(draft: kept, navigation: .segue)])
  }

  @Test func typingIntoAFullFieldIsRefusedAndShown() {
    // Given
    screen.paste(String(repeating: "x", count: Message.maximumLength))
    // When
    screen.type("yz")
    // Then
    #expect(sut.messageField.text == String(repeating: "x", count: Message.maximumLength))
    #expect(sut.errorLabel.text == "A message holds 200 characters; 1 left out.")
  }

  @Test func pasteThatFitsShowsNoNote() {
    // When
    screen.paste(String(repeating: "漢", count: Message.maximumLength))
    // Then
    #expect(sut.messageField.text.count == Message.maximumLength)
    #expect(sut.errorLabel.text == "")
  }
}
