import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

/// Bytes a terminal sends that are not keys (numbers out of range) never reach the focused
/// field as text; keys after them still do.
@MainActor
struct TextFieldTerminalBytesTests {
  let field = TextField()
  let screen: HeadlessScreen

  init() {
    screen = HeadlessScreen(
      rootViewController: HostViewController(field), size: Size(width: 30, height: 3))
  }

  @Test func kittyKeyBeyondUnicodeIsNotTyped() {
    screen.send(bytes: Array("a\u{1B}[1114112ub".utf8))

    #expect(field.text == "ab")
  }
}
