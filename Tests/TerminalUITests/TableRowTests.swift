import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@MainActor
struct TableRowTests {
  @Test(arguments: [("", 1), ("Milk", 1), ("Two\nlines", 2), ("\n\n", 3), ("CR\r\nLF", 1)])
  func textRowIsOneLinePerLineOfText(text: String, height: Int) {
    #expect(TextRow.height(for: text) == height)
    #expect(RowGenerator<TextRow>(model: text).height == height)
  }

  @Test func aCarriageReturnPairShowsAsAPlaceholderOnOneLine() {
    let table = TableView()
    table.manager.add(textRows("CR\r\nLF", "Next"))

    let screen = tableScreen(table)

    #expect(contentLines(screen)[0...1] == ["CR␤LF", "Next"])
  }

  @Test func aRowIsBuiltOnlyWhenItFirstShows() {
    let table = TableView()
    let rows = (0..<10).map { RowGenerator<TextRow>(model: "Row \($0)") }
    table.manager.add(rows)
    #expect(rows.allSatisfy { $0.row == nil })

    _ = tableScreen(table)

    #expect(
      rows.map { $0.row != nil } == Array(repeating: true, count: 6)
        + Array(repeating: false, count: 4))
    #expect(rows[0].row?.label.text == "Row 0")
    #expect(rows[0].rowView === rows[0].row)
  }

  @Test func settingTheModelReconfiguresTheBuiltRow() {
    let table = TableView()
    let milk = RowGenerator<TextRow>(model: "Milk")
    table.manager.add(milk)
    let screen = tableScreen(table)

    screen.perform { milk.model = "Oat milk" }

    #expect(milk.row?.label.text == "Oat milk")
    #expect(contentLines(screen)[0] == "Oat milk")
  }

  @Test func aHeaderRowIsBold() {
    let row = HeaderRow()
    row.configure(with: "Today")

    #expect(row.label.text == "Today")
    #expect(row.label.textStyle == Style(attributes: .bold))
    #expect(HeaderRow.height(for: "Today") == 1)
  }

  @Test func aGeneratorIsNamedByItsRowAndModel() {
    #expect(RowGenerator<TextRow>(model: "Milk").description == "TextRow(Milk)")
    #expect(TableRowGenerator().description == "TableRowGenerator")
  }

  @Test func aRowIsAtLeastOneLineHigh() {
    let generator = TableRowGenerator(height: 0)
    #expect(generator.height == 1)

    generator.height = -3

    #expect(generator.height == 1)
  }

  @Test func aPlainGeneratorBuildsItsViewOnce() {
    let generator = TableRowGenerator(height: 2)

    let first = generator.loadRowView()

    #expect(generator.loadRowView() === first)
    #expect(generator.rowView === first)
  }

  @Test func aRowWithABackgroundShowsItAndIsHighlightedOverItsPaintedWidth() {
    let table = TableView()
    let banner = BannerGenerator()
    table.manager.add(banner)
    table.manager.add(textRows("Milk"))

    let screen = tableScreen(table)

    #expect(contentLines(screen)[0] == "Sale")
    #expect(screen.canvas[5, 0].style == Style(background: .blue, attributes: .reverse))
    #expect(screen.canvas[6, 0].style == .plain)
    #expect(screen.canvas[0, 1].style == .plain)
  }
}

/// A generator whose row is `Sale` on a blue background six columns wide.
@MainActor
private final class BannerGenerator: TableRowGenerator {
  override func makeRowView() -> View {
    let label = Label("Sale")
    label.style = Style(background: .blue)
    label.frame = Rect(x: 0, y: 0, width: 6, height: 1)
    let row = View()
    row.addSubview(label)
    return row
  }
}
