import TerminalUITesting
import Testing

/// How a screen is written as snapshot text: plain text as it is, styles as inline tags.
struct SnapshotMarkupTests {
  @Test func plainTextIsWrittenAsItIsWithTrailingBlanksTrimmed() {
    // Given
    var canvas = Canvas(size: Size(width: 10, height: 3))
    canvas.put("Home", at: Point(x: 1, y: 0))
    canvas.put("漢字 ok", at: Point(x: 0, y: 2))
    // When
    let lines = SnapshotMarkup.lines(of: canvas)
    // Then
    #expect(lines == [" Home", "", "漢字 ok"])
  }

  @Test func styledRunsAreTaggedAndClosed() {
    // Given
    var canvas = Canvas(size: Size(width: 20, height: 1))
    canvas.put("Send", at: Point(x: 1, y: 0), style: Style(attributes: .reverse))
    canvas.put("Error", at: Point(x: 6, y: 0), style: Style(foreground: .red, attributes: .bold))
    // When
    let lines = SnapshotMarkup.lines(of: canvas)
    // Then
    #expect(lines == [" [reverse]Send[/] [bold fg=red]Error[/]"])
  }

  @Test func everyColourKindHasAReadableName() {
    #expect(SnapshotMarkup.name(of: Style(foreground: .brightBlack)) == "fg=bright-black")
    #expect(SnapshotMarkup.name(of: Style(foreground: .ansi(14))) == "fg=bright-cyan")
    #expect(SnapshotMarkup.name(of: Style(background: .indexed(208))) == "bg=208")
    #expect(SnapshotMarkup.name(of: Style(background: .rgb(255, 95, 0))) == "bg=#ff5f00")
    #expect(
      SnapshotMarkup.name(of: Style(attributes: [.underline, .italic, .dim, .bold]))
        == "bold dim italic underline")
    #expect(SnapshotMarkup.name(of: .plain) == "")
  }

  @Test func aBracketInTheTextIsDoubledSoItIsNeverATag() {
    // Given
    var canvas = Canvas(size: Size(width: 12, height: 1))
    canvas.put("[ OK ] [/]", at: .zero)
    // When / Then
    #expect(SnapshotMarkup.lines(of: canvas) == ["[[ OK ] [[/]"])
  }

  @Test func blanksKeepOnlyTheStyleThatShows() {
    // Given: a bar painted in reverse, and bold red blanks that look like any blank
    var canvas = Canvas(size: Size(width: 12, height: 2))
    canvas.fill(Rect(x: 0, y: 0, width: 12, height: 1), style: Style(attributes: .reverse))
    canvas.put("Menu", at: Point(x: 1, y: 0), style: Style(attributes: .reverse))
    canvas.fill(
      Rect(x: 0, y: 1, width: 6, height: 1),
      style: Style(foreground: .red, attributes: [.bold, .underline]))
    canvas.put("x", at: Point(x: 8, y: 1), style: Style(foreground: .red, attributes: .bold))
    // When
    let lines = SnapshotMarkup.lines(of: canvas)
    // Then
    #expect(lines == ["[reverse] Menu       [/]", "[underline]      [/]  [bold fg=red]x[/]"])
  }

  @Test func theSpacesBetweenStyledWordsStayInTheirRun() {
    // Given: words drawn one by one, the spaces between them left plain
    var canvas = Canvas(size: Size(width: 20, height: 1))
    canvas.put("Sent", at: Point(x: 2, y: 0), style: Style(attributes: .dim))
    canvas.put("at", at: Point(x: 7, y: 0), style: Style(attributes: .dim))
    canvas.put("Menu", at: Point(x: 12, y: 0), style: Style(attributes: .bold))
    // When / Then
    #expect(SnapshotMarkup.lines(of: canvas) == ["  [dim]Sent at   [/][bold]Menu[/]"])
  }

  @Test func styledTrailingBlanksAreKeptInsideTheirTag() {
    // Given
    var canvas = Canvas(size: Size(width: 6, height: 1))
    canvas.fill(Rect(x: 3, y: 0, width: 3, height: 1), style: Style(background: .blue))
    // When / Then
    #expect(SnapshotMarkup.lines(of: canvas) == ["   [bg=blue]   [/]"])
  }
}
