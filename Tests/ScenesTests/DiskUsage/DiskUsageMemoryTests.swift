import DemoScenesTestSupport
import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@testable import DemoScenes

@MainActor
struct DiskUsageMemoryTests {
  /// The scene's quartet, its view and its timer, each `nil` when it is missing.
  static func objects(of scene: DiskUsageViewController?) -> [AnyObject?] {
    let interactor = scene?.interactor as? DiskUsageInteractor
    let router = scene?.router as? DiskUsageRouter
    return [
      scene, interactor, interactor?.presenter as? DiskUsagePresenter, router, scene?.widget,
      scene?.widget.bar,
    ]
  }

  static func makeScene(scheduler: TestScheduler) -> DiskUsageViewController {
    DiskUsageViewController(
      worker: DiskSpaceReaderStub(rate: 0.5), cache: UsedRateCacheSpy(), scheduler: scheduler)
  }

  @Test func quartetIsWiredStrongForwardAndWeakBack() throws {
    // Given
    let scene = Self.makeScene(scheduler: TestScheduler())
    // Then
    #expect(Self.objects(of: scene).allSatisfy { $0 != nil })
    let interactor = try #require(scene.interactor as? DiskUsageInteractor)
    let router = try #require(scene.router as? DiskUsageRouter)
    #expect((interactor.presenter as? DiskUsagePresenter)?.viewController === scene)
    #expect(router.viewController === scene)
    #expect(router.dataStore as? DiskUsageInteractor === interactor)
    #expect(DiskUsageRouter.knownSegues == [])
  }

  @Test func sceneIsFreedWhenReleased() {
    // Given
    var scene: DiskUsageViewController? = Self.makeScene(scheduler: TestScheduler())
    // When / Then
    expectDeallocation(of: { Self.objects(of: scene) }, after: { scene = nil })
  }

  @Test func removingTheWidgetFromHomeFreesItsQuartetAndStopsItsTimer() async throws {
    // Given
    let scheduler = TestScheduler()
    let home = HomeViewController(now: { .fixed }, diskUsage: Self.makeScene(scheduler: scheduler))
    let screen = HeadlessScreen(
      rootViewController: NavigationController(rootViewController: home),
      size: Size(width: 60, height: 12))
    await scheduler.advance(by: .zero)
    await screen.settle()
    #expect(screen.lines[2] == "  Disk 50.0% ████████████")
    #expect(scheduler.activeTimerCount == 1)
    // When / Then
    expectDeallocation(
      of: { Self.objects(of: home.diskUsage as? DiskUsageViewController) },
      after: { screen.perform { home.diskUsage?.unembed() } })
    #expect(home.children.isEmpty)
    #expect(scheduler.activeTimerCount == 0)
    #expect(screen.lines[2] == "  Message Type a message")
  }
}
