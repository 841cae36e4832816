import TerminalCore
import TerminalUI
import Testing

@MainActor
struct WindowFrameTests {
  // MARK: - Cursor

  @Test func cursorShowsAtTheFocusedFieldsInsertionPoint() {
    let form = FormViewController()
    let window = Window(
      rootViewController: NavigationController(rootViewController: form),
      size: Size(width: 20, height: 7))

    window.handle(.key(KeyEvent(.character("漢"))))
    window.handle(.key(KeyEvent(.character("a"))))
    let frame = window.render()

    #expect(frame.canvas.lines[0...3] == [" Form", "漢a", "[ OK ]", "[ Cancel ]"])
    #expect(frame.cursor == Point(x: 3, y: 1))
  }

  @Test func cursorIsHiddenWhileAButtonHasFocus() {
    let form = FormViewController()
    let window = Window(rootViewController: form, size: Size(width: 20, height: 6))
    #expect(window.render().cursor == Point(x: 0, y: 0))

    window.handle(.key(KeyEvent(.tab)))

    #expect(window.render().cursor == nil)
  }

  @Test func cursorIsHiddenWhenNothingHasFocus() {
    let window = mount(
      StackView(axis: .vertical, [Label("a"), Label("b")]), size: Size(width: 9, height: 4))

    #expect(window.render().cursor == nil)
  }

  @Test func cursorOfAFieldOutsideTheContentAreaIsHidden() {
    let form = FormViewController()
    let window = Window(
      rootViewController: NavigationController(rootViewController: form),
      size: Size(width: 20, height: 3))

    let frame = window.render()

    #expect(window.focusedView === form.field)
    #expect(frame.cursor == nil)
  }

  // MARK: - Tiny and empty screens

  nonisolated static let tinySizes: [(Size, [String])] = [
    (Size(width: 10, height: 3), [" Form", "", " Tab Next"]),
    (Size(width: 3, height: 2), [" F…", ""]),
    (Size(width: 1, height: 1), ["…"]),
    (Size(width: 0, height: 5), ["", "", "", "", ""]),
    (Size(width: 5, height: 0), []),
    (Size(width: 0, height: 0), []),
  ]

  @Test(arguments: tinySizes)
  func tinyScreenRendersWhatFits(size: Size, expected: [String]) {
    let form = FormViewController()
    let window = Window(
      rootViewController: NavigationController(rootViewController: form), size: size)

    let frame = window.render()

    #expect(frame.canvas.size == size)
    #expect(frame.canvas.lines == expected)
    #expect(frame.cursor == nil)
  }

  @Test(arguments: tinySizes.map(\.0))
  func tinyScreenTakesKeysAndPastes(size: Size) {
    let form = FormViewController()
    let navigation = NavigationController(rootViewController: form)
    let window = Window(rootViewController: navigation, size: size)

    for key in [KeyEvent(.character("漢")), KeyEvent(.tab), KeyEvent(.enter), KeyEvent(.escape)] {
      window.handle(.key(key))
      _ = window.render()
    }
    navigation.pushViewController(FormViewController(title: "Next"))
    window.handle(.paste("\u{1B}[2J"))
    let frame = window.render()

    #expect(form.field.text == "漢")
    #expect(frame.canvas.size == size)
  }

  // MARK: - Resizing

  @Test func resizingLaysEverythingOutAgain() {
    let label = Label("one two three four")
    label.numberOfLines = 0
    let field = TextField(text: "abcdefgh")
    let window = mount(
      StackView(axis: .vertical, [label, field]), size: Size(width: 20, height: 6))
    #expect(window.render().canvas.lines[0...1] == ["one two three four", "abcdefgh"])

    window.size = Size(width: 8, height: 6)
    let frame = window.render()

    #expect(frame.canvas.size == Size(width: 8, height: 6))
    #expect(frame.canvas.lines[0...3] == ["one two", "three", "four", "bcdefgh"])
    #expect(field.frame == Rect(x: 0, y: 3, width: 8, height: 1))
    #expect(frame.cursor == Point(x: 7, y: 3))
  }

  @Test func resizingAsksForAFrame() {
    let window = mount(Label("a"), size: Size(width: 9, height: 4))
    _ = window.render()
    #expect(!window.needsDisplay)

    window.size = Size(width: 10, height: 4)

    #expect(window.needsDisplay)
  }

  @Test func onNeedsDisplayIsCalledForChangesOutsideEventHandling() {
    let label = Label("a")
    let window = mount(label, size: Size(width: 9, height: 4))
    var requests = 0
    window.onNeedsDisplay = { requests += 1 }
    _ = window.render()

    label.text = "b"
    label.text = "c"

    #expect(requests == 1)
  }
}
