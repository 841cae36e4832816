import TerminalCore
import TerminalUITesting
import Testing

struct RendererBytesTests {
  // MARK: - Nothing changed

  @Test(arguments: [nil, Point(x: 12, y: 2)])
  func unchangedFrameWritesNothing(cursor: Point?) {
    var sut = Renderer()
    let canvas = RendererReplayTests.typicalScreen()
    _ = sut.render(canvas, cursor: cursor)

    let bytes = sut.render(canvas, cursor: cursor)

    #expect(bytes == [])
  }

  // MARK: - Typing

  @Test(arguments: [
    Style.plain, Style(attributes: .underline), Style(foreground: .white, background: .blue),
  ])
  func typingOneCharacterAtTheCursorCostsOneByte(fieldStyle: Style) {
    var sut = RendererReplay(size: Size(width: 80, height: 24))
    var canvas = RendererReplayTests.typicalScreen(field: "")
    canvas.fill(Rect(x: 9, y: 2, width: 20, height: 1), style: fieldStyle)
    canvas.put("Ada", at: Point(x: 9, y: 2), style: fieldStyle)
    sut.draw(canvas, cursor: Point(x: 12, y: 2))

    canvas.put("m", at: Point(x: 12, y: 2), style: fieldStyle)
    let first = sut.draw(canvas, cursor: Point(x: 13, y: 2))
    canvas.put("s", at: Point(x: 13, y: 2), style: fieldStyle)
    let second = sut.draw(canvas, cursor: Point(x: 14, y: 2))

    #expect(text(first) == "m")
    #expect(text(second) == "s")
    sut.expectShows(canvas, cursor: Point(x: 14, y: 2))
  }

  // MARK: - Cursor

  @Test func cursorVisibilityIsWrittenOnlyWhenItChanges() {
    var sut = Renderer()
    let canvas = RendererReplayTests.typicalScreen()

    let hidden = text(sut.render(canvas, cursor: nil))
    let stillHidden = text(sut.render(canvas, cursor: nil))
    let shown = text(sut.render(canvas, cursor: Point(x: 12, y: 2)))
    let moved = text(sut.render(canvas, cursor: Point(x: 13, y: 2)))
    let hiddenAgain = text(sut.render(canvas, cursor: nil))

    #expect(hidden.contains("\u{1B}[?25l") && !hidden.contains("\u{1B}[?25h"))
    #expect(stillHidden == "")
    #expect(shown.hasSuffix("\u{1B}[?25h") && !shown.contains("\u{1B}[?25l"))
    #expect(moved == " ")
    #expect(hiddenAgain == "\u{1B}[?25l")
  }

  @Test(arguments: [
    (Point(x: 11, y: 5), " "),
    (Point(x: 12, y: 5), "  "),
    (Point(x: 40, y: 5), "\u{1B}[30C"),
    (Point(x: 9, y: 5), "\u{8}"),
    (Point(x: 6, y: 5), "\u{1B}[4D"),
    (Point(x: 0, y: 6), "\r\n"),
    (Point(x: 2, y: 6), "\r\n  "),
    (Point(x: 10, y: 4), "\u{1B}[A"),
    (Point(x: 10, y: 20), "\u{1B}[15B"),
    (Point(x: 3, y: 7), "\u{1B}[8;4H"),
    (Point(x: 1, y: 7), "\r\n\r\na"),
    (Point(x: 0, y: 0), "\u{1B}[H"),
    (Point(x: 79, y: 23), "\u{1B}[24;80H"),
  ])
  func cursorTakesTheCheapestMotion(target: Point, expected: String) {
    var sut = Renderer()
    var canvas = Canvas(size: Size(width: 80, height: 24))
    canvas.put("abcdefghij", at: Point(x: 0, y: 7))
    _ = sut.render(canvas, cursor: Point(x: 10, y: 5))

    let bytes = sut.render(canvas, cursor: target)

    #expect(text(bytes) == expected)
  }

