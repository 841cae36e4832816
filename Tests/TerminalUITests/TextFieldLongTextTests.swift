import TerminalCore
import TerminalUI
import Testing

@MainActor
struct TextFieldLongTextTests {
  /// 1,000,000 graphemes: `abcdefghij` 100,000 times.
  nonisolated static let million = String(repeating: "abcdefghij", count: 100_000)

  let sut = TextField()

  /// The field alone on a window 12 columns wide.
  func window() -> Window {
    mount(sut, size: Size(width: 12, height: 3))
  }

  // MARK: - A million graphemes

  @Test func typingAtTheEndOfAMillionGraphemesShowsTheEnd() {
    sut.text = Self.million
    let window = window()

    window.handle(.key(KeyEvent(.character("X"))))
    let frame = window.render()

    #expect(sut.text == Self.million + "X")
    #expect(sut.cursorIndex == 1_000_001)
    #expect(frame.canvas.lines == ["abcdefghijX", "", " Ctrl-C Quit"])
    #expect(frame.cursor == Point(x: 11, y: 0))
  }

  @Test func editingAtTheStartOfAMillionGraphemesShowsTheStart() {
    sut.text = Self.million
    let window = window()
    _ = window.render()

    window.handle(.key(KeyEvent(.home)))
    window.handle(.key(KeyEvent(.character("X"))))
    window.handle(.key(KeyEvent(.delete)))
    let frame = window.render()

    #expect(sut.text == "X" + Self.million.dropFirst())
    #expect(sut.cursorIndex == 1)
    #expect(frame.canvas.lines == ["Xbcdefghijab", "", " Ctrl-C Quit"])
    #expect(frame.cursor == Point(x: 1, y: 0))
  }

  @Test func editingInTheMiddleOfAMillionGraphemesShowsTheCursorsSurroundings() {
    let half = String(repeating: "abcdefghij", count: 50_000)
    sut.text = half
    let window = window()
    window.handle(.key(KeyEvent(.home)))
    _ = window.render()
    window.handle(.paste(half))

    window.handle(.key(KeyEvent(.character("X"))))
    window.handle(.key(KeyEvent(.left)))
    window.handle(.key(KeyEvent(.backspace)))
    let frame = window.render()

    #expect(sut.text == half.dropLast() + "X" + half)
    #expect(sut.cursorIndex == 499_999)
    #expect(frame.canvas.lines == ["ijabcdefghiX", "", " Ctrl-C Quit"])
    #expect(frame.cursor == Point(x: 11, y: 0))
  }

  @Test func endAfterHomeShowsTheEndAgain() {
    sut.text = Self.million
    let window = window()
    window.handle(.key(KeyEvent(.home)))
    _ = window.render()

    window.handle(.key(KeyEvent(.end)))
    let frame = window.render()

    #expect(frame.canvas.lines[0] == "jabcdefghij")
    #expect(frame.cursor == Point(x: 11, y: 0))
  }

  @Test func controlUAtTheEndOfAMillionGraphemesEmptiesTheField() {
    sut.text = Self.million
    let window = window()
    _ = window.render()

    window.handle(.key(.control("u")))
    let frame = window.render()

    #expect(sut.text == "")
    #expect(frame.canvas.lines[0] == "")
    #expect(frame.cursor == Point(x: 0, y: 0))
  }

  // MARK: - The cursor at the ends

  @Test func cursorAtTheEndOfATextThatFillsTheFieldScrollsByOne() {
    sut.text = "abcdefghijkl"
    let window = window()

    let atEnd = window.render()
    window.handle(.key(KeyEvent(.home)))
    let atStart = window.render()
    window.handle(.key(KeyEvent(.right)))
    let second = window.render()

    #expect(atEnd.canvas.lines[0] == "bcdefghijkl")
    #expect(atEnd.cursor == Point(x: 11, y: 0))
    #expect(atStart.canvas.lines[0] == "abcdefghijkl")
    #expect(atStart.cursor == Point(x: 0, y: 0))
    #expect(second.canvas.lines[0] == "abcdefghijkl")
    #expect(second.cursor == Point(x: 1, y: 0))
  }

  @Test func wideGraphemeAtTheEndLeavesTheCursorItsCell() {
    sut.text = "abcdefghi漢"
    let frame = window().render()

    #expect(frame.canvas.lines[0] == "abcdefghi漢")
    #expect(frame.cursor == Point(x: 11, y: 0))
  }

  @Test func wideGraphemeOneColumnTooManyScrollsTheFirstOneOut() {
    sut.text = "abcdefghij漢"
    let frame = window().render()

    #expect(frame.canvas.lines[0] == "bcdefghij漢")
    #expect(frame.cursor == Point(x: 11, y: 0))
  }

  // MARK: - Graphemes that join across an edit

  @Test func regionalIndicatorTypedBeforeAFlagPairsAgainAllTheWayAlong() throws {
    sut.text = "a🇪🇫🇷"
    try press(KeyEvent(.home), KeyEvent(.right), on: sut)

    try typeText("🇩", into: sut)
    try press(KeyEvent(.end), on: sut)

    #expect(sut.text == "a🇩🇪🇫🇷")
    #expect(sut.cursorIndex == 3)
  }

  @Test func deletingARegionalIndicatorPairsTheRestAgain() throws {
    sut.text = "🇩🇪🇫🇷x"
    try press(KeyEvent(.home), KeyEvent(.delete), on: sut)
    try press(KeyEvent(.end), on: sut)

    #expect(sut.text == "🇫🇷x")
    #expect(sut.cursorIndex == 2)
  }

  @Test func zeroWidthJoinerPastedBetweenEmojiJoinsThem() throws {
    sut.text = "👩👧"
    try press(KeyEvent(.left), on: sut)

    _ = try sut.handlePaste("\u{200D}")
    try press(KeyEvent(.end), on: sut)

    #expect(sut.text == "👩\u{200D}👧")
    #expect(sut.cursorIndex == 1)
  }

  @Test func carriageReturnPastedBeforeWhatWasALineFeedIsASpaceOfItsOwn() throws {
    sut.text = "a\nb"
    try press(KeyEvent(.left), KeyEvent(.left), on: sut)

    _ = try sut.handlePaste("\r")

    #expect(sut.text == "a  b")
    #expect(sut.cursorIndex == 2)
  }
}
