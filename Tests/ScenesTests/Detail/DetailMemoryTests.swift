import DemoScenesTestSupport
import TerminalUITesting
import Testing

@testable import DemoScenes

@MainActor
struct DetailMemoryTests {
  /// The scene's quartet and its view, each `nil` when it is missing.
  static func objects(of detail: DetailViewController?) -> [AnyObject?] {
    let interactor = detail?.interactor as? DetailInteractor
    let router = detail?.router as? DetailRouter
    return [
      detail, interactor, interactor?.presenter as? DetailPresenter, router, detail?.view,
      detail?.messageLabel, detail?.sentAtLabel,
    ]
  }

  @Test func quartetIsWiredStrongForwardAndWeakBack() throws {
    // Given
    let detail = DetailViewController(timeFormatter: TimeOfDayFormatter(utcOffsetSeconds: 0))
    // Then
    #expect(Self.objects(of: detail).allSatisfy { $0 != nil })
    let interactor = try #require(detail.interactor as? DetailInteractor)
    let router = try #require(detail.router as? DetailRouter)
    #expect((interactor.presenter as? DetailPresenter)?.viewController === detail)
    #expect(router.viewController === detail)
    #expect(router.dataStore as? DetailInteractor === interactor)
  }

  @Test func sceneIsFreedWhenReleased() {
    // Given
    var detail: DetailViewController? = DetailViewController(
      timeFormatter: TimeOfDayFormatter(utcOffsetSeconds: 0))
    // When / Then
    expectDeallocation(of: { Self.objects(of: detail) }, after: { detail = nil })
  }

  @Test func sceneIsFreedWhenPoppedWithEsc() throws {
    // Given
    let screen = try HeadlessScreen(storyboard: AppStoryboard.make(environment: .fixed))
    screen.type("Hello")
    screen.press(.enter)
    #expect(screen.lines[0] == " Home › Detail")
    #expect(screen.topViewController is DetailViewController)
    // When / Then
    let scene = { Self.objects(of: screen.topViewController as? DetailViewController) }
    expectDeallocation(of: scene, after: { screen.press(.escape) })
    #expect(screen.lines[0] == " Home")
  }

  @Test func sceneIsFreedWhenPoppedAfterTheDirectRoute() throws {
    // Given
    let screen = try HeadlessScreen(storyboard: AppStoryboard.make(environment: .fixed))
    screen.type("Hello")
    screen.press(.control("o"))
    #expect(screen.topViewController is DetailViewController)
    // When / Then
    let scene = { Self.objects(of: screen.topViewController as? DetailViewController) }
    expectDeallocation(of: scene, after: { screen.press(.escape) })
  }
}
