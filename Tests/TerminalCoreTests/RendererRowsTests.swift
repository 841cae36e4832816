import TerminalCore
import TerminalUITesting
import Testing

/// A caller that knows which rows it drew again (a window's damaged rows) tells the renderer,
/// which then compares only those rows with the screen.
struct RendererRowsTests {
  let size = Size(width: 20, height: 4)

  /// A renderer that has drawn a canvas with rows "one" to "four", and that canvas.
  func rendered() -> (Renderer, Canvas) {
    var renderer = Renderer()
    var canvas = Canvas(size: size)
    for (y, text) in ["one", "two", "three", "four"].enumerated() {
      canvas.put(text, at: Point(x: 0, y: y))
    }
    _ = renderer.render(canvas, cursor: nil)
    return (renderer, canvas)
  }

  @Test func aChangeInTheRowsNamedIsDrawn() {
    var (renderer, canvas) = rendered()
    canvas.put("TWO", at: Point(x: 0, y: 1))

    let bytes = renderer.render(canvas, cursor: nil, rows: 1..<2)

    #expect(String(decoding: bytes, as: UTF8.self).contains("TWO"))
  }

  @Test func rowsOutsideTheRangeAreNotCompared() {
    var (renderer, canvas) = rendered()
    canvas.put("FOUR", at: Point(x: 0, y: 3))

    let bytes = renderer.render(canvas, cursor: nil, rows: 0..<2)

    #expect(bytes.isEmpty)
  }

  @Test func withoutRowsEveryRowIsCompared() {
    var (renderer, canvas) = rendered()
    canvas.put("FOUR", at: Point(x: 0, y: 3))

    let bytes = renderer.render(canvas, cursor: nil)

    #expect(String(decoding: bytes, as: UTF8.self).contains("FOUR"))
  }

  @Test func aRangeBeyondTheScreenIsClamped() {
    var (renderer, canvas) = rendered()
    canvas.put("FOUR", at: Point(x: 0, y: 3))

    let bytes = renderer.render(canvas, cursor: nil, rows: 2..<40)

    #expect(String(decoding: bytes, as: UTF8.self).contains("FOUR"))
  }

  @Test func theFirstFrameDrawsEveryRowWhateverTheRange() {
    var renderer = Renderer()
    var canvas = Canvas(size: size)
    canvas.put("bottom", at: Point(x: 0, y: 3))

    let bytes = renderer.render(canvas, cursor: nil, rows: 0..<1)

    #expect(String(decoding: bytes, as: UTF8.self).contains("bottom"))
  }
}
