import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@testable import DemoScenes

@MainActor
struct DiskUsageViewControllerTests {
  let scheduler = TestScheduler()
  let worker = DiskSpaceReaderStub(rate: 0.5)

  func makeScreen(cachedRate: Double? = 0.4273) -> (DiskUsageViewController, HeadlessScreen) {
    let sut = DiskUsageViewController(
      worker: worker, cache: UsedRateCacheSpy(rate: cachedRate), scheduler: scheduler)
    let screen = HeadlessScreen(rootViewController: sut, size: Size(width: 40, height: 7))
    return (sut, screen)
  }

  // MARK: - First frame

  @Test func firstFrameShowsTheCachedRateBeforeAnyRead() {
    // When
    let (_, screen) = makeScreen()
    // Then
    #expect(
      screen.lines == [
        "Disk 42.7% ██████████▎", "", "", "", "", "", " Enter Show details  Ctrl-C Quit",
      ])
    #expect(worker.readCount == 0)
  }

  @Test func firstFrameWithoutCacheShowsAnEllipsis() {
    // When
    let (_, screen) = makeScreen(cachedRate: nil)
    // Then
    #expect(screen.lines[0] == "Disk …")
  }

  // MARK: - Refresh

  @Test func freshRateReplacesTheCachedOneAsSoonAsTheWidgetAppears() async {
    // Given
    let (_, screen) = makeScreen()
    // When
    await scheduler.advance(by: .zero)
    await screen.settle()
    // Then
    #expect(worker.readCount == 1)
    #expect(screen.lines[0] == "Disk 50.0% ████████████")
  }

  @Test func widgetRefreshesEveryThirtySecondsOfTheInjectedClock() async {
    // Given
    let (_, screen) = makeScreen()
    await scheduler.advance(by: .zero)
    worker.readings = [.success(.withRate(0.6))]
    // When
    await scheduler.advance(by: .seconds(29))
    await screen.settle()
    // Then
    #expect(worker.readCount == 1)
    #expect(screen.lines[0] == "Disk 50.0% ████████████")
    // When
    await scheduler.advance(by: .seconds(1))
    await screen.settle()
    // Then
    #expect(worker.readCount == 2)
    #expect(screen.lines[0] == "Disk 60.0% ██████████████▍")
  }

  @Test func readingWithinTheThresholdAsksForNoFrame() async {
    // Given
    worker.readings = [.success(.withRate(0.42735))]
    let (_, screen) = makeScreen()
    // When
    await scheduler.advance(by: .zero)
    // Then
    #expect(worker.readCount == 1)
    #expect(!screen.window.needsDisplay)
    #expect(screen.lines[0] == "Disk 42.7% ██████████▎")
  }

  @Test func unreadableFilesystemShowsUnavailableAndTheReasonWhenExpanded() async {
    // Given
    worker.readings = [.failure(.unreadable(path: "/x", reason: "Permission denied"))]
    let (_, screen) = makeScreen()
    // When
    await scheduler.advance(by: .zero)
    await screen.settle()
    // Then
    #expect(screen.lines[0] == "Disk unavailable")
    // When
    screen.press(.enter)
    // Then
    #expect(
      Array(screen.lines.prefix(3)) == [
        "Disk unavailable", "     Cannot read the filesystem of /x:", "     Permission denied.",
      ])
  }

  // MARK: - Expand and collapse

  @Test func enterExpandsTheWidgetAndEnterAgainCollapsesIt() async {
    // Given
    let (_, screen) = makeScreen()
    await scheduler.advance(by: .zero)
    await screen.settle()
    // When
    screen.press(.enter)
    // Then
    #expect(
      screen.lines == [
        "Disk 50.0% ████████████", "     Used   50.0 GB", "     Free   50.0 GB",
        "     Total 100.0 GB", "", "", " Enter Hide details  Ctrl-C Quit",
      ])
    // When
    screen.press(.enter)
    // Then
    #expect(
      screen.lines == [
        "Disk 50.0% ████████████", "", "", "", "", "", " Enter Show details  Ctrl-C Quit",
      ])
  }

  @Test func spaceTogglesTheDetailsLikeEnter() {
    // Given
    let (_, screen) = makeScreen()
    // When
    screen.press(.character(" "))
    // Then
    #expect(
      Array(screen.lines.prefix(4)) == [
        "Disk 42.7% ██████████▎", "     Used  …", "     Free  …", "     Total …",
      ])
  }

  @Test func focusedWidgetShowsItsTitleInReverseVideo() {
    // When
    let (sut, screen) = makeScreen()
    // Then
    #expect(sut.widget.isFocused)
    #expect(screen.canvas[0, 0].style.attributes == .reverse)
    #expect(screen.canvas[5, 0].style.attributes == [])
  }

  @Test func viewControllerSendsItsRequestsToTheInteractor() async {
    // Given
    let interactor = DiskUsageBusinessLogicSpy()
    let sut = DiskUsageViewController(
      worker: worker, cache: UsedRateCacheSpy(), scheduler: scheduler)
    sut.interactor = interactor
    let screen = HeadlessScreen(rootViewController: sut, size: Size(width: 40, height: 7))
    // When
    await scheduler.advance(by: .seconds(30))
    screen.press(.enter)
    // Then
    #expect(interactor.loadUsageRequests.count == 1)
    #expect(interactor.refreshUsageRequests.count == 2)
    #expect(interactor.toggleDetailsRequests.count == 1)
  }

  // MARK: - Timer and lifecycle

  @Test func refreshingPausesWhileTheWidgetIsCoveredAndResumesAtOnceAfter() async {
    // Given
    let sut = DiskUsageViewController(
      worker: worker, cache: UsedRateCacheSpy(), scheduler: scheduler)
    let navigation = NavigationController(rootViewController: sut)
    let screen = HeadlessScreen(rootViewController: navigation, size: Size(width: 40, height: 7))
    await scheduler.advance(by: .zero)
    #expect(worker.readCount == 1)
    // When
    screen.perform { navigation.pushViewController(ViewController()) }
    await scheduler.advance(by: .seconds(120))
    // Then
    #expect(worker.readCount == 1)
    #expect(sut.refreshTimer == nil)
    #expect(scheduler.activeTimerCount == 0)
    // When
    screen.press(.escape)
    await scheduler.advance(by: .zero)
    // Then
    #expect(worker.readCount == 2)
    #expect(scheduler.activeTimerCount == 1)
  }

  @Test func timerIsCancelledWhenTheSceneIsReleased() async {
    // Given
    var screen: HeadlessScreen? = makeScreen().1
    await scheduler.advance(by: .zero)
    #expect(scheduler.activeTimerCount == 1)
    // When
    expectDeallocation(
      of: {
        DiskUsageMemoryTests.objects(
          of: screen?.window.rootViewController as? DiskUsageViewController)
      },
      after: { screen = nil })
    await scheduler.advance(by: .seconds(300))
    // Then
    #expect(scheduler.activeTimerCount == 0)
    #expect(worker.readCount == 1)
  }
}
