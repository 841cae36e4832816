import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

/// Rebinding a key changes what the key does and what the footer says, together.
@MainActor
struct KeyMapTests {
  @Test func reboundButtonPressesOnTheNewKeyAndTheFooterNamesIt() {
    var taps = 0
    let button = Button("Send").onTap { _ in taps += 1 }
    button.keyMap.press = KeyBinding(.control("s"))
    let screen = HeadlessScreen(
      rootViewController: HostViewController(button), size: Size(width: 30, height: 4))
    #expect(screen.footer == " Ctrl-S Send  Ctrl-C Quit")

    screen.press(.enter)
    screen.press(KeyEvent.control("s"))

    #expect(taps == 1)
  }

  @Test func reboundTextFieldKeysEditAndSubmit() {
    var submitted: [String] = []
    let field = TextField().on(.primaryActionTriggered) { submitted.append($0.text) }
    field.keyMap.moveToStart = KeyBinding(.control("g"))
    field.keyMap.submit = KeyBinding(.control("s"))
    let screen = HeadlessScreen(
      rootViewController: HostViewController(field), size: Size(width: 30, height: 4))
    #expect(screen.footer == " Ctrl-S Submit  Ctrl-C Quit")

    screen.type("bc")
    screen.press(KeyEvent.control("g"))
    screen.type("a")
    screen.press(.home)
    screen.press(.enter)
    screen.press(KeyEvent.control("s"))

    #expect(submitted == ["abc"])
  }

  @Test func aBoundLetterIsNotTyped() {
    let field = TextField()
    field.keyMap.deleteBackward = KeyBinding(KeyEvent(.backspace), KeyEvent(.character("~")))
    let screen = HeadlessScreen(
      rootViewController: HostViewController(field), size: Size(width: 30, height: 4))

    screen.type("ab~")

    #expect(field.text == "a")
  }

  @Test func aLetterIsTypedAgainOnceUnboundAndOnlyItsBoundShiftedFormActs() {
    let field = TextField()
    field.keyMap.submit = KeyBinding(KeyEvent(.character("#")))
    field.keyMap.moveToStart = KeyBinding(KeyEvent(.character("H"), modifiers: .shift))
    var submissions = 0
    field.on(.primaryActionTriggered) { _ in submissions += 1 }
    let screen = HeadlessScreen(
      rootViewController: HostViewController(field), size: Size(width: 30, height: 4))

    screen.type("ab#")
    screen.press(KeyEvent(.character("H"), modifiers: .shift))
    screen.press(KeyEvent(.character("H")))
    #expect(field.text == "Hab")
    #expect(submissions == 1)

    field.keyMap = TextField.KeyMap()
    screen.type("#")
    screen.press(KeyEvent(.character("H"), modifiers: .shift))

    #expect(field.text == "H#Hab")
    #expect(submissions == 1)
  }

  @Test func reboundWordKeysMoveAndDeleteAndTheDefaultsAreFree() {
    let field = TextField()
    field.keyMap.moveWordBackward = KeyBinding(KeyEvent(.left, modifiers: .alt))
    field.keyMap.moveWordForward = KeyBinding(KeyEvent(.right, modifiers: .alt))
    field.keyMap.deleteWordForward = KeyBinding(.control("o"))
    let screen = HeadlessScreen(
      rootViewController: HostViewController(field), size: Size(width: 30, height: 4))
    screen.type("one two three")

    screen.press(.left, modifiers: .alt)
    screen.press(.left, modifiers: .alt)
    screen.press(.left, modifiers: .control)
    screen.press(.character("b"), modifiers: .alt)
    #expect(field.cursorIndex == 4)
    screen.press(.right, modifiers: .alt)
    screen.press(.right, modifiers: .control)
    #expect(field.cursorIndex == 8)
    screen.press(.home)
    screen.press(KeyEvent.control("o"))
    screen.press(.delete, modifiers: .control)
    screen.press(.character("d"), modifiers: .alt)

    #expect(field.text == "two three")
  }

  @Test func aKeyBoundToTwoEditingActionsDoesWhatTheFirstBindingSays() {
    let field = TextField()
    field.keyMap.deleteToEnd = KeyBinding(.control("k"), .control("a"))
    field.keyMap.moveWordBackward = KeyBinding(.control("k"))
    let screen = HeadlessScreen(
      rootViewController: HostViewController(field), size: Size(width: 30, height: 4))
    screen.type("one two")

    screen.press(KeyEvent.control("a"))
    #expect(field.cursorIndex == 0)
    #expect(field.text == "one two")
    screen.press(.right)
    screen.press(KeyEvent.control("k"))

    #expect(field.text == "o")
    #expect(field.cursorIndex == 1)
  }

