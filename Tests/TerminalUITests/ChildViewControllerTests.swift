import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

/// A scene with one button that journals its containment callbacks and its appearance.
@MainActor
private final class ChildViewController: RecordingViewController {
  let button: Button

  init(_ title: String, journal: Journal) {
    self.button = Button(title)
    super.init(title, journal: journal, journalsContainment: true)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(button)
  }

  override func layoutView(in rect: Rect) {
    super.layoutView(in: rect)
    button.frame = Rect(x: 0, y: 0, width: rect.width, height: 1)
  }
}

/// A container with a field at the top and a child laid out on the row below it; it
/// journals its appearance before `super` forwards it to the child.
@MainActor
private final class ContainerViewController: RecordingViewController {
  let field = TextField(placeholder: "Name")
  var child: ViewController?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(field)
    if let child { embed(child) }
  }

  override func layoutView(in rect: Rect) {
    super.layoutView(in: rect)
    field.frame = Rect(x: 0, y: 0, width: rect.width, height: 1)
    children.first?.layoutView(in: Rect(x: 2, y: 2, width: rect.width - 2, height: 1))
  }
}

@MainActor
struct ChildViewControllerTests {
  let journal = Journal()
  fileprivate let parent: ContainerViewController
  fileprivate let child: ChildViewController

  init() {
    parent = ContainerViewController("Parent", journal: journal)
    child = ChildViewController("Child", journal: journal)
  }

  // MARK: - Embedding

