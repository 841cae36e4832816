import TerminalCore
import TerminalUITesting
import Testing

/// A renderer wired to a virtual terminal: the bytes of each frame are played on it.
struct RendererReplay {
  var renderer: Renderer
  var terminal: VirtualTerminal

  init(size: Size, synchronizedOutput: Bool = true) {
    renderer = Renderer(synchronizedOutput: synchronizedOutput)
    terminal = VirtualTerminal(size: size)
  }

  /// Renders `canvas`, plays the bytes and returns them.
  @discardableResult
  mutating func draw(_ canvas: Canvas, cursor: Point? = nil) -> [UInt8] {
    let bytes = renderer.render(canvas, cursor: cursor)
    terminal.feed(bytes)
    return bytes
  }

  /// Expects the terminal to show `canvas` cell for cell, with the cursor at `cursor`
  /// (hidden when `nil`), nothing unknown in the stream and nothing scrolled.
  func expectShows(
    _ canvas: Canvas, cursor: Point? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(terminal.lines == canvas.lines, sourceLocation: sourceLocation)
    #expect(
      firstDifference(from: canvas) == nil, "cell differs", sourceLocation: sourceLocation)
    #expect(terminal.isCursorVisible == (cursor != nil), sourceLocation: sourceLocation)
    if let cursor { #expect(terminal.cursor == cursor, sourceLocation: sourceLocation) }
    #expect(terminal.unknownSequences == [], sourceLocation: sourceLocation)
    #expect(terminal.scrolledLineCount == 0, sourceLocation: sourceLocation)
    #expect(!terminal.isSynchronizedOutput, sourceLocation: sourceLocation)
  }

  /// The first cell where the terminal differs from `canvas`, with both cells.
  func firstDifference(from canvas: Canvas) -> (Point, shown: Cell, expected: Cell)? {
    guard terminal.size == canvas.size else {
      return (Point(x: -1, y: -1), .blank, .blank)
    }
    for y in 0..<canvas.size.height {
      for x in 0..<canvas.size.width where terminal.screen[x, y] != canvas[x, y] {
        return (Point(x: x, y: y), terminal.screen[x, y], canvas[x, y])
      }
    }
    return nil
  }
}

/// The bytes as text, for readable comparisons.
func text(_ bytes: [UInt8]) -> String {
  String(decoding: bytes, as: UTF8.self)
}

struct RendererReplayTests {
  /// A typical screen: a title bar, labels, a text field, a list and a footer.
  static func typicalScreen(field: String = "Ada", size: Size = Size(width: 80, height: 24))
    -> Canvas
  {
    var canvas = Canvas(size: size)
    let bar = Style(attributes: [.bold, .reverse])
    canvas.fill(Rect(x: 0, y: 0, width: size.width, height: 1), style: bar)
    canvas.put(" CleanScenes › Home", at: .zero, style: bar)
    canvas.put("Name:", at: Point(x: 2, y: 2), style: Style(attributes: .bold))
    canvas.put(field, at: Point(x: 9, y: 2))
    canvas.put("Messages", at: Point(x: 2, y: 4), style: Style(foreground: .cyan))
    for (index, message) in ["Hello 世界", "Ready 👋🏽", "Café au lait"].enumerated() {
      canvas.put("• " + message, at: Point(x: 4, y: 5 + index))
    }
    canvas.put(
      " Tab next · Enter send · Esc back · Ctrl-C quit", at: Point(x: 0, y: size.height - 1),
      style: Style(foreground: .brightBlack))
    return canvas
  }

  @Test func firstFrameShowsTheCanvas() {
    var sut = RendererReplay(size: Size(width: 80, height: 24))
    let canvas = Self.typicalScreen()

    let bytes = sut.draw(canvas, cursor: Point(x: 12, y: 2))

    sut.expectShows(canvas, cursor: Point(x: 12, y: 2))
    #expect(text(bytes).hasPrefix("\u{1B}[?2026h\u{1B}[m\u{1B}[H\u{1B}[2J"))
    #expect(text(bytes).hasSuffix("\u{1B}[?25h\u{1B}[?2026l"))
  }

  @Test func singleCellChangeShowsTheCanvas() {
    var sut = RendererReplay(size: Size(width: 80, height: 24))
    var canvas = Self.typicalScreen()
    sut.draw(canvas)

    canvas.put("X", at: Point(x: 40, y: 10))
    sut.draw(canvas)

    sut.expectShows(canvas)
  }

  @Test func styleOnlyChangeRepaintsTheCellsInTheNewStyle() {
    var sut = RendererReplay(size: Size(width: 20, height: 3))
    var canvas = Canvas(size: Size(width: 20, height: 3))
    canvas.put("status: ok", at: Point(x: 1, y: 1))
    sut.draw(canvas)

    canvas.restyle(Rect(x: 9, y: 1, width: 2, height: 1)) { style in
      style = Style(foreground: .green, attributes: .bold)
    }
    let bytes = sut.draw(canvas)

    sut.expectShows(canvas)
    #expect(text(bytes) == "\u{8}\u{8}\u{1B}[1;32mok")
  }

  @Test func wideGraphemesShowWhole() {
    var sut = RendererReplay(size: Size(width: 12, height: 2))
    var canvas = Canvas(size: Size(width: 12, height: 2))
    canvas.put("漢字 👋🏽 é!", at: Point(x: 1, y: 0))

    sut.draw(canvas)

    sut.expectShows(canvas)
    #expect(sut.terminal.screen[1, 0].grapheme == "漢")
    #expect(sut.terminal.screen[6, 0].grapheme == "👋🏽")
  }

