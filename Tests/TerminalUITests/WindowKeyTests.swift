import TerminalCore
import TerminalUI
import Testing

/// A scene with a text field and key commands: Ctrl-O runs, F5 runs without a footer hint,
/// Ctrl-T throws.
@MainActor
private final class CommandsViewController: ViewController {
  let field = TextField()
  var log: [String] = []

  override func loadView() -> View {
    StackView(axis: .vertical, [field])
  }

  override var keyCommands: [KeyCommand] {
    [
      KeyCommand(.control("o"), title: "Open") { [unowned self] in self.log.append("open") },
      KeyCommand(KeyEvent(.function(5)), title: "") { [unowned self] in self.log.append("refresh")
      },
      KeyCommand(.control("t"), title: "Fail") { throw TestFailure(description: "Cannot open.") },
    ]
  }
}

/// A scene that uses Ctrl-L for a command of its own.
@MainActor
private final class RedrawingViewController: ViewController {
  var redraws = 0

  override var keyCommands: [KeyCommand] {
    [KeyCommand(.control("l"), title: "Refresh") { [unowned self] in self.redraws += 1 }]
  }
}

@MainActor
struct WindowKeyTests {
  fileprivate let scene = CommandsViewController()
  let window: Window

  init() {
    window = Window(rootViewController: scene, size: Size(width: 40, height: 4))
  }

  // MARK: - Quit

  @Test func controlCRequestsQuitEvenWithAFieldFocused() {
    #expect(!window.isQuitRequested)

    window.handle(.key(.control("c")))

    #expect(window.isQuitRequested)
    #expect(scene.field.text == "")
  }

  // MARK: - Repaint

  @Test func controlLThatNothingTakesAsksForARepaintEvenWithAFieldFocused() {
    #expect(!window.isRepaintRequested)

    window.handle(.key(.control("l")))

    #expect(window.isRepaintRequested)
    #expect(scene.field.text == "")
  }

  @Test func aKeyCommandOnControlLTakesItAndNoRepaintIsAsked() {
    let scene = RedrawingViewController()
    let window = Window(rootViewController: scene, size: Size(width: 40, height: 4))

    window.handle(.key(.control("l")))

    #expect(scene.redraws == 1)
    #expect(!window.isRepaintRequested)
  }

  // MARK: - Key commands

  @Test func keyCommandRunsWhenTheFocusedViewDoesNotUseTheKey() {
    window.handle(.key(.control("o")))
    window.handle(.key(KeyEvent(.function(5))))

    #expect(scene.log == ["open", "refresh"])
  }

  @Test func keyUsedByTheFocusedViewDoesNotReachTheCommands() {
    window.handle(.key(KeyEvent(.character("o"))))

    #expect(scene.log == [])
    #expect(scene.field.text == "o")
  }

  @Test func footerListsTitledCommandsThenQuit() {
    let lines = window.render().canvas.lines

    #expect(lines == ["", "", "", " Ctrl-O Open  Ctrl-T Fail  Ctrl-C Quit"])
  }

  @Test func footerShowsKeysInReverseVideoAndActionsPlain() {
    let canvas = window.render().canvas

    #expect(canvas[1, 3].style.attributes == .reverse)
    #expect(canvas[6, 3].style.attributes == .reverse)
    #expect(canvas[7, 3].style.attributes == [])
    #expect(canvas[8, 3].style.attributes == [])
    #expect(canvas[39, 3].style.attributes == [])
  }

  @Test func narrowFooterKeepsTheQuitKeyBeforeOtherHints() {
    window.size = Size(width: 14, height: 4)

    #expect(window.render().canvas.lines[3] == " Ctrl-C Quit")
  }

  // MARK: - Status line

  @Test func thrownErrorShowsOnTheStatusLineInRed() {
    window.handle(.key(.control("t")))
    let canvas = window.render().canvas

    #expect(canvas.lines[2] == "Cannot open.")
    #expect(canvas[0, 2].style.foreground == .red)
    #expect(window.statusMessage?.isError == true)
  }

  @Test func nextKeyClearsTheStatusLine() {
    window.handle(.key(.control("t")))
    _ = window.render()

    window.handle(.key(KeyEvent(.left)))

    #expect(window.statusMessage == nil)
    #expect(window.render().canvas.lines[2] == "")
  }

  @Test func statusTextIsNotAnError() {
    window.showStatus("Saved.")
    let canvas = window.render().canvas

    #expect(canvas.lines[2] == "Saved.")
    #expect(canvas[0, 2].style.foreground == .default)
    #expect(window.statusMessage?.isError == false)
  }

  @Test func longStatusIsTruncatedToTheWidth() {
    window.size = Size(width: 10, height: 4)

    window.showStatus("A message far too long")

    #expect(window.render().canvas.lines[2] == "A message…")
  }

  @Test func pasteGoesToTheFocusedView() {
    window.handle(.paste("pasted"))

    #expect(scene.field.text == "pasted")
  }

  @Test func keyDisplayNamesReadAsTheFooterShowsThem() {
    let names = [
      KeyEvent.control("o"), KeyEvent(.tab, modifiers: .shift), KeyEvent(.character(" ")),
      KeyEvent(.escape), KeyEvent(.function(5)), KeyEvent(.left, modifiers: .alt),
    ].map(\.displayName)

    #expect(names == ["Ctrl-O", "Shift-Tab", "Space", "Esc", "F5", "Alt-←"])
  }
}
