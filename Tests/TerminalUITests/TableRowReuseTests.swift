import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

/// A row that counts the rows of its type built and the times it was readied for reuse.
@MainActor
final class ReusableRow: View, ConfigurableRow {
  static var built = 0
  private(set) var model = ""
  private(set) var reuses = 0

  override init() {
    Self.built += 1
    super.init()
  }

  func configure(with model: String) {
    self.model = model
    setNeedsDisplay()
  }

  func prepareForReuse() {
    reuses += 1
  }

  override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    canvas.put(model, at: rect.origin, clip: clip)
  }
}

/// Rows of a ``RowGenerator`` are reused as they scroll, as `UITableView`'s cells are.
@MainActor
@Suite(.serialized)
struct TableRowReuseTests {
  let table = TableView()

  /// A table of `count` rows `Row 0` … on an 80×24 screen: 22 content lines.
  func rows(_ count: Int) -> (HeadlessScreen, [RowGenerator<ReusableRow>]) {
    ReusableRow.built = 0
    let generators = (0..<count).map { RowGenerator<ReusableRow>(model: "Row \($0)") }
    table.manager.add(generators)
    return (tableScreen(table, size: Size(width: 80, height: 24)), generators)
  }

  @Test func scrollingAThousandRowsBuildsAtMostTwoScreenfulsOfRowViews() {
    // Given
    let (screen, _) = rows(1_000)
    #expect(ReusableRow.built == 22)
    // When
    screen.press(.end)
    for _ in 0..<50 { screen.press(.up) }
    for _ in 0..<50 { screen.press(.pageUp) }
    // Then: a jump draws the new screen before the old one leaves, so at most two
    // screenfuls are built; the rows show their own models
    #expect(ReusableRow.built == 44)
    #expect(contentLines(screen).first == "Row 0")
    #expect(contentLines(screen)[21] == "Row 21")
  }

  @Test func aRowThatLeavesTheScreenGivesItsViewToTheNextAndIsReadiedForReuse() {
    // Given
    let (screen, generators) = rows(100)
    let first = generators[0].row
    for _ in 0..<21 { screen.press(.down) }
    // When: one Down more scrolls Row 0 off and Row 22 on
    screen.press(.down)
    // Then
    #expect(generators[0].row == nil)
    #expect(generators[0].rowView == nil)
    #expect(generators[22].row === first)
    #expect(first?.model == "Row 22")
    #expect(first?.reuses == 1)
    #expect(contentLines(screen).last == "Row 22")
  }

  @Test func aModelSetWhileTheRowIsOffScreenShowsWhenItComesBack() {
    // Given
    let (screen, generators) = rows(100)
    screen.press(.end)
    // When
    screen.perform { generators[0].model = "Changed" }
    screen.press(.home)
    // Then
    #expect(contentLines(screen).first == "Changed")
    #expect(generators[0].row?.model == "Changed")
  }

  @Test func aGeneratorOfItsOwnKeepsItsViewOffScreen() {
    // Given
    let tally = RowTally()
    table.manager.add((0..<100).map { CountingGenerator($0, tally: tally) })
    let screen = tableScreen(table, size: Size(width: 80, height: 24))
    let first = table.manager.generators[0].rowView
    // When
    screen.press(.end)
    screen.press(.home)
    // Then
    #expect(first != nil)
    #expect(table.manager.generators[0].rowView === first)
    #expect(tally.built == Array(0..<22) + Array(78..<100))
  }

  @Test func headersAndRowsTakeOnlyViewsOfTheirOwnType() {
    // Given sections of four rows under a header, 50 of them
    for section in 0..<50 {
      table.manager.addSectionHeader(header("Section \(section)"))
      table.manager.add((0..<4).map { RowGenerator<TextRow>(model: "Row \(section).\($0)") })
    }
    let screen = tableScreen(table, size: Size(width: 40, height: 12))
    // When: scrolled down a row at a time, then back up a page at a time
    for _ in 0..<120 { screen.press(.down) }
    let scrolledDown = (contentLines(screen), models(of: table.visibleGenerators))
    for _ in 0..<40 { screen.press(.pageUp) }
    // Then: every line shows what its generator holds, and only headers are bold
    #expect(scrolledDown.0 == scrolledDown.1)
    #expect(scrolledDown.1.contains("Section 30"))
    #expect(contentLines(screen) == models(of: table.visibleGenerators))
    #expect(contentLines(screen).prefix(3) == ["Section 0", "Row 0.0", "Row 0.1"])
    #expect(screen.canvas[0, 0].style.attributes.contains(.bold))
    #expect(!screen.canvas[0, 1].style.attributes.contains(.bold))
  }

  /// The texts `generators` show, in order.
  func models(of generators: [TableRowGenerator]) -> [String] {
    generators.map { generator in
      (generator as? RowGenerator<TextRow>)?.model
        ?? (generator as? RowGenerator<HeaderRow>)?.model ?? "?"
    }
  }
}
