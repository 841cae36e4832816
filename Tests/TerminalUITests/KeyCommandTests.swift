import TerminalCore
import TerminalUI
import Testing

/// A command's footer hint names its key and title as they are now.
@MainActor
struct KeyCommandTests {
  @Test func theHintNamesTheKeyAndTheTitle() {
    let command = KeyCommand(.control("o"), title: "Open") {}
    #expect(command.hint == KeyHint(key: "Ctrl-O", action: "Open"))
  }

  @Test func theHintFollowsANewKeyAndANewTitle() {
    var command = KeyCommand(.control("o"), title: "Open") {}

    command.key = KeyEvent(.escape)
    command.title = "Back"

    #expect(command.hint == KeyHint(key: KeyEvent(.escape).displayName, action: "Back"))
    #expect(command.hint.key != "Ctrl-O")
  }
}
