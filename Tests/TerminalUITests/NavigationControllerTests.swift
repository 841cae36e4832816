import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@MainActor
struct NavigationControllerTests {
  let journal = Journal()
  let home: RecordingViewController
  let sut: NavigationController

  init() {
    home = RecordingViewController("Home", journal: journal)
    sut = NavigationController(rootViewController: home)
  }

  func mountWindow(width: Int = 30, height: Int = 5) -> Window {
    Window(rootViewController: sut, size: Size(width: width, height: height))
  }

  // MARK: - Stack

  @Test func pushPutsTheSceneOnTop() {
    let detail = RecordingViewController("Detail", journal: journal)

    sut.pushViewController(detail)

    #expect(sut.viewControllers.map(\.title) == ["Home", "Detail"])
    #expect(sut.topViewController === detail)
    #expect(detail.navigationController === sut)
    #expect(sut.children.map(\.title) == ["Home", "Detail"])
  }

  @Test func aTitleChangedBelowTheTopIsDrawnInTheTitleBar() {
    // Given
    let detail = RecordingViewController("Detail", journal: journal)
    sut.pushViewController(detail)
    let screen = HeadlessScreen(rootViewController: sut, size: Size(width: 30, height: 5))
    // When (the frame is checked against a full redraw)
    screen.perform { home.title = "Start" }
    // Then
    #expect(screen.lines[0] == " Start › Detail")
  }

  @Test func aNavigationViewKeptAfterItsControllerDrawsNoTitleBar() {
    // Given a scene on screen
    let host = RecordingViewController("Host", journal: journal)
    let screen = HeadlessScreen(rootViewController: host, size: Size(width: 30, height: 5))
    // When a navigation controller's view is added to it and the controller not kept
    screen.perform {
      let inner = NavigationController(
        rootViewController: RecordingViewController("Inner", journal: journal))
      inner.view.frame = Rect(x: 0, y: 1, width: 30, height: 2)
      host.view.addSubview(inner.view)
    }
    // Then the view draws without its title bar
    #expect(!screen.lines.contains { $0.contains("Inner") })
  }

  @Test func popRemovesTheTopAndReturnsIt() {
    let detail = RecordingViewController("Detail", journal: journal)
    sut.pushViewController(detail)

    let popped = sut.popViewController()

    #expect(popped === detail)
    #expect(sut.viewControllers.map(\.title) == ["Home"])
    #expect(detail.parent == nil)
    #expect(detail.navigationController == nil)
  }

  @Test func rootIsNeverPopped() {
    #expect(sut.popViewController() == nil)
    #expect(sut.viewControllers.count == 1)
    #expect(sut.topViewController === home)
  }

  @Test func poppedSceneViewLeavesTheScreen() {
    let window = mountWindow()
    let detail = RecordingViewController("Detail", journal: journal)
    sut.pushViewController(detail)
    #expect(detail.view.window === window)
    #expect(home.view.window == nil)

    sut.popViewController()

    #expect(detail.view.window == nil)
    #expect(home.view.window === window)
  }

  // MARK: - Title bar

  @Test func titleRowShowsTheBreadcrumb() {
    let window = mountWindow()
    #expect(window.render().canvas.lines[0] == " Home")

    sut.pushViewController(RecordingViewController("Detail", journal: journal))
    let canvas = window.render().canvas

    #expect(sut.breadcrumb == "Home › Detail")
    #expect(canvas.lines[0] == " Home › Detail")
    #expect(canvas[0, 0].style.attributes == [.reverse, .bold])
    #expect(canvas[29, 0].style.attributes == [.reverse, .bold])
  }

  @Test func titleRowFollowsPop() {
    let window = mountWindow()
    sut.pushViewController(RecordingViewController("Detail", journal: journal))
    _ = window.render()

    sut.popViewController()

    #expect(window.render().canvas.lines[0] == " Home")
  }

  @Test func longBreadcrumbIsTruncated() {
    let window = mountWindow(width: 10)
    sut.pushViewController(RecordingViewController("Detail", journal: journal))

    #expect(window.render().canvas.lines[0] == " Home › D…")
  }

  @Test func sceneIsLaidOutBelowTheTitleRow() {
    let form = FormViewController(title: "Detail")
    let window = mountWindow(height: 7)

    sut.pushViewController(form)
    let lines = window.render().canvas.lines

    #expect(lines[0...4] == [" Home › Detail", "Name", "[ OK ]", "[ Cancel ]", ""])
    #expect(form.view.frame == Rect(x: 0, y: 1, width: 30, height: 4))
  }

