import TerminalCore
import TerminalUITesting
import Testing

struct RendererRandomTests {
  private static let size = Size(width: 40, height: 12)
  private static let graphemes: [Character] = [
    "a", "b", "Z", "0", " ", " ", ".", "~", "漢", "字", "世", "👋🏽", "🎉", "e\u{301}", "ñ",
    "👨‍👩‍👧", "o\u{301}\u{302}\u{303}\u{304}",
  ]
  private static let colors: [Color] = [
    .default, .default, .red, .ansi(12), .indexed(200), .indexed(3), .rgb(255, 95, 0),
  ]

  @Test(arguments: [1, 42, 2024] as [UInt64])
  func randomFramesReplayToTheirCanvas(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var sut = RendererReplay(size: Self.size)
    var canvas = Canvas(size: Self.size)
    var cursor: Point?

    for frame in 0..<300 {
      let isUnchanged = Int.random(in: 0..<10, using: &random) == 0
      if !isUnchanged {
        Self.mutate(&canvas, using: &random)
        cursor = Self.randomCursor(using: &random)
      }
      let isInvalidated = Int.random(in: 0..<30, using: &random) == 0
      if isInvalidated {
        sut.terminal.feed(Array("\u{1B}[1;44m\u{1B}[5;3Hjob done\u{1B}[?25h".utf8))
        sut.renderer.invalidate()
      }

      let bytes = sut.draw(canvas, cursor: cursor)

      let difference = sut.firstDifference(from: canvas)
      #expect(difference == nil, "seed \(seed), frame \(frame): \(String(describing: difference))")
      if let cursor { #expect(sut.terminal.cursor == cursor, "seed \(seed), frame \(frame)") }
      #expect(sut.terminal.isCursorVisible == (cursor != nil), "seed \(seed), frame \(frame)")
      #expect(sut.terminal.unknownSequences == [], "seed \(seed), frame \(frame)")
      #expect(sut.terminal.scrolledLineCount == 0, "seed \(seed), frame \(frame)")
      #expect(!sut.terminal.isSynchronizedOutput, "seed \(seed), frame \(frame)")
      if isUnchanged && frame > 0 && !isInvalidated {
        #expect(bytes.isEmpty, "seed \(seed), frame \(frame)")
      }
      let terminal = sut.terminal
      guard difference == nil, terminal.unknownSequences == [], terminal.scrolledLineCount == 0
      else { return }
    }
  }

  // MARK: - Private helpers

  private static func mutate(_ canvas: inout Canvas, using random: inout SplitMix64) {
    for _ in 0..<Int.random(in: 1...6, using: &random) {
      let point = Point(
        x: Int.random(in: 0..<size.width, using: &random),
        y: Int.random(in: 0..<size.height, using: &random))
      switch Int.random(in: 0..<20, using: &random) {
      case 0..<12:
        let length = Int.random(in: 1...12, using: &random)
        let text = String((0..<length).map { _ in graphemes.randomElement(using: &random) ?? " " })
        canvas.put(text, at: point, style: randomStyle(using: &random))
      case 12..<16:
        let rect = Rect(
          origin: point,
          size: Size(
            width: Int.random(in: 1...20, using: &random),
            height: Int.random(in: 1...4, using: &random)))
        let filler = graphemes.randomElement(using: &random) ?? " "
        canvas.fill(rect, with: filler, style: randomStyle(using: &random))
      case 16..<19:
        canvas.fill(Rect(x: point.x, y: point.y, width: size.width, height: 1))
        canvas.fill(Rect(x: 0, y: point.y + 1, width: size.width, height: size.height))
      default:
        canvas = Canvas(size: size)
      }
    }
  }

  private static func randomStyle(using random: inout SplitMix64) -> Style {
    guard Int.random(in: 0..<3, using: &random) != 0 else { return .plain }
    return Style(
      foreground: colors.randomElement(using: &random) ?? .default,
      background: colors.randomElement(using: &random) ?? .default,
      attributes: TextAttributes(rawValue: UInt8.random(in: 0..<32, using: &random)))
  }

  private static func randomCursor(using random: inout SplitMix64) -> Point? {
    guard Int.random(in: 0..<3, using: &random) != 0 else { return nil }
    return Point(
      x: Int.random(in: 0..<size.width, using: &random),
      y: Int.random(in: 0..<size.height, using: &random))
  }
}
