import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@MainActor
struct StackViewTests {
  // MARK: - Vertical

  @Test func verticalStackPlacesViewsTopToBottomWithSpacing() {
    let one = Label("one")
    let two = Label("two")
    let three = Label("three")
    let sut = StackView(axis: .vertical, spacing: 1, [one, two, three])
    let window = mount(sut, size: Size(width: 14, height: 8))

    let lines = window.render().canvas.lines

    #expect(lines == ["one", "", "two", "", "three", "", "", " Ctrl-C Quit"])
    #expect(one.frame == Rect(x: 0, y: 0, width: 14, height: 1))
    #expect(two.frame == Rect(x: 0, y: 2, width: 14, height: 1))
    #expect(three.frame == Rect(x: 0, y: 4, width: 14, height: 1))
  }

  @Test func hiddenViewTakesNoSpaceInAColumn() {
    let two = Label("two")
    let sut = StackView(axis: .vertical, spacing: 1, [Label("one"), two, Label("three")])
    let window = mount(sut, size: Size(width: 10, height: 7))
    _ = window.render()

    two.isHidden = true
    let lines = window.render().canvas.lines

    #expect(lines[0...4] == ["one", "", "three", "", ""])
  }

  @Test func lastPlainViewTakesTheRestOfTheColumn() {
    let filler = View()
    let sut = StackView(axis: .vertical, [Label("title"), filler])
    _ = mount(sut, size: Size(width: 10, height: 8)).render()

    #expect(filler.frame == Rect(x: 0, y: 1, width: 10, height: 5))
  }

  @Test func viewsBelowTheBottomGetNoHeight() {
    let last = Label("last")
    let sut = StackView(axis: .vertical, spacing: 1, [Label("a"), Label("b"), last])
    let window = mount(sut, size: Size(width: 10, height: 5))

    let lines = window.render().canvas.lines

    #expect(lines[0...2] == ["a", "", "b"])
    #expect(last.frame.height == 0)
  }

  @Test func columnSizeIsTheSumOfItsRowsAndSpacing() {
    let sut = StackView(axis: .vertical, spacing: 2, [Label("one"), Label("two")])

    #expect(sut.sizeThatFits(Size(width: 20, height: 10)) == Size(width: 20, height: 4))
  }

  // MARK: - Horizontal

  @Test func horizontalStackPlacesViewsLeftToRightWithSpacing() {
    let a = Label("a")
    let b = Label("漢字")
    let c = Label("c")
    let sut = StackView(axis: .horizontal, spacing: 2, [a, b, c])
    let window = mount(sut, size: Size(width: 12, height: 3))

    let lines = window.render().canvas.lines

    #expect(lines[0] == "a  漢字  c")
    #expect(a.frame == Rect(x: 0, y: 0, width: 1, height: 1))
    #expect(b.frame == Rect(x: 3, y: 0, width: 4, height: 1))
    #expect(c.frame == Rect(x: 9, y: 0, width: 1, height: 1))
  }

  @Test func hiddenViewTakesNoSpaceInARow() {
    let b = Label("b")
    b.isHidden = true
    let sut = StackView(axis: .horizontal, spacing: 1, [Label("a"), b, Label("c")])
    let window = mount(sut, size: Size(width: 12, height: 3))

    #expect(window.render().canvas.lines[0] == "a c")
  }

  @Test func greedyLastViewTakesTheRestOfTheRow() {
    let field = TextField(text: "Ada")
    let sut = StackView(axis: .horizontal, spacing: 1, [Label("Name:"), field])
    let window = mount(sut, size: Size(width: 20, height: 3))

    let frame = window.render()

    #expect(field.frame == Rect(x: 6, y: 0, width: 14, height: 1))
    #expect(frame.canvas.lines[0] == "Name: Ada")
    #expect(frame.cursor == Point(x: 9, y: 0))
  }

  @Test func rowSizeIsTheSumOfItsColumnsAndSpacing() {
    let sut = StackView(axis: .horizontal, spacing: 1, [Label("ab"), Label("漢")])

    #expect(sut.sizeThatFits(Size(width: 20, height: 10)) == Size(width: 5, height: 1))
  }

  // MARK: - Nesting and changes

  @Test func nestedStacksLayOutAForm() {
    let field = TextField(placeholder: "message")
    let row = StackView(axis: .horizontal, spacing: 1, [Label("To:"), field])
    let sut = StackView(axis: .vertical, spacing: 1, [Label("New message"), row, Button("Send")])
    let window = mount(sut, size: Size(width: 24, height: 7))

    let lines = window.render().canvas.lines

    #expect(
      lines == ["New message", "", "To: message", "", "[ Send ]", "", " Tab Next  Ctrl-C Quit"])
  }

  @Test func removedViewLeavesTheStack() {
    let b = Label("b")
    let sut = StackView(axis: .horizontal, spacing: 1, [Label("a"), b, Label("c")])
    let window = mount(sut, size: Size(width: 12, height: 3))
    _ = window.render()

    sut.removeArrangedSubview(b)

    #expect(sut.arrangedSubviews.count == 2)
    #expect(b.superview == nil)
    #expect(window.render().canvas.lines[0] == "a c")
  }

  @Test func viewRemovedFromItsSuperviewLeavesTheStackAndIsFreed() {
    let sut = StackView(axis: .horizontal, spacing: 1, [Label("a"), Label("b"), Label("c")])
    let window = mount(sut, size: Size(width: 12, height: 3))
    _ = window.render()

    expectDeallocation(
      of: { [sut.arrangedSubviews[1]] }, after: { sut.arrangedSubviews[1].removeFromSuperview() })

    #expect(sut.arrangedSubviews.count == 2)
    #expect(window.render().canvas.lines[0] == "a c")
  }

  @Test func viewAddedToAnotherStackLeavesTheFirst() {
    let b = Label("b")
    let first = StackView(axis: .horizontal, [Label("a"), b])
    let second = StackView(axis: .horizontal, [Label("c")])

    second.addArrangedSubview(b)

    #expect(first.arrangedSubviews.count == 1)
    #expect(second.arrangedSubviews.map { ObjectIdentifier($0) }.last == ObjectIdentifier(b))
    #expect(second.arrangedSubviews.count == 2)
  }

  @Test func addingAnArrangedViewAgainMovesItToTheEnd() {
    let a = Label("a")
    let sut = StackView(axis: .horizontal, [a, Label("b")])
    let window = mount(sut, size: Size(width: 12, height: 3))

    sut.addArrangedSubview(a)

    #expect(sut.arrangedSubviews.count == 2)
    #expect(window.render().canvas.lines[0] == "ba")
  }

  @Test func changingSpacingReLaysOut() {
    let sut = StackView(axis: .horizontal, [Label("a"), Label("b")])
    let window = mount(sut, size: Size(width: 12, height: 3))
    #expect(window.render().canvas.lines[0] == "ab")

    sut.spacing = 3

    #expect(window.render().canvas.lines[0] == "a   b")
  }
}
