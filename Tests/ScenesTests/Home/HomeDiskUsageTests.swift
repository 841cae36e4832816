import DemoScenesTestSupport
import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@testable import DemoScenes

/// Home with the disk widget embedded, as the storyboard builds it, on a worker stub.
@MainActor
struct HomeDiskUsageTests {
  let scheduler: TestScheduler
  let widget: DiskUsageViewController
  let sut: HomeViewController
  let screen: HeadlessScreen

  init() {
    let fixture = HomeWithDiskWidget(size: Size(width: 80, height: 14))
    (scheduler, widget, sut, screen) = (
      fixture.scheduler, fixture.widget, fixture.home, fixture.screen
    )
  }

  @Test func widgetShowsAtTheTopWithTheCachedRateAndTheFormBelowIt() {
    #expect(
      screen.lines == [
        " Home",
        "",
        "  Disk 42.7% ██████████▎",
        "",
        "  Message Type a message",
        "",
        "  [ Send ]",
        "",
        "  [ To-dos ]",
        "",
        "",
        "",
        "",
        " Enter Submit  Tab Next  Ctrl-O Open without segue  Ctrl-C Quit",
      ])
    #expect(screen.cursor == Point(x: 10, y: 4))
    #expect(widget.parent === sut)
  }

  @Test func tabOrderFollowsTheScreenFromTheWidgetDown() {
    // When
    var order: [View?] = []
    screen.press(.tab, modifiers: .shift)
    order.append(screen.window.focusedView)
    for _ in 0..<4 {
      screen.press(.tab)
      order.append(screen.window.focusedView)
    }
    // Then
    #expect(
      order.map { $0.map(ObjectIdentifier.init) } == [
        ObjectIdentifier(widget.widget), ObjectIdentifier(sut.messageField),
        ObjectIdentifier(sut.sendButton), ObjectIdentifier(sut.toDosButton),
        ObjectIdentifier(widget.widget),
      ])
  }

  @Test func expandingTheWidgetPushesTheFormDownAndCollapsingBringsItBack() async {
    // Given
    await scheduler.advance(by: .zero)
    screen.press(.tab, modifiers: .shift)
    #expect(
      screen.footer == " Enter Show details  Tab Next  Ctrl-O Open without segue  Ctrl-C Quit")
    // When
    screen.press(.enter)
    // Then
    #expect(
      Array(screen.lines.prefix(9)) == [
        " Home",
        "",
        "  Disk 50.0% ████████████",
        "       Used   50.0 GB",
        "       Free   50.0 GB",
        "       Total 100.0 GB",
        "",
        "  Message Type a message",
        "",
      ])
    #expect(screen.lines[9] == "  [ Send ]")
    #expect(
      screen.footer == " Enter Hide details  Tab Next  Ctrl-O Open without segue  Ctrl-C Quit")
    // When
    screen.press(.enter)
    // Then
    #expect(screen.lines[3] == "")
    #expect(screen.lines[4] == "  Message Type a message")
    #expect(screen.lines[6] == "  [ Send ]")
  }

  @Test func widgetStopsRefreshingWhileDetailCoversHome() async throws {
    // Given
    let storyboard = AppStoryboard.make(environment: .fixed)
    let home = try storyboard.instantiateViewController(
      withIdentifier: "Home", as: HomeViewController.self)
    let widget = try #require(home.diskUsage as? DiskUsageViewController)
    let screen = HeadlessScreen(rootViewController: NavigationController(rootViewController: home))
    #expect(widget.refreshTimer != nil)
    // When
    screen.type("Hi")
    screen.press(.enter)
    // Then
    #expect(screen.lines[0] == " Home › Detail")
    #expect(widget.refreshTimer == nil)
    // When
    screen.press(.escape)
    // Then
    #expect(widget.refreshTimer != nil)
  }
}
