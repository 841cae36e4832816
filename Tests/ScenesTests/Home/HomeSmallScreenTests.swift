import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@testable import DemoScenes

/// Home on screens too short for its form: every control can be reached with Tab and is on
/// screen, marked, when it has the focus.
@MainActor
struct HomeSmallScreenTests {
  nonisolated static let sizes = [Size(width: 40, height: 12), Size(width: 30, height: 10)]

  // MARK: - Focus at start

  @Test(arguments: sizes)
  func messageHasTheFocusAtStartWithTheCursorOnItsRow(size: Size) throws {
    // Given / When
    let fixture = HomeWithDiskWidget(size: size)
    // Then
    #expect(fixture.screen.window.focusedView === fixture.home.messageField)
    let row = try #require(fixture.screen.lines.firstIndex { $0.hasPrefix("  Message ") })
    #expect(fixture.screen.cursor == Point(x: 10, y: row))
    #expect(fixture.screen.footer.hasPrefix(" Enter Submit"))
  }

  // MARK: - Tab through every control

  @Test(arguments: sizes)
  func tabReachesEveryControlTopToBottomAndEachIsOnScreen(size: Size) throws {
    // Given
    let fixture = HomeWithDiskWidget(size: size)
    let screen = fixture.screen
    // When / Then
    screen.press(.tab, modifiers: .shift)
    #expect(screen.window.focusedView === fixture.widget.widget)
    try expectMarked("Disk", on: screen)
    screen.press(.tab)
    #expect(screen.window.focusedView === fixture.home.messageField)
    try expectCursor(onRowOf: "  Message ", on: screen)
    screen.press(.tab)
    #expect(screen.window.focusedView === fixture.home.sendButton)
    try expectMarked("[ Send ]", on: screen)
    #expect(screen.footer.hasPrefix(" Enter Send"))
    screen.press(.tab)
    #expect(screen.window.focusedView === fixture.home.toDosButton)
    try expectMarked("[ To-dos ]", on: screen)
    #expect(screen.footer.hasPrefix(" Enter To-dos"))
  }

  @Test(arguments: sizes)
  func withTheWidgetExpandedEveryControlIsStillOnScreenWhenFocused(size: Size) async throws {
    // Given
    let fixture = HomeWithDiskWidget(size: size)
    let screen = fixture.screen
    await fixture.scheduler.advance(by: .zero)
    screen.press(.tab, modifiers: .shift)
    screen.press(.enter)
    #expect(screen.lines.contains { $0.hasPrefix("       Total 100.0 GB") })
    // When / Then
    screen.press(.tab)
    try expectCursor(onRowOf: "  Message ", on: screen)
    screen.press(.tab)
    try expectMarked("[ Send ]", on: screen)
    screen.press(.tab)
    try expectMarked("[ To-dos ]", on: screen)
    screen.press(.tab)
    try expectMarked("Disk", on: screen)
    #expect(screen.lines.contains { $0.hasPrefix("  Disk 50.0% ") })
  }

  // MARK: - The whole screen at 30×10

  @Test func toDosScrollsTheFormUpAndTheIndicatorShowsMoreAbove() {
    // Given
    let fixture = HomeWithDiskWidget(size: Size(width: 30, height: 10))
    let screen = fixture.screen
    #expect(
      screen.lines == [
        " Home",
        "",
        "  Disk 42.7% ██████▉         █",
        "                             █",
        "  Message Type a message     █",
        "                             █",
        "  [ Send ]                   █",
        "                             │",
        "",
        " Enter Submit  Ctrl-C Quit",
      ])
    // When
    screen.press(.tab)
    screen.press(.tab)
    // Then
    #expect(
      screen.lines == [
        " Home",
        "",
        "                             │",
        "  Message Type a message     █",
        "                             █",
        "  [ Send ]                   █",
        "                             █",
        "  [ To-dos ]                 █",
        "",
        " Enter To-dos  Ctrl-C Quit",
      ])
    #expect(screen.canvas[2, 7].style.attributes.contains(.reverse))
  }

  @Test func pageDownShowsTheRestOfTheFormAndPageUpTheTop() {
    // Given
    let fixture = HomeWithDiskWidget(size: Size(width: 30, height: 10))
    let screen = fixture.screen
    // When
    screen.press(.pageDown)
    // Then: the message field stays in sight, so it keeps the focus
    #expect(screen.lines[2] == "                             │")
    #expect(screen.lines[7] == "  [ To-dos ]                 █")
    #expect(screen.cursor == Point(x: 10, y: 3))
    // When
    screen.press(.pageUp)
    // Then
    #expect(screen.lines[2] == "  Disk 42.7% ██████▉         █")
    #expect(screen.cursor == Point(x: 10, y: 4))
  }

  // MARK: - Helpers

  /// Expects `text` on a row of the scene (above the status line), its first cell in
  /// reverse video: the mark of the focused control.
  private func expectMarked(
    _ text: String, on screen: HeadlessScreen,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let rows = screen.lines.dropLast(2)
    let row = try #require(
      rows.firstIndex { $0.contains(text) }, "\(text) is not on screen",
      sourceLocation: sourceLocation)
    let line = screen.lines[row]
    let range = try #require(line.firstRange(of: text), sourceLocation: sourceLocation)
    let column = line[..<range.lowerBound].displayWidth
    #expect(
      screen.canvas[column, row].style.attributes.contains(.reverse),
      "\(text) is not marked focused", sourceLocation: sourceLocation)
  }

  /// Expects the cursor on the scene's row that starts with `prefix`.
  private func expectCursor(
    onRowOf prefix: String, on screen: HeadlessScreen,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let row = try #require(
      screen.lines.dropLast(2).firstIndex { $0.hasPrefix(prefix) }, "\(prefix) is not on screen",
      sourceLocation: sourceLocation)
    #expect(screen.cursor?.y == row, sourceLocation: sourceLocation)
  }
}
