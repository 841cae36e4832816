import TerminalCore
import TerminalUITesting
import Testing

struct VirtualTerminalTests {
  /// A terminal of `width` × `height` fed `text`.
  private func terminal(_ width: Int, _ height: Int, fed text: String) -> VirtualTerminal {
    var terminal = VirtualTerminal(size: Size(width: width, height: height))
    terminal.feed(Array(text.utf8))
    return terminal
  }

  // MARK: - Text

  @Test func printsTextAndAdvancesTheCursor() {
    let sut = terminal(10, 2, fed: "Hi 漢!")

    #expect(sut.lines == ["Hi 漢!", ""])
    #expect(sut.screen[3, 0] == Cell(grapheme: "漢", width: 2, style: .plain))
    #expect(sut.screen[4, 0].isContinuation)
    #expect(sut.cursor == Point(x: 6, y: 0))
    #expect(sut.unknownSequences == [])
  }

  @Test func combiningMarksAndJoinedEmojiStayOneGrapheme() {
    let sut = terminal(10, 1, fed: "e\u{301}x👨‍👩‍👧y")

    #expect(sut.screen[0, 0].grapheme == "e\u{301}")
    #expect(sut.screen[1, 0].grapheme == "x")
    #expect(sut.screen[2, 0].grapheme == "👨‍👩‍👧")
    #expect(sut.screen[4, 0].grapheme == "y")
    #expect(sut.cursor == Point(x: 5, y: 0))
  }

  @Test func utf8SplitAcrossFeedsDecodesLikeWhole() {
    var sut = VirtualTerminal(size: Size(width: 10, height: 1))
    let bytes = Array("a漢b".utf8)

    sut.feed(bytes[0..<2])
    sut.feed(bytes[2...])

    #expect(sut.lines == ["a漢b"])
    #expect(sut.cursor == Point(x: 4, y: 0))
  }

  @Test func carriageReturnLineFeedAndBackspaceMoveTheCursor() {
    let sut = terminal(10, 3, fed: "abc\r\ndef\u{8}\u{8}X\nY")

    #expect(sut.lines == ["abc", "dXf", "  Y"])
    #expect(sut.cursor == Point(x: 3, y: 2))
  }

  @Test func overwritingHalfOfAWideGraphemeBlanksTheOtherHalf() {
    let sut = terminal(10, 1, fed: "漢字\u{1B}[2Ga\u{1B}[3Gb")

    #expect(sut.lines == [" ab"])
    #expect(sut.screen[0, 0] == .blank)
    #expect(sut.screen[3, 0] == .blank)
  }

  // MARK: - Autowrap

  @Test func printInLastColumnLeavesAWrapPending() {
    let sut = terminal(4, 2, fed: "abcd")

    #expect(sut.lines == ["abcd", ""])
    #expect(sut.cursor == Point(x: 3, y: 0))
    #expect(sut.isWrapPending)
  }

  @Test func nextPrintAfterPendingWrapWrapsToTheNextLine() {
    let sut = terminal(4, 2, fed: "abcde")

    #expect(sut.lines == ["abcd", "e"])
    #expect(sut.cursor == Point(x: 1, y: 1))
    #expect(!sut.isWrapPending)
  }

  @Test(arguments: ["\u{1B}[1;1H", "\u{1B}[D", "\r", "\u{1B}[2G"])
  func cursorMoveCancelsThePendingWrap(move: String) {
    let sut = terminal(4, 2, fed: "abcd" + move)

    #expect(!sut.isWrapPending)
    #expect(sut.cursor.y == 0)
  }

  @Test func wrapOnTheLastRowScrollsTheScreen() {
    let sut = terminal(3, 2, fed: "abc\r\ndefg")

    #expect(sut.lines == ["def", "g"])
    #expect(sut.scrolledLineCount == 1)
  }

  @Test func wideGraphemeThatDoesNotFitWrapsFirst() {
    let sut = terminal(4, 2, fed: "abc漢")

    #expect(sut.lines == ["abc", "漢"])
    #expect(sut.cursor == Point(x: 2, y: 1))
  }

  @Test func wideGraphemeInTheLastTwoColumnsLeavesAWrapPending() {
    let sut = terminal(4, 1, fed: "ab漢")

    #expect(sut.lines == ["ab漢"])
    #expect(sut.cursor == Point(x: 3, y: 0))
    #expect(sut.isWrapPending)
    #expect(sut.scrolledLineCount == 0)
  }

  // MARK: - Cursor movement

  @Test(arguments: [
    ("\u{1B}[3;4H", Point(x: 3, y: 2)),
    ("\u{1B}[3;4f", Point(x: 3, y: 2)),
    ("\u{1B}[H", Point(x: 0, y: 0)),
    ("\u{1B}[4H", Point(x: 0, y: 3)),
    ("\u{1B}[0;0H", Point(x: 0, y: 0)),
    ("\u{1B}[99;99H", Point(x: 9, y: 4)),
    ("\u{1B}[A", Point(x: 5, y: 1)),
    ("\u{1B}[9A", Point(x: 5, y: 0)),
    ("\u{1B}[B", Point(x: 5, y: 3)),
    ("\u{1B}[2B", Point(x: 5, y: 4)),
    ("\u{1B}[0C", Point(x: 6, y: 2)),
    ("\u{1B}[3C", Point(x: 8, y: 2)),
    ("\u{1B}[20C", Point(x: 9, y: 2)),
    ("\u{1B}[D", Point(x: 4, y: 2)),
    ("\u{1B}[9D", Point(x: 0, y: 2)),
    ("\u{1B}[G", Point(x: 0, y: 2)),
    ("\u{1B}[7G", Point(x: 6, y: 2)),
  ])
  func cursorSequencesMoveAndClamp(sequence: String, expected: Point) {
    let sut = terminal(10, 5, fed: "\u{1B}[3;6H" + sequence)

    #expect(sut.cursor == expected)
    #expect(sut.unknownSequences == [])
  }

