import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@MainActor
struct ViewHierarchyTests {
  @Test func addedViewKnowsItsSuperviewAndIsListedLast() {
    let parent = View()
    let first = Label("first")
    let second = Label("second")

    parent.addSubview(first)
    parent.addSubview(second)

    #expect(first.superview === parent)
    #expect(second.superview === parent)
    #expect(parent.subviews.count == 2)
    #expect(parent.subviews.first === first)
    #expect(parent.subviews.last === second)
  }

  @Test func viewAddedElsewhereLeavesItsFormerSuperview() {
    let former = View()
    let latter = View()
    let moved = Label("moved")
    former.addSubview(moved)

    latter.addSubview(moved)

    #expect(moved.superview === latter)
    #expect(former.subviews.isEmpty)
    #expect(latter.subviews.count == 1)
  }

  @Test func subviewThatOutlivesItsSuperviewHasNone() throws {
    let survivor = Label("kept")
    var parent: View? = View()
    try #require(parent).addSubview(survivor)

    expectDeallocation(of: { [parent] }, after: { parent = nil })

    #expect(survivor.superview == nil)
    #expect(survivor.window == nil)
  }

  @Test func subviewStillSeesItsSuperviewWhileASubclassOfItIsDestroyed() {
    let survivor = Label("kept")
    let record = DeinitRecord()
    var panel: Panel? = Panel(holding: survivor, record: record)
    #expect(panel != nil)

    panel = nil

    #expect(record.subviewSawItsSuperview == [true])
    #expect(survivor.superview == nil)
  }

  @Test func viewMovedAwayKeepsItsNewSuperviewWhenTheFormerGoes() throws {
    let survivor = Label("kept")
    let latter = View()
    var former: View? = View()
    try #require(former).addSubview(survivor)
    latter.addSubview(survivor)

    expectDeallocation(of: { [former] }, after: { former = nil })

    #expect(survivor.superview === latter)
    #expect(survivor.isDescendant(of: latter))
  }

  @Test func subviewsOfAFreedContainerStillDrawInTheirNewWindow() throws {
    let label = Label("still here")
    var container: View? = View()
    try #require(container).addSubview(label)
    container = nil
    let window = mount(label, size: Size(width: 12, height: 3))

    #expect(label.window === window)
    #expect(window.render().canvas.lines[0] == "still here")
  }

  // MARK: - Back-references to windows and controllers

  @Test func rootViewOfAFreedWindowIsOffScreenAndCanBeShownAgain() {
    let scene = HostViewController(Label("hello"))
    var window: Window? = Window(rootViewController: scene, size: Size(width: 10, height: 3))
    #expect(scene.view.window === window)

    expectDeallocation(of: { [window] }, after: { window = nil })

    #expect(scene.view.window == nil)
    let next = Window(rootViewController: scene, size: Size(width: 10, height: 3))
    #expect(scene.view.window === next)
    #expect(next.render().canvas.lines[0] == "hello")
  }

  @Test func windowFreedAfterAnotherTookItsRootViewLeavesTheViewInTheOther() {
    let scene = HostViewController(Label("hello"))
    var first: Window? = Window(rootViewController: scene, size: Size(width: 10, height: 3))
    let second = Window(rootViewController: scene, size: Size(width: 10, height: 3))

    expectDeallocation(of: { [first] }, after: { first = nil })

    #expect(scene.view.window === second)
  }

  @Test func viewThatOutlivesItsControllerSendsKeysToItsNewScene() throws {
    let content = StackView(axis: .vertical, [Button("OK")])
    var former: HostViewController? = HostViewController(content)
    _ = former?.view
    expectDeallocation(of: { [former] }, after: { former = nil })
    let scene = CommandScene()
    scene.view.addSubview(content)
    content.frame = Rect(x: 0, y: 0, width: 20, height: 1)
    let window = Window(rootViewController: scene, size: Size(width: 40, height: 4))
    #expect(window.focusedView is Button)

    window.handle(.key(KeyEvent(.character("x"))))

    #expect(scene.commandsRun == 1)
    #expect(window.render().canvas.lines.last == " Enter OK  x Count  Ctrl-C Quit")
  }
}

/// A scene with one key command, `x`, that counts how often it ran.
@MainActor
private final class CommandScene: ViewController {
  private(set) var commandsRun = 0

  override var keyCommands: [KeyCommand] {
    [KeyCommand(KeyEvent(.character("x")), title: "Count") { [unowned self] in commandsRun += 1 }]
  }
}

/// What ``Panel``'s `deinit` saw.
@MainActor
private final class DeinitRecord {
  var subviewSawItsSuperview: [Bool] = []
}

/// A view whose `deinit` records whether its subview still sees it as its superview.
@MainActor
private final class Panel: View {
  private let subview: View
  private let record: DeinitRecord

  init(holding subview: View, record: DeinitRecord) {
    self.subview = subview
    self.record = record
    super.init()
    addSubview(subview)
  }

  deinit {
    let subview = subview
    let record = record
    MainActor.assumeIsolated { record.subviewSawItsSuperview.append(subview.superview != nil) }
  }
}
