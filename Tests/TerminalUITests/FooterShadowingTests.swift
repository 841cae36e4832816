import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

/// The focused view and its superviews take keys before the scene's key commands: a
/// command whose key one of their hints names would not run, so the footer leaves it out
/// (and lists it again when the view lets the key through).
@MainActor
struct FooterShadowingTests {
  let journal = Journal()

  func openCommand() -> KeyCommand {
    KeyCommand(KeyEvent(.enter), title: "Open") { [journal] in journal.entries.append("open") }
  }

  @Test func aTableRowThatTakesEnterHidesTheScenesEnterCommandUntilARowLetsItThrough() {
    // Given a row with a select handler, then one without
    let table = TableView()
    table.manager.add(
      RowGenerator<TextRow>(model: "Milk").onSelect { [journal] _ in
        journal.entries.append("select")
      })
    table.manager.add(RowGenerator<TextRow>(model: "Eggs"))
    let screen = HeadlessScreen(
      rootViewController: CommandingViewController(table, commands: [openCommand()]),
      size: Size(width: 60, height: 6))
    // Then
    #expect(screen.footer == " ↑↓ Move  Enter Select  Ctrl-C Quit")
    // When
    screen.press(.enter)
    screen.press(.down)
    // Then
    #expect(screen.footer == " ↑↓ Move  Enter Open  Ctrl-C Quit")
    // When
    screen.press(.enter)
    // Then
    #expect(journal.entries == ["select", "open"])
  }

  @Test func aCustomViewsHintWithKeysHidesTheCommandsWithThem() {
    // Given
    let marker = MarkingView(journal: journal)
    let cross = KeyCommand(KeyEvent(.character("x")), title: "Cross") { [journal] in
      journal.entries.append("cross")
    }
    let screen = HeadlessScreen(
      rootViewController: CommandingViewController(marker, commands: [cross, openCommand()]),
      size: Size(width: 44, height: 6))
    // Then
    #expect(screen.footer == " x Mark  Enter Open  Ctrl-C Quit")
    // When
    screen.press(.character("x"))
    // Then
    #expect(journal.entries == ["mark"])
  }

  @Test func aScrollViewAroundTheFocusHidesTheCommandsOnItsPageKeys() {
    // Given a scroll view that can scroll down, around the focused button
    let scrollView = ScrollView()
    scrollView.documentView = StackView(axis: .vertical, (1...6).map { Button("Item \($0)") })
    let nextPage = KeyCommand(KeyEvent(.pageDown), title: "Next page") { [journal] in
      journal.entries.append("next page")
    }
    let screen = HeadlessScreen(
      rootViewController: CommandingViewController(scrollView, commands: [nextPage]),
      size: Size(width: 70, height: 6))
    // Then
    #expect(screen.footer == " Enter Item 1  Tab Next  PgDn Scroll down  Ctrl-C Quit")
    // When
    screen.press(.pageDown)
    // Then
    #expect(journal.entries == [])
  }

  @Test func aTablesPageAndEndKeysHideTheScenesCommandsOnThemToo() {
    // Given
    let table = TableView()
    table.manager.add((0..<20).map { RowGenerator<TextRow>(model: "Row \($0)") })
    let nextPage = KeyCommand(KeyEvent(.pageDown), title: "Next page") { [journal] in
      journal.entries.append("next page")
    }
    let screen = HeadlessScreen(
      rootViewController: CommandingViewController(table, commands: [nextPage]),
      size: Size(width: 44, height: 8))
    // Then
    #expect(screen.footer == " ↑↓ Move  Ctrl-C Quit")
    // When
    screen.press(.pageDown)
    // Then the table took it
    #expect(journal.entries == [])
    #expect(table.manager.selectedIndex ?? 0 > 0)
  }

