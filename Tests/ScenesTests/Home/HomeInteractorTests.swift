import DemoScenesTestSupport
import Testing

@testable import DemoScenes

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

@MainActor
struct HomeInteractorTests {
  let sut = HomeInteractor(now: { .fixed })
  let presenter = HomePresentationLogicSpy()

  init() {
    sut.presenter = presenter
  }

  // MARK: - Accepted drafts

  @Test(arguments: [Home.Navigation.segue, .directRoute])
  func acceptedDraftIsStoredWithClockDateAndPresentedWithItsNavigation(
    navigation: Home.Navigation
  ) {
    // Given
    let request = Home.SendMessage.Request(draft: "Hello", navigation: navigation)
    // When
    sut.sendMessage(request: request)
    // Then
    let accepted = Message(text: "Hello", sentAt: .fixed)
    #expect(sut.message == accepted)
    #expect(
      presenter.presentSendMessageResponses == [
        Home.SendMessage.Response(outcome: .success(accepted), navigation: navigation)
      ])
  }

  @Test func clockIsReadWhenEachDraftIsSent() {
    // Given
    let clock = ManualClock(now: .fixed)
    let sut = HomeInteractor(now: { clock.now })
    sut.presenter = presenter
    let later = Timestamp.fixed.adding(seconds: 90)
    // When
    sut.sendMessage(request: Home.SendMessage.Request(draft: "First", navigation: .segue))
    clock.now = later
    sut.sendMessage(request: Home.SendMessage.Request(draft: "Second", navigation: .segue))
    // Then
    let first = Message(text: "First", sentAt: .fixed)
    let second = Message(text: "Second", sentAt: later)
    #expect(sut.message == second)
    #expect(
      presenter.presentSendMessageResponses == [
        Home.SendMessage.Response(outcome: .success(first), navigation: .segue),
        Home.SendMessage.Response(outcome: .success(second), navigation: .segue),
      ])
  }

  @Test(arguments: [
    ("  Hello  ", "Hello"),
    ("\tHello\n", "Hello"),
    (" \r\n Hello there \r\n", "Hello there"),
    ("\u{00A0}Hello\u{2003}", "Hello"),
    ("\u{0B}\u{0C}Hello\u{85}", "Hello"),
    ("\u{1F}Hello\u{7F}", "\u{1F}Hello\u{7F}"),
    ("  a \t b  ", "a \t b"),
  ])
  func surroundingWhitespaceIsTrimmedAndInnerWhitespaceKept(draft: String, text: String) {
    // Given
    let request = Home.SendMessage.Request(draft: draft, navigation: .segue)
    // When
    sut.sendMessage(request: request)
    // Then
    let accepted = Message(text: text, sentAt: .fixed)
    #expect(sut.message == accepted)
    #expect(
      presenter.presentSendMessageResponses == [
        Home.SendMessage.Response(outcome: .success(accepted), navigation: .segue)
      ])
  }

  // MARK: - Refused drafts

  @Test(arguments: [
    "", " ", "    ", "\t", "\n", "\r\n", " \t\n\t ", "\u{00A0}\u{2003}", "\u{200B}",
    " \u{FEFF}\u{200B} ",
  ])
  func blankDraftIsRefusedAsEmptyAndNothingIsStored(draft: String) {
    // Given
    let request = Home.SendMessage.Request(draft: draft, navigation: .segue)
    // When
    sut.sendMessage(request: request)
    // Then
    #expect(sut.message == nil)
    #expect(
      presenter.presentSendMessageResponses == [
        Home.SendMessage.Response(outcome: .failure(.empty), navigation: .segue)
      ])
  }

  @Test func refusedDraftKeepsThePreviouslyAcceptedMessage() {
    // Given
    sut.sendMessage(request: Home.SendMessage.Request(draft: "Kept", navigation: .segue))
    // When
    sut.sendMessage(request: Home.SendMessage.Request(draft: " ", navigation: .directRoute))
    // Then
    let kept = Message(text: "Kept", sentAt: .fixed)
    #expect(sut.message == kept)
    #expect(
      presenter.presentSendMessageResponses.last
        == Home.SendMessage.Response(outcome: .failure(.empty), navigation: .directRoute))
  }

  // MARK: - Length

  @Test func draftOfExactlyTheMaximumLengthIsAccepted() {
    // Given
    let text = String(repeating: "a", count: Message.maximumLength)
    // When
    sut.sendMessage(request: Home.SendMessage.Request(draft: text, navigation: .segue))
    // Then
    let accepted = Message(text: text, sentAt: .fixed)
    #expect(sut.message == accepted)
    #expect(
      presenter.presentSendMessageResponses == [
        Home.SendMessage.Response(outcome: .success(accepted), navigation: .segue)
      ])
  }

  @Test func draftOneGraphemeOverTheMaximumIsRefusedAsTooLong() {
    // Given
    let text = String(repeating: "a", count: Message.maximumLength + 1)
    // When
    sut.sendMessage(request: Home.SendMessage.Request(draft: text, navigation: .segue))
    // Then
    #expect(sut.message == nil)
    #expect(
      presenter.presentSendMessageResponses == [
        Home.SendMessage.Response(
          outcome: .failure(.tooLong(length: 201, limit: 200)), navigation: .segue)
      ])
  }

  @Test func surroundingWhitespaceDoesNotCountTowardsTheLimit() {
    // Given
    let text = String(repeating: "a", count: Message.maximumLength)
    // When
    sut.sendMessage(request: Home.SendMessage.Request(draft: "  \(text)\n", navigation: .segue))
    // Then
    #expect(sut.message == Message(text: text, sentAt: .fixed))
  }

  /// Graphemes of several scalars each: a skin-tone emoji, e + combining acute, a flag, a
  /// family joined with ZWJ, and a CJK ideograph for comparison.
  nonisolated static let graphemes = ["👋🏽", "e\u{0301}", "🇫🇷", "👨‍👩‍👧", "漢"]

  @Test(arguments: graphemes)
  func lengthIsCountedInGraphemesSoTheMaximumIsAccepted(grapheme: String) {
    // Given
    let text = String(repeating: grapheme, count: Message.maximumLength)
    // When
    sut.sendMessage(request: Home.SendMessage.Request(draft: text, navigation: .segue))
    // Then
    let accepted = Message(text: text, sentAt: .fixed)
    #expect(sut.message == accepted)
    #expect(
      presenter.presentSendMessageResponses == [
        Home.SendMessage.Response(outcome: .success(accepted), navigation: .segue)
      ])
  }

  @Test(arguments: graphemes)
  func lengthIsCountedInGraphemesSoOneMoreIsRefused(grapheme: String) {
    // Given
    let text = String(repeating: grapheme, count: Message.maximumLength + 1)
    // When
    sut.sendMessage(request: Home.SendMessage.Request(draft: text, navigation: .directRoute))
    // Then
    #expect(sut.message == nil)
    #expect(
      presenter.presentSendMessageResponses == [
        Home.SendMessage.Response(
          outcome: .failure(.tooLong(length: 201, limit: 200)), navigation: .directRoute)
      ])
  }
}

/// A clock the test moves by hand.
@MainActor
private final class ManualClock {
  var now: Timestamp

  init(now: Timestamp) {
    self.now = now
  }
}
