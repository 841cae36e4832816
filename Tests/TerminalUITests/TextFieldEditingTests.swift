import TerminalCore
import TerminalUI
import Testing

@MainActor
struct TextFieldEditingTests {
  /// Graphemes of several scalars or two columns, each with its width on screen.
  nonisolated static let graphemes: [(Character, Int)] = [
    ("漢", 2), ("👋🏽", 2), ("e\u{301}", 1), ("ب", 1), ("بِ", 1),
  ]

  let sut = TextField()

  // MARK: - Insertion

  @Test func typingInsertsAtTheCursor() throws {
    try typeText("ac", into: sut)
    try press(KeyEvent(.left), on: sut)
    try typeText("b", into: sut)

    #expect(sut.text == "abc")
    #expect(sut.cursorIndex == 2)
  }

  /// The events a field sent, in order.
  final class EventLog {
    var entries: [String] = []
  }

  /// A text, the cursor's place in it, and the field's length limit.
  struct TypingContext: Sendable, CustomTestStringConvertible {
    var text: String
    var cursor: Int
    var maximumLength: Int?
    var testDescription: String {
      "\(text.debugDescription) at \(cursor), max \(maximumLength ?? -1)"
    }
  }

  /// Places between ASCII characters, at the ends, beside graphemes a typed character joins
  /// (a prepended mark before it, a combining mark after it) or does not (wide, Arabic,
  /// regional indicators), with room left and with none.
  nonisolated static let typingContexts: [TypingContext] = [
    TypingContext(text: "", cursor: 0), TypingContext(text: "ab", cursor: 0),
    TypingContext(text: "ab", cursor: 1), TypingContext(text: "ab", cursor: 2),
    TypingContext(text: "a\u{600}", cursor: 2), TypingContext(text: "\u{600}b", cursor: 1),
    TypingContext(text: "ae\u{301}", cursor: 1), TypingContext(text: "漢字", cursor: 1),
    TypingContext(text: "بِa", cursor: 1), TypingContext(text: "🇫🇷", cursor: 1),
    TypingContext(text: "ab", cursor: 1, maximumLength: 3),
    TypingContext(text: "ab", cursor: 1, maximumLength: 2),
    TypingContext(text: "a\u{600}", cursor: 2, maximumLength: 2),
  ]

  /// Typing a character does to the text, the cursor, the screen and the events exactly what
  /// pasting it does: typing printable ASCII takes a path of its own where nothing can join
  /// it to its neighbours, and the paste the general one.
  @Test(arguments: typingContexts, ["x", " ", "~", "é"] as [Character])
  func typingACharacterDoesWhatPastingItDoes(context: TypingContext, character: Character)
    throws
  {
    func field(logging log: EventLog) -> TextField {
      let field = TextField(text: context.text, maximumLength: context.maximumLength)
        .on(.editingChanged) { log.entries.append("changed \($0.text)") }
        .on(.inputTruncated) { log.entries.append("truncated \($0.droppedCount)") }
      for _ in context.cursor..<context.text.count { _ = try? field.handleKey(KeyEvent(.left)) }
      return field
    }
    let typedLog = EventLog()
    let pastedLog = EventLog()
    let typed = field(logging: typedLog)
    let pasted = field(logging: pastedLog)
    #expect(typed.cursorIndex == context.cursor)

    let used = try typed.handleKey(KeyEvent(.character(character)))
    _ = try pasted.handlePaste(String(character))

    #expect(used)
    #expect(typed.text == pasted.text)
    #expect(typed.cursorIndex == pasted.cursorIndex)
    #expect(typed.cursorPosition == pasted.cursorPosition)
    #expect(typed.droppedCount == pasted.droppedCount)
    #expect(typedLog.entries == pastedLog.entries)
  }

  @Test func shiftedCharacterIsInserted() throws {
    let used = try press(KeyEvent(.character("A"), modifiers: .shift), on: sut)

    #expect(used == [true])
    #expect(sut.text == "A")
  }