  @Test func aPageKeyAScrollViewCannotUseGoesOnToTheScenesCommand() {
    // Given a scroll view at its top, around the focused button
    let scrollView = ScrollView()
    scrollView.documentView = StackView(axis: .vertical, (1...6).map { Button("Item \($0)") })
    let previous = KeyCommand(KeyEvent(.pageUp), title: "Previous") { [journal] in
      journal.entries.append("previous")
    }
    let screen = HeadlessScreen(
      rootViewController: CommandingViewController(scrollView, commands: [previous]),
      size: Size(width: 70, height: 6))
    // Then
    #expect(
      screen.footer == " Enter Item 1  Tab Next  PgUp Previous  PgDn Scroll down  Ctrl-C Quit")
    // When
    screen.press(.pageUp)
    // Then
    #expect(journal.entries == ["previous"])
    #expect(scrollView.contentOffset == 0)
  }

  @Test func aTextFieldHidesTheCommandsOnTheCharactersItTypesAndOnItsEditingKeys() {
    // Given a field with the focus, and commands on `a`, on Ctrl-W and on Ctrl-O
    let field = TextField()
    let add = KeyCommand(KeyEvent(.character("a")), title: "Add") { [journal] in
      journal.entries.append("add")
    }
    let clear = KeyCommand(.control("w"), title: "Clear") { [journal] in
      journal.entries.append("clear")
    }
    let open = KeyCommand(.control("o"), title: "Open") { [journal] in
      journal.entries.append("open")
    }
    let screen = HeadlessScreen(
      rootViewController: CommandingViewController(field, commands: [add, clear, open]),
      size: Size(width: 44, height: 6))
    // Then
    #expect(screen.footer == " Ctrl-O Open  Ctrl-C Quit")
    // When
    screen.type("a cat")
    screen.press(.control("w"))
    screen.press(.control("o"))
    // Then the field took `a` and Ctrl-W, and only Ctrl-O reached the commands
    #expect(field.text == "a ")
    #expect(journal.entries == ["open"])
  }

  @Test func aKeyTheTextFieldsKeyMapNoLongerBindsShowsItsCommandAgain() {
    // Given Ctrl-W taken out of the field's bindings, and Ctrl-Q put in
    let field = TextField(text: "two words")
    field.keyMap.deleteWordBackward = KeyBinding(.control("q"))
    let clear = KeyCommand(.control("w"), title: "Clear") { [journal] in
      journal.entries.append("clear")
    }
    let quit = KeyCommand(.control("q"), title: "Leave") { [journal] in
      journal.entries.append("leave")
    }
    let screen = HeadlessScreen(
      rootViewController: CommandingViewController(field, commands: [clear, quit]),
      size: Size(width: 44, height: 6))
    // Then
    #expect(screen.footer == " Ctrl-W Clear  Ctrl-C Quit")
    // When
    screen.press(.control("w"))
    screen.press(.control("q"))
    // Then
    #expect(journal.entries == ["clear"])
    #expect(field.text == "two ")
  }

  @Test func aSuperviewThatTakesKeysWithoutAHintHidesTheCommandsOnThem() {
    // Given a focused button inside a view that types what it is given
    let typist = TypingView(journal: journal)
    typist.addSubview(Button("OK"))
    let cross = KeyCommand(KeyEvent(.character("x")), title: "Cross") { [journal] in
      journal.entries.append("cross")
    }
    let screen = HeadlessScreen(
      rootViewController: CommandingViewController(typist, commands: [cross, openCommand()]),
      size: Size(width: 44, height: 6))
    // Then the button takes Enter (its hint says so), the typist `x`
    #expect(screen.footer == " Enter OK  Ctrl-C Quit")
    // When
    screen.press(.character("x"))
    // Then
    #expect(journal.entries == ["typed x"])
  }

  @Test func aBindingsNextKeyStandsInWhenTheFieldTakesItsFirst() {
    // Given a field, and a command on `n` and Esc made from one binding
    let field = TextField()
    let cancel = KeyBinding(KeyEvent(.character("n")), KeyEvent(.escape)).commands(
      title: "Cancel"
    ) { [journal] in journal.entries.append("cancel") }
    let screen = HeadlessScreen(
      rootViewController: CommandingViewController(field, commands: cancel),
      size: Size(width: 44, height: 6))
    // Then
    #expect(screen.footer == " Esc Cancel  Ctrl-C Quit")
    // When
    screen.type("n")
    screen.press(.escape)
    // Then
    #expect(field.text == "n")
    #expect(journal.entries == ["cancel"])
  }

  @Test func aTypedSubmitKeyWithoutAHandlerGoesOnToTheCommandAndIsListed() {
    // Given a field that submits on `s` but has no submit handler
    let field = TextField()
    field.keyMap.submit = KeyBinding(KeyEvent(.character("s")))
    let save = KeyCommand(KeyEvent(.character("s")), title: "Save") { [journal] in
      journal.entries.append("save")
    }
    let screen = HeadlessScreen(
      rootViewController: CommandingViewController(field, commands: [save]),
      size: Size(width: 44, height: 6))
    // Then
    #expect(screen.footer == " s Save  Ctrl-C Quit")
    // When
    screen.type("as")
    // Then
    #expect(field.text == "a")
    #expect(journal.entries == ["save"])
  }

  @Test func aSubmitKeyAnEditingBindingHasEditsAndIsNotNamedSubmit() {
    // Given a field whose submit key is Ctrl-A, which also moves to the start
    var submissions = 0
    let field = TextField(text: "bc").on(.primaryActionTriggered) { _ in submissions += 1 }
    field.keyMap.submit = KeyBinding(.control("a"), KeyEvent(.enter))
    let screen = HeadlessScreen(
      rootViewController: CommandingViewController(field, commands: []),
      size: Size(width: 44, height: 6))
    // Then
    #expect(screen.footer == " Enter Submit  Ctrl-C Quit")
    // When
    screen.press(.control("a"))
    screen.type("a")
    // Then
    #expect(field.text == "abc")
    #expect(submissions == 0)
  }

  @Test func aTableWithUpAndDownOffNamesItsPageKeysAndHidesTheCommandsOnThem() {
    // Given
    let table = TableView()
    table.manager.add((0..<20).map { RowGenerator<TextRow>(model: "Row \($0)") })
    table.keyMap.up = KeyBinding()
    table.keyMap.down = KeyBinding()
    let next = KeyCommand(KeyEvent(.pageDown), title: "Next") { [journal] in
      journal.entries.append("next")
    }
    let last = KeyCommand(KeyEvent(.end), title: "Last") { [journal] in
      journal.entries.append("last")
    }
    let screen = HeadlessScreen(
      rootViewController: CommandingViewController(table, commands: [next, last]),
      size: Size(width: 44, height: 8))
    // Then
    #expect(screen.footer == " PgUp/PgDn Move  Ctrl-C Quit")
    // When
    screen.press(.end)
    // Then the table took it
    #expect(journal.entries == [])
    #expect(table.manager.selectedIndex == 19)
  }

  @Test func commandsOnTheKeysTheWindowTakesAreLeftOutAndNeverRun() {
    // Given commands on Tab, Shift-Tab and Ctrl-C, which the window takes first
    let commands = [
      KeyEvent(.tab), KeyEvent(.tab, modifiers: .shift), KeyEvent.control("c"),
    ].map { key in
      KeyCommand(key, title: "Mine") { [journal] in journal.entries.append("mine") }
    }
    let screen = HeadlessScreen(
      rootViewController: CommandingViewController(
        Button("OK"),
        commands: commands + [
          openCommand()
        ]),
      size: Size(width: 44, height: 6))
    // Then
    #expect(screen.footer == " Enter OK  Ctrl-C Quit")
    // When
    screen.press(.tab)
    screen.press(KeyEvent(.tab, modifiers: .shift))
    // Then
    #expect(journal.entries == [])
  }

  @Test func aHintWithAnEmptyActionStaysOutButStillHidesTheCommandsOnItsKeys() {
    // Given a button whose press binding has an empty action
    let button = Button("Send")
    button.keyMap.press = KeyBinding(KeyEvent(.enter), action: "")
    let screen = HeadlessScreen(
      rootViewController: CommandingViewController(button, commands: [openCommand()]),
      size: Size(width: 44, height: 6))
    // Then
    #expect(screen.footer == " Ctrl-C Quit")
  }
}

