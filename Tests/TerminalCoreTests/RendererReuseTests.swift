import TerminalCore
import TerminalUITesting
import Testing

/// The renderer keeps its own copy of the screen, so a caller may draw every frame into the
/// same canvas, reset in place.
struct RendererReuseTests {
  @Test func canvasChangedAfterItWasRenderedIsDrawnAgain() {
    var sut = RendererReplay(size: Size(width: 20, height: 3))
    var canvas = Canvas(size: Size(width: 20, height: 3))
    canvas.put("first", at: Point(x: 1, y: 1))
    sut.draw(canvas)

    canvas.put("second", at: Point(x: 1, y: 1))
    let bytes = sut.draw(canvas)

    #expect(!bytes.isEmpty)
    sut.expectShows(canvas)
  }

  @Test func framesDrawnIntoOneResetCanvasReplayToTheirCanvas() {
    var sut = RendererReplay(size: Size(width: 30, height: 6))
    var canvas = Canvas(size: Size(width: 30, height: 6))
    let lines = ["Name: Ada", "漢字 and 👨‍👩‍👧", "e\u{301}te\u{301}", "", "Row 4", "footer"]

    for frame in 0..<12 {
      canvas.reset(size: Size(width: 30, height: 6))
      for (index, line) in lines.enumerated() where (index + frame) % 3 != 0 {
        canvas.put(
          line, at: Point(x: frame % 4, y: index), style: Style(foreground: .ansi(UInt8(index))))
      }
      sut.draw(canvas, cursor: Point(x: 9 + frame, y: 0))

      sut.expectShows(canvas, cursor: Point(x: 9 + frame, y: 0))
    }
  }

  @Test func unchangedFrameFromAResetCanvasIsNoBytes() {
    var sut = RendererReplay(size: Size(width: 20, height: 3))
    var canvas = Canvas(size: Size(width: 20, height: 3))
    canvas.put("👨‍👩‍👧‍👦 same", at: .zero)
    sut.draw(canvas, cursor: Point(x: 2, y: 2))

    canvas.reset(size: canvas.size)
    canvas.put("👨‍👩‍👧‍👦 same", at: .zero)
    let bytes = sut.draw(canvas, cursor: Point(x: 2, y: 2))

    #expect(bytes.isEmpty)
  }
}
