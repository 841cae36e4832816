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
}
