import TerminalCore
import TerminalUI
import Testing

/// The window keeps its focus order and its layout between frames and redoes them only when
/// asked: these tests change what they depend on after a frame and check that the next
/// frame follows.
@MainActor
struct WindowInvalidationTests {
  /// A view that takes focus only once unlocked, and says so as UIKit asks.
  final class LockedView: View {
    var isUnlocked = false {
      didSet { setNeedsFocusUpdate() }
    }

    override var canBecomeFocused: Bool { isUnlocked }
  }

  let form = FormViewController()

  // MARK: - Focus order

  @Test func viewThatBecomesFocusableAfterAFrameIsReachedByTab() {
    let locked = LockedView()
    let stack = StackView(axis: .vertical, [Button("One"), locked])
    let window = mount(stack, size: Size(width: 20, height: 4))
    _ = window.render()
    locked.isUnlocked = true

    window.handle(.key(KeyEvent(.tab)))

    #expect(window.focusedView === locked)
  }

  @Test func controlDisabledAfterAFrameIsSkippedByTab() {
    let window = Window(rootViewController: form, size: Size(width: 20, height: 6))
    _ = window.render()
    form.ok.isEnabled = false

    window.handle(.key(KeyEvent(.tab)))

    #expect(window.focusedView === form.cancel)
  }

  // MARK: - Layout

  @Test func labelThatGrowsAfterAFrameMovesItsNeighbour() {
    let label = Label("ab")
    let row = StackView(axis: .horizontal, spacing: 1, [label, Label("|")])
    let window = mount(row, size: Size(width: 12, height: 3))
    _ = window.render()

    label.text = "abcd"
    let frame = window.render()

    #expect(frame.canvas.text(ofRow: 0).hasPrefix("abcd |"))
  }
}
