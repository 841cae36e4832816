import TerminalCore
import TerminalUI
import Testing

@MainActor
struct BoxTests {
  @Test func boxDrawsABorderWithItsTitleAndInsetsItsContent() {
    // Given
    let box = Box(title: "Settings")
    box.contentView.addSubview(Label("Nothing here"))
    let window = mount(box, size: Size(width: 20, height: 6))
    box.contentView.subviews.first?.frame = Rect(x: 0, y: 0, width: 18, height: 1)
    // When
    let lines = window.render().canvas.lines
    // Then
    #expect(
      lines == [
        "┌ Settings ────────┐",
        "│Nothing here      │",
        "│                  │",
        "└──────────────────┘",
        "",
        " Ctrl-C Quit",
      ])
    #expect(box.contentView.frame == Rect(x: 1, y: 1, width: 18, height: 2))
  }

  @Test func longTitleEndsWithAnEllipsisAndNoTitleLeavesTheBorderWhole() {
    // Given
    let box = Box(title: "A title far too long")
    let window = mount(box, size: Size(width: 12, height: 5))
    // When
    let titled = window.render().canvas.lines[0]
    box.title = nil
    let untitled = window.render().canvas.lines[0]
    // Then
    #expect(titled == "┌ A title… ┐")
    #expect(untitled == "┌──────────┐")
  }

  @Test func boxPaintsOverWhatIsBelowIt() {
    // Given
    let host = View()
    host.addSubview(Label("xxxxxxxxxx"))
    host.subviews[0].frame = Rect(x: 0, y: 1, width: 10, height: 1)
    let box = Box()
    host.addSubview(box)
    box.frame = Rect(x: 2, y: 0, width: 5, height: 3)
    let window = mount(host, size: Size(width: 10, height: 5))
    // When
    let lines = window.render().canvas.lines
    // Then
    #expect(Array(lines[0...2]) == ["  ┌───┐", "xx│   │xxx", "  └───┘"])
  }

  @Test func boxFitsItsContentPlusTheBorder() {
    let box = Box()
    box.contentView.addSubview(Label("Hello"))

    #expect(box.sizeThatFits(Size(width: 40, height: 10)) == Size(width: 7, height: 3))
  }
}
