import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

/// A table can show where its rows stand, as a scroll view does: a bar down its last
/// column while the rows are taller than the table.
@MainActor
struct TableScrollIndicatorTests {
  let table = TableView()

  /// `count` rows wider than the table: `Row0xxx…`, `Row1xxx…`…
  func rows(_ count: Int) -> [RowGenerator<TextRow>] {
    (0..<count).map {
      RowGenerator<TextRow>(model: "Row\($0)" + String(repeating: "x", count: 20))
    }
  }

  /// The last column of each content line.
  func bar(_ screen: HeadlessScreen) -> String {
    String(contentLines(screen).map { line in line.count >= 20 ? line.last ?? " " : " " })
  }

  @Test func aTableShowsNoIndicatorUnlessAskedTo() {
    // Given twenty rows on six lines
    table.manager.add(rows(20))
    // When
    let screen = tableScreen(table)
    // Then the rows take the whole width
    #expect(contentLines(screen)[0] == "Row0xxxxxxxxxxxxxxxx")
    #expect(bar(screen) == "xxxxxx")
  }

  @Test func theThumbFollowsTheRowsShownAndTheRowsGiveUpALastColumn() {
    // Given
    table.showsScrollIndicator = true
    table.manager.add(rows(20))
    // When
    let screen = tableScreen(table)
    // Then
    #expect(contentLines(screen)[0] == "Row0xxxxxxxxxxxxxxx█")
    #expect(bar(screen) == "█│││││")
    #expect(screen.canvas[19, 1].style == Theme.default.scrollTrack)
    // When the selection goes to the end
    screen.press(.end)
    // Then
    #expect(bar(screen) == "│││││█")
    // When it comes back half way
    for _ in 0..<7 { screen.press(.up) }
    // Then rows 12 to 17 show: the thumb is on the fifth of six lines, short of the end
    #expect(contentLines(screen)[0].hasPrefix("Row12x"))
    #expect(bar(screen) == "││││█│")
  }

  @Test func rowsThatFitShowNoIndicator() {
    // Given
    table.showsScrollIndicator = true
    table.manager.add(rows(3))
    // When
    let screen = tableScreen(table)
    // Then
    #expect(contentLines(screen)[0] == "Row0xxxxxxxxxxxxxxxx")
  }

  @Test func aClickOnTheIndicatorSelectsNoRow() {
    // Given
    table.showsScrollIndicator = true
    table.manager.add(rows(20))
    let screen = tableScreen(table)
    // When
    screen.click(at: Point(x: 19, y: 3))
    // Then
    #expect(table.manager.selectedIndex == 0)
    // When the click is on the row itself
    screen.click(at: Point(x: 18, y: 3))
    // Then
    #expect(table.manager.selectedIndex == 3)
  }

  @Test func aTableOneLineTallShowsNoIndicator() {
    // Given
    table.showsScrollIndicator = true
    table.manager.add(rows(20))
    // When
    let screen = tableScreen(table, size: Size(width: 20, height: 3))
    // Then
    #expect(contentLines(screen) == ["Row0xxxxxxxxxxxxxxxx"])
  }
}
