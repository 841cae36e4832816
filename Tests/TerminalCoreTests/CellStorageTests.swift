import TerminalCore
import Testing

/// Cells as plain data: graphemes stored inline or interned, styles packed, equality by bytes.
struct CellStorageTests {
  /// Graphemes of every kind: ASCII, Latin with marks, CJK, emoji with modifiers, flags,
  /// ZWJ sequences and clusters longer than the 8 bytes kept inline.
  static let graphemes: [Character] = [
    "a", " ", "~", "é", "e\u{301}", "漢", "한", "👋", "👋🏽", "🇫🇷", "❤️", "#️⃣",
    "👨‍👩‍👧", "👨‍👩‍👧‍👦", "🏳️‍🌈", "o\u{301}\u{302}\u{303}\u{304}", "क्‍ष", "\u{0}",
  ]

  @Test func cellIsSixteenBytesOfPlainData() {
    #expect(MemoryLayout<Cell>.size == 16)
    #expect(MemoryLayout<Cell>.stride == 16)
    #expect(_isPOD(Cell.self))
    #expect(_isPOD(Canvas.self) == false)
  }

  @Test(arguments: graphemes)
  func graphemeRoundTripsByteForByte(grapheme: Character) {
    let cell = Cell(grapheme: grapheme, width: 1, style: .plain)

    #expect(Array(cell.grapheme.utf8) == Array(grapheme.utf8))
    #expect(cell == Cell(grapheme: grapheme, width: 1, style: .plain))
  }

  @Test func longClustersDrawnOnTwoCanvasesGiveEqualRows() {
    let text = "👨‍👩‍👧‍👦 o\u{301}\u{302}\u{303}\u{304} 🏳️‍🌈 👋🏽 e\u{301}"
    var first = Canvas(size: Size(width: 20, height: 2))
    var second = Canvas(size: Size(width: 20, height: 2))

    first.put(text, at: Point(x: 1, y: 1))
    second.put("x", at: Point(x: 0, y: 0))
    second.put(text, at: Point(x: 1, y: 1))

    #expect(first.rowEquals(1, in: second))
    #expect(!first.rowEquals(0, in: second))
    #expect(first.lines[1] == " " + text)
    #expect(first[1, 1].grapheme == "👨‍👩‍👧‍👦")
    #expect(first[1, 1].width == 2)
    #expect(first[2, 1].isContinuation)
    #expect(first[4, 1].grapheme == "o\u{301}\u{302}\u{303}\u{304}")
  }

  @Test func differentLongClustersMakeRowsDiffer() {
    var family = Canvas(size: Size(width: 4, height: 1))
    var couple = Canvas(size: Size(width: 4, height: 1))

    family.put("👨‍👩‍👧‍👦", at: .zero)
    couple.put("👨‍👩‍👧", at: .zero)

    #expect(!family.rowEquals(0, in: couple))
    #expect(family[0, 0] != couple[0, 0])
  }

  @Test func canonicallyEquivalentGraphemesAreDifferentCells() {
    let precomposed = Cell(grapheme: "\u{E9}", width: 1, style: .plain)
    let decomposed = Cell(grapheme: "e\u{301}", width: 1, style: .plain)

    #expect(precomposed != decomposed)
    #expect(Array(decomposed.grapheme.unicodeScalars) == ["e", "\u{301}"])
  }

  @Test(arguments: [
    Style.plain,
    Style(foreground: .red, background: .ansi(15), attributes: [.bold, .underline]),
    Style(foreground: .indexed(0), background: .indexed(255), attributes: .reverse),
    Style(foreground: .rgb(255, 95, 0), background: .rgb(0, 0, 0), attributes: [.dim, .italic]),
    Style(
      foreground: .rgb(0, 0, 1), background: .default, attributes: TextAttributes(rawValue: 0xFF)),
  ])
  func styleAndWidthRoundTrip(style: Style) {
    for width: UInt8 in [0, 1, 2] {
      var cell = Cell(grapheme: "漢", width: width, style: style)

      #expect(cell.style == style)
      #expect(cell.width == width)
      #expect(cell.isContinuation == (width == 0))

      cell.style = .plain
      cell.width = 2
      #expect(cell == Cell(grapheme: "漢", width: 2, style: .plain))
    }
  }

  @Test func blankCellsInAStyleKeepTheStyle() {
    let style = Style(foreground: .green, background: .rgb(1, 2, 3))

    #expect(Cell.blank(style).style == style)
    #expect(Cell.blank(style).grapheme == " ")
    #expect(Cell.blank(.plain) == .blank)
  }
}
