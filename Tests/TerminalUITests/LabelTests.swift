import TerminalCore
import TerminalUI
import Testing

@MainActor
struct LabelTests {
  /// The rows `label` draws in a window `width` columns wide and `rows` content rows high.
  func draw(_ label: Label, width: Int, rows: Int) -> [String] {
    let window = mount(label, size: Size(width: width, height: rows + 2))
    return Array(window.render().canvas.lines.prefix(rows))
  }

  // MARK: - One line

  @Test func textThatFitsIsDrawnWhole() {
    #expect(draw(Label("Hello"), width: 8, rows: 1) == ["Hello"])
  }

  @Test func longTextEndsWithAnEllipsis() {
    #expect(draw(Label("Hello, world"), width: 8, rows: 1) == ["Hello, …"])
  }

  @Test(arguments: [
    ("ab漢字", 5, "ab漢…"),
    ("ab漢字", 4, "ab…"),
    ("漢字漢", 4, "漢…"),
    ("👋🏽👋🏽👋🏽", 5, "👋🏽👋🏽…"),
    ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"),
  ])
  func truncationNeverSplitsAGrapheme(text: String, width: Int, expected: String) {
    let lines = draw(Label(text), width: width, rows: 1)

    #expect(lines == [expected])
    #expect(expected.displayWidth <= width)
  }

  @Test func wrappedWideGraphemesLeaveTheLastColumnBlank() {
    let label = Label("漢字漢字")
    label.numberOfLines = 0
    let window = mount(label, size: Size(width: 5, height: 4))

    let canvas = window.render().canvas

    #expect(canvas.lines[0...1] == ["漢字", "漢字"])
    for row in 0...1 {
      #expect((0..<5).map { canvas[$0, row].width } == [2, 0, 2, 0, 1])
    }
  }

  @Test func controlCharactersShowAsPlaceholders() {
    #expect(draw(Label("bell\u{7} \u{1B}[2J"), width: 20, rows: 1) == ["bell␇ ␛[2J"])
  }

  @Test func labelIsDrawnInItsStyle() {
    let label = Label("Error", style: Style(foreground: .red))
    let window = mount(label, size: Size(width: 10, height: 3))

    let canvas = window.render().canvas

    #expect(canvas[0, 0].style.foreground == .red)
    #expect(canvas[4, 0].style.foreground == .red)
  }

  @Test func sizeThatFitsIsTheTextsWidthUpToTheProposal() {
    let label = Label("ab漢")

    #expect(label.sizeThatFits(Size(width: 10, height: 5)) == Size(width: 4, height: 1))
    #expect(label.sizeThatFits(Size(width: 3, height: 5)) == Size(width: 3, height: 1))
    #expect(Label().sizeThatFits(Size(width: 10, height: 5)) == .zero)
  }

  // MARK: - Wrapping

  @Test func zeroLinesWrapsAtSpaces() {
    let label = Label("one two three four")
    label.numberOfLines = 0

    #expect(draw(label, width: 7, rows: 4) == ["one two", "three", "four", ""])
    #expect(label.sizeThatFits(Size(width: 7, height: 10)) == Size(width: 7, height: 3))
  }

  @Test func longWordBreaksBetweenGraphemes() {
    let label = Label("abcdefghij")
    label.numberOfLines = 0

    #expect(draw(label, width: 4, rows: 3) == ["abcd", "efgh", "ij"])
  }

  @Test func wrappedWideGraphemesNeverStraddleTheEdge() {
    let label = Label("漢字漢字漢")
    label.numberOfLines = 0

    #expect(draw(label, width: 5, rows: 3) == ["漢字", "漢字", "漢"])
  }

  @Test func newlinesStartNewLines() {
    let label = Label("first\nsecond")
    label.numberOfLines = 0

    #expect(draw(label, width: 10, rows: 2) == ["first", "second"])
  }

  @Test func limitedLinesEndWithAnEllipsis() {
    let label = Label("one two three four")
    label.numberOfLines = 2

    #expect(draw(label, width: 7, rows: 3) == ["one two", "three …", ""])
  }

  @Test func wrappedTextIsCutAtTheViewsHeight() {
    let label = Label("one two three four")
    label.numberOfLines = 0

    #expect(draw(label, width: 7, rows: 2) == ["one two", "three"])
  }

  @Test func changingTextRedraws() {
    let label = Label("old")
    let window = mount(label, size: Size(width: 10, height: 3))
    _ = window.render()

    label.text = "new text"

    #expect(window.needsDisplay)
    #expect(window.render().canvas.lines[0] == "new text")
  }

  // MARK: - Alignment

  @Test(arguments: [
    (TextAlignment.left, "ab漢"),
    (.center, "   ab漢"),
    (.right, "      ab漢"),
  ])
  func aLineNarrowerThanTheLabelSitsWhereItsAlignmentSays(
    alignment: TextAlignment, expected: String
  ) {
    let label = Label("ab漢")
    label.textAlignment = alignment

    #expect(draw(label, width: 10, rows: 1) == [expected])
  }

  @Test func centeringLeavesTheOddColumnOnTheRight() {
    let label = Label("abc")
    label.textAlignment = .center
    let window = mount(label, size: Size(width: 6, height: 3))

    let canvas = window.render().canvas

    #expect(canvas.lines[0] == " abc")
    #expect(canvas[1, 0].grapheme == "a")
  }

  @Test func eachWrappedLineIsAlignedOnItsOwn() {
    let label = Label("one two three four")
    label.numberOfLines = 0
    label.textAlignment = .right

    #expect(draw(label, width: 9, rows: 3) == ["  one two", "    three", "     four"])
  }

  @Test func aTruncatedLineFillsTheLabelWhateverItsAlignment() {
    let label = Label("Hello, world")
    label.textAlignment = .right

    #expect(draw(label, width: 8, rows: 1) == ["Hello, …"])
  }

  @Test func changingTheAlignmentRedraws() {
    let label = Label("ok")
    let window = mount(label, size: Size(width: 6, height: 3))
    _ = window.render()

    label.textAlignment = .right

    #expect(window.needsDisplay)
    #expect(window.render().canvas.lines[0] == "    ok")
  }

  @Test func aNewTextIsAlignedByItsOwnWidth() {
    let label = Label("ok")
    label.textAlignment = .right
    let window = mount(label, size: Size(width: 6, height: 3))
    _ = window.render()

    label.text = "漢字"

    #expect(window.render().canvas.lines[0] == "  漢字")
  }
}
