import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@testable import TerminalUI

@MainActor
struct MouseTests {
  /// A plain view holding `subviews` at their frames, shown over the whole content area.
  func screen(_ subviews: [View], size: Size = Size(width: 30, height: 8)) -> HeadlessScreen {
    let root = View()
    for subview in subviews { root.addSubview(subview) }
    return HeadlessScreen(rootViewController: HostViewController(root), size: size)
  }

  // MARK: - Wheel

  @Test func aWheelStepScrollsThreeLinesAndNothingElseScrolls() {
    let at = Point(x: 4, y: 2)

    #expect(MouseEvent(.wheelDown, at: at).scrollLines == MouseEvent.linesPerWheelStep)
    #expect(MouseEvent(.wheelUp, at: at).scrollLines == -3)
    #expect(MouseEvent(.wheelDown, kind: .release, at: at).scrollLines == 0)
    #expect(MouseEvent(.left, at: at).scrollLines == 0)
  }

  // MARK: - Hit testing

  @Test func hitTestFindsTheDeepestVisibleViewAndRespectsClips() {
    let inner = Button("Inner")
    inner.frame = Rect(x: 0, y: 0, width: 20, height: 1)
    let clip = View()
    clip.frame = Rect(x: 2, y: 1, width: 5, height: 1)
    clip.addSubview(inner)
    let hidden = Button("Hidden")
    hidden.frame = Rect(x: 0, y: 3, width: 10, height: 1)
    hidden.isHidden = true
    let screen = screen([clip, hidden])

    #expect(screen.window.hitTest(Point(x: 3, y: 1))?.view === inner)
    #expect(screen.window.hitTest(Point(x: 3, y: 1))?.origin == Point(x: 2, y: 1))
    #expect(screen.window.hitTest(Point(x: 10, y: 1))?.view !== inner)
    #expect(screen.window.hitTest(Point(x: 1, y: 3))?.view !== hidden)
    #expect(screen.window.hitTest(Point(x: 1, y: 6)) == nil)
    #expect(screen.window.hitTest(Point(x: 40, y: 2)) == nil)
    #expect(screen.window.hitTest(Point(x: -1, y: 2)) == nil)
  }

  @Test func clickOutsideAClipDoesNotReachTheClippedView() {
    var taps = 0
    let inner = Button("Inner").onTap { _ in taps += 1 }
    inner.frame = Rect(x: 0, y: 0, width: 20, height: 1)
    let clip = View()
    clip.frame = Rect(x: 2, y: 1, width: 5, height: 1)
    clip.addSubview(inner)
    let screen = screen([clip])

    screen.click(at: Point(x: 12, y: 1))
    #expect(taps == 0)
    screen.click(at: Point(x: 4, y: 1))
    #expect(taps == 1)
  }

  // MARK: - Buttons and focus

  @Test func clickOnAButtonActivatesAndFocusesIt() {
    var taps: [String] = []
    let field = TextField(placeholder: "Name")
    field.frame = Rect(x: 0, y: 0, width: 10, height: 1)
    let ok = Button("OK").onTap { _ in taps.append("OK") }
    ok.frame = Rect(x: 0, y: 2, width: 6, height: 1)
    let screen = screen([field, ok])
    #expect(field.isFocused)

    screen.click(at: Point(x: 3, y: 2))

    #expect(taps == ["OK"])
    #expect(ok.isFocused)
    #expect(screen.lines[2] == "[ OK ]")
    #expect(screen.canvas[0, 2].style.attributes.contains(.reverse))
  }

  @Test func anErrorAClickCausesStaysOnTheStatusLineAfterTheRelease() {
    struct Refused: Error, CustomStringConvertible {
      var description: String { "Refused: try again" }
    }
    let ok = Button("OK").onTap { _ in throw Refused() }
    ok.frame = Rect(x: 0, y: 0, width: 6, height: 1)
    let screen = screen([ok])

    screen.click(at: Point(x: 1, y: 0))

    #expect(screen.statusLine == "Refused: try again")
    screen.press(.character("x"))
    #expect(screen.statusLine == "")
  }

  @Test func releaseDragAndOtherButtonsDoNotActivate() {
    var taps = 0
    let ok = Button("OK").onTap { _ in taps += 1 }
    ok.frame = Rect(x: 0, y: 0, width: 6, height: 1)
    let screen = screen([ok])

    for event in [
      MouseEvent(.left, kind: .release, at: Point(x: 1, y: 0)),
      MouseEvent(.left, kind: .drag, at: Point(x: 1, y: 0)),
      MouseEvent(.right, at: Point(x: 1, y: 0)), MouseEvent(.wheelDown, at: Point(x: 1, y: 0)),
    ] {
      screen.window.handle(.mouse(event))
    }

    #expect(taps == 0)
  }

  @Test func rawClickBytesThroughTheDecoderActivateAButton() {
    var taps = 0
    let ok = Button("OK").onTap { _ in taps += 1 }
    ok.frame = Rect(x: 8, y: 4, width: 6, height: 1)
    let screen = screen([ok])

    screen.send(bytes: Array("\u{1B}[<0;10;5M\u{1B}[<0;10;5m".utf8))

    #expect(taps == 1)
  }