  @Test(arguments: [0, 1, 2, 3])
  func overwritingHalfOfAWideGraphemeShowsTheCanvas(column: Int) {
    var sut = RendererReplay(size: Size(width: 8, height: 1))
    var canvas = Canvas(size: Size(width: 8, height: 1))
    canvas.put("漢字ok", at: .zero)
    sut.draw(canvas)

    canvas.put("a", at: Point(x: column, y: 0), style: Style(foreground: .red))
    sut.draw(canvas)

    sut.expectShows(canvas)
  }

  @Test func wideGraphemeOverTwoNarrowOnesShowsTheCanvas() {
    var sut = RendererReplay(size: Size(width: 8, height: 1))
    var canvas = Canvas(size: Size(width: 8, height: 1))
    canvas.put("ab漢cd", at: .zero)
    sut.draw(canvas)

    canvas.put("字", at: Point(x: 1, y: 0))
    sut.draw(canvas)

    sut.expectShows(canvas)
    #expect(sut.terminal.lines == ["a字 cd"])
  }

  @Test func changeOfTheContinuationOnlyReprintsTheLead() {
    var sut = RendererReplay(size: Size(width: 10, height: 1))
    var canvas = Canvas(size: Size(width: 10, height: 1))
    canvas.put("漢", at: Point(x: 2, y: 0))
    sut.draw(canvas)

    canvas.restyle(Rect(x: 3, y: 0, width: 1, height: 1)) { style in style.attributes = .bold }
    let bytes = sut.draw(canvas)

    #expect(text(bytes) == "\u{8}\u{8}漢")
  }

  @Test func lastColumnAndBottomRightCellShowWithoutScrolling() {
    var sut = RendererReplay(size: Size(width: 10, height: 3))
    var canvas = Canvas(size: Size(width: 10, height: 3))
    canvas.put("abcdefghij", at: .zero)
    canvas.put("X", at: Point(x: 9, y: 1))
    canvas.put("Y", at: Point(x: 9, y: 2))
    sut.draw(canvas)
    sut.expectShows(canvas)

    canvas.put("12345678漢", at: Point(x: 0, y: 2), style: Style(background: .blue))
    canvas.put("Q", at: Point(x: 9, y: 0))
    sut.draw(canvas, cursor: Point(x: 9, y: 2))

    sut.expectShows(canvas, cursor: Point(x: 9, y: 2))
  }

  @Test func moveAfterPrintingInTheLastColumnIsAbsolute() {
    var sut = RendererReplay(size: Size(width: 10, height: 3))
    var canvas = Canvas(size: Size(width: 10, height: 3))
    canvas.put("abc", at: .zero)
    sut.draw(canvas)

    canvas.put("Q", at: Point(x: 9, y: 0))
    canvas.put("R", at: Point(x: 0, y: 1))
    let bytes = sut.draw(canvas)

    sut.expectShows(canvas)
    #expect(text(bytes) == "\u{1B}[?2026h\u{1B}[6CQ\u{1B}[2HR\u{1B}[?2026l")
  }

  @Test func blankEndOfRowIsErasedAndBlankBottomIsClearedAtOnce() {
    var sut = RendererReplay(size: Size(width: 30, height: 6))
    var canvas = Canvas(size: Size(width: 30, height: 6))
    for y in 0..<6 { canvas.put("row \(y) with some words", at: Point(x: 0, y: y)) }
    sut.draw(canvas)

    canvas.fill(Rect(x: 3, y: 1, width: 27, height: 1))
    canvas.fill(Rect(x: 0, y: 3, width: 30, height: 3))
    let bytes = sut.draw(canvas)

    sut.expectShows(canvas)
    #expect(text(bytes).contains("\u{1B}[K"))
    #expect(text(bytes).contains("\u{1B}[J"))
  }

  @Test func resizeAfterInvalidateShowsTheNewCanvas() {
    var sut = RendererReplay(size: Size(width: 40, height: 12))
    sut.draw(Self.typicalScreen(size: Size(width: 40, height: 12)), cursor: Point(x: 12, y: 2))

    let resized = Self.typicalScreen(size: Size(width: 30, height: 8))
    sut.terminal.resize(to: resized.size)
    sut.renderer.invalidate()
    let bytes = sut.draw(resized, cursor: Point(x: 12, y: 2))

    sut.expectShows(resized, cursor: Point(x: 12, y: 2))
    #expect(text(bytes).contains("\u{1B}[H\u{1B}[2J"))
  }

  @Test func canvasOfAnotherSizeRepaintsEvenWithoutInvalidate() {
    var sut = RendererReplay(size: Size(width: 40, height: 12))
    sut.draw(Self.typicalScreen(size: Size(width: 40, height: 12)))

    let resized = Self.typicalScreen(size: Size(width: 50, height: 14))
    sut.terminal.resize(to: resized.size)
    sut.draw(resized)

    sut.expectShows(resized)
  }

  @Test func invalidateRepaintsOverAScreenSomeoneElseWroteOn() {
    var sut = RendererReplay(size: Size(width: 20, height: 4))
    let canvas = Self.typicalScreen(size: Size(width: 20, height: 4))
    sut.draw(canvas, cursor: Point(x: 1, y: 1))

    sut.terminal.feed(Array("\u{1B}[1;31mshell was here\u{1B}[?25l\r\n$ fg".utf8))
    sut.renderer.invalidate()
    sut.draw(canvas, cursor: Point(x: 1, y: 1))

    sut.expectShows(canvas, cursor: Point(x: 1, y: 1))
  }
}
