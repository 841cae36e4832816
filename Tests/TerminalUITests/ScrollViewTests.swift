import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

/// A scene whose root view is a scroll view over `rows`, forwarding the page keys.
@MainActor
private final class ScrollingViewController: ViewController {
  let scrollView: ScrollView

  init(_ rows: [View]) {
    scrollView = ScrollView(documentView: StackView(axis: .vertical, rows))
    super.init()
  }

  override func loadView() -> View {
    scrollView
  }
}

@MainActor
struct ScrollViewTests {
  let one = Button("One")
  let two = Button("Two")
  let three = Button("Three")
  let firstLine = Label("Line 1")
  private let scene: ScrollingViewController
  let screen: HeadlessScreen

  /// Eight rows (buttons on rows 1, 4 and 7) in a scroll view five rows high.
  init() {
    scene = ScrollingViewController([
      firstLine, one, Label("Line 3"), Label("Line 4"), two, Label("Line 6"), Label("Line 7"),
      three,
    ])
    screen = HeadlessScreen(rootViewController: scene, size: Size(width: 20, height: 7))
  }

  var scrollView: ScrollView { scene.scrollView }

  // MARK: - Showing a slice

  @Test func documentTallerThanTheFrameShowsItsTopWithTheIndicator() {
    #expect(
      screen.lines == [
        row("Line 1", "█"),
        row("[ One ]", "█"),
        row("Line 3", "█"),
        row("Line 4", "│"),
        row("[ Two ]", "│"),
        "",
        " Ctrl-C Quit",
      ])
    #expect(scrollView.contentOffset == 0)
    #expect(scrollView.contentHeight == 8)
    #expect(screen.window.focusedView === one)
  }

  @Test func documentThatFitsIsNotScrolledAndHasNoIndicator() {
    // Given
    let button = Button("Only")
    let scene = ScrollingViewController([Label("Top"), button, Label("Bottom")])
    let screen = HeadlessScreen(rootViewController: scene, size: Size(width: 20, height: 7))
    // When
    screen.press(.pageDown)
    // Then
    #expect(screen.lines == ["Top", "[ Only ]", "Bottom", "", "", "", " Ctrl-C Quit"])
    #expect(scene.scrollView.contentOffset == 0)
    #expect(scene.scrollView.isOverflowing == false)
    #expect(scene.scrollView.keyHints.isEmpty)
  }

  @Test func documentThatTakesAllItIsOfferedFillsTheScrollViewAndNeverScrolls() {
    // Given
    let scene = ScrollingViewController([])
    scene.scrollView.documentView = View()
    let screen = HeadlessScreen(rootViewController: scene, size: Size(width: 20, height: 7))
    // When
    screen.perform { scene.scrollView.scroll(by: 3) }
    // Then
    #expect(scene.scrollView.contentHeight == 5)
    #expect(scene.scrollView.contentOffset == 0)
    #expect(screen.lines == ["", "", "", "", "", "", " Ctrl-C Quit"])
  }

  // MARK: - Following the focus

  @Test func tabbingPastTheBottomScrollsDownAndBackToTheTopScrollsUp() {
    // When
    screen.press(.tab)
    // Then: Two is on the last visible row, so nothing moves
    #expect(scrollView.contentOffset == 0)
    #expect(screen.lines[4] == row("[ Two ]", "│"))
    #expect(screen.canvas[0, 4].style.attributes.contains(.reverse))
    // When
    screen.press(.tab)
    // Then
    #expect(
      screen.lines == [
        row("Line 4", "│"),
        row("[ Two ]", "│"),
        row("Line 6", "█"),
        row("Line 7", "█"),
        row("[ Three ]", "█"),
        "",
        " Ctrl-C Quit",
      ])
    #expect(screen.canvas[0, 4].style.attributes.contains(.reverse))
    #expect(!screen.canvas[0, 1].style.attributes.contains(.reverse))
    // When
    screen.press(.tab)
    // Then: the least scroll that shows One, on the first row
    #expect(
      screen.lines == [
        row("[ One ]", "│"),
        row("Line 3", "█"),
        row("Line 4", "█"),
        row("[ Two ]", "█"),
        row("Line 6", "│"),
        "",
        " Ctrl-C Quit",
      ])
    #expect(screen.canvas[0, 0].style.attributes.contains(.reverse))
  }

  @Test func layoutThatPushesTheFocusedViewOutOfSightScrollsItBackIn() {
    // Given
    firstLine.numberOfLines = 0
    // When
    screen.perform { firstLine.text = "a\nb\nc\nd\ne" }
    // Then
    #expect(
      screen.lines == [
        row("b", "│"),
        row("c", "█"),
        row("d", "█"),
        row("e", "│"),
        row("[ One ]", "│"),
        "",
        " Ctrl-C Quit",
      ])
    #expect(screen.canvas[0, 4].style.attributes.contains(.reverse))
  }

  @Test func focusedViewMovedByANestedStackIsRevealedInTheSameFrame() {
    // Given
    let note = Label("note")
    note.numberOfLines = 0
    let deep = Button("Deep")
    let nested = ScrollingViewController([Label("Top"), StackView(axis: .vertical, [note, deep])])
    let screen = HeadlessScreen(rootViewController: nested, size: Size(width: 20, height: 7))
    #expect(screen.lines[2] == "[ Deep ]")
    // When
    screen.perform { note.text = "a\nb\nc\nd\ne" }
    // Then
    #expect(
      screen.lines == [
        row("b", "│"),
        row("c", "│"),
        row("d", "█"),
        row("e", "█"),
        row("[ Deep ]", "█"),
        "",
        " Ctrl-C Quit",
      ])
  }

  @Test func cursorOfAFocusedFieldFollowsTheScroll() {
    // Given
    let field = TextField(text: "Ada")
    let scene = ScrollingViewController([
      Label("1"), Label("2"), Label("3"), Label("4"), Label("5"), Label("6"), field,
    ])
    let screen = HeadlessScreen(rootViewController: scene, size: Size(width: 20, height: 7))
    // Then: the only control is focused, so it is scrolled into sight at once
    #expect(
      screen.lines == [
        row("3", "│"), row("4", "│"), row("5", "█"), row("6", "█"), row("Ada", "█"), "",
        " Ctrl-C Quit",
      ])
    #expect(screen.cursor == Point(x: 3, y: 4))
  }

  // MARK: - Scrolling

  @Test func pageDownScrollsAPageAndFocusesTheFirstControlInSight() {
    // When
    screen.press(.pageDown)
    // Then: a page is four rows, clamped to the end of the document
    #expect(scrollView.contentOffset == 3)
    #expect(
      screen.lines == [
        row("Line 4", "│"),
        row("[ Two ]", "│"),
        row("Line 6", "█"),
        row("Line 7", "█"),
        row("[ Three ]", "█"),
        "",
        " Ctrl-C Quit",
      ])
    #expect(screen.window.focusedView === two)
    #expect(screen.canvas[0, 1].style.attributes.contains(.reverse))
  }

  @Test func pageUpScrollsBackAndKeepsAFocusedControlThatStaysInSight() {
    // Given
    screen.press(.pageDown)
    // When
    screen.press(.pageUp)
    // Then
    #expect(scrollView.contentOffset == 0)
    #expect(screen.lines[0] == row("Line 1", "█"))
    #expect(screen.lines[4] == row("[ Two ]", "│"))
    #expect(screen.window.focusedView === two)
  }

  @Test func pageUpFocusesTheLastControlInSightWhenTheFocusedOneLeavesIt() {
    // Given
    screen.press(.tab)
    screen.press(.tab)
    #expect(scrollView.contentOffset == 3)
    // When
    screen.perform { scrollView.scroll(by: -2) }
    // Then: Three fell below; Two is the last control shown whole
    #expect(screen.lines[0] == row("[ One ]", "│"))
    #expect(screen.window.focusedView === two)
  }

  @Test func scrollingKeepsTheOffsetWhileTheFocusedViewStaysInSight() {
    // When
    screen.perform { scrollView.scroll(by: 1) }
    screen.type("x")
    // Then
    #expect(scrollView.contentOffset == 1)
    #expect(screen.lines[0] == row("[ One ]", "│"))
    #expect(screen.window.focusedView === one)
  }

  @Test func scrollByIsClampedToTheDocument() {
    // When
    screen.perform { scrollView.scroll(by: 100) }
    // Then
    #expect(scrollView.contentOffset == 3)
    // When
    screen.perform { scrollView.scroll(by: -100) }
    // Then
    #expect(scrollView.contentOffset == 0)
  }

  @Test func pageKeysAreOfferedOnlyTowardsMoreRows() {
    let pageUp = KeyHint(key: "PgUp", action: "Scroll up", keys: [KeyEvent(.pageUp)])
    let pageDown = KeyHint(key: "PgDn", action: "Scroll down", keys: [KeyEvent(.pageDown)])
    #expect(scrollView.keyHints == [pageDown])
    screen.perform { scrollView.scroll(by: 1) }
    #expect(scrollView.keyHints == [pageUp, pageDown])
    screen.perform { scrollView.scroll(by: 2) }
    #expect(scrollView.keyHints == [pageUp])
  }

  @Test func footerListsThePageKeyWhenItFits() {
    // When
    screen.resize(to: Size(width: 52, height: 7))
    // Then
    #expect(screen.footer == " Enter One  Tab Next  PgDn Scroll down  Ctrl-C Quit")
  }

  @Test func scrollViewAnswersThePageKeysItself() throws {
    // When
    let used = try [KeyEvent(.pageDown), KeyEvent(.character("x")), KeyEvent(.pageUp)].map {
      key -> Bool in
      let used = try scrollView.handleKey(key)
      _ = screen.window.render()
      return used
    }
    // Then
    #expect(used == [true, false, true])
    #expect(scrollView.contentOffset == 0)
  }

  // MARK: - Resizing

  @Test func growingTheScreenClampsTheOffsetThenDropsTheIndicator() {
    // Given
    screen.press(.tab)
    screen.press(.tab)
    // When
    screen.resize(to: Size(width: 20, height: 9))
    // Then
    #expect(scrollView.contentOffset == 1)
    #expect(
      screen.lines == [
        row("[ One ]", "│"),
        row("Line 3", "█"),
        row("Line 4", "█"),
        row("[ Two ]", "█"),
        row("Line 6", "█"),
        row("Line 7", "█"),
        row("[ Three ]", "█"),
        "",
        " Ctrl-C Quit",
      ])
    // When
    screen.resize(to: Size(width: 20, height: 10))
    // Then
    #expect(scrollView.contentOffset == 0)
    #expect(
      screen.lines == [
        "Line 1", "[ One ]", "Line 3", "Line 4", "[ Two ]", "Line 6", "Line 7", "[ Three ]", "",
        " Ctrl-C Quit",
      ])
  }

  @Test func shrinkingTheScreenKeepsTheFocusedViewInSight() {
    // Given
    screen.press(.tab)
    // When
    screen.resize(to: Size(width: 20, height: 5))
    // Then: three rows; Two (row 4) moved out of them, so the view scrolls to it
    #expect(scrollView.contentOffset == 2)
    #expect(
      screen.lines == [
        row("Line 3", "│"), row("Line 4", "█"), row("[ Two ]", "│"), "", " Ctrl-C Quit",
      ])
  }

  // MARK: - Helpers

  /// A screen row: `text`, then the indicator `mark` in the last of 20 columns.
  private func row(_ text: String, _ mark: String) -> String {
    text + String(repeating: " ", count: 19 - text.count) + mark
  }
}
