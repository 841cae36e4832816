import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

/// Bytes a terminal sends that are not keys (answers to queries, numbers out of range, a
/// sequence cut by the escape timeout) never reach the focused field as text; keys after
/// them still do.
@MainActor
struct TextFieldTerminalBytesTests {
  let field = TextField()
  let screen: HeadlessScreen

  init() {
    screen = HeadlessScreen(
      rootViewController: HostViewController(field), size: Size(width: 30, height: 3))
  }

  @Test(arguments: [
    "\u{1B}]11;rgb:0000/0000/0000\u{07}",  // OSC: a background colour
    "\u{1B}P1$r0m\u{1B}\\",  // DCS: a setting (DECRQSS)
    "\u{1B}_Gi=1;OK\u{1B}\\",  // APC: a kitty graphics acknowledgement
  ])
  func answersToQueriesAreNotTyped(_ answer: String) {
    screen.send(bytes: Array(("a" + answer + "b").utf8))

    #expect(field.text == "ab")
    #expect(screen.lines[0] == "ab")
  }

  @Test func kittyKeyBeyondUnicodeIsNotTyped() {
    screen.send(bytes: Array("a\u{1B}[1114112ub".utf8))

    #expect(field.text == "ab")
  }

  @Test func sequenceCutByTheEscapeTimeoutIsNotTyped() {
    // `send(bytes:)` settles what is pending as the escape timeout would
    screen.send(bytes: Array("a\u{1B}[1;".utf8))
    screen.send(bytes: Array("b".utf8))

    #expect(field.text == "ab")
    #expect(screen.lines[0] == "ab")
  }
}
