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
