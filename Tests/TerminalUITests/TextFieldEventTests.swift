import TerminalCore
import TerminalUI
import Testing

@MainActor
struct TextFieldEventTests {
  /// One call of a `shouldChangeString` check.
  struct Change: Equatable {
    var from: String
    var to: String
  }

  // MARK: - shouldChangeString

  @Test func editHappensOnlyWhenEveryCheckPasses() throws {
    var first: [Change] = []
    var second: [Change] = []
    let sut = TextField()
      .shouldChangeString { _, from, to in
        first.append(Change(from: from, to: to))
        return true
      }
      .shouldChangeString { _, from, to in
        second.append(Change(from: from, to: to))
        return to.count <= 2
      }

    try typeText("abc", into: sut)

    let expected = [
      Change(from: "", to: "a"), Change(from: "a", to: "ab"), Change(from: "ab", to: "abc"),
    ]
    #expect(sut.text == "ab")
    #expect(first == expected)
    #expect(second == expected)
  }

  @Test func firstCheckVetoesEvenWhenTheSecondAllows() throws {
    let sut = TextField(text: "keep")
      .shouldChangeString { _, _, to in !to.contains("!") }
      .shouldChangeString { _, _, _ in true }

    try typeText("!", into: sut)
    #expect(sut.text == "keep")

    try press(KeyEvent(.backspace), on: sut)
    #expect(sut.text == "kee")
  }

  @Test func vetoedEditKeepsCursorAndSendsNoEditingChanged() throws {
    var changes = 0
    let sut = TextField(text: "abc")
      .shouldChangeString { _, _, _ in false }
      .on(.editingChanged) { _ in changes += 1 }

    try press(KeyEvent(.left), KeyEvent(.backspace), KeyEvent.control("u"), on: sut)
    _ = try sut.handlePaste("xyz")

    #expect(sut.text == "abc")
    #expect(sut.cursorIndex == 2)
    #expect(changes == 0)
  }

  @Test func checkReceivesTheFieldAndSeesWholePastes() throws {
    var seen: [Change] = []
    var sameField = false
    let sut = TextField(text: "a")
    sut.shouldChangeString { field, from, to in
      sameField = field === sut
      seen.append(Change(from: from, to: to))
      return true
    }

    _ = try sut.handlePaste("bc")

    #expect(sameField)
    #expect(seen == [Change(from: "a", to: "abc")])
  }

  // MARK: - editingChanged

  @Test func editingChangedFiresWithTheNewText() throws {
    var texts: [String] = []
    let sut = TextField().on(.editingChanged) { field in texts.append(field.text) }

    try typeText("ab", into: sut)
    try press(KeyEvent(.left), KeyEvent(.right), KeyEvent(.backspace), on: sut)
    _ = try sut.handlePaste("漢")

    #expect(texts == ["a", "ab", "a", "a漢"])
  }

  @Test func editThatChangesNothingSendsNoEditingChanged() throws {
    var changes = 0
    let sut = TextField(text: "ab").on(.editingChanged) { _ in changes += 1 }

    try press(KeyEvent.control("k"), KeyEvent(.delete), on: sut)
    _ = try sut.handlePaste("")

    #expect(changes == 0)
  }

  // MARK: - primaryActionTriggered

  @Test func enterWithoutHandlerIsLeftForTheWindow() throws {
    let sut = TextField(text: "hi")

    let used = try sut.handleKey(KeyEvent(.enter))

    #expect(!used)
    #expect(sut.keyHints == [])
  }

  @Test func enterSendsPrimaryActionWhenAHandlerExists() throws {
    var submitted: [String] = []
    let sut = TextField(text: "hi").on(.primaryActionTriggered) { field in
      submitted.append(field.text)
    }

    let used = try sut.handleKey(KeyEvent(.enter))

    #expect(used)
    #expect(submitted == ["hi"])
    #expect(sut.keyHints == [KeyHint(key: "Enter", action: "Submit", keys: [KeyEvent(.enter)])])
  }

  // MARK: - Handlers

  @Test func handlersChainAndAllRunInOrder() throws {
    var calls: [String] = []
    let sut = TextField()
      .on(.editingChanged) { _ in calls.append("first") }
      .on(.primaryActionTriggered) { _ in calls.append("submit") }
      .on(.editingChanged) { _ in calls.append("second") }
    sut.addHandler(for: .editingChanged) { _ in calls.append("untyped") }

    try typeText("a", into: sut)
    try press(KeyEvent(.enter), on: sut)

    #expect(calls == ["first", "second", "untyped", "submit"])
    #expect(sut.handlerCount(for: .editingChanged) == 3)
    #expect(sut.handlerCount(for: .primaryActionTriggered) == 1)
  }

  @Test func handlerAddedByAHandlerRunsFromTheNextEventOn() throws {
    var calls: [String] = []
    let sut = TextField()
    sut.on(.editingChanged) { field in
      calls.append("first \(field.text)")
      if field.text == "a" {
        field.on(.editingChanged) { field in calls.append("added \(field.text)") }
      }
    }

    try typeText("ab", into: sut)

    #expect(calls == ["first a", "first ab", "added ab"])
    #expect(sut.handlerCount(for: .editingChanged) == 2)
  }

  @Test func handlerReceivesTheFieldTypedAsTextField() throws {
    var cursors: [Int] = []
    let sut: TextField = TextField(text: "ab")
      .on(.editingChanged) { field in cursors.append(field.cursorIndex) }

    try press(KeyEvent(.left), on: sut)
    try typeText("x", into: sut)

    #expect(cursors == [2])
    #expect(sut.text == "axb")
  }

  @Test func throwingHandlerStopsTheLaterOnesAndPropagates() throws {
    var later = 0
    let sut = TextField(text: "hi")
      .on(.primaryActionTriggered) { _ in throw TestFailure(description: "Nothing to send.") }
      .on(.primaryActionTriggered) { _ in later += 1 }

    #expect(throws: TestFailure(description: "Nothing to send.")) {
      try sut.handleKey(KeyEvent(.enter))
    }
    #expect(later == 0)
  }

  @Test func throwingHandlerErrorShowsOnTheStatusLine() throws {
    let sut = TextField(text: "hi").on(.primaryActionTriggered) { field in
      throw TestFailure(description: "Cannot send '\(field.text)'.")
    }
    let window = mount(StackView(axis: .vertical, [sut]), size: Size(width: 30, height: 4))

    window.handle(.key(KeyEvent(.enter)))
    let frame = window.render()

    #expect(window.statusMessage?.text == "Cannot send 'hi'.")
    #expect(window.statusMessage?.isError == true)
    #expect(frame.canvas.lines[2] == "Cannot send 'hi'.")
    #expect(frame.canvas[0, 2].style.foreground == .red)
  }
}