  @Test(
    arguments: [
      (KeyEvent(.left), "ab cde fg", 4), (KeyEvent.control("b"), "ab cde fg", 4),
      (KeyEvent(.right), "ab cde fg", 6), (KeyEvent.control("f"), "ab cde fg", 6),
      (KeyEvent(.home), "ab cde fg", 0), (KeyEvent.control("a"), "ab cde fg", 0),
      (KeyEvent(.end), "ab cde fg", 9), (KeyEvent.control("e"), "ab cde fg", 9),
      (KeyEvent(.backspace), "ab ce fg", 4), (KeyEvent(.delete), "ab cd fg", 5),
      (KeyEvent.control("d"), "ab cd fg", 5), (KeyEvent.control("u"), "e fg", 0),
      (KeyEvent.control("k"), "ab cd", 5), (KeyEvent.control("w"), "ab e fg", 3),
      (KeyEvent(.backspace, modifiers: .alt), "ab e fg", 3),
      (KeyEvent(.left, modifiers: .control), "ab cde fg", 3),
      (KeyEvent(.character("b"), modifiers: .alt), "ab cde fg", 3),
      (KeyEvent(.right, modifiers: .control), "ab cde fg", 7),
      (KeyEvent(.character("f"), modifiers: .alt), "ab cde fg", 7),
      (KeyEvent(.delete, modifiers: .control), "ab cdfg", 5),
      (KeyEvent(.character("d"), modifiers: .alt), "ab cdfg", 5),
    ])
  func eachDefaultEditingKeyDoesItsBindingsAction(key: KeyEvent, text: String, cursor: Int) {
    let field = TextField()
    let screen = HeadlessScreen(
      rootViewController: HostViewController(field), size: Size(width: 30, height: 4))
    screen.type("ab cde fg")
    for _ in 0..<4 { screen.press(.left) }

    screen.press(key)

    #expect(field.text == text)
    #expect(field.cursorIndex == cursor)
  }

  @Test func reboundTableKeysMoveSelectAndShowInTheFooter() {
    var selected: [String] = []
    let table = TableView()
    let rows = textRows("Alpha", "Beta", "Gamma")
    for row in rows {
      row.on(.didSelect) { selected.append($0.model) }
    }
    table.manager.add(rows)
    table.keyMap.up = KeyBinding(KeyEvent(.character("k")))
    table.keyMap.down = KeyBinding(KeyEvent(.character("j")))
    table.keyMap.select = KeyBinding(KeyEvent(.character("o")))
    let screen = tableScreen(table, size: Size(width: 40, height: 6))
    #expect(screen.footer == " kj Move  o Select  Ctrl-C Quit")

    screen.press(.down)
    screen.press(KeyEvent(.character("j")))
    screen.press(KeyEvent(.character("j")))
    screen.press(KeyEvent(.character("k")))
    screen.press(.enter)
    screen.press(KeyEvent(.character("o")))

    #expect(selected == ["Beta"])
  }

  @Test func aTablesKeysReboundOnScreenAreNamedFromTheNextFrame() {
    let table = TableView()
    let rows = textRows("Alpha", "Beta", "Gamma")
    for row in rows { row.on(.didSelect) { _ in } }
    table.manager.add(rows)
    let screen = tableScreen(table, size: Size(width: 40, height: 6))
    #expect(screen.footer == " ↑↓ Move  Enter Select  Ctrl-C Quit")

    table.keyMap.up = KeyBinding(KeyEvent(.character("k")))
    table.keyMap.down = KeyBinding(KeyEvent(.character("j")))
    table.keyMap.select = KeyBinding(KeyEvent(.character("o")))
    screen.press(KeyEvent(.character("j")))

    #expect(table.manager.selectedIndex == 1)
    #expect(screen.footer == " kj Move  o Select  Ctrl-C Quit")
  }

