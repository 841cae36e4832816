import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

/// A text view in a scene: its footer hint, the commands it leaves out of the footer, and
/// a form that tabs between a field and the view and saves with a key command.
@MainActor
struct TextViewFormTests {
  @Test func theFooterSaysEnterMakesANewLineAndLeavesOutCommandsOnKeysTheViewTakes() {
    // Given a scene whose commands are on a letter, on Ctrl-W, on PgDn and on Ctrl-S
    let commands = ["a", "w", "pgdn", "s"].map { name in
      let key: KeyEvent =
        switch name {
        case "a": KeyEvent(.character("a"))
        case "w": .control("w")
        case "pgdn": KeyEvent(.pageDown)
        default: .control("s")
        }
      return KeyCommand(key, title: name) {}
    }
    let form = NotesFormViewController(commands: commands)
    let screen = HeadlessScreen(rootViewController: form, size: Size(width: 60, height: 12))

    // When the text view has the focus
    screen.press(.tab)

    // Then only Ctrl-S is left to the scene
    #expect(screen.footer == " Enter New line  Tab Next  Ctrl-S s  Ctrl-C Quit")
  }

  @Test func anEmptyLineBreakActionKeepsTheHintOutOfTheFooter() {
    let form = NotesFormViewController(commands: [])
    form.notes.keyMap.insertLineBreak = KeyBinding(KeyEvent(.enter), action: "")
    let screen = HeadlessScreen(rootViewController: form, size: Size(width: 60, height: 12))

    screen.press(.tab)
    screen.press(.enter)

    #expect(screen.footer == " Tab Next  Ctrl-S Save  Ctrl-C Quit")
    #expect(form.notes.text == "\n")
  }

  @Test func tabMovesBetweenTheFieldAndTheViewAndEachKeepsItsText() {
    // Given
    var saved: [String] = []
    let form = NotesFormViewController(commands: [])
    form.onSave = { saved.append("\(form.name.text)|\(form.notes.text)") }
    let screen = HeadlessScreen(rootViewController: form, size: Size(width: 60, height: 12))

    // When
    screen.type("Ada")
    screen.press(.tab)
    screen.type("first")
    screen.press(.enter)
    screen.type("漢字")
    screen.press(.tab, modifiers: .shift)
    screen.type("!")
    screen.press(.tab)
    screen.type("?")
    screen.press(.control("s"))

    // Then
    #expect(form.name.text == "Ada!")
    #expect(form.notes.text == "first\n漢字?")
    #expect(saved == ["Ada!|first\n漢字?"])
    #expect(
      screen.lines[0...3] == [
        "Name  Ada!", "", "first", "漢字?",
      ])
    #expect(screen.cursor == Point(x: 5, y: 3))
    #expect(screen.footer == " Enter New line  Tab Next  Ctrl-S Save  Ctrl-C Quit")
  }

  @Test func enterInTheFieldSubmitsAndInTheViewBreaksTheLine() {
    var submitted = 0
    let form = NotesFormViewController(commands: [])
    form.name.on(.primaryActionTriggered) { _ in submitted += 1 }
    let screen = HeadlessScreen(rootViewController: form, size: Size(width: 60, height: 12))

    screen.press(.enter)
    screen.press(.tab)
    screen.press(.enter)

    #expect(submitted == 1)
    #expect(form.notes.text == "\n")
  }
}

/// A form with a name field over a notes view, and Ctrl-S to save.
@MainActor
private final class NotesFormViewController: ViewController {
  let name = TextField()
  let notes = TextView(placeholder: "Notes", preferredHeight: 4)
  let commands: [KeyCommand]
  var onSave: () -> Void = {}

  init(commands: [KeyCommand]) {
    self.commands = commands
    super.init()
  }

  override func loadView() -> View {
    StackView(
      axis: .vertical, spacing: 1,
      [StackView(axis: .horizontal, spacing: 1, [Label("Name "), name]), notes])
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    preferredFocusedView = name
  }

  override var keyCommands: [KeyCommand] {
    commands.isEmpty
      ? [KeyCommand(.control("s"), title: "Save") { [weak self] in self?.onSave() }] : commands
  }
}
