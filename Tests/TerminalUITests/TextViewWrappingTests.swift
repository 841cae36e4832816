import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

/// A text view wraps its lines at its width, by words, and scrolls to keep the cursor in
/// sight; the terminal's cursor stands where the next grapheme will go.
@MainActor
struct TextViewWrappingTests {
  let sut = TextView()

  /// A screen whose content area, all of it the text view, is `width` × `rows`.
  func screen(width: Int, rows: Int) -> HeadlessScreen {
    HeadlessScreen(
      rootViewController: HostViewController(sut), size: Size(width: width, height: rows + 2))
  }

  /// The content rows of `screen`: all but the status line and the footer.
  func rows(_ screen: HeadlessScreen) -> [String] {
    Array(screen.lines.dropLast(2))
  }

  // MARK: - Wrapping

  @Test func longLinesWrapByWordsAndLineBreaksStartRows() {
    sut.text = "the quick brown fox\njumps"
    let screen = screen(width: 10, rows: 4)

    #expect(rows(screen) == ["the quick", "brown fox", "jumps", ""])
    #expect(screen.cursor == Point(x: 5, y: 2))
  }

  @Test func aWordLongerThanTheWidthIsCutBetweenGraphemes() {
    sut.text = "ab 漢字漢字漢字"
    let screen = screen(width: 6, rows: 4)

    // The wide graphemes never straddle the edge: 3 fit in 6 columns, and the rest follow.
    #expect(rows(screen) == ["ab", "漢字漢", "字漢字", ""])
  }

  @Test func aLineThatFillsItsLastRowHasAnEmptyRowForTheCursorAtItsEnd() {
    let screen = screen(width: 5, rows: 3)

    screen.type("abcde")

    #expect(rows(screen) == ["abcde", "", ""])
    #expect(screen.cursor == Point(x: 0, y: 1))
    screen.type("f")
    #expect(rows(screen) == ["abcde", "f", ""])
    #expect(screen.cursor == Point(x: 1, y: 1))
  }

  @Test func aLineBeforeALineBreakThatFillsItsLastRowHasAnEmptyRowToo() {
    sut.text = "abcde\nx"
    let screen = screen(width: 5, rows: 3)

    #expect(rows(screen) == ["abcde", "", "x"])
    screen.press(.up)
    #expect(sut.cursorIndex == 5)
    #expect(screen.cursor == Point(x: 0, y: 1))
  }

  @Test func spacesThatDoNotFitHangAtTheEdgeInsteadOfStartingARow() {
    let screen = screen(width: 5, rows: 3)

    screen.type("hello world")

    #expect(rows(screen) == ["hello", "world", ""])
    screen.press(.home)
    screen.press(.right, modifiers: .control)
    screen.press(.left)  // onto the space after "hello", past the width
    #expect(sut.cursorIndex == 5)
    #expect(screen.cursor == Point(x: 4, y: 0))
  }

  @Test func resizingWrapsTheRowsAgain() {
    sut.text = "one two three four"
    let screen = screen(width: 9, rows: 3)
    #expect(rows(screen) == ["one two", "three", "four"])

    screen.resize(to: Size(width: 20, height: 5))

    #expect(rows(screen) == ["one two three four", "", ""])
    #expect(screen.cursor == Point(x: 18, y: 0))
  }

  @Test func resizingKeepsTheFirstRowShownAtTheStartOfARow() {
    sut.text = "aa bb cc dd ee"
    let screen = screen(width: 3, rows: 2)
    #expect(rows(screen) == ["dd", "ee"])

    screen.resize(to: Size(width: 6, height: 4))

    #expect(rows(screen) == ["cc dd", "ee"])
    #expect(screen.cursor == Point(x: 2, y: 1))
  }

  // MARK: - The cursor on screen

  @Test func theCursorCountsWideGraphemesCombiningMarksAndEmojiSequencesRight() {
    let screen = screen(width: 20, rows: 3)

    screen.paste("漢e\u{301}👩‍👩‍👧\n👋🏽x")

    #expect(rows(screen) == ["漢é👩‍👩‍👧", "👋🏽x", ""])
    #expect(screen.cursor == Point(x: 3, y: 1))
    screen.press(.up)
    #expect(screen.cursor == Point(x: 3, y: 0))
    #expect(sut.cursorIndex == 2)
  }

  // MARK: - Vertical scrolling

  @Test func typingPastTheLastRowScrollsTheCursorIntoSight() {
    let screen = screen(width: 10, rows: 3)

    for line in ["a", "b", "c", "d"] {
      screen.type(line)
      screen.press(.enter)
    }
    screen.type("e")

    #expect(rows(screen) == ["c", "d", "e"])
    #expect(screen.cursor == Point(x: 1, y: 2))
  }

