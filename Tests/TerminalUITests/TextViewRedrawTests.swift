import TerminalCore
import TerminalUI
import Testing

/// A text view draws again only the rows whose graphemes a key changed: the rows of the
/// edited line from the cursor's on while the rows below keep their place, everything below
/// when the line gains or loses a row, and no row when only the cursor moves. (Every frame
/// of `HeadlessScreen` is checked against a full redraw, so the other text view tests show
/// that what is left alone is right.)
@MainActor
struct TextViewRedrawTests {
  let sut = TextView(text: "one two\nthree\nfour", placeholder: "Notes")
  let window: Window

  /// The text view fills the 10 × 6 content of a 10 × 8 window; a first frame is drawn.
  init() {
    window = Window(rootViewController: HostViewController(sut), size: Size(width: 10, height: 8))
    _ = window.render()
  }

  /// Handles `keys`, then draws the frame they asked for.
  func press(_ keys: KeyEvent...) -> Window.Frame {
    for key in keys { window.handle(.key(key)) }
    return window.render()
  }

  /// The first four rows of `frame`.
  func rows(_ frame: Window.Frame) -> [String] {
    (0..<4).map { frame.canvas.text(ofRow: $0) }
  }

  // MARK: - Edits

  @Test func aKeyTypedInTheLastLineDrawsOnlyItsRow() {
    let frame = press(KeyEvent(.character("s")))

    #expect(frame.drawnRows == 2..<3)
    #expect(rows(frame) == ["one two", "three", "fours", ""])
  }

  @Test func aKeyTypedInTheFirstLineDrawsOnlyItsRowThoughTheTextAfterItMoves() {
    _ = press(KeyEvent(.home, modifiers: .control), KeyEvent(.end))

    let typed = press(KeyEvent(.character("s")))
    let deleted = press(KeyEvent(.backspace), KeyEvent(.backspace))

    #expect(typed.drawnRows == 0..<1)
    #expect(deleted.drawnRows == 0..<1)
    #expect(rows(deleted) == ["one tw", "three", "four", ""])
  }

  @Test func aCombiningMarkTypedDrawsTheRowOfTheGraphemeItJoins() {
    // "r" and U+0301 make one grapheme in the place of "r": the text keeps its length.
    let frame = press(KeyEvent(.character("\u{301}")))

    #expect(frame.drawnRows == 2..<3)
    #expect(rows(frame)[2] == "fou\u{155}")
  }

  @Test func aLineThatGainsARowDrawsItAndTheRowsBelow() {
    _ = press(KeyEvent(.home, modifiers: .control), KeyEvent(.end))

    let frame = press(KeyEvent(.character(" ")), KeyEvent(.character("a")), KeyEvent.control("k"))
    let wrapped = press(KeyEvent(.character("b")), KeyEvent(.character("c")))

    #expect(frame.drawnRows == 0..<1)
    #expect(wrapped.drawnRows == 0..<4)
    #expect(rows(wrapped) == ["one two", "abc", "three", "four"])
  }

  @Test func joiningTwoLinesDrawsTheRowsOfTheJoinedLineOnly() {
    _ = press(KeyEvent(.up), KeyEvent(.home))

    let frame = press(KeyEvent(.backspace))

    // "one two" and "three" wrap as "one" and "twothree": as many rows, so "four" stays.
    #expect(frame.drawnRows == 0..<2)
    #expect(rows(frame) == ["one", "twothree", "four", ""])
  }

  // MARK: - Moves

  @Test func movingTheCursorDrawsNoRowAndMovesTheTerminalsCursor() {
    window.handle(.key(KeyEvent(.up)))
    #expect(window.needsDisplay)
    let up = window.render()
    let left = press(KeyEvent(.left), KeyEvent(.home))

    #expect(up.drawnRows.isEmpty)
    #expect(up.cursor == Point(x: 4, y: 1))
    #expect(left.drawnRows.isEmpty)
    #expect(left.cursor == Point(x: 0, y: 1))
  }

  @Test func scrollingDrawsEveryRow() {
    sut.text = (1...12).map { "line \($0)" }.joined(separator: "\n")
    _ = window.render()

    let frame = press(KeyEvent(.home, modifiers: .control))

    #expect(frame.drawnRows == 0..<6)
    #expect(rows(frame) == ["line 1", "line 2", "line 3", "line 4"])
  }

  // MARK: - Placeholder

  @Test func thePlaceholderGoesWithTheFirstLineBreakAndComesBackWithTheLastDeletion() {
    sut.text = ""
    _ = window.render()

    let broken = press(KeyEvent(.enter))
    let emptied = press(KeyEvent(.backspace))

    #expect(rows(broken) == ["", "", "", ""])
    #expect(rows(emptied) == ["Notes", "", "", ""])
  }
}