  // MARK: - Esc

  @Test func escPopsTheTopScene() {
    let window = mountWindow()
    sut.pushViewController(RecordingViewController("Detail", journal: journal))
    #expect(window.render().canvas.lines[4] == " Esc Back  Ctrl-C Quit")

    window.handle(.key(KeyEvent(.escape)))

    #expect(sut.viewControllers.map(\.title) == ["Home"])
    #expect(window.render().canvas.lines[4] == " Ctrl-C Quit")
  }

  @Test func escAtTheRootDoesNothing() {
    let window = mountWindow()

    window.handle(.key(KeyEvent(.escape)))

    #expect(sut.viewControllers.map(\.title) == ["Home"])
    #expect(window.statusMessage == nil)
  }

  @Test func escFromATextFieldPops() {
    let window = mountWindow()
    let form = FormViewController(title: "Detail")
    sut.pushViewController(form)
    window.handle(.key(KeyEvent(.character("a"))))
    #expect(form.field.text == "a")

    window.handle(.key(KeyEvent(.escape)))

    #expect(sut.viewControllers.count == 1)
  }

  // MARK: - Appearance callbacks

  @Test func mountingSendsLoadThenAppearanceAndDidAppearOnceTheFrameIsShown() {
    let window = mountWindow()
    #expect(journal.entries == ["Home.viewDidLoad", "Home.viewWillAppear"])

    _ = window.render()
    #expect(journal.entries == ["Home.viewDidLoad", "Home.viewWillAppear"])
    window.didShowFrame()

    #expect(journal.entries == ["Home.viewDidLoad", "Home.viewWillAppear", "Home.viewDidAppear"])
  }

  @Test func pushOnAWindowSendsTheDidCallbacksOnceItsFrameIsShown() {
    let window = mountWindow()
    _ = window.render()
    window.didShowFrame()
    journal.entries = []

    sut.pushViewController(RecordingViewController("Detail", journal: journal))
    #expect(
      journal.entries == [
        "Detail.viewDidLoad", "Home.viewWillDisappear", "Detail.viewWillAppear",
      ])
    #expect(window.needsDisplay)
    _ = window.render()
    window.didShowFrame()
    window.didShowFrame()