  @Test(arguments: graphemes)
  func graphemeIsOneCursorStep(grapheme: Character, width: Int) throws {
    try typeText("x", into: sut)
    _ = try sut.handleKey(KeyEvent(.character(grapheme)))
    try typeText("y", into: sut)
    #expect(sut.text == "x\(grapheme)y")
    #expect(sut.cursorIndex == 3)

    try press(KeyEvent(.left), on: sut)

    #expect(sut.cursorIndex == 2)
    #expect(sut.cursorPosition == Point(x: 1 + width, y: 0))
  }

  @Test(arguments: graphemes)
  func backspaceDeletesWholeGrapheme(grapheme: Character, width: Int) throws {
    sut.text = "x\(grapheme)y"
    try press(KeyEvent(.left), KeyEvent(.backspace), on: sut)

    #expect(sut.text == "xy")
    #expect(sut.cursorIndex == 1)
  }

  @Test(arguments: graphemes)
  func deleteRemovesWholeGrapheme(grapheme: Character, width: Int) throws {
    sut.text = "x\(grapheme)y"
    try press(KeyEvent(.home), KeyEvent(.right), KeyEvent(.delete), on: sut)

    #expect(sut.text == "xy")
    #expect(sut.cursorIndex == 1)
  }

  @Test func combiningMarkTypedAloneJoinsThePreviousLetter() throws {
    try typeText("e", into: sut)
    _ = try sut.handleKey(KeyEvent(.character("\u{301}")))

    #expect(sut.text == "e\u{301}")
    #expect(sut.cursorIndex == 1)
  }

  @Test func arabicTextEditsInLogicalOrder() throws {
    sut.text = "مرحبا"
    try press(KeyEvent(.home), KeyEvent(.right), KeyEvent(.right), KeyEvent(.backspace), on: sut)

    #expect(sut.text == "محبا")
    #expect(sut.cursorIndex == 1)
  }

  @Test func arabicWithVowelMarksDeletesLetterAndMarkTogether() throws {
    sut.text = "بِسْمِ"
    #expect(sut.cursorIndex == 3)

    try press(KeyEvent(.backspace), on: sut)

    #expect(sut.text == "بِسْ")
    #expect(sut.cursorIndex == 2)
  }

  // MARK: - Deletion at the ends

  @Test func backspaceAtStartChangesNothing() throws {
    sut.text = "ab"
    try press(KeyEvent(.home), on: sut)

    let used = try press(KeyEvent(.backspace), on: sut)

    #expect(used == [true])
    #expect(sut.text == "ab")
    #expect(sut.cursorIndex == 0)
  }

  @Test func deleteAtEndChangesNothing() throws {
    sut.text = "ab"

    let used = try press(KeyEvent(.delete), on: sut)

    #expect(used == [true])
    #expect(sut.text == "ab")
    #expect(sut.cursorIndex == 2)
  }

  @Test func backspaceAtEndDeletesLastGrapheme() throws {
    sut.text = "ab漢"
    try press(KeyEvent(.backspace), on: sut)

    #expect(sut.text == "ab")
    #expect(sut.cursorIndex == 2)
  }

  @Test func deleteAtStartDeletesFirstGrapheme() throws {
    sut.text = "漢ab"
    try press(KeyEvent(.home), KeyEvent(.delete), on: sut)

    #expect(sut.text == "ab")
    #expect(sut.cursorIndex == 0)
  }

  @Test func controlDDeletesForward() throws {
    sut.text = "ab"
    try press(KeyEvent.control("a"), KeyEvent.control("d"), on: sut)

    #expect(sut.text == "b")
  }

  // MARK: - Cursor movement

  @Test func homeEndAndControlAEMoveToTheEnds() throws {
    sut.text = "hello"
    var positions: [Int] = []
    for key in [KeyEvent.control("a"), .control("e"), KeyEvent(.home), KeyEvent(.end)] {
      _ = try sut.handleKey(key)
      positions.append(sut.cursorIndex)
    }

    #expect(positions == [0, 5, 0, 5])
  }

