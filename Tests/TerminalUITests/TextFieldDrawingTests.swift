import TerminalCore
import TerminalUI
import Testing

@MainActor
struct TextFieldDrawingTests {
  let sut = TextField(placeholder: "Name")

  /// A window just wide enough for the field, one content row high.
  func window(width: Int) -> Window {
    mount(sut, size: Size(width: width, height: 3))
  }

  /// Types `text` a grapheme at a time with a frame after each, as the run loop does.
  func type(_ text: String, in window: Window) {
    for character in text {
      window.handle(.key(KeyEvent(.character(character))))
      _ = window.render()
    }
  }

  // MARK: - Paste

  @Test func pastedBidiControlsShowAsPlaceholdersAndStayInText() {
    let window = window(width: 20)

    window.handle(.paste("a\u{202E}b\u{200F}"))
    let frame = window.render()

    #expect(sut.text == "a\u{202E}b\u{200F}")
    #expect(frame.canvas.lines == ["a⇄b⇄", "", " Ctrl-C Quit"])
    #expect(frame.cursor == Point(x: 4, y: 0))
  }

  @Test func pasteInsertsAtTheCursor() {
    sut.text = "ad"
    let window = window(width: 20)
    window.handle(.key(KeyEvent(.left)))

    window.handle(.paste("bc"))

    #expect(sut.text == "abcd")
    #expect(sut.cursorIndex == 3)
    #expect(window.render().cursor == Point(x: 3, y: 0))
  }

  // MARK: - Drawing

  @Test func emptyFieldShowsItsPlaceholderDimmed() {
    let frame = window(width: 10).render()

    #expect(frame.canvas.lines[0] == "Name")
    #expect(frame.canvas[0, 0].style.attributes == .dim)
    #expect(frame.cursor == Point(x: 0, y: 0))
  }

  @Test func textIsDrawnInThePlainStyle() {
    sut.text = "ab"
    let frame = window(width: 5).render()

    #expect(frame.canvas.lines[0] == "ab")
    #expect((0..<5).map { frame.canvas[$0, 0].style } == Array(repeating: .plain, count: 5))
  }

  @Test func arabicIsDrawnInLogicalOrder() {
    sut.text = "مرحبا"
    let frame = window(width: 10).render()

    #expect(frame.canvas.lines[0] == "مرحبا")
    #expect(frame.cursor == Point(x: 5, y: 0))
  }

  // MARK: - Horizontal scrolling

  @Test func typingPastTheEdgeScrollsToKeepTheCursorVisible() {
    let window = window(width: 6)

    type("abcdefghij", in: window)
    let frame = window.render()

    #expect(frame.canvas.lines == ["fghij", "", ""])
    #expect(frame.cursor == Point(x: 5, y: 0))
  }

  @Test func homeScrollsBackToTheStart() {
    let window = window(width: 6)
    type("abcdefghij", in: window)
    _ = window.render()

    window.handle(.key(KeyEvent(.home)))
    let frame = window.render()

    #expect(frame.canvas.lines[0] == "abcdef")
    #expect(frame.cursor == Point(x: 0, y: 0))
  }

  @Test func movingLeftPastTheFirstVisibleGraphemeScrollsByOne() {
    let window = window(width: 6)
    type("abcdefghij", in: window)
    var seen: [String] = []
    var cursors: [Int] = []
    for _ in 0..<6 {
      window.handle(.key(KeyEvent(.left)))
      let frame = window.render()
      seen.append(frame.canvas.lines[0])
      cursors.append(frame.cursor?.x ?? -1)
    }

    #expect(seen == ["fghij", "fghij", "fghij", "fghij", "fghij", "efghij"])
    #expect(cursors == [4, 3, 2, 1, 0, 0])
  }

  @Test func typingAfterClearingAScrolledFieldShowsTheNewText() {
    let window = window(width: 6)
    type("abcdefghij", in: window)

    window.handle(.key(.control("u")))
    _ = window.render()
    type("xy", in: window)
    let frame = window.render()

    #expect(sut.text == "xy")
    #expect(frame.canvas.lines[0] == "xy")
    #expect(frame.cursor == Point(x: 2, y: 0))
  }

  @Test func deletingInAScrolledFieldBringsHiddenTextBack() {
    let window = window(width: 6)
    type("abcdefghij", in: window)

    for _ in 0..<4 {
      window.handle(.key(KeyEvent(.backspace)))
      _ = window.render()
    }
    let frame = window.render()

    #expect(sut.text == "abcdef")
    #expect(frame.canvas.lines[0] == "bcdef")
    #expect(frame.cursor == Point(x: 5, y: 0))
  }

  @Test func settingShorterTextOnAScrolledFieldShowsAllOfIt() {
    let window = window(width: 6)
    type("abcdefghij", in: window)

    sut.text = "abc"
    let frame = window.render()

    #expect(frame.canvas.lines[0] == "abc")
    #expect(frame.cursor == Point(x: 3, y: 0))
  }

  @Test func wideGraphemesScrollWhole() {
    let window = window(width: 6)

    type("漢字漢字漢", in: window)
    let frame = window.render()

    #expect(frame.canvas.lines[0] == "字漢")
    #expect(frame.cursor == Point(x: 4, y: 0))
  }

  @Test func wideGraphemeCutByTheRightEdgeIsNotDrawn() {
    sut.text = "abcd漢"
    let window = window(width: 5)
    window.handle(.key(KeyEvent(.home)))

    let frame = window.render()

    #expect(frame.canvas.lines[0] == "abcd")
    #expect(frame.canvas[4, 0].grapheme == " ")
    #expect(frame.canvas[4, 0].width == 1)
  }

  @Test func runsOfASCIIBetweenOtherGraphemesKeepTheirColumnsAndStyle() {
    sut.text = "ab漢cd é!x"
    let window = window(width: 14)

    let frame = window.render()

    #expect(frame.canvas.lines[0] == "ab漢cd é!x")
    #expect(frame.canvas[4, 0].grapheme == "c")
    #expect(frame.canvas[7, 0].grapheme == "é")
    #expect(frame.canvas[9, 0].grapheme == "x")
    #expect((0..<10).allSatisfy { frame.canvas[$0, 0].style == sut.theme.text })
  }

  @Test func aFieldWiderThanItsSuperviewDrawsOnlyWhatTheSuperviewShows() {
    let root = View()
    let container = View()
    container.frame = Rect(x: 0, y: 0, width: 4, height: 1)
    let field = TextField(text: "abcdefgh")
    field.frame = Rect(x: 1, y: 0, width: 10, height: 1)
    container.addSubview(field)
    root.addSubview(container)
    let window = mount(root, size: Size(width: 12, height: 3))

    let frame = window.render()

    #expect(frame.canvas.lines[0] == " abc")
  }

  @Test func emojiWithSkinToneTakesTwoColumnsInTheField() {
    sut.text = "ab👋🏽cd"
    let window = window(width: 5)
    window.handle(.key(KeyEvent(.home)))

    let frame = window.render()

    #expect(frame.canvas.lines[0] == "ab👋🏽c")
    #expect(frame.canvas[3, 0].isContinuation)
  }
}
