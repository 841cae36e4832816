import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

/// The keys of a text view: typing, line breaks, joins, moves across lines and by rows.
@MainActor
struct TextViewEditingTests {
  let sut = TextView()

  /// A screen whose content area, all of it the text view, is `width` × `rows`.
  func screen(width: Int = 20, rows: Int = 5) -> HeadlessScreen {
    HeadlessScreen(
      rootViewController: HostViewController(sut), size: Size(width: width, height: rows + 2))
  }

  // MARK: - Typing and line breaks

  @Test func enterBreaksTheLineAtTheCursor() throws {
    try typeText("abcd", into: sut)
    try press(KeyEvent(.left), KeyEvent(.left), KeyEvent(.enter), on: sut)
    try typeText("x", into: sut)

    #expect(sut.text == "ab\nxcd")
    #expect(sut.cursorIndex == 4)
  }

  @Test func typedCharactersOtherThanASCIIGoInAtTheCursor() throws {
    try typeText("a漢", into: sut)
    try press(KeyEvent(.left), on: sut)
    try typeText("👋🏽", into: sut)

    #expect(sut.text == "a👋🏽漢")
    #expect(sut.cursorIndex == 2)
  }

  @Test func backspaceAtTheStartOfALineJoinsItToTheLineBefore() throws {
    let sut = TextView(text: "ab\ncd")
    try press(KeyEvent(.home), KeyEvent(.backspace), on: sut)

    #expect(sut.text == "abcd")
    #expect(sut.cursorIndex == 2)
  }

  @Test func deleteAtTheEndOfALineJoinsTheNextLineToIt() throws {
    let sut = TextView(text: "ab\ncd")
    try press(KeyEvent(.home, modifiers: .control), KeyEvent(.end), KeyEvent(.delete), on: sut)

    #expect(sut.text == "abcd")
    #expect(sut.cursorIndex == 2)
  }

  @Test func backspaceAtTheStartAndDeleteAtTheEndOfTheTextChangeNothing() throws {
    var changes = 0
    let sut = TextView(text: "ab").on(.editingChanged) { _ in changes += 1 }
    try press(
      KeyEvent(.delete), KeyEvent(.home, modifiers: .control), KeyEvent(.backspace), on: sut)

    #expect(sut.text == "ab")
    #expect(changes == 0)
  }

  // MARK: - Moving across lines

  @Test func leftAndRightCrossLineEnds() throws {
    let sut = TextView(text: "ab\ncd")
    try press(KeyEvent(.home), KeyEvent(.left), on: sut)
    #expect(sut.cursorIndex == 2)
    try press(KeyEvent(.right), on: sut)
    #expect(sut.cursorIndex == 3)
  }

  @Test func homeAndEndGoToTheEndsOfTheLineAndCtrlHomeAndCtrlEndToThoseOfTheText() throws {
    let sut = TextView(text: "ab\ncde\nf")
    sut.frame = Rect(x: 0, y: 0, width: 20, height: 5)
    try press(KeyEvent(.up), on: sut)
    #expect(sut.cursorIndex == 4)

    try press(KeyEvent(.home), on: sut)
    #expect(sut.cursorIndex == 3)
    try press(KeyEvent(.end), on: sut)
    #expect(sut.cursorIndex == 6)
    try press(.control("a"), on: sut)
    #expect(sut.cursorIndex == 3)
    try press(KeyEvent(.home, modifiers: .control), on: sut)
    #expect(sut.cursorIndex == 0)
    try press(KeyEvent(.end, modifiers: .control), on: sut)
    #expect(sut.cursorIndex == 8)
  }

  @Test func upOnTheFirstRowGoesToTheStartAndDownOnTheLastToTheEnd() throws {
    sut.text = "abc\ndef"
    let screen = screen()
    screen.press(.left)

    screen.press(.down)
    #expect(sut.cursorIndex == 7)
    screen.press(.up)
    screen.press(.up)
    #expect(sut.cursorIndex == 0)
  }

