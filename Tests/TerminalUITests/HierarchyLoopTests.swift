import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

/// Calls that would show one scene in two places, or make the view tree or the chain of
/// scenes a loop (every walk of which would never end), change nothing: `addSubview` and
/// `addChild` and `pushViewController` do nothing, `present` throws.
@MainActor
struct HierarchyLoopTests {
  let journal = Journal()
  let home: RecordingViewController
  let detail: RecordingViewController
  let navigation: NavigationController
  let screen: HeadlessScreen

  init() {
    home = RecordingViewController("Home", journal: journal)
    detail = RecordingViewController("Detail", journal: journal)
    navigation = NavigationController(rootViewController: home)
    screen = HeadlessScreen(rootViewController: navigation, size: Size(width: 30, height: 5))
  }

  // MARK: - Views

  @Test func aViewAddedToItselfOrItsSubtreeStaysWhereItWas() {
    // Given
    let outer = View()
    let inner = View()
    outer.addSubview(inner)
    // When
    outer.addSubview(outer)
    inner.addSubview(outer)
    // Then
    #expect(outer.superview == nil)
    #expect(outer.subviews.count == 1 && outer.subviews[0] === inner)
    #expect(inner.subviews.isEmpty)
  }

  @Test func theWindowsRootAddedBelowItselfStaysTheRoot() {
    // When
    screen.perform { home.view.addSubview(navigation.view) }
    // Then
    #expect(navigation.view.superview == nil)
    #expect(screen.lines[0] == " Home")
  }

  // MARK: - Containment and the stack

  @Test func aSceneEmbeddedInItselfOrInItsChildChangesNothing() {
    // Given
    let child = RecordingViewController("Child", journal: journal)
    home.addChild(child)
    // When
    home.addChild(home)
    child.addChild(home)
    // Then
    #expect(home.parent === navigation)
    #expect(child.parent === home)
    #expect(child.children.isEmpty)
  }

  @Test func aScenePushedTwiceIsOnTheStackOnceAndEscStillGoesBack() {
    // When
    screen.perform {
      navigation.pushViewController(detail)
      navigation.pushViewController(detail)
      navigation.pushViewController(home)
      navigation.pushViewController(navigation)
    }
    // Then
    #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail"])
    #expect(screen.lines[0] == " Home › Detail")
    screen.press(.escape)
    #expect(screen.lines[0] == " Home")
    #expect(home.parent === navigation)
  }

  @Test func aPresentedSceneIsNotPushed() throws {
    // Given
    try home.present(detail)
    // When
    screen.perform { navigation.pushViewController(detail) }
    // Then
    #expect(navigation.viewControllers.map(\.title) == ["Home"])
    screen.press(.escape)
    #expect(home.presentedViewController == nil)
    #expect(screen.lines[0] == " Home")
  }

  // MARK: - Presentation

  @Test func presentingItselfOrWhatPresentsItThrows() throws {
    // When / Then
    #expect(throws: RoutingError.alreadyShown(scene: "Home", source: "Home")) {
      try home.present(home)
    }
    let sheet = RecordingViewController("Sheet", journal: journal)
    try home.present(sheet)
    #expect(throws: RoutingError.alreadyShown(scene: "Home", source: "Sheet")) {
      try sheet.present(home)
    }
    #expect(throws: RoutingError.alreadyShown(scene: "NavigationController", source: "Sheet")) {
      try sheet.present(navigation)
    }
    #expect(home.presentedViewController === sheet)
    #expect(sheet.presentedViewController == nil)
  }

  @Test func aSceneOnAStackOrPresentedElsewhereIsNotPresented() throws {
    // Given Detail on the stack, and a sheet presented from another scene
    screen.perform { navigation.pushViewController(detail) }
    let other = RecordingViewController("Other", journal: journal)
    let sheet = RecordingViewController("Sheet", journal: journal)
    try other.present(sheet)
    let loose = RecordingViewController("Loose", journal: journal)
    // When / Then
    #expect(throws: RoutingError.alreadyShown(scene: "Detail", source: "Loose")) {
      try loose.present(detail)
    }
    #expect(throws: RoutingError.alreadyShown(scene: "Sheet", source: "Detail")) {
      try detail.present(sheet)
    }
    #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail"])
    #expect(sheet.presentingViewController === other)
    screen.press(.escape)
    #expect(screen.lines[0] == " Home")
  }

  @Test func theErrorSaysWhatToDo() {
    #expect(
      RoutingError.alreadyShown(scene: "Detail", source: "Home").description
        == "Scene 'Detail' is already shown (presented, in a navigation stack, or below "
        + "'Home'), so 'Home' cannot present it.")
  }
}
