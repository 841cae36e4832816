import Testing

@testable import TerminalCore

/// The lower bound a frame that tried a scroll uses to skip drawing the rows again: it must
/// never pass what drawing them again really takes, or the renderer would keep a scroll
/// that costs more bytes.
struct RedrawBoundTests {
  private static let size = Size(width: 40, height: 12)
  private static let graphemes: [Character] = [
    "a", "b", "Z", " ", " ", " ", "漢", "👋🏽", "e\u{301}", "-",
  ]
  private static let styles = [
    Style.plain, Style(attributes: .reverse), Style(foreground: .red), Style(background: .blue),
  ]

  @Test(arguments: [1, 42, 2024] as [UInt64])
  func theBoundNeverPassesTheBytesOfDrawingTheRowsAgain(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var old = Canvas(size: Self.size)
    var checked = 0
    for _ in 0..<2_000 {
      let new = Self.nextFrame(after: old, using: &random)
      let rows = (0..<Self.size.height).filter { !new.rowEquals($0, in: old) }
      let position = Self.randomPosition(using: &random)
      let pen = Self.styles.randomElement(using: &random)
      var drawn = RenderFrame(
        old: old, new: new, position: position, pen: pen, writer: EscapeWriter(capacity: 64))
      drawn.drawRows(rows)
      var bounded = RenderFrame(
        old: old, new: new, position: position, pen: pen, writer: EscapeWriter(capacity: 64))

      let exceeds = bounded.redrawing(rows, surelyExceeds: drawn.writer.bytes.count)

      #expect(
        !exceeds,
        "seed \(seed): \(rows.count) rows took \(drawn.writer.bytes.count) bytes")
      if rows.count > 1 { checked += 1 }
      old = new
    }
    #expect(checked > 1_000)
  }

  @Test func aListScrolledByARowIsNotDrawnAgain() {
    func list(from first: Int) -> Canvas {
      var canvas = Canvas(size: Size(width: 80, height: 24))
      for y in 0..<22 { canvas.put("Row \(first + y)", at: Point(x: 0, y: y)) }
      return canvas
    }
    let old = list(from: 999_951)
    let new = list(from: 999_952)
    let rows = (0..<24).filter { !new.rowEquals($0, in: old) }
    var frame = RenderFrame(
      old: old, new: new, position: Point(x: 0, y: 21), pen: .plain,
      writer: EscapeWriter(capacity: 64))

    // The scroll and the row it brings in take fewer than 40 bytes; the 22 rows again take
    // a byte each and three to reach each of the 21 after the first, 85 at least.
    let exceedsTheScroll = frame.redrawing(rows, surelyExceeds: 40)
    let exceedsItsOwnBound = frame.redrawing(rows, surelyExceeds: 22 + 3 * 21)

    #expect(rows.count == 22)
    #expect(exceedsTheScroll)
    #expect(!exceedsItsOwnBound)
  }

  // MARK: - Private helpers

  /// `canvas` with a band of rows moved by up to three rows, some text put here and there,
  /// and sometimes its bottom rows cleared; or, a third of the time, with one cell changed
  /// in the same column of a band of rows, as a list's counters change, which costs the
  /// fewest bytes a row can.
  private static func nextFrame(
    after canvas: Canvas, using random: inout SplitMix64
  ) -> Canvas {
    if Int.random(in: 0..<3, using: &random) == 0 {
      var counted = canvas
      let column = Bool.random(using: &random) ? 0 : Int.random(in: 0..<size.width, using: &random)
      let top = Int.random(in: 0..<size.height, using: &random)
      for y in top..<Int.random(in: (top + 1)...size.height, using: &random) {
        let digit = Character(String(Int.random(in: 0...9, using: &random)))
        counted.put(digit, at: Point(x: column, y: y))
      }
      return counted
    }
    let top = Int.random(in: 0..<size.height - 1, using: &random)
    let bottom = Int.random(in: (top + 2)...size.height, using: &random)
    let distance = Int.random(in: -3...3, using: &random)
    var moved = canvas
    for y in top..<bottom {
      moved.fill(Rect(x: 0, y: y, width: size.width, height: 1))
      let source = y + distance
      guard (top..<bottom).contains(source) else { continue }
      for x in 0..<size.width where !canvas[x, source].isContinuation {
        moved.put(canvas[x, source].grapheme, at: Point(x: x, y: y), style: canvas[x, source].style)
      }
    }
    for _ in 0..<Int.random(in: 0...4, using: &random) {
      let text = String(
        (0..<Int.random(in: 1...12, using: &random)).map { _ in
          graphemes.randomElement(using: &random) ?? " "
        })
      let point = Point(
        x: Int.random(in: 0..<size.width, using: &random),
        y: Int.random(in: 0..<size.height, using: &random))
      moved.put(text, at: point, style: styles.randomElement(using: &random) ?? .plain)
    }
    if Int.random(in: 0..<6, using: &random) == 0 {
      let cleared = Int.random(in: 0...size.height, using: &random)
      moved.fill(Rect(x: 0, y: cleared, width: size.width, height: size.height - cleared))
    }
    return moved
  }

  /// A cursor position anywhere on the screen, or unknown now and then.
  private static func randomPosition(using random: inout SplitMix64) -> Point? {
    guard Int.random(in: 0..<5, using: &random) > 0 else { return nil }
    return Point(
      x: Int.random(in: 0..<size.width, using: &random),
      y: Int.random(in: 0..<size.height, using: &random))
  }
}