  @Test func upAndDownKeepTheColumnTheyAimedAtCountingWideGraphemesAsTwo() {
    sut.text = "abcdef\n漢字\nxy\n漢字漢"
    let screen = screen()
    screen.press(.home, modifiers: .control)
    screen.press(.end)
    for _ in 0..<2 { screen.press(.left) }  // column 4, before "e"

    screen.press(.down)  // 漢字 is 4 columns: its end
    #expect(sut.cursorIndex == 9)
    #expect(screen.cursor == Point(x: 4, y: 1))
    screen.press(.down)  // xy: its end, at column 2
    #expect(screen.cursor == Point(x: 2, y: 2))
    screen.press(.down)  // aims at column 4 again: after 漢字
    #expect(sut.cursorIndex == 15)
    #expect(screen.cursor == Point(x: 4, y: 3))
    screen.press(.up)
    screen.press(.up)
    screen.press(.up)
    #expect(sut.cursorIndex == 4)
  }

  @Test func aimingAtTheSecondCellOfAWideGraphemeStopsBeforeIt() {
    sut.text = "abc\n漢字"
    let screen = screen()
    screen.press(.up)
    screen.press(.end)  // column 3

    screen.press(.down)

    #expect(sut.cursorIndex == 5)  // after 漢, at column 2
    #expect(screen.cursor == Point(x: 2, y: 1))
  }

  @Test func anotherKeyForgetsTheColumnAimedAt() {
    sut.text = "abcdef\nab\nabcdef"
    let screen = screen()
    screen.press(.up)
    screen.press(.up)  // the first line, column 6

    screen.press(.down)  // "ab": column 2
    screen.press(.left)  // column 1, aimed at from now on
    screen.press(.down)

    #expect(screen.cursor == Point(x: 1, y: 2))
  }

  @Test func upAndDownMoveByRowsOnScreenInAWrappedLine() {
    sut.text = "one two three"
    let screen = screen(width: 8)
    #expect(screen.lines[0...1] == ["one two", "three"])

    screen.press(.up)

    #expect(sut.cursorIndex == 5)  // column 5 of "one two": before "w"
    #expect(screen.cursor == Point(x: 5, y: 0))
  }

  // MARK: - Words and line deletions

  @Test func wordKeysTreatLineBreaksAsSpaces() throws {
    let sut = TextView(text: "one two\nthree")
    try press(KeyEvent(.left, modifiers: .control), on: sut)
    #expect(sut.cursorIndex == 8)
    try press(KeyEvent(.left, modifiers: .control), on: sut)
    #expect(sut.cursorIndex == 4)
    try press(KeyEvent(.right, modifiers: .control), on: sut)
    #expect(sut.cursorIndex == 8)

    try press(KeyEvent(.end, modifiers: .control), .control("w"), .control("w"), on: sut)
    #expect(sut.text == "one ")
  }

  @Test func ctrlUAndCtrlKDeleteToTheEndsOfTheLine() throws {
    let sut = TextView(text: "ab\ncdef\ngh")
    sut.frame = Rect(x: 0, y: 0, width: 20, height: 5)
    try press(KeyEvent(.up), KeyEvent(.home), KeyEvent(.right), KeyEvent(.right), on: sut)

    try press(.control("k"), on: sut)
    #expect(sut.text == "ab\ncd\ngh")
    try press(.control("u"), on: sut)
    #expect(sut.text == "ab\n\ngh")
    #expect(sut.cursorIndex == 3)
  }

  // MARK: - Key map

  @Test func aRemappedLineBreakKeyBreaksTheLineAndEnterThenDoesNothing() throws {
    sut.keyMap.insertLineBreak = KeyBinding(KeyEvent(.character("j"), modifiers: .control))

    #expect(try !sut.handleKey(KeyEvent(.enter)))
    try press(.control("j"), on: sut)
    #expect(sut.text == "\n")
  }

  @Test func aBoundPrintableKeyIsNotTyped() throws {
    sut.keyMap.moveLeft = KeyBinding(KeyEvent(.character("h")))
    try typeText("ab", into: sut)

    try typeText("h", into: sut)

    #expect(sut.text == "ab")
    #expect(sut.cursorIndex == 1)
  }
}
