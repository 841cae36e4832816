import DemoScenesTestSupport
import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@testable import DemoScenes

@MainActor
struct HomeMemoryTests {
  /// The scene's quartet, its view and its controls, each `nil` when it is missing.
  static func objects(of home: HomeViewController?) -> [AnyObject?] {
    let interactor = home?.interactor as? HomeInteractor
    let router = home?.router as? HomeRouter
    return [
      home, interactor, interactor?.presenter as? HomePresenter, router,
      home?.view, home?.messageField, home?.sendButton, home?.toDosButton,
    ]
  }

  @Test func quartetIsWiredStrongForwardAndWeakBack() throws {
    // Given
    let home = HomeViewController(now: { .fixed })
    // Then
    #expect(Self.objects(of: home).allSatisfy { $0 != nil })
    let interactor = try #require(home.interactor as? HomeInteractor)
    let router = try #require(home.router as? HomeRouter)
    #expect((interactor.presenter as? HomePresenter)?.viewController === home)
    #expect(router.viewController === home)
    #expect(router.dataStore as? HomeInteractor === interactor)
  }

  @Test func sceneIsFreedWhenReleased() {
    // Given
    var home: HomeViewController? = HomeViewController(now: { .fixed })
    // When / Then
    expectDeallocation(of: { Self.objects(of: home) }, after: { home = nil })
  }

  @Test func sceneThatWasShownAndUsedIsFreedWithItsScreen() {
    // Given
    var screen: HeadlessScreen? = HeadlessScreen(
      rootViewController: NavigationController(
        rootViewController: HomeViewController(now: { .fixed })))
    screen?.type("Hi")
    screen?.press(.tab)
    screen?.press(.enter)
    screen?.press(.control("o"))
    #expect(screen?.topViewController is HomeViewController)
    // When / Then
    let scene = {
      Self.objects(of: screen?.topViewController as? HomeViewController) + [screen?.window]
    }
    expectDeallocation(of: scene, after: { screen = nil })
  }

  @Test func sceneMadeByTheStoryboardIsFreedAfterVisitingDetail() throws {
    // Given
    var screen: HeadlessScreen? = try HeadlessScreen(
      storyboard: AppStoryboard.make(environment: .fixed))
    screen?.type("Hello")
    screen?.press(.enter)
    #expect(screen?.lines.first == " Home › Detail")
    screen?.press(.escape)
    #expect(screen?.topViewController is HomeViewController)
    // When / Then
    let scene = { Self.objects(of: screen?.topViewController as? HomeViewController) }
    expectDeallocation(of: scene, after: { screen = nil })
  }
}