  // MARK: - Erasing

  @Test(arguments: [
    ("\u{1B}[J", ["abcd", "e", ""]),
    ("\u{1B}[0J", ["abcd", "e", ""]),
    ("\u{1B}[1J", ["", "  gh", "ijkl"]),
    ("\u{1B}[2J", ["", "", ""]),
    ("\u{1B}[K", ["abcd", "e", "ijkl"]),
    ("\u{1B}[1K", ["abcd", "  gh", "ijkl"]),
    ("\u{1B}[2K", ["abcd", "", "ijkl"]),
  ])
  func eraseSequencesClearTheirPart(sequence: String, expected: [String]) {
    let sut = terminal(4, 3, fed: "abcdefghijkl\u{1B}[2;2H" + sequence)

    #expect(sut.lines == expected)
    #expect(sut.cursor == Point(x: 1, y: 1))
    #expect(sut.unknownSequences == [])
  }

  @Test func erasingFillsWithThePenBackground() {
    let sut = terminal(3, 1, fed: "abc\u{1B}[1;2H\u{1B}[1;31;44m\u{1B}[K")

    #expect(sut.screen[0, 0].grapheme == "a")
    #expect(sut.screen[1, 0] == .blank(Style(background: .blue)))
    #expect(sut.screen[2, 0] == .blank(Style(background: .blue)))
  }

  // MARK: - Graphic rendition

  @Test(arguments: [
    ("1", Style(attributes: .bold)),
    ("2", Style(attributes: .dim)),
    ("3", Style(attributes: .italic)),
    ("4", Style(attributes: .underline)),
    ("7", Style(attributes: .reverse)),
    ("1;2;3;4;7;22", Style(attributes: [.italic, .underline, .reverse])),
    ("3;4;7;23;24;25;27", Style()),
    ("1;31;42", Style(foreground: .red, background: .green, attributes: .bold)),
    ("1;31;42;0", Style()),
    ("1;31;42;", Style()),
    ("37;47;39;49", Style()),
    ("90;107", Style(foreground: .ansi(8), background: .ansi(15))),
    ("38;5;196;48;5;0", Style(foreground: .indexed(196), background: .indexed(0))),
    ("38;2;255;95;0;48;2;1;2;3", Style(foreground: .rgb(255, 95, 0), background: .rgb(1, 2, 3))),
  ])
  func graphicRenditionSetsThePen(parameters: String, expected: Style) {
    let sut = terminal(4, 1, fed: "\u{1B}[" + parameters + "mx")

    #expect(sut.pen == expected)
    #expect(sut.screen[0, 0].style == expected)
    #expect(sut.unknownSequences == [])
  }

  @Test func emptyGraphicRenditionResets() {
    let sut = terminal(4, 1, fed: "\u{1B}[1;4;31m\u{1B}[m")

    #expect(sut.pen == .plain)
  }

  @Test(arguments: ["5", "9", "26", "38;5;256", "38;2;1;2", "38;7;1", "58;5;1", "4:3"])
  func unknownGraphicRenditionIsRecorded(parameters: String) {
    let sut = terminal(4, 1, fed: "\u{1B}[" + parameters + "m")

    #expect(sut.unknownSequences == ["ESC[" + parameters + "m"])
  }

  // MARK: - Modes

  @Test func privateModesAreTracked() {
    var sut = terminal(4, 2, fed: "\u{1B}[?25l\u{1B}[?2004h\u{1B}[?2026h")

    #expect(!sut.isCursorVisible)
    #expect(sut.isBracketedPaste)
    #expect(sut.isSynchronizedOutput)

    sut.feed(Array("\u{1B}[?25;2004;2026h\u{1B}[?25h\u{1B}[?2004l\u{1B}[?2026l".utf8))

    #expect(sut.isCursorVisible)
    #expect(!sut.isBracketedPaste)
    #expect(!sut.isSynchronizedOutput)
    #expect(sut.unknownSequences == [])
  }

  @Test func alternateScreenIsClearedAndRestoresTheMainScreen() {
    var sut = terminal(4, 2, fed: "main\u{1B}[1;3H\u{1B}[?1049h")

    #expect(sut.isAlternateScreen)
    #expect(sut.lines == ["", ""])

    sut.feed(Array("alt\u{1B}[?1049l".utf8))

    #expect(!sut.isAlternateScreen)
    #expect(sut.lines == ["main", ""])
    #expect(sut.cursor == Point(x: 2, y: 0))
  }

  @Test func unknownSequencesAndControlsAreRecorded() {
    let sut = terminal(4, 1, fed: "\u{1B}[?7l\u{7}\u{1B}c\u{1B}[5n\u{1B}[>1u\u{1B}[3Jok")

    #expect(
      sut.unknownSequences == ["ESC[?7l", "0x7", "ESCc", "ESC[5n", "ESC[>1u", "ESC[3J"])
    #expect(sut.lines == ["ok"])
  }

  @Test func sequenceCutByAControlIsRecordedAndTheControlRuns() {
    let sut = terminal(4, 2, fed: "ab\u{1B}[1\nc")

    #expect(sut.unknownSequences == ["ESC[1 (cut)"])
    #expect(sut.lines == ["ab", "  c"])
  }

  // MARK: - Resizing

  @Test func resizeKeepsTheCellsThatFit() {
    var sut = terminal(6, 2, fed: "abcd漢\r\nxy")

    sut.resize(to: Size(width: 5, height: 3))

    #expect(sut.lines == ["abcd", "xy", ""])
    #expect(sut.cursor == Point(x: 2, y: 1))
  }
}
