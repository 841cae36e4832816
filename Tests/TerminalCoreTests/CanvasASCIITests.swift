import TerminalCore
import Testing

/// Printable ASCII text is drawn a run of cells at a time; what it leaves on the canvas is
/// what drawing it a grapheme at a time leaves.
struct CanvasASCIITests {
  /// A row of wide graphemes, `漢字漢字` in columns 0 to 7, in a style of its own.
  static func wideRow() -> Canvas {
    var canvas = Canvas(size: Size(width: 8, height: 1))
    canvas.put("漢字漢字", at: .zero, style: Style(foreground: .green))
    return canvas
  }

  @Test func textStartingOnTheRightHalfOfAWideGraphemeBlanksItsLeftHalf() {
    var sut = Self.wideRow()

    sut.put("abc", at: Point(x: 3, y: 0))

    #expect(sut.lines == ["漢 abc字"])
    #expect(sut[2, 0].width == 1)
    #expect(sut[2, 0].style == Style(foreground: .green))
  }

  @Test func textEndingOnTheLeftHalfOfAWideGraphemeBlanksItsRightHalf() {
    var sut = Self.wideRow()

    sut.put("abc", at: Point(x: 2, y: 0))

    #expect(sut.lines == ["漢abc 字"])
    #expect(sut[5, 0].grapheme == " ")
    #expect(sut[5, 0].width == 1)
    #expect(sut[5, 0].style == Style(foreground: .green))
  }

  @Test(
    arguments: [
      (Point(x: 0, y: 0), nil), (Point(x: 3, y: 1), nil), (Point(x: -2, y: 1), nil),
      (Point(x: 6, y: 2), nil), (Point(x: 9, y: 0), nil),
      (Point(x: 1, y: 1), Rect(x: 2, y: 0, width: 3, height: 3)),
      (Point(x: 1, y: 2), Rect(x: 0, y: 0, width: 9, height: 2)),
    ] as [(Point, Rect?)])
  func printableASCIIBytesDrawWhatTheirStringDraws(point: Point, clip: Rect?) {
    let text = "hello, world"
    let style = Style(foreground: .red, attributes: .bold)
    var canvas = Canvas(size: Size(width: 9, height: 3))
    canvas.put("漢字 é 漢字", at: .zero)
    canvas.put("字漢字漢", at: Point(x: 1, y: 1))
    canvas.put("x漢字漢字", at: Point(x: 0, y: 2))
    var expected = canvas

    let advanced = canvas.put(
      printableASCII: Array(text.utf8)[...], at: point, style: style, clip: clip)
    var graphemes = point.x
    for character in text {
      graphemes += expected.put(
        character, at: Point(x: graphemes, y: point.y), style: style, clip: clip)
      if graphemes >= (clip?.maxX ?? 9) { break }
    }

    #expect(canvas == expected)
    #expect(advanced == expected.put(text, at: point, style: style, clip: clip))
  }
}

/// A rectangle of a canvas cleared and drawn again is widened to hold whole the wide
/// graphemes it cuts.
struct CanvasWholeGraphemesTests {
  /// `ab漢字cd` on row 1 of a 10 × 3 canvas: `漢` in columns 2–3, `字` in 4–5.
  static func canvas() -> Canvas {
    var canvas = Canvas(size: Size(width: 10, height: 3))
    canvas.put("ab漢字cd", at: Point(x: 0, y: 1))
    return canvas
  }

  @Test(arguments: [
    (Rect(x: 0, y: 0, width: 10, height: 3), Rect(x: 0, y: 0, width: 10, height: 3)),
    (Rect(x: 2, y: 1, width: 4, height: 1), Rect(x: 2, y: 1, width: 4, height: 1)),
    (Rect(x: 3, y: 0, width: 1, height: 2), Rect(x: 2, y: 0, width: 2, height: 2)),
    (Rect(x: 2, y: 1, width: 3, height: 2), Rect(x: 2, y: 1, width: 4, height: 2)),
    (Rect(x: 3, y: 1, width: 2, height: 1), Rect(x: 2, y: 1, width: 4, height: 1)),
    (Rect(x: 3, y: 0, width: 2, height: 1), Rect(x: 3, y: 0, width: 2, height: 1)),
    (Rect(x: -4, y: -1, width: 8, height: 9), Rect(x: 0, y: 0, width: 4, height: 3)),
    (Rect(x: 12, y: 1, width: 3, height: 1), Rect(x: 12, y: 1, width: 0, height: 0)),
  ])
  func aRectangleIsWidenedOnlyWhereItCutsAWideGrapheme(rect: Rect, widened: Rect) {
    #expect(Self.canvas().holdingWholeGraphemes(rect) == widened)
  }

  @Test func aWideGraphemeInTheLastColumnsNeedsNoColumnBeyondTheCanvas() {
    var canvas = Canvas(size: Size(width: 4, height: 1))
    canvas.put("ab漢", at: .zero)

    #expect(
      canvas.holdingWholeGraphemes(Rect(x: 1, y: 0, width: 3, height: 1))
        == Rect(x: 1, y: 0, width: 3, height: 1))
    #expect(
      canvas.holdingWholeGraphemes(Rect(x: 3, y: 0, width: 1, height: 1))
        == Rect(x: 2, y: 0, width: 2, height: 1))
  }
}

/// A row's painted width is found sixteen blank cells at a time where it can be.
struct CanvasPaintedWidthTests {
  @Test(arguments: [0, 1, 15, 16, 17, 31, 32, 33, 47, 48, 49, 50])
  func aRowIsPaintedUpToItsLastCellThatIsNotAPlainBlank(last: Int) {
    var sut = Canvas(size: Size(width: 50, height: 3))
    sut.put(String(repeating: "x", count: last + 1), at: Point(x: 0, y: 1))
    sut.put("é", at: Point(x: min(last, 49), y: 2))

    #expect(sut.paintedWidth(ofRow: 0) == 0)
    #expect(sut.paintedWidth(ofRow: 1) == min(last + 1, 50))
    #expect(sut.paintedWidth(ofRow: 2) == min(last + 1, 50))
  }

  @Test func aStyledBlankOrAWideGraphemeInTheTailIsPainted() {
    var sut = Canvas(size: Size(width: 40, height: 2))
    sut.fill(Rect(x: 30, y: 0, width: 1, height: 1), style: Style(background: .blue))
    sut.put("漢", at: Point(x: 38, y: 1))

    #expect(sut.paintedWidth(ofRow: 0) == 31)
    #expect(sut.paintedWidth(ofRow: 1) == 40)
  }
}
