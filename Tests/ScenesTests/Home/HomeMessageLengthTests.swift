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
    #expect(sut.errorLabel.text == "A message holds 200 characters; 2 left out.")
  }

  @Test func keysTypedPastTheLengthAreCountedTogether() {
    // Given
    screen.type(String(repeating: "x", count: Message.maximumLength - 1))
    // When a paste typed as keys (no bracketed paste) overflows the field
    screen.type(String(repeating: "y", count: 51))
    // Then
    #expect(sut.messageField.text.count == Message.maximumLength)
    #expect(sut.errorLabel.text == "A message holds 200 characters; 50 left out.")
  }

  @Test func theNoteGoesOnceTheFieldIsBelowItsLengthAndCountsAfreshAfter() {
    // Given
    screen.paste(String(repeating: "x", count: 250))
    // When the field is emptied
    screen.press(.control("u"))
    // Then
    #expect(sut.messageField.text == "")
    #expect(sut.errorLabel.text == "")
    #expect(!screen.lines.contains { $0.contains("left out") })
    // And a later overflow counts only its own
    screen.paste(String(repeating: "z", count: 203))
    #expect(sut.errorLabel.text == "A message holds 200 characters; 3 left out.")
  }

  @Test func pasteThatFitsShowsNoNote() {
    // When
    screen.paste(String(repeating: "漢", count: Message.maximumLength))
    // Then
    #expect(sut.messageField.text.count == Message.maximumLength)
    #expect(sut.errorLabel.text == "")
  }
}
