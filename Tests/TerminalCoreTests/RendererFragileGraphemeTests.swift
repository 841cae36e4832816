import TerminalCore
import TerminalUITesting
import Testing

/// Multi-scalar emoji whose width terminals disagree on (an older terminal draws `👋🏽` as
/// two wide glyphs, four cells) must not shift the line or leave glyphs behind.
struct RendererFragileGraphemeTests {
  private let size = Size(width: 20, height: 3)

  @Test func fragileGraphemeIsPrintedOverBlanksAndTheNextCellIsReachedAbsolutely() {
    var sut = RendererReplay(size: size)
    var canvas = Canvas(size: size)
    sut.draw(canvas, cursor: nil)

    canvas.put("a👋🏽b", at: Point(x: 0, y: 1))
    let bytes = text(sut.draw(canvas, cursor: nil))

    #expect(bytes.contains("  \u{1B}[2D👋🏽") || bytes.contains("  \u{8}\u{8}👋🏽"))
    #expect(bytes.hasSuffix("👋🏽\u{1B}[2;4Hb"))
    sut.expectShows(canvas, cursor: nil)
  }

  @Test func replacingAFragileGraphemeErasesTheRestOfItsRow() {
    var sut = RendererReplay(size: size)
    var canvas = Canvas(size: size)
    canvas.put("Hi 👋🏽", at: Point(x: 0, y: 1))
    sut.draw(canvas, cursor: nil)

    canvas.put("    ", at: Point(x: 3, y: 1))
    let bytes = text(sut.draw(canvas, cursor: nil))

    #expect(bytes == "\u{1B}[2;4H\u{1B}[K")
    sut.expectShows(canvas, cursor: nil)
  }

  @Test func singleScalarWideGraphemesStayCheap() {
    var sut = RendererReplay(size: size)
    var canvas = Canvas(size: size)
    sut.draw(canvas, cursor: nil)

    canvas.put("a漢b", at: Point(x: 0, y: 1))
    let bytes = text(sut.draw(canvas, cursor: nil))

    #expect(bytes.hasSuffix("a漢b"))
    #expect(!bytes.contains("  "))
  }

  private func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
  }
}
