import TerminalCore
import TerminalUI
import Testing

@MainActor
struct TextFieldLengthTests {
  /// What a field's handlers saw: its text when each event came, and how much was dropped.
  final class Events {
    var entries: [String] = []
  }

  let events = Events()

  /// A field of at most `maximumLength` graphemes that records its events.
  func field(text: String = "", maximumLength: Int) -> TextField {
    TextField(text: text, maximumLength: maximumLength)
      .on(.editingChanged) { [events] field in events.entries.append("changed \(field.text)") }
      .on(.inputTruncated) { [events] field in
        events.entries.append("truncated \(field.droppedCount)")
      }
  }

  // MARK: - Typing

  @Test func typingStopsAtTheMaximumAndSaysSo() throws {
    let sut = field(maximumLength: 3)

    try typeText("abcd", into: sut)

    #expect(sut.text == "abc")
    #expect(sut.cursorIndex == 3)
    #expect(events.entries == ["changed a", "changed ab", "changed abc", "truncated 1"])
  }

  @Test(arguments: [0, -1, Int.min])
  func aLengthOfZeroOrLessHoldsNothing(maximumLength: Int) throws {
    let sut = field(maximumLength: maximumLength)

    try typeText("ab", into: sut)

    #expect(sut.text == "")
    #expect(events.entries == ["truncated 1", "truncated 1"])
  }

  @Test func combiningMarkTypedIntoAFullFieldJoinsItsLetter() throws {
    let sut = field(text: "cafe", maximumLength: 4)

    try typeText("\u{301}", into: sut)

    #expect(sut.text == "caf\u{E9}")
    #expect(sut.cursorIndex == 4)
    #expect(events.entries == ["changed cafe\u{301}"])
  }

  @Test func fullFieldStillEditsAndMovesTheCursor() throws {
    let sut = field(text: "abc", maximumLength: 3)

    try press(KeyEvent(.left), KeyEvent(.backspace), on: sut)
    try typeText("xy", into: sut)

    #expect(sut.text == "axc")
    #expect(sut.cursorIndex == 2)
    #expect(events.entries == ["changed ac", "changed axc", "truncated 1"])
  }

  // MARK: - Pasting

  @Test func longPasteIsCutToTheRoomLeft() throws {
    let sut = field(text: "ab", maximumLength: 5)
    try press(KeyEvent(.left), on: sut)

    _ = try sut.handlePaste("123456")

    #expect(sut.text == "a123b")
    #expect(sut.cursorIndex == 4)
    #expect(sut.droppedCount == 3)
    #expect(events.entries == ["changed a123b", "truncated 3"])
  }

  @Test func pasteIsCutBeforeAnEmojiWithItsModifierNotInside() throws {
    let sut = field(maximumLength: 3)

    _ = try sut.handlePaste("ab👋🏽cd")

    #expect(sut.text == "ab👋🏽")
    #expect(sut.text.unicodeScalars.count == 4)
    #expect(events.entries == ["changed ab👋🏽", "truncated 2"])
  }

  @Test func pasteCutAtACombiningMarkKeepsTheMarkWithItsLetter() throws {
    let sut = field(maximumLength: 4)

    _ = try sut.handlePaste("cafe\u{301}s")

    #expect(sut.text == "cafe\u{301}")
    #expect(Array(sut.text.unicodeScalars) == ["c", "a", "f", "e", "\u{301}"])
    #expect(events.entries == ["changed cafe\u{301}", "truncated 1"])
  }

  @Test func pasteIntoAFullFieldChangesNothingAndSaysSo() throws {
    let sut = field(text: "abc", maximumLength: 3)

    _ = try sut.handlePaste("漢字")

    #expect(sut.text == "abc")
    #expect(events.entries == ["truncated 2"])
  }

  @Test func pasteThatFitsDropsNothing() throws {
    let sut = field(maximumLength: 3)

    _ = try sut.handlePaste("漢字")

    #expect(sut.droppedCount == 0)
    #expect(events.entries == ["changed 漢字"])
  }

  @Test func droppedCountIsZeroAgainAfterInputThatFits() throws {
    let sut = field(maximumLength: 3)
    _ = try sut.handlePaste("abcd")
    #expect(sut.droppedCount == 1)

    try press(KeyEvent(.backspace), on: sut)
    _ = try sut.handlePaste("x")

    #expect(sut.text == "abx")
    #expect(sut.droppedCount == 0)
    #expect(events.entries == ["changed abc", "truncated 1", "changed ab", "changed abx"])
  }

  @Test func hugePasteIsCutWithoutKeepingTheRest() throws {
    let sut = field(maximumLength: 200)

    _ = try sut.handlePaste(String(repeating: "a漢👋🏽", count: 100_000))

    #expect(sut.text == String(repeating: "a漢👋🏽", count: 66) + "a漢")
    #expect(sut.droppedCount == 299_800)
  }

  @Test func truncatedPasteShowsOnScreenWithTheCursorAtTheEnd() {
    let sut = field(maximumLength: 6)
    let window = mount(sut, size: Size(width: 14, height: 3))

    window.handle(.paste("漢字👋🏽abcdef"))
    let frame = window.render()

    #expect(sut.text == "漢字👋🏽abc")
    #expect(frame.canvas.lines == ["漢字👋🏽abc", "", " Ctrl-C Quit"])
    #expect(frame.cursor == Point(x: 9, y: 0))
  }

  // MARK: - Setting

  @Test func settingALongerTextKeepsItsStartAndSendsNothing() {
    let sut = field(maximumLength: 3)

    sut.text = "a👋🏽c漢"

    #expect(sut.text == "a👋🏽c")
    #expect(sut.cursorIndex == 3)
    #expect(events.entries == [])
  }

  @Test func initialTextIsCutToTheMaximum() {
    let sut = TextField(text: "abcdef", maximumLength: 2)

    #expect(sut.text == "ab")
    #expect(sut.cursorIndex == 2)
  }

  @Test func loweringTheMaximumCutsTheText() {
    let sut = TextField(text: "abcdef")

    sut.maximumLength = 4

    #expect(sut.text == "abcd")
    #expect(sut.cursorIndex == 4)
  }

  @Test func fieldWithoutAMaximumTakesAnyLength() throws {
    let sut = TextField()

    _ = try sut.handlePaste(String(repeating: "x", count: 10_000))

    #expect(sut.text.count == 10_000)
    #expect(sut.maximumLength == nil)
    #expect(sut.droppedCount == 0)
  }
}
