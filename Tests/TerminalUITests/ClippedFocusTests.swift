import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

/// Views a frame cuts off: Tab passes them by, and a cursor inside them is not shown.
@MainActor
struct ClippedFocusTests {
  let host = FormViewController(title: "Host")
  let sheet = CutOffSheet()
  let screen: HeadlessScreen

  init() throws {
    screen = HeadlessScreen(rootViewController: host, size: Size(width: 40, height: 12))
    try host.present(sheet)
    screen.perform {}
  }

  @Test func tabPassesByAFieldTheSheetCutsOff() {
    // Given: the sheet shows its top field; the other lies below the sheet's three rows.
    #expect(screen.window.focusedView === sheet.top)
    // When
    screen.press(.tab)
    // Then
    #expect(screen.window.focusedView === sheet.top)
    screen.press(.tab, modifiers: .shift)
    #expect(screen.window.focusedView === sheet.top)
  }

  @Test func aFieldTheSheetCutsOffShowsNoCursorWhenGivenFocusInCode() throws {
    // Given
    let cursor = try #require(screen.cursor)
    #expect(screen.lines[cursor.y].contains("top"))
    // When
    screen.perform { screen.window.focus(sheet.cutOff) }
    // Then: the field has the focus, but nothing of it is on screen, nor is the cursor.
    #expect(screen.window.focusedView === sheet.cutOff)
    #expect(screen.cursor == nil)
    #expect(!screen.lines.joined().contains("hidden"))
  }

  @Test func aFieldInAScrolledOutPartOfAScrollViewIsStillReached() {
    // Given: a scroll view two rows high over a document of a field, five labels, a field.
    let first = TextField(text: "first")
    let last = TextField(text: "last")
    let lines = Label((1...5).map { "Line \($0)" }.joined(separator: "\n"))
    lines.numberOfLines = 0
    let scroll = ScrollView(documentView: StackView(axis: .vertical, [first, lines, last]))
    let scrolling = HeadlessScreen(
      rootViewController: HostViewController(StackView(axis: .vertical, [scroll])),
      size: Size(width: 20, height: 4))
    #expect(scrolling.window.focusedView === first)
    // When
    scrolling.press(.tab)
    // Then: it is reached, and scrolled into sight.
    #expect(scrolling.window.focusedView === last)
    #expect(scrolling.lines[1].hasPrefix("last"))
  }
}

/// A sheet of three rows with a field at its top and one placed six rows down, which its
/// frame cuts off.
@MainActor
final class CutOffSheet: ViewController {
  let top = TextField(text: "top")
  let cutOff = TextField(text: "hidden")

  override func viewDidLoad() {
    super.viewDidLoad()
    preferredContentSize = Size(width: 20, height: 3)
    view.addSubview(top)
    view.addSubview(cutOff)
  }

  override func layoutView(in rect: Rect) {
    super.layoutView(in: rect)
    top.frame = Rect(x: 0, y: 0, width: 10, height: 1)
    cutOff.frame = Rect(x: 0, y: 6, width: 10, height: 1)
  }
}
