import TerminalCore
import Testing

/// Reusing a canvas from frame to frame, and drawing one canvas onto another.
struct CanvasReuseTests {
  @Test func resetBlanksEveryCell() {
    var sut = Canvas(size: Size(width: 6, height: 2))
    sut.put("漢字 ok", at: .zero, style: Style(attributes: .bold))

    sut.reset(size: Size(width: 6, height: 2))

    #expect(sut == Canvas(size: Size(width: 6, height: 2)))
  }

  @Test func resetToAnotherSizeIsABlankCanvasOfThatSize() {
    var sut = Canvas(size: Size(width: 6, height: 2))
    sut.put("hello", at: Point(x: 0, y: 1))

    sut.reset(size: Size(width: 3, height: 5))

    #expect(sut == Canvas(size: Size(width: 3, height: 5)))
    #expect(sut.lines == ["", "", "", "", ""])
  }

  @Test func resetLeavesACopyTakenBeforeItAlone() {
    var sut = Canvas(size: Size(width: 5, height: 1))
    sut.put("kept", at: .zero)
    let copy = sut

    sut.reset(size: sut.size)

    #expect(copy.lines == ["kept"])
    #expect(sut.lines == [""])
  }

  @Test func overlayLetsBlankCellsShowThrough() {
    var row = Canvas(size: Size(width: 8, height: 1))
    row.put("ab", at: .zero)
    row.put("漢", at: Point(x: 5, y: 0), style: Style(foreground: .red))
    var sut = Canvas(size: Size(width: 10, height: 2))
    sut.fill(Rect(x: 0, y: 1, width: 10, height: 1), with: "·")

    sut.overlay(row, at: Point(x: 1, y: 1))

    #expect(sut.lines == ["", "·ab···漢··"])
    #expect(sut[6, 1] == Cell(grapheme: "漢", width: 2, style: Style(foreground: .red)))
    #expect(sut[7, 1].isContinuation)
  }

  @Test(arguments: [
    Point(x: 0, y: 2), Point(x: 0, y: 9), Point(x: 10, y: 0), Point(x: 0, y: -3),
    Point(x: -8, y: 0),
  ])
  func overlayWhollyOutsideTheCanvasDrawsNothing(origin: Point) {
    var row = Canvas(size: Size(width: 8, height: 1))
    row.put("ab", at: .zero)
    var sut = Canvas(size: Size(width: 10, height: 2))

    sut.overlay(row, at: origin)

    #expect(sut.lines == ["", ""])
  }

  @Test func overlayDrawsAWideGraphemeCutByTheClipAsASpace() {
    var row = Canvas(size: Size(width: 4, height: 1))
    row.put("a漢b", at: .zero)
    var sut = Canvas(size: Size(width: 6, height: 1))

    sut.overlay(row, at: Point(x: 1, y: 0), clip: Rect(x: 0, y: 0, width: 3, height: 1))

    #expect(sut.lines == [" a"])
    #expect(sut[2, 0] == .blank)
    #expect(!sut[3, 0].isContinuation)
  }

  @Test func overlayDrawsWhatPuttingTheSameGraphemesDraws() {
    var row = Canvas(size: Size(width: 12, height: 2))
    row.put("👨‍👩‍👧 x 漢", at: Point(x: 1, y: 0), style: Style(attributes: .bold))
    row.put("e\u{301}🇫🇷", at: Point(x: 0, y: 1))
    var overlaid = Canvas(size: Size(width: 14, height: 4))
    var put = overlaid
    let clip = Rect(x: 0, y: 1, width: 9, height: 3)

    overlaid.overlay(row, at: Point(x: 2, y: 1), clip: clip)
    for y in 0..<2 {
      for x in 0..<12 where row[x, y] != .blank && !row[x, y].isContinuation {
        put.put(
          row[x, y].grapheme, at: Point(x: 2 + x, y: 1 + y), style: row[x, y].style, clip: clip)
      }
    }

    #expect(overlaid == put)
  }

  @Test func aRowsPaintedWidthEndsAtItsLastCellThatIsNotAPlainBlank() {
    var canvas = Canvas(size: Size(width: 10, height: 4))
    canvas.put("ab", at: Point(x: 3, y: 1))
    canvas.put("x 漢", at: Point(x: 6, y: 2))
    canvas.put(" ", at: Point(x: 8, y: 3), style: Style(background: .blue))

    #expect(canvas.paintedWidth(ofRow: 0) == 0)
    #expect(canvas.paintedWidth(ofRow: 1) == 5)
    #expect(canvas.paintedWidth(ofRow: 2) == 10)
    #expect(canvas.paintedWidth(ofRow: 3) == 9)
    #expect(canvas.paintedWidth(ofRow: 4) == 0)
    #expect(canvas.paintedWidth(ofRow: -1) == 0)
  }
}
