import TerminalCore
import Testing

/// Filling a rectangle stores the same cells as drawing its grapheme in each of them.
struct CanvasFillTests {
  @Test func fillingWithSpacesInPlainStyleLeavesABlankCanvas() {
    var sut = Canvas(size: Size(width: 7, height: 3))
    sut.put("漢字 ok", at: Point(x: 0, y: 1), style: Style(attributes: .bold))

    sut.fill(sut.bounds)

    #expect(sut == Canvas(size: Size(width: 7, height: 3)))
  }

  @Test(arguments: ["x", " ", "~", "é", "\u{7}", "e\u{301}"] as [Character])
  func fillingWithAOneColumnGraphemeDrawsWhatPuttingItDraws(_ character: Character) {
    let style = Style(foreground: .red, attributes: .underline)
    var filled = Canvas(size: Size(width: 5, height: 2))
    var put = filled

    filled.fill(Rect(x: 1, y: 0, width: 3, height: 2), with: character, style: style)
    for y in 0..<2 {
      for x in 1..<4 { put.put(character, at: Point(x: x, y: y), style: style) }
    }

    #expect(filled == put)
  }

  @Test func fillingWithAWideGraphemeDrawsItEveryTwoColumnsAndASpaceInALastOddOne() {
    var sut = Canvas(size: Size(width: 6, height: 1))

    sut.fill(Rect(x: 0, y: 0, width: 5, height: 1), with: "漢")

    #expect(sut.lines == ["漢漢"])
    #expect(sut[4, 0].grapheme == " ")
    #expect(sut[0, 0].width == 2)
  }

  @Test(arguments: [
    Rect(x: 0, y: 0, width: 9, height: 3), Rect(x: 2, y: 1, width: 4, height: 1),
    Rect(x: -3, y: -1, width: 6, height: 9), Rect(x: 7, y: 2, width: 5, height: 5),
    Rect(x: 3, y: 0, width: 0, height: 3),
  ])
  func restylingWithAnOverlayLaysItOverEachCellAsAClosureWould(rect: Rect) {
    var overlaid = Canvas(size: Size(width: 9, height: 3))
    overlaid.put("漢字 ok", at: .zero, style: Style(foreground: .rgb(1, 2, 3), attributes: .bold))
    overlaid.put("e\u{301}👋🏽x", at: Point(x: 1, y: 1), style: Style(background: .indexed(99)))
    overlaid.put("plain", at: Point(x: 4, y: 2))
    for overlay in [
      Style(attributes: .reverse), Style(foreground: .red, attributes: [.dim, .underline]),
      Style(background: .rgb(40, 40, 40)), .plain,
    ] {
      var transformed = overlaid

      overlaid.restyle(rect, overlaying: overlay)
      transformed.restyle(rect) { $0 = $0.overlaid(with: overlay) }

      #expect(overlaid == transformed)
    }
  }
}