  @Test func aBindingsOwnActionNamesItInTheFooterAndTheKeyStillActs() {
    var selected: [String] = []
    let table = TableView()
    let rows = textRows("Alpha", "Beta")
    for row in rows {
      row.on(.didSelect) { selected.append($0.model) }
    }
    table.manager.add(rows)
    table.keyMap.select = KeyBinding(KeyEvent(.enter), action: "Open")
    table.keyMap.down = KeyBinding(KeyEvent(.down), action: "Browse")
    let screen = tableScreen(table, size: Size(width: 40, height: 6))
    #expect(screen.footer == " ↑↓ Browse  Enter Open  Ctrl-C Quit")

    screen.press(.down)
    screen.press(.enter)

    #expect(selected == ["Beta"])
  }

  @Test func aFieldsAndAButtonsBindingsRenameTheirActions() {
    let field = TextField().on(.primaryActionTriggered) { _ in }
    field.keyMap.submit = KeyBinding(KeyEvent(.enter), action: "Search")
    let button = Button("Send")
    button.keyMap.press = KeyBinding(KeyEvent(.enter), action: "Go")
    let fieldScreen = HeadlessScreen(
      rootViewController: HostViewController(field), size: Size(width: 30, height: 4))
    let buttonScreen = HeadlessScreen(
      rootViewController: HostViewController(button), size: Size(width: 30, height: 4))

    #expect(fieldScreen.footer == " Enter Search  Ctrl-C Quit")
    #expect(buttonScreen.footer == " Enter Go  Ctrl-C Quit")
  }

  @Test func anAlertsCancelBindingRenamesItsHintAndAnUntitledBindingStaysOut() throws {
    var chosen: [String] = []
    let host = HostViewController(Label("Under"))
    let screen = HeadlessScreen(rootViewController: host, size: Size(width: 40, height: 8))
    let alert = AlertController(title: "Sure?")
    alert.addAction(AlertAction("No", style: .cancel) { _ in chosen.append("No") })
    alert.keyMap.cancel = KeyBinding(KeyEvent(.escape), action: "Keep it")
    alert.keyMap.previous = KeyBinding(KeyEvent(.left), action: "Previous")
    try host.present(alert)
    screen.perform {}
    #expect(screen.footer == " Enter No  Esc Keep it  Ctrl-C Quit")

    screen.press(.escape)

    #expect(chosen == ["No"])
  }

  @Test func aBindingWithoutKeysIsOffAndLeavesTheFooter() {
    var taps = 0
    let button = Button("Send").onTap { _ in taps += 1 }
    button.keyMap.press = KeyBinding()
    let screen = HeadlessScreen(
      rootViewController: HostViewController(button), size: Size(width: 30, height: 4))

    screen.press(.enter)

    #expect(taps == 0)
    #expect(screen.footer == " Ctrl-C Quit")
  }

  @Test func reboundAlertKeysChooseCancelAndShowInTheFooter() throws {
    var chosen: [String] = []
    let host = HostViewController(Label("Under"))
    let screen = HeadlessScreen(rootViewController: host, size: Size(width: 40, height: 8))
    let alert = AlertController(title: "Sure?")
    alert.addAction(AlertAction("No", style: .cancel) { _ in chosen.append("No") })
    alert.addAction(AlertAction("Yes") { _ in chosen.append("Yes") })
    alert.preferredAction = alert.actions[1]
    var keys = AlertController.KeyMap()
    keys.choose = KeyBinding(KeyEvent(.character("y")))
    keys.cancel = KeyBinding(KeyEvent(.character("n")))
    alert.keyMap = keys
    try host.present(alert)
    screen.perform {}
    // Esc still closes it, as it closes every presented scene, and the footer says so
    #expect(screen.footer == " y Yes  n No  Esc Close  Ctrl-C Quit")

    screen.press(.enter)
    #expect(chosen == [])
    screen.press(KeyEvent(.character("y")))

    #expect(chosen == ["Yes"])
  }

  @Test func reboundAlertCancelKeyRunsTheCancelAction() throws {
    var chosen: [String] = []
    let host = HostViewController(Label("Under"))
    let screen = HeadlessScreen(rootViewController: host, size: Size(width: 40, height: 8))
    let alert = AlertController(title: "Sure?")
    alert.addAction(AlertAction("No", style: .cancel) { _ in chosen.append("No") })
    alert.keyMap.cancel = KeyBinding(KeyEvent(.character("n")))
    try host.present(alert)
    screen.perform {}

    screen.press(KeyEvent(.character("n")))

    #expect(chosen == ["No"])
    #expect(screen.window.activeViewController === host)
  }
}
