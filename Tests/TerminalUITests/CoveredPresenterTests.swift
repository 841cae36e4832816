import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

/// A scene a push has covered cannot present: what it presented would take the keys
/// without being drawn. `present` throws, and a presentation made before the push stays
/// off screen, without the keys, until its presenter is on top again.
@MainActor
struct CoveredPresenterTests {
  let journal = Journal()
  let home: AlertingViewController
  let detail: RecordingViewController
  let navigation: NavigationController
  let screen: HeadlessScreen

  init() {
    home = AlertingViewController("Home", journal: journal)
    detail = RecordingViewController("Detail", journal: journal)
    navigation = NavigationController(rootViewController: home)
    screen = HeadlessScreen(rootViewController: navigation, size: Size(width: 30, height: 8))
  }

  @Test func presentingFromASceneAPushCoveredThrowsAndPresentsNothing() throws {
    // Given
    screen.perform { navigation.pushViewController(detail) }
    // When
    let alert = home.makeAlert()
    #expect(throws: RoutingError.sourceCovered(source: "Home", coveredBy: "Detail")) {
      try home.present(alert)
    }
    // Then
    #expect(home.presentedViewController == nil)
    #expect(alert.presentingViewController == nil)
    #expect(screen.lines[0] == " Home › Detail")
  }

  @Test func anAlertAskedForInViewDidDisappearNeitherShowsNorTakesTheKeys() {
    // Given
    home.presentsOn = .viewDidDisappear
    // When
    screen.perform { navigation.pushViewController(detail) }
    screen.press(.tab)
    screen.press(.enter)
    // Then
    #expect(home.chosen == [])
    #expect(home.presentError == .sourceCovered(source: "Home", coveredBy: "Detail"))
    #expect(screen.footer == " Esc Back  Ctrl-C Quit")
    // When
    screen.press(.escape)
    // Then
    #expect(navigation.topViewController === home)
    #expect(!screen.text.contains("Delete all?"))
  }

  @Test func anAlertAskedForAsThePushBeginsIsRefusedToo() {
    // Given
    home.presentsOn = .viewWillDisappear
    // When
    screen.perform { navigation.pushViewController(detail) }
    // Then
    #expect(home.presentError == .sourceCovered(source: "Home", coveredBy: "Detail"))
    #expect(home.presentedViewController == nil)
  }

  @Test func aSceneAPopLeavesCannotPresentOnItsWayOut() {
    // Given
    let leaving = AlertingViewController("Leaving", journal: journal)
    screen.perform { navigation.pushViewController(leaving) }
    leaving.presentsOn = .viewWillDisappear
    // When
    screen.press(.escape)
    // Then
    #expect(leaving.presentError == .sourceCovered(source: "Leaving", coveredBy: "Home"))
    #expect(screen.lines[0] == " Home")
  }

  @Test func aSceneCannotPresentUnderWhatItsContainerPresents() throws {
    // Given the navigation controller presents a scene full screen
    let cover = RecordingViewController("Cover", journal: journal)
    screen.perform { try navigation.present(cover) }
    // When / Then
    #expect(throws: RoutingError.sourceCovered(source: "Home", coveredBy: "Cover")) {
      try home.present(home.makeAlert())
    }
    #expect(home.presentedViewController == nil)
  }

  @Test func aPresentationCoveredByALaterPushWaitsOffScreenUntilItsPresenterIsBack() {
    // Given an alert up over Home, then Detail pushed by code
    screen.perform { try home.present(home.makeAlert()) }
    screen.perform { navigation.pushViewController(detail) }
    // When
    screen.press(.tab)
    screen.press(.enter)
    // Then the alert neither shows nor takes the keys
    #expect(home.chosen == [])
    #expect(!screen.text.contains("Delete all?"))
    // When
    screen.press(.escape)
    // Then it is back over Home, and its keys work
    #expect(navigation.topViewController === home)
    #expect(screen.text.contains("Delete all?"))
    screen.press(.tab)
    screen.press(.enter)
    #expect(home.chosen == ["Delete"])
  }
}

/// A scene that presents an alert from one of its disappearance callbacks, as a scene that
/// asks "are you sure?" when it goes might.
@MainActor
final class AlertingViewController: RecordingViewController {
  enum Moment {
    case viewWillDisappear
    case viewDidDisappear
  }

  var presentsOn: Moment?
  private(set) var chosen: [String] = []
  private(set) var presentError: RoutingError?

  func makeAlert() -> AlertController {
    let alert = AlertController(title: "Delete all?")
    alert.addAction(AlertAction("Cancel", style: .cancel))
    alert.addAction(
      AlertAction("Delete", style: .destructive) { [weak self] _ in
        self?.chosen.append("Delete")
      })
    return alert
  }

  override func viewWillDisappear() {
    super.viewWillDisappear()
    if presentsOn == .viewWillDisappear { presentAlert() }
  }

  override func viewDidDisappear() {
    super.viewDidDisappear()
    if presentsOn == .viewDidDisappear { presentAlert() }
  }

  private func presentAlert() {
    presentsOn = nil
    do {
      try present(makeAlert())
    } catch {
      presentError = error
    }
  }
}
