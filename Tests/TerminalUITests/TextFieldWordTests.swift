import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

/// Moving and deleting by words: a word is a run of graphemes other than a space, as for
/// Ctrl-W.
@MainActor
struct TextFieldWordTests {
  let sut = TextField()

  /// `sut` holding `text`, the cursor `cursor` graphemes from the start.
  func field(_ text: String, cursor: Int) throws -> TextField {
    sut.text = text
    try press(KeyEvent(.home), on: sut)
    for _ in 0..<cursor { try press(KeyEvent(.right), on: sut) }
    return sut
  }

  /// The cursor's place after each press of `key`, from `cursor` in `text`.
  func stops(of key: KeyEvent, in text: String, from cursor: Int, presses: Int) throws -> [Int] {
    let field = try field(text, cursor: cursor)
    var stops: [Int] = []
    for _ in 0..<presses {
      try press(key, on: field)
      stops.append(field.cursorIndex)
    }
    return stops
  }

  // MARK: - Moving

  @Test(arguments: [
    KeyEvent(.left, modifiers: .control), KeyEvent(.character("b"), modifiers: .alt),
  ])
  func wordBackwardStopsAtTheStartOfEachWord(key: KeyEvent) throws {
    let stops = try stops(of: key, in: "cd  /usr/local bin ", from: 19, presses: 4)

    #expect(stops == [15, 4, 0, 0])
    #expect(sut.text == "cd  /usr/local bin ")
  }

  @Test(arguments: [
    KeyEvent(.right, modifiers: .control), KeyEvent(.character("f"), modifiers: .alt),
  ])
  func wordForwardStopsAtTheStartOfEachNextWordThenTheEnd(key: KeyEvent) throws {
    let stops = try stops(of: key, in: "  cd  /usr/local bin", from: 0, presses: 4)

    #expect(stops == [2, 6, 17, 20])
    #expect(sut.text == "  cd  /usr/local bin")
  }

  @Test func wordForwardFromInsideAWordGoesToTheNextOne() throws {
    #expect(
      try stops(of: KeyEvent(.right, modifiers: .control), in: "one two", from: 1, presses: 1) == [
        4
      ])
  }

  @Test func wordsOfWideGraphemesAreSteppedWhole() throws {
    let forward = try stops(
      of: KeyEvent(.character("f"), modifiers: .alt), in: "名前 漢字👋🏽 e\u{301}", from: 0,
      presses: 3)
    let backward = try stops(
      of: KeyEvent(.character("b"), modifiers: .alt), in: "名前 漢字👋🏽 e\u{301}", from: 8,
      presses: 3)

    #expect(forward == [3, 7, 8])
    #expect(backward == [7, 3, 0])
  }

  // MARK: - Deleting

  @Test(arguments: [
    KeyEvent(.delete, modifiers: .control), KeyEvent(.character("d"), modifiers: .alt),
  ])
  func deleteWordForwardDeletesToTheStartOfTheNextWord(key: KeyEvent) throws {
    let field = try field("one two  three", cursor: 4)
    var texts: [String] = []
    for _ in 0..<3 {
      try press(key, on: field)
      texts.append(field.text)
    }

    #expect(texts == ["one three", "one ", "one "])
    #expect(field.cursorIndex == 4)
  }

  @Test func deleteWordForwardFromInsideAWordKeepsItsStart() throws {
    let field = try field("hello world", cursor: 2)

    try press(KeyEvent(.character("d"), modifiers: .alt), on: field)

    #expect(field.text == "heworld")
    #expect(field.cursorIndex == 2)
  }

  @Test func deleteWordForwardSendsEditingChangedOnlyWhenItDeletes() throws {
    var changes: [String] = []
    let field = try field("ab cd", cursor: 3).on(.editingChanged) { changes.append($0.text) }

    try press(
      KeyEvent(.delete, modifiers: .control), KeyEvent(.delete, modifiers: .control), on: field)

    #expect(changes == ["ab "])
  }

  @Test func deleteWordForwardIsRefusedByAShouldChangeCheck() throws {
    let field = try field("ab cd", cursor: 0).shouldChangeString { _, _, to in !to.isEmpty }

    try press(KeyEvent(.character("d"), modifiers: .alt), on: field)
    #expect(field.text == "cd")
    try press(KeyEvent(.character("d"), modifiers: .alt), on: field)
    #expect(field.text == "cd")
  }

  // MARK: - On screen, from the terminal's bytes

  /// The sequences xterm sends for Ctrl-←, Ctrl-→, Alt-b, Alt-f, Alt-d and Ctrl-Delete reach
  /// the field as its word keys, through the real input decoder.
  @Test func xtermSequencesMoveAndDeleteByWords() {
    let screen = HeadlessScreen(
      rootViewController: HostViewController(sut), size: Size(width: 30, height: 3))
    screen.type("one two three four")
    // What each sequence leaves: the field's line and the cursor's column.
    let steps: [(bytes: String, line: String, column: Int)] = [
      ("\u{1B}[1;5D", "one two three four", 14),  // Ctrl-←
      ("\u{1B}b", "one two three four", 8),  // Alt-b
      ("\u{1B}[1;5D", "one two three four", 4),
      ("\u{1B}[1;5C", "one two three four", 8),  // Ctrl-→
      ("\u{1B}b", "one two three four", 4),
      ("\u{1B}f", "one two three four", 8),  // Alt-f
      ("\u{1B}d", "one two four", 8),  // Alt-d
      ("\u{1B}[1;5D\u{1B}[3;5~", "one four", 4),  // Ctrl-←, Ctrl-Delete
    ]

    for step in steps {
      screen.send(bytes: Array(step.bytes.utf8))
      #expect(screen.lines[0] == step.line, "\(step.bytes.debugDescription)")
      #expect(screen.cursor == Point(x: step.column, y: 0), "\(step.bytes.debugDescription)")
    }
    #expect(sut.text == "one four")
  }
}