    #expect(
      journal.entries == [
        "Detail.viewDidLoad", "Home.viewWillDisappear", "Detail.viewWillAppear",
        "Home.viewDidDisappear", "Detail.viewDidAppear",
      ])
  }

  @Test func theNextEventComesAfterTheDidCallbacksOfTheTransitionBeforeIt() {
    let window = mountWindow()
    let detail = KeyRecordingViewController("Detail", journal: journal)
    journal.entries = []

    window.handle(.key(KeyEvent.control("p")))  // no frame drawn since the window was made
    sut.pushViewController(detail)
    window.handle(.key(KeyEvent.control("x")))

    #expect(
      journal.entries == [
        "Home.viewDidAppear", "Detail.viewDidLoad", "Home.viewWillDisappear",
        "Detail.viewWillAppear", "Home.viewDidDisappear", "Detail.viewDidAppear", "Detail.key",
      ])
  }

  @Test func pushLoadsTheNewSceneThenSendsAppearanceInUIKitOrder() {
    _ = mountWindow()
    journal.entries = []

    sut.pushViewController(RecordingViewController("Detail", journal: journal))

    #expect(
      journal.entries == [
        "Detail.viewDidLoad", "Home.viewWillDisappear", "Detail.viewWillAppear",
        "Home.viewDidDisappear", "Detail.viewDidAppear",
      ])
  }

  @Test func popSendsAppearanceInUIKitOrder() {
    _ = mountWindow()
    sut.pushViewController(RecordingViewController("Detail", journal: journal))
    journal.entries = []

    sut.popViewController()

    #expect(
      journal.entries == [
        "Detail.viewWillDisappear", "Home.viewWillAppear", "Detail.viewDidDisappear",
        "Home.viewDidAppear",
      ])
  }

  @Test func aScenePushedAndPoppedBeforeTheFrameNeverHearsItAppeared() {
    // Given: on screen
    let window = mountWindow()
    _ = window.render()
    window.didShowFrame()
    journal.entries = []
    // When: pushed, then popped before the next frame
    sut.pushViewController(RecordingViewController("Detail", journal: journal))
    sut.popViewController()
    _ = window.render()
    window.didShowFrame()
    // Then: each `Did` only where it completes the last `Will`
    #expect(
      journal.entries == [
        "Detail.viewDidLoad", "Home.viewWillDisappear", "Detail.viewWillAppear",
        "Detail.viewWillDisappear", "Home.viewWillAppear", "Detail.viewDidDisappear",
        "Home.viewDidAppear",
      ])
  }

  @Test func popToASceneNeverShownLoadsItBeforeItAppears() {
    sut.pushViewController(RecordingViewController("Detail", journal: journal))
    journal.entries = []

    sut.popViewController()

    #expect(Array(journal.entries.prefix(2)) == ["Home.viewDidLoad", "Detail.viewWillDisappear"])
  }

  @Test func pushBeforeMountingLoadsBeforeAppearing() {
    sut.pushViewController(RecordingViewController("Detail", journal: journal))
    journal.entries = []

    let window = mountWindow()
    _ = window.render()
    window.didShowFrame()

    #expect(journal.entries == ["Detail.viewWillAppear", "Detail.viewDidAppear"])
    #expect(sut.topViewController?.isViewLoaded == true)
  }

  // MARK: - Focus

  @Test func focusIsRestoredOnTheSceneBelowAfterPop() {
    let form = FormViewController(title: "Home")
    let navigation = NavigationController(rootViewController: form)
    let window = Window(rootViewController: navigation, size: Size(width: 30, height: 8))
    window.handle(.key(KeyEvent(.tab)))
    #expect(window.focusedView === form.ok)
    let detail = FormViewController(title: "Detail")

    navigation.pushViewController(detail)
    _ = window.render()
    #expect(window.focusedView === detail.field)

    window.handle(.key(KeyEvent(.escape)))

    #expect(window.focusedView === form.ok)
    #expect(window.render().canvas[0, 2].style.attributes == .reverse)
  }

  @Test func focusedViewTakenFromTheSceneBelowIsFreedAndTheFirstGetsFocus() {
    let stack = StackView(axis: .vertical, [Button("First"), Button("Second")])
    let navigation = NavigationController(rootViewController: HostViewController(stack))
    let window = Window(rootViewController: navigation, size: Size(width: 30, height: 8))
    window.handle(.key(KeyEvent(.tab)))
    #expect((window.focusedView as? Button)?.title == "Second")
    navigation.pushViewController(FormViewController(title: "Detail"))
    _ = window.render()

    expectDeallocation(
      of: { [stack.arrangedSubviews.last] },
      after: { stack.arrangedSubviews.last?.removeFromSuperview() })
    window.handle(.key(KeyEvent(.escape)))

    #expect((window.focusedView as? Button)?.title == "First")
  }

  @Test func pushedSceneGetsItsPreferredFocus() {
    let window = mountWindow()
    let form = FormViewController(title: "Detail")
    form.preferred = form.cancel

    sut.pushViewController(form)
    _ = window.render()

    #expect(window.focusedView === form.cancel)
  }

  // MARK: - Memory

  /// Pushes a form whose handlers use the field and the scene, keeping no reference to it.
  func pushDetailWithHandlers() {
    let detail = FormViewController(title: "Detail")
    detail.field.on(.editingChanged) { field in field.placeholder = field.text }
    detail.ok.onTap { [weak detail] _ in detail?.title = "Tapped" }
    sut.pushViewController(detail)
  }

  @Test func poppedControllerIsDeallocated() {
    let window = mountWindow()
    pushDetailWithHandlers()
    window.handle(.key(KeyEvent(.character("a"))))
    _ = window.render()

    expectDeallocation(
      of: {
        let detail = sut.topViewController as? FormViewController
        return [detail, detail?.view, detail?.field, detail?.ok]
      },
      after: {
        window.handle(.key(KeyEvent(.escape)))
        _ = window.render()
        window.didShowFrame()
      })
    #expect(sut.viewControllers.count == 1)
  }
}

/// A scene that writes Ctrl-X in the journal when it gets it.
private final class KeyRecordingViewController: RecordingViewController {
  override var keyCommands: [KeyCommand] {
    [
      KeyCommand(.control("x"), title: "") { [journal, title] in
        journal.entries.append("\(title).key")
      }
    ]
  }
}
