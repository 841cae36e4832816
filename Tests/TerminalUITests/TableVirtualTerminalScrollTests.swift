import TerminalCore
import TerminalUITesting
import Testing

/// The virtual terminal's scroll regions, which the renderer's scrolling relies on.
struct TableVirtualTerminalScrollTests {
  /// A terminal of five rows showing `0` to `4`.
  func numberedTerminal() -> VirtualTerminal {
    var terminal = VirtualTerminal(size: Size(width: 4, height: 5))
    terminal.feed(Array("0\r\n1\r\n2\r\n3\r\n4".utf8))
    return terminal
  }

  @Test func scrollRegionMovesTheCursorHome() {
    var sut = numberedTerminal()

    sut.feed(Array("\u{1B}[2;4r".utf8))

    #expect(sut.scrollRegion == 1..<4)
    #expect(sut.cursor == .zero)
    #expect(sut.unknownSequences == [])
  }

  @Test func scrollUpMovesOnlyTheRowsOfTheRegion() {
    var sut = numberedTerminal()

    sut.feed(Array("\u{1B}[2;4r\u{1B}[S\u{1B}[r".utf8))

    #expect(sut.lines == ["0", "2", "3", "", "4"])
    #expect(sut.scrollRegion == nil)
    #expect(sut.scrolledLineCount == 0)
  }

  @Test func scrollDownByTwoBringsInTwoBlankRows() {
    var sut = numberedTerminal()

    sut.feed(Array("\u{1B}[2;5r\u{1B}[2T".utf8))

    #expect(sut.lines == ["0", "", "", "1", "2"])
  }

  @Test func scrollWithoutARegionMovesTheWholeScreenAndKeepsTheCursor() {
    var sut = numberedTerminal()
    sut.feed(Array("\u{1B}[3;2H".utf8))

    sut.feed(Array("\u{1B}[S".utf8))

    #expect(sut.lines == ["1", "2", "3", "4", ""])
    #expect(sut.cursor == Point(x: 1, y: 2))
  }

  @Test func lineFeedOnTheLastRowOfTheRegionScrollsTheRegion() {
    var sut = numberedTerminal()

    sut.feed(Array("\u{1B}[1;3r\u{1B}[3Hx\n".utf8))

    #expect(sut.lines == ["1", "x", "", "3", "4"])
    #expect(sut.cursor == Point(x: 1, y: 2))
  }

  @Test func lineFeedOnTheLastRowBelowTheRegionStays() {
    var sut = numberedTerminal()

    sut.feed(Array("\u{1B}[1;3r\u{1B}[5H\n".utf8))

    #expect(sut.lines == ["0", "1", "2", "3", "4"])
    #expect(sut.cursor == Point(x: 0, y: 4))
  }

  @Test func erasedRowsTakeThePensBackground() {
    var sut = numberedTerminal()

    sut.feed(Array("\u{1B}[44m\u{1B}[S".utf8))

    #expect(sut.screen[0, 4].style == Style(background: .blue))
  }

  @Test func aRegionOfOneRowIsRefused() {
    var sut = numberedTerminal()

    sut.feed(Array("\u{1B}[3;3r".utf8))

    #expect(sut.scrollRegion == nil)
    #expect(sut.unknownSequences == ["ESC[3;3r"])
  }

  @Test func resizingDropsTheRegion() {
    var sut = numberedTerminal()
    sut.feed(Array("\u{1B}[2;4r".utf8))

    sut.resize(to: Size(width: 4, height: 6))

    #expect(sut.scrollRegion == nil)
  }
}