  @Test func reportsOutsideTheScreenOrOnTheFooterDoNothing() {
    var taps = 0
    let field = TextField(placeholder: "Name")
    field.frame = Rect(x: 0, y: 0, width: 10, height: 1)
    let ok = Button("OK").onTap { _ in taps += 1 }
    ok.frame = Rect(x: 0, y: 5, width: 30, height: 3)
    let screen = screen([field, ok])
    let before = screen.lines

    screen.send(bytes: Array("\u{1B}[<0;300;200M\u{1B}[<0;300;200m".utf8))
    screen.click(at: Point(x: 2, y: 7))
    screen.click(at: Point(x: 2, y: 6))
    screen.click(at: Point(x: -3, y: 2))

    #expect(taps == 0)
    #expect(field.isFocused)
    #expect(screen.lines == before)
  }

  // MARK: - Sheets

  @Test func onlyTheSheetOnTopReceivesClicks() throws {
    var taps: [String] = []
    let under = Button("Under").onTap { _ in taps.append("under") }
    under.frame = Rect(x: 0, y: 0, width: 9, height: 1)
    let presenter = HostViewController(Self.holder(under))
    let over = Button("Over").onTap { _ in taps.append("over") }
    over.frame = Rect(x: 0, y: 0, width: 8, height: 1)
    let sheet = HostViewController(title: "Sheet", Self.holder(over))
    sheet.preferredContentSize = Size(width: 10, height: 2)
    let screen = HeadlessScreen(rootViewController: presenter, size: Size(width: 30, height: 8))
    try presenter.present(sheet)
    screen.perform {}
    let origin = try #require(screen.window.hitTest(Point(x: 15, y: 2))?.origin)
    #expect(screen.lines[0].hasPrefix("[ Under ]"))

    screen.click(at: Point(x: 2, y: 0))
    screen.click(at: Point(x: 2, y: 5))
    #expect(taps == [])
    #expect(!under.isFocused)

    screen.click(at: Point(x: origin.x + 1, y: origin.y))
    #expect(taps == ["over"])
  }

  // MARK: - Text fields

  @Test(arguments: [
    (0, 0), (1, 1), (2, 1), (3, 2), (4, 3), (5, 3), (6, 4), (7, 5), (25, 5),
  ])
  func clickPutsTheCursorBeforeTheGraphemeClicked(column: Int, index: Int) {
    let field = TextField(text: "a漢b👋🏽c")
    field.frame = Rect(x: 2, y: 1, width: 20, height: 1)
    let other = Button("Other")
    other.frame = Rect(x: 0, y: 3, width: 9, height: 1)
    let screen = screen([other, field])
    screen.press(.tab)

    screen.click(at: Point(x: 2 + column, y: 1))

    #expect(field.isFocused)
    #expect(field.cursorIndex == index)
    let cursorColumn = [0, 1, 3, 4, 6, 7][index]
    #expect(screen.cursor == Point(x: 2 + cursorColumn, y: 1))
  }

  // MARK: - Scroll views

  @Test func wheelScrollsAScrollViewAndClicksLandOnTheScrolledContent() {
    var taps: [Int] = []
    let buttons = (0..<10).map { index in Button("B\(index)").onTap { _ in taps.append(index) } }
    let scroll = ScrollView(documentView: StackView(axis: .vertical, buttons))
    let screen = HeadlessScreen(
      rootViewController: HostViewController(scroll), size: Size(width: 20, height: 6))

    screen.scroll(by: 1, at: Point(x: 2, y: 1))

    #expect(scroll.contentOffset == 3)
    #expect(
      Array(screen.lines.prefix(4)).map { $0.prefix(6) } == [
        "[ B3 ]", "[ B4 ]", "[ B5 ]", "[ B6 ]",
      ])
    screen.click(at: Point(x: 1, y: 1))
    #expect(taps == [4])
    #expect(buttons[4].isFocused)

    screen.scroll(by: -5, at: Point(x: 2, y: 1))
    #expect(scroll.contentOffset == 0)
  }

  // MARK: - The run loop

  @Test(arguments: [true, false])
  func applicationAsksTheTerminalForTheMouseUnlessOptedOut(mouse: Bool) async throws {
    let terminal = TestTerminal(size: Size(width: 20, height: 5))
    let application = Application(
      rootViewController: HostViewController(View()), input: terminal, output: terminal,
      mouse: mouse)
    var frames = terminal.frames.makeAsyncIterator()
    let run = Task { try await application.run() }
    _ = await frames.next()

    #expect(terminal.isReportingMouse == mouse)
    #expect(application.reportsMouse == mouse)
    terminal.send(.input([.key(KeyEvent(.character("c"), modifiers: .control))]))
    try await run.value
  }

  /// A plain view holding `subview`.
  static func holder(_ subview: View) -> View {
    let view = View()
    view.addSubview(subview)
    return view
  }
}