/// A scene whose view is `content`, with `commands`.
@MainActor
private final class CommandingViewController: ViewController {
  let content: View
  let commands: [KeyCommand]

  init(_ content: View, commands: [KeyCommand]) {
    self.content = content
    self.commands = commands
    super.init()
  }

  override func loadView() -> View { content }

  override var keyCommands: [KeyCommand] { commands }
}

/// A focusable view that takes `x`, and says so in its hint.
@MainActor
private final class MarkingView: View {
  let journal: Journal
  private static let hints = [
    KeyHint(key: "x", action: "Mark", keys: [KeyEvent(.character("x"))])
  ]

  init(journal: Journal) {
    self.journal = journal
    super.init()
  }

  override var canBecomeFocused: Bool { true }

  override var keyHints: [KeyHint] { Self.hints }

  override func handleKey(_ event: KeyEvent) throws -> Bool {
    guard event == KeyEvent(.character("x")) else { return false }
    journal.entries.append("mark")
    return true
  }
}

/// A view that takes every typed character, which no hint can list.
@MainActor
private final class TypingView: View {
  let journal: Journal

  init(journal: Journal) {
    self.journal = journal
    super.init()
  }

  override func layoutSubviews() {
    for subview in subviews { subview.frame = Rect(x: 0, y: 0, width: 6, height: 1) }
  }

  override func handleKey(_ event: KeyEvent) throws -> Bool {
    guard let character = event.typedCharacter else { return false }
    journal.entries.append("typed \(character)")
    return true
  }

  override func takesKeyWithoutHint(_ key: KeyEvent) -> Bool {
    key.typedCharacter != nil
  }
}
