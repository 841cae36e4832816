import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

/// What goes into a text view: pastes keep their line breaks and lose their controls, a
/// length limit cuts and says so, and every edit is announced.
@MainActor
struct TextViewInputTests {
  /// The events a view sent, in order.
  final class EventLog {
    var entries: [String] = []
  }

  let log = EventLog()

  /// A view that writes its edits and cuts into ``log``.
  func logging(_ view: TextView) -> TextView {
    view
      .on(.editingChanged) { [log] view in log.entries.append("changed \(view.text)") }
      .on(.inputTruncated) { [log] view in log.entries.append("truncated \(view.droppedCount)") }
  }

  // MARK: - Paste

  @Test func aPasteKeepsItsLineBreaksAsLineFeedsAndLosesOtherControls() throws {
    let sut = logging(TextView())

    _ = try sut.handlePaste("one\r\ntwo\rthree\u{2028}four\tfive\u{1B}[31m\u{07}")

    #expect(sut.text == "one\ntwo\nthree\nfour five[31m")
    #expect(sut.cursorIndex == sut.text.count)
    #expect(log.entries == ["changed one\ntwo\nthree\nfour five[31m"])
  }

  @Test func aPasteGoesInAtTheCursorAndLeavesItAfterThePaste() throws {
    let sut = TextView(text: "ad")
    try press(KeyEvent(.left), on: sut)

    _ = try sut.handlePaste("b\r\nc")

    #expect(sut.text == "ab\ncd")
    #expect(sut.cursorIndex == 4)
  }

  @Test func aBracketedPasteThroughTheTerminalKeepsItsLines() {
    let sut = TextView()
    let screen = HeadlessScreen(
      rootViewController: HostViewController(sut), size: Size(width: 20, height: 5))

    screen.send(bytes: Array("\u{1B}[200~a\r\nb\u{1B}[201~".utf8))

    #expect(sut.text == "a\nb")
    #expect(screen.lines[0...1] == ["a", "b"])
    #expect(screen.cursor == Point(x: 1, y: 1))
  }

  @Test func settingTheTextMakesItPlainToo() {
    let sut = TextView(text: "a\r\nb\u{07}")
    #expect(sut.text == "a\nb")
    sut.text = "c\rd"
    #expect(sut.text == "c\nd")
    #expect(sut.cursorIndex == 3)
  }

  // MARK: - Length limit

  @Test func typingPastTheLimitIsRefusedAndSaysSo() throws {
    let sut = logging(TextView(maximumLength: 3))

    try typeText("ab", into: sut)
    try press(KeyEvent(.enter), on: sut)
    try typeText("c", into: sut)

    #expect(sut.text == "ab\n")
    #expect(sut.droppedCount == 1)
    #expect(log.entries == ["changed a", "changed ab", "changed ab\n", "truncated 1"])
  }

  @Test func aLongPasteIsCutAtAGraphemeAndTheRestCounted() throws {
    let sut = logging(TextView(text: "a", maximumLength: 5))

    _ = try sut.handlePaste("漢\r\n👋🏽e\u{301}xyz")

    #expect(sut.text == "a漢\n👋🏽é")
    #expect(sut.droppedCount == 3)
    #expect(log.entries == ["changed a漢\n👋🏽é", "truncated 3"])
  }

  @Test func aPasteThatFitsResetsTheCountLeftOut() throws {
    let sut = TextView(maximumLength: 2)
    _ = try sut.handlePaste("abc")
    #expect(sut.droppedCount == 1)

    try press(KeyEvent(.backspace), on: sut)
    _ = try sut.handlePaste("\n")

    #expect(sut.text == "a\n")
    #expect(sut.droppedCount == 0)
  }

  @Test func loweringTheLimitCutsTheTextWithoutAnEvent() {
    let sut = logging(TextView(text: "ab\ncd"))

    sut.maximumLength = 3

    #expect(sut.text == "ab\n")
    #expect(log.entries.isEmpty)
  }

  // MARK: - Checks

  @Test func anEditHappensOnlyWhenEveryCheckAllowsIt() throws {
    var seen: [String] = []
    let sut = TextView(text: "a")
      .shouldChangeString { _, from, to in
        seen.append("\(from)>\(to)")
        return !to.contains("!")
      }

    try press(KeyEvent(.enter), on: sut)
    try typeText("!", into: sut)

    #expect(sut.text == "a\n")
    #expect(seen == ["a>a\n", "a\n>a\n!"])
  }
}