  @Test func childEmbeddedBeforeAppearingGetsTheCallbacksAfterItsParent() {
    // Given
    parent.child = child
    // When
    let screen = HeadlessScreen(
      rootViewController: NavigationController(rootViewController: parent),
      size: Size(width: 20, height: 6))
    // Then
    #expect(
      journal.entries == [
        "Parent.viewDidLoad", "Child.willMove(Parent)", "Child.viewDidLoad",
        "Child.didMove(Parent)", "Parent.viewWillAppear", "Child.viewWillAppear",
        "Parent.viewDidAppear", "Child.viewDidAppear",
      ])
    #expect(child.parent === parent)
    #expect(parent.children.map(\.title) == ["Child"])
    #expect(child.navigationController === parent.navigationController)
    #expect(screen.lines[3] == "  [ Child ]")
  }

  @Test func childEmbeddedWhileItsParentIsOnScreenAppearsAtOnce() {
    // Given
    let screen = HeadlessScreen(rootViewController: parent, size: Size(width: 20, height: 5))
    journal.entries = []
    // When
    screen.perform { parent.embed(child) }
    // Then
    #expect(
      journal.entries == [
        "Child.willMove(Parent)", "Child.viewDidLoad", "Child.viewWillAppear",
        "Child.didMove(Parent)", "Child.viewDidAppear",
      ])
    #expect(child.view.window === screen.window)
    #expect(screen.lines[2] == "  [ Child ]")
  }

  @Test func childIsEmbeddedInTheContainerViewGiven() {
    // Given
    let box = View()
    parent.view.addSubview(box)
    // When
    parent.embed(child, in: box)
    // Then
    #expect(child.view.superview === box)
    #expect(parent.children.first === child)
  }

  @Test func parentLaysOutItsChildInTheRectItChooses() {
    // Given
    parent.child = child
    // When
    let screen = HeadlessScreen(rootViewController: parent, size: Size(width: 30, height: 5))
    // Then
    #expect(child.view.frame == Rect(x: 2, y: 2, width: 28, height: 1))
    #expect(screen.lines == ["Name", "", "  [ Child ]", "", " Tab Next  Ctrl-C Quit"])
  }

  @Test func tabReachesTheChildAfterTheParentsOwnViews() {
    // Given
    parent.child = child
    let screen = HeadlessScreen(rootViewController: parent, size: Size(width: 40, height: 5))
    #expect(screen.window.focusedView === parent.field)
    // When
    screen.press(.tab)
    // Then
    #expect(screen.window.focusedView === child.button)
    #expect(screen.footer == " Enter Child  Tab Next  Ctrl-C Quit")
  }

  // MARK: - Appearance forwarding

  @Test func parentCoveredAndUncoveredByAPushForwardsToItsChild() {
    // Given
    parent.child = child
    let navigation = NavigationController(rootViewController: parent)
    _ = HeadlessScreen(rootViewController: navigation, size: Size(width: 20, height: 6))
    journal.entries = []
    // When
    navigation.pushViewController(ViewController())
    navigation.popViewController()
    // Then
    #expect(
      journal.entries == [
        "Parent.viewWillDisappear", "Child.viewWillDisappear", "Parent.viewDidDisappear",
        "Child.viewDidDisappear", "Parent.viewWillAppear", "Child.viewWillAppear",
        "Parent.viewDidAppear", "Child.viewDidAppear",
      ])
  }

  @Test func navigationControllerForwardsOnlyToItsTopScene() {
    // Given
    let second = ChildViewController("Second", journal: journal)
    let navigation = NavigationController(rootViewController: child)
    navigation.pushViewController(second)
    journal.entries = []
    // When
    navigation.viewWillDisappear()
    navigation.viewDidDisappear()
    // Then
    #expect(!navigation.shouldAutomaticallyForwardAppearanceMethods)
    #expect(journal.entries == ["Second.viewWillDisappear", "Second.viewDidDisappear"])
  }

  @Test func pushAndPopTellTheSceneItMovedInAndOutOfTheNavigationController() {
    // Given
    let navigation = NavigationController(rootViewController: ViewController())
    navigation.title = "Navigation"
    // When
    navigation.pushViewController(child)
    navigation.popViewController()
    // Then
    #expect(
      journal.entries.filter { $0.contains("Move") } == [
        "Child.willMove(Navigation)", "Child.didMove(Navigation)", "Child.willMove(nil)",
        "Child.didMove(nil)",
      ])
  }

  // MARK: - Removing

  @Test func unembeddingAChildOnScreenTakesItOutWithTheCallbacks() {
    // Given
    parent.child = child
    let screen = HeadlessScreen(rootViewController: parent, size: Size(width: 20, height: 5))
    journal.entries = []
    // When
    screen.perform { child.unembed() }
    // Then
    #expect(
      journal.entries == [
        "Child.willMove(nil)", "Child.viewWillDisappear", "Child.didMove(nil)",
        "Child.viewDidDisappear",
      ])
    #expect(parent.children.isEmpty)
    #expect(child.parent == nil)
    #expect(child.view.window == nil)
    #expect(screen.lines[2] == "")
  }

  @Test func unembeddingAChildThatIsNotEmbeddedDoesNothing() {
    // When
    child.unembed()
    // Then
    #expect(journal.entries.isEmpty)
  }

  @Test func removedChildIsFreedWithItsViews() {
    // Given
    var child: ChildViewController? = ChildViewController("Child", journal: journal)
    parent.child = child
    let screen = HeadlessScreen(rootViewController: parent, size: Size(width: 20, height: 5))
    screen.press(.tab)
    #expect(screen.window.focusedView === child?.button)
    parent.child = nil
    // When / Then
    expectDeallocation(
      of: { [child, child?.view, child?.button] },
      after: {
        screen.perform { child?.unembed() }
        child = nil
      })
    #expect(screen.window.focusedView === parent.field)
  }

  @Test func childThatOutlivesItsParentHasNoneAndCanBeEmbeddedAgain() {
    // Given
    var former: ContainerViewController? = ContainerViewController("Former", journal: journal)
    former?.child = child
    _ = former?.view
    #expect(child.parent === former)
    // When
    expectDeallocation(of: { [former] }, after: { former = nil })
    // Then
    #expect(child.parent == nil)
    parent.child = child
    let screen = HeadlessScreen(rootViewController: parent, size: Size(width: 20, height: 5))
    #expect(child.parent === parent)
    #expect(screen.lines[2] == "  [ Child ]")
  }
}
