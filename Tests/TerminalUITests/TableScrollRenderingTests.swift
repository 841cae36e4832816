import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

/// The renderer scrolls rows that moved inside a scroll region; every frame is replayed
/// through the virtual terminal, which must end up showing the canvas.
struct TableScrollRenderingTests {
  static let size = Size(width: 30, height: 10)

  /// A title on row 0, `Row first` … on rows 1 to 7, a status row and a footer.
  static func listScreen(first: Int, size: Size = size) -> Canvas {
    var canvas = Canvas(size: size)
    canvas.put("Title", at: Point(x: 1, y: 0), style: Style(attributes: .bold))
    for row in 1..<size.height - 2 {
      canvas.put("Row \(first + row - 1) of the list", at: Point(x: 0, y: row))
    }
    canvas.put("Quit", at: Point(x: 1, y: size.height - 1), style: Style(attributes: .reverse))
    return canvas
  }

  /// Renders `frames` one after the other on a renderer and a terminal, expecting each to
  /// show on the terminal as drawn; returns the bytes of each frame.
  static func replay(
    _ frames: [Canvas], scrollRegions: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> [[UInt8]] {
    var renderer = Renderer(scrollRegions: scrollRegions)
    var terminal = VirtualTerminal(size: frames[0].size)
    return frames.map { canvas in
      let bytes = renderer.render(canvas, cursor: nil)
      terminal.feed(bytes)
      #expect(terminal.screen == canvas, sourceLocation: sourceLocation)
      #expect(terminal.unknownSequences == [], sourceLocation: sourceLocation)
      #expect(terminal.scrolledLineCount == 0, sourceLocation: sourceLocation)
      #expect(terminal.scrollRegion == nil, sourceLocation: sourceLocation)
      return bytes
    }
  }

  // MARK: - Scrolling rows

  @Test func rowsMovedUpAreScrolledInsideARegionAndOnlyTheNewRowIsDrawn() {
    let bytes = Self.replay([Self.listScreen(first: 1), Self.listScreen(first: 2)])

    #expect(escaped(bytes[1]) == "⎋[?2026h⎋[m⎋[2;8r⎋[S⎋[r⎋[8HRow 8 of the list⎋[?2026l")
  }

  @Test func rowsMovedDownAreScrolledDown() {
    let bytes = Self.replay([Self.listScreen(first: 5), Self.listScreen(first: 3)])

    #expect(
      escaped(bytes[1])
        == "⎋[?2026h⎋[m⎋[2;8r⎋[2T⎋[r\r\nRow 3 of the list\r\nRow 4 of the list⎋[?2026l")
  }

  @Test func scrollingTakesFewerBytesThanDrawingTheRowsAgain() {
    let frames = (1...6).map { Self.listScreen(first: $0) }

    let scrolled = Self.replay(frames).dropFirst().map(\.count)
    let drawn = Self.replay(frames, scrollRegions: false).dropFirst().map(\.count)

    #expect(zip(scrolled, drawn).allSatisfy { $0 < $1 })
  }

  @Test func aWholeScreenThatMovedIsScrolledWithoutARegion() {
    func rows(from first: Int) -> Canvas {
      var canvas = Canvas(size: Self.size)
      for y in 0..<Self.size.height {
        canvas.put("Line number \(first + y)", at: Point(x: 0, y: y))
      }
      return canvas
    }

    let bytes = Self.replay([rows(from: 0), rows(from: 1)])

    #expect(escaped(bytes[1]).hasPrefix("⎋[?2026h⎋[S⎋[10H"))
  }

  @Test func aStyledPenIsResetBeforeTheScrollSoTheNewRowsComeInPlain() {
    var first = Self.listScreen(first: 1)
    first.put("!", at: Point(x: 29, y: 8), style: Style(background: .blue))
    var second = Self.listScreen(first: 2)
    second.put("!", at: Point(x: 29, y: 8), style: Style(background: .blue))

    let bytes = Self.replay([first, second])

    #expect(escaped(bytes[1]).contains("⎋[S"))
  }

  @Test(arguments: [1, 7, 2024] as [UInt64])
  func randomMovesReplayToTheirCanvas(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let graphemes: [Character] = ["a", "b", "Z", " ", "漢", "👋🏽", "e\u{301}", "-"]
    let styles = [
      Style.plain, Style(attributes: .reverse), Style(foreground: .red),
      Style(background: .blue), Style(attributes: [.bold, .dim]),
    ]
    var canvas = Canvas(size: Self.size)
    var frames: [Canvas] = []
    for _ in 0..<300 {
      let top = Int.random(in: 0..<Self.size.height - 1, using: &random)
      let bottom = Int.random(in: (top + 2)...Self.size.height, using: &random)
      let distance = Int.random(in: -3...3, using: &random)
      canvas = Self.moving(canvas, rows: top..<bottom, by: distance)
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        let text = String(
          (0..<Int.random(in: 1...12, using: &random)).map { _ in
            graphemes.randomElement(using: &random) ?? " "
          })
        let point = Point(
          x: Int.random(in: 0..<Self.size.width, using: &random),
          y: Int.random(in: 0..<Self.size.height, using: &random))
        canvas.put(text, at: point, style: styles.randomElement(using: &random) ?? .plain)
      }
      frames.append(canvas)
    }

    let scrolled = Self.replay(frames)
    let drawn = Self.replay(frames, scrollRegions: false)

    let scrolls = scrolled.filter { escaped($0).contains("r⎋[") }.count
    #expect(scrolls > 20)
    #expect(scrolled.map(\.count).reduce(0, +) < drawn.map(\.count).reduce(0, +))
  }

  // MARK: - A table

  @MainActor
  @Test func aTableScrollingByOneRowWritesFewerBytesThanNcurses() {
    let table = TableView()
    table.manager.add((1...100).map { RowGenerator<TextRow>(model: "Row \($0)") })
    var probe = FrameProbe(table, size: Size(width: 80, height: 24))
    for _ in 0..<21 { probe.press(.down) }

    probe.press(.down)

    #expect(probe.lines[0] == "Row 2")
    #expect(probe.lines[21] == "Row 23")
    #expect(escaped(probe.lastFrameBytes).contains("⎋[1;21r⎋[S⎋[r"))
    #expect(probe.lastFrameBytes.count < 80)
  }

  // MARK: - Private helpers

  /// `canvas` with the rows of `region` moved `distance` rows up (down when negative), the
  /// rows that come in blank, as a terminal scroll would leave them.
  static func moving(_ canvas: Canvas, rows region: Range<Int>, by distance: Int) -> Canvas {
    var moved = canvas
    for y in region {
      moved.fill(Rect(x: 0, y: y, width: canvas.size.width, height: 1))
      let source = y + distance
      guard region.contains(source) else { continue }
      for x in 0..<canvas.size.width where !canvas[x, source].isContinuation {
        moved.put(canvas[x, source].grapheme, at: Point(x: x, y: y), style: canvas[x, source].style)
      }
    }
    return moved
  }
}