  @Test func movingBelowTheLastRowShownScrollsDownARow() {
    sut.text = "a\nb\nc\nd\ne"
    let screen = screen(width: 10, rows: 3)
    screen.press(.home, modifiers: .control)

    for _ in 0..<3 { screen.press(.down) }

    #expect(rows(screen) == ["b", "c", "d"])
    #expect(screen.cursor == Point(x: 0, y: 2))
  }

  @Test func movingAboveTheFirstRowShownScrollsUpARow() {
    sut.text = "a\nb\nc\nd\ne"
    let screen = screen(width: 10, rows: 3)
    #expect(rows(screen) == ["c", "d", "e"])

    for _ in 0..<3 { screen.press(.up) }

    #expect(rows(screen) == ["b", "c", "d"])
    #expect(screen.cursor == Point(x: 1, y: 0))
  }

  @Test func movingAboveTheFirstRowShownIntoAWrappedLineShowsItsLastRow() {
    sut.text = "one two three\nx\ny\nz"
    let screen = screen(width: 6, rows: 3)
    #expect(rows(screen) == ["x", "y", "z"])

    for _ in 0..<3 { screen.press(.up) }

    #expect(rows(screen) == ["three", "x", "y"])
    #expect(screen.cursor == Point(x: 1, y: 0))
  }

  @Test func deletingTheLastRowsShowsTheRowsAboveRatherThanEmptyOnes() {
    sut.text = "a\nb\nc\nd\ne"
    let screen = screen(width: 10, rows: 3)

    for _ in 0..<4 { screen.press(.backspace) }

    #expect(rows(screen) == ["a", "b", "c"])
    #expect(screen.cursor == Point(x: 1, y: 2))
  }

  @Test func shorteningTheWordAtTheTopLetsItMoveUpARow() {
    sut.text = "aaa bbbbb\nc\nd"
    let screen = screen(width: 7, rows: 2)
    screen.press(.up)
    screen.press(.up)
    #expect(rows(screen) == ["bbbbb", "c"])
    screen.press(.end)

    for _ in 0..<3 { screen.press(.backspace) }

    #expect(sut.text == "aaa bb\nc\nd")
    #expect(rows(screen) == ["aaa bb", "c"])
    #expect(screen.cursor == Point(x: 6, y: 0))
  }

  @Test func pageDownAndPageUpMoveTheCursorAndTheRowsAPage() {
    sut.text = (0..<10).map { "line \($0)" }.joined(separator: "\n")
    let screen = screen(width: 10, rows: 3)
    screen.press(.home, modifiers: .control)
    #expect(rows(screen) == ["line 0", "line 1", "line 2"])
    screen.press(.right)

    screen.press(.pageDown)

    #expect(rows(screen) == ["line 3", "line 4", "line 5"])
    #expect(screen.cursor == Point(x: 1, y: 0))
    screen.press(.pageDown)
    screen.press(.pageDown)
    #expect(rows(screen) == ["line 7", "line 8", "line 9"])
    #expect(screen.cursor == Point(x: 1, y: 2))
    screen.press(.pageUp)
    #expect(rows(screen) == ["line 4", "line 5", "line 6"])
    #expect(screen.cursor == Point(x: 1, y: 2))
  }

  // MARK: - Mouse

  @Test func aClickPutsTheCursorBeforeTheGraphemeClicked() {
    sut.text = "ab漢c\nxyz"
    let screen = screen(width: 10, rows: 3)

    screen.click(at: Point(x: 3, y: 0))
    #expect(sut.cursorIndex == 2)
    screen.click(at: Point(x: 8, y: 1))
    #expect(sut.cursorIndex == 8)
    #expect(screen.cursor == Point(x: 3, y: 1))
  }

  @Test func aClickAfterKeysThatShortenedTheTextLandsOnTheRowsAsTheyAreNow() throws {
    sut.text = "abcdef\nghijkl\nmnopqr"
    let screen = screen(width: 10, rows: 3)

    // A key and a click read in one batch, with no frame between them.
    _ = try sut.handleKey(.control("u"))
    _ = try sut.handleKey(KeyEvent(.backspace))
    screen.click(at: Point(x: 5, y: 2))

    #expect(sut.text == "abcdef\nghijkl")
    #expect(sut.cursorIndex == 12)
  }

  // MARK: - Placeholder and state

  @Test func anEmptyViewShowsItsPlaceholderDimmedWithTheCursorAtItsStart() {
    sut.placeholder = "Notes"
    let screen = screen(width: 10, rows: 2)

    #expect(rows(screen) == ["Notes", ""])
    #expect(screen.canvas[0, 0].style.attributes == .dim)
    #expect(screen.cursor == Point(x: 0, y: 0))
  }

  @Test func aDisabledViewShowsNoCursorAndTakesNoKeys() throws {
    sut.text = "a"
    sut.isEnabled = false

    #expect(try !sut.handleKey(KeyEvent(.character("b"))))
    #expect(try !sut.handlePaste("b"))
    #expect(sut.cursorPosition == nil)
    #expect(sut.text == "a")
  }
}
