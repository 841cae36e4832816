import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

/// A text field holds one line: line breaks and tabs that come in become a space, other
/// control characters are dropped, whether pasted, typed or set by code.
@MainActor
struct TextFieldSingleLineTests {
  /// What a field's handlers saw: its text when each event came, and how much was dropped.
  final class Events {
    var entries: [String] = []
  }

  let events = Events()

  /// A field that records its events, on a screen 30 columns wide.
  func fieldOnScreen(text: String = "", maximumLength: Int? = nil) -> (TextField, HeadlessScreen) {
    let field = TextField(text: text, maximumLength: maximumLength)
      .on(.editingChanged) { [events] field in events.entries.append("changed \(field.text)") }
      .on(.inputTruncated) { [events] field in
        events.entries.append("truncated \(field.droppedCount)")
      }
    let screen = HeadlessScreen(
      rootViewController: HostViewController(field), size: Size(width: 30, height: 3))
    return (field, screen)
  }

  // MARK: - Paste

  @Test func pastedLineBreaksAndTabsBecomeSpacesAndOtherControlsAreDropped() {
    let (sut, screen) = fieldOnScreen()

    screen.paste("Buy\nmilk\tand\u{07}eggs")

    #expect(sut.text == "Buy milk andeggs")
    #expect(screen.lines[0] == "Buy milk andeggs")
    #expect(screen.cursor == Point(x: 16, y: 0))
    #expect(events.entries == ["changed Buy milk andeggs"])
  }

  @Test func pastedCarriageReturnLineFeedIsOneSpace() {
    let (sut, screen) = fieldOnScreen()

    screen.paste("a\r\nb\rc\n\nd")

    #expect(sut.text == "a b c  d")
    #expect(screen.lines[0] == "a b c  d")
  }

  @Test func pastedEscapeSequenceLosesItsEscape() {
    let (sut, screen) = fieldOnScreen()

    screen.paste("\u{1B}[31mred\u{7F}\u{85}!\u{9B}")

    #expect(sut.text == "[31mred !")
    #expect(screen.lines[0] == "[31mred !")
  }

  @Test func bracketedPasteFromTheTerminalIsMadeOneLine() {
    let (sut, screen) = fieldOnScreen()

    screen.send(bytes: Array("\u{1B}[200~one\r\ntwo\tthree\u{1B}[201~".utf8))

    #expect(sut.text == "one two three")
    #expect(screen.lines[0] == "one two three")
  }

  @Test func pasteOfControlsOnlyChangesNothing() {
    let (sut, screen) = fieldOnScreen(text: "ab")

    screen.paste("\u{07}\u{1B}")

    #expect(sut.text == "ab")
    #expect(events.entries == [])
  }

  @Test func theMaximumLengthCountsThePasteOnceItIsOneLine() {
    let (sut, screen) = fieldOnScreen(maximumLength: 5)

    screen.paste("a\u{07}\u{07}\u{07}b\r\ncdef")

    #expect(sut.text == "ab cd")
    #expect(screen.lines[0] == "ab cd")
    #expect(events.entries == ["changed ab cd", "truncated 2"])
  }

  @Test func droppedControlsAreNotCountedAsCutByTheMaximumLength() {
    let (sut, screen) = fieldOnScreen(maximumLength: 3)

    screen.paste("\u{07}a\u{07}b\u{07}")

    #expect(sut.text == "ab")
    #expect(sut.droppedCount == 0)
    #expect(events.entries == ["changed ab"])
  }

  // MARK: - Typing and code

  @Test func typedControlCharactersAreMadeOneLineToo() {
    let (sut, screen) = fieldOnScreen()

    screen.type("a\tb\u{07}c\nd")

    #expect(sut.text == "a bc d")
    #expect(screen.lines[0] == "a bc d")
    #expect(
      events.entries == [
        "changed a", "changed a ", "changed a b", "changed a bc",
        "changed a bc ", "changed a bc d",
      ])
  }

  @Test func textSetByCodeIsMadeOneLine() {
    let (sut, screen) = fieldOnScreen()

    screen.perform { sut.text = "Buy\r\nmilk\tand\u{07}eggs" }

    #expect(sut.text == "Buy milk andeggs")
    #expect(screen.lines[0] == "Buy milk andeggs")
    #expect(sut.cursorIndex == 16)
  }

  @Test func textGivenToTheInitializerIsMadeOneLineThenCut() {
    let sut = TextField(text: "a\u{07}\nbcd", maximumLength: 3)

    #expect(sut.text == "a b")
  }
}