  @Test func cursorStopsAtBothEnds() throws {
    sut.text = "ab"
    try press(KeyEvent(.right), on: sut)
    #expect(sut.cursorIndex == 2)

    try press(KeyEvent(.left), KeyEvent(.left), KeyEvent(.left), on: sut)
    #expect(sut.cursorIndex == 0)
  }

  @Test func controlBAndFMoveByOneGrapheme() throws {
    sut.text = "漢字"
    try press(KeyEvent.control("b"), on: sut)
    #expect(sut.cursorIndex == 1)

    try press(KeyEvent.control("f"), on: sut)
    #expect(sut.cursorIndex == 2)
  }

  // MARK: - Line editing

  @Test func controlUDeletesToStart() throws {
    sut.text = "hello world"
    try press(KeyEvent(.home), on: sut)
    for _ in 0..<6 { try press(KeyEvent(.right), on: sut) }

    try press(KeyEvent.control("u"), on: sut)

    #expect(sut.text == "world")
    #expect(sut.cursorIndex == 0)
  }

  @Test func controlKDeletesToEnd() throws {
    sut.text = "hello world"
    try press(KeyEvent(.home), on: sut)
    for _ in 0..<5 { try press(KeyEvent(.right), on: sut) }

    try press(KeyEvent.control("k"), on: sut)

    #expect(sut.text == "hello")
    #expect(sut.cursorIndex == 5)
  }

  @Test func controlWDeletesOneWordAtATime() throws {
    sut.text = "hello big world"
    var texts: [String] = []
    for _ in 0..<3 {
      try press(KeyEvent.control("w"), on: sut)
      texts.append(sut.text)
    }

    #expect(texts == ["hello big ", "hello ", ""])
  }

  @Test func altBackspaceDeletesWordAndTheSpacesAfterIt() throws {
    sut.text = "cd /usr/local  "
    try press(KeyEvent(.backspace, modifiers: .alt), on: sut)

    #expect(sut.text == "cd ")
    #expect(sut.cursorIndex == 3)
  }

  @Test func controlWInTheMiddleKeepsTheRest() throws {
    sut.text = "one two three"
    try press(KeyEvent(.home), on: sut)
    for _ in 0..<7 { try press(KeyEvent(.right), on: sut) }

    try press(KeyEvent.control("w"), on: sut)

    #expect(sut.text == "one  three")
    #expect(sut.cursorIndex == 4)
  }

  @Test func controlWDeletesWideGraphemesWhole() throws {
    sut.text = "名前 漢字👋🏽"
    try press(KeyEvent.control("w"), on: sut)

    #expect(sut.text == "名前 ")
  }

  // MARK: - Keys left to others

  @Test(arguments: [
    KeyEvent(.tab), KeyEvent(.tab, modifiers: .shift), KeyEvent(.up), KeyEvent(.escape),
    KeyEvent(.function(5)), KeyEvent.control("x"), KeyEvent(.enter),
  ])
  func unusedKeysAreLeftForTheWindow(key: KeyEvent) throws {
    sut.text = "ab"

    let used = try sut.handleKey(key)

    #expect(!used)
    #expect(sut.text == "ab")
  }

  @Test func disabledFieldIgnoresKeysAndPastes() throws {
    sut.text = "ab"
    sut.isEnabled = false

    let used = try press(KeyEvent(.character("c")), KeyEvent(.backspace), on: sut)
    let pasted = try sut.handlePaste("xyz")

    #expect(used == [false, false])
    #expect(!pasted)
    #expect(sut.text == "ab")
    #expect(sut.cursorPosition == nil)
  }

  @Test func settingTextMovesCursorToTheEnd() {
    sut.text = "漢字 ok"

    #expect(sut.cursorIndex == 5)
  }
}