  @Test func gapInTheNextStyleIsReprintedAfterTheStyleChange() {
    var sut = Renderer()
    var canvas = Canvas(size: Size(width: 20, height: 1))
    canvas.put("Name:", at: .zero, style: Style(attributes: .bold))
    canvas.put("Ada", at: Point(x: 7, y: 0))

    let bytes = sut.render(canvas, cursor: nil)

    #expect(text(bytes) == "\u{1B}[m\u{1B}[H\u{1B}[2J\u{1B}[?25l\u{1B}[1mName:\u{1B}[m  Ada")
  }

  // MARK: - Style

  @Test(arguments: [
    (Style.plain, Style(attributes: .bold), "\u{1B}[1m"),
    (Style(attributes: .bold), Style.plain, "\u{1B}[m"),
    (Style(attributes: [.bold, .underline]), Style(attributes: .underline), "\u{1B}[22m"),
    (Style(attributes: [.bold, .dim]), Style(attributes: .dim), "\u{1B}[0;2m"),
    (Style(attributes: .dim), Style(attributes: .bold), "\u{1B}[0;1m"),
    (
      Style(attributes: .underline), Style(background: .blue, attributes: [.underline, .reverse]),
      "\u{1B}[7;44m"
    ),
    (Style(foreground: .red), Style(foreground: .indexed(196)), "\u{1B}[38;5;196m"),
    (
      Style.plain, Style(foreground: .rgb(255, 95, 0), background: .rgb(0, 0, 0)),
      "\u{1B}[38;2;255;95;0;48;2;0;0;0m"
    ),
    (Style(foreground: .ansi(9)), Style(background: .ansi(12)), "\u{1B}[0;104m"),
    (Style(foreground: .ansi(9)), Style(foreground: .ansi(15), attributes: .bold), "\u{1B}[1;97m"),
    (
      Style(foreground: .red, attributes: [.italic, .underline, .reverse]), Style.plain,
      "\u{1B}[m"
    ),
  ])
  func styleChangeTakesTheShortestSequence(from: Style, to: Style, expected: String) {
    var sut = RendererReplay(size: Size(width: 5, height: 1))
    var canvas = Canvas(size: Size(width: 5, height: 1))
    canvas.put("a", at: .zero, style: from)
    sut.draw(canvas)

    canvas.put("a", at: .zero, style: to)
    let bytes = sut.draw(canvas)

    #expect(text(bytes) == "\u{8}" + expected + "a")
    sut.expectShows(canvas)
  }

  // MARK: - Synchronized output

  @Test func oneRowChangeIsNotSynchronized() {
    var sut = Renderer()
    var canvas = RendererReplayTests.typicalScreen()
    _ = sut.render(canvas, cursor: nil)

    canvas.put("Grace", at: Point(x: 9, y: 2))
    let bytes = text(sut.render(canvas, cursor: nil))

    #expect(!bytes.contains("\u{1B}[?2026"))
  }

  @Test func changeOfTwoRowsIsSynchronized() {
    var sut = Renderer()
    var canvas = RendererReplayTests.typicalScreen()
    _ = sut.render(canvas, cursor: nil)

    canvas.put("Grace", at: Point(x: 9, y: 2))
    canvas.put("4 messages", at: Point(x: 2, y: 10))
    let bytes = text(sut.render(canvas, cursor: nil))

    #expect(bytes.hasPrefix("\u{1B}[?2026h"))
    #expect(bytes.hasSuffix("\u{1B}[?2026l"))
  }

  @Test func synchronizedOutputCanBeTurnedOff() {
    var sut = Renderer(synchronizedOutput: false)
    var canvas = RendererReplayTests.typicalScreen()
    let first = text(sut.render(canvas, cursor: nil))

    canvas.put("Grace", at: Point(x: 9, y: 2))
    canvas.put("4 messages", at: Point(x: 2, y: 10))
    let second = text(sut.render(canvas, cursor: nil))

    #expect(!first.contains("\u{1B}[?2026"))
    #expect(!second.contains("\u{1B}[?2026"))
  }
}
