import TerminalCore
import TerminalUI
import Testing

@MainActor
struct WindowFocusTests {
  let form = FormViewController()

  func focusOrder(after keys: [KeyEvent], in window: Window) -> [View?] {
    keys.map { key in
      window.handle(.key(key))
      return window.focusedView
    }
  }

  // MARK: - Initial focus

  @Test func firstFocusableViewHasFocusInitially() {
    let window = Window(rootViewController: form, size: Size(width: 20, height: 6))

    #expect(window.focusedView === form.field)
    #expect(form.field.isFocused)
    #expect(!form.ok.isFocused)
  }

  @Test func preferredFocusedViewHasFocusInitially() {
    form.preferred = form.cancel

    let window = Window(rootViewController: form, size: Size(width: 20, height: 6))

    #expect(window.focusedView === form.cancel)
  }

  @Test func removingTheFocusedViewFocusesTheFirstRemainingOne() {
    let window = Window(rootViewController: form, size: Size(width: 20, height: 6))
    window.handle(.key(KeyEvent(.tab)))
    #expect(window.focusedView === form.ok)

    form.ok.removeFromSuperview()
    _ = window.render()

    #expect(window.focusedView === form.field)
  }

  @Test func preferredViewThatCannotTakeFocusIsPassedOver() {
    form.cancel.isEnabled = false
    form.preferred = form.cancel

    let window = Window(rootViewController: form, size: Size(width: 20, height: 6))

    #expect(window.focusedView === form.field)
  }

  @Test func sceneWithoutControlsHasNoFocus() {
    let window = mount(Label("Hello"), size: Size(width: 20, height: 4))

    #expect(window.focusedView == nil)
    #expect(window.render().cursor == nil)
  }

  // MARK: - Tab and Shift-Tab

  @Test func tabCyclesFocusInOrder() {
    let window = Window(rootViewController: form, size: Size(width: 20, height: 6))

    let order = focusOrder(after: Array(repeating: KeyEvent(.tab), count: 3), in: window)

    #expect(order.map { $0 === form.ok } == [true, false, false])
    #expect(order.map { $0 === form.cancel } == [false, true, false])
    #expect(order.map { $0 === form.field } == [false, false, true])
  }

  @Test func shiftTabCyclesFocusBackwards() {
    let window = Window(rootViewController: form, size: Size(width: 20, height: 6))

    let order = focusOrder(
      after: Array(repeating: KeyEvent(.tab, modifiers: .shift), count: 3), in: window)

    #expect(order.map { $0 === form.cancel } == [true, false, false])
    #expect(order.map { $0 === form.ok } == [false, true, false])
    #expect(order.map { $0 === form.field } == [false, false, true])
  }

  /// A focused view that leaves the focus order while it handles Tab or Shift-Tab: the
  /// focus starts over, as when no view has it, at the first view for Tab and the last for
  /// Shift-Tab.
  @Test(arguments: [(KeyEvent(.tab), "field"), (KeyEvent(.tab, modifiers: .shift), "cancel")])
  func aFocusedViewThatHidesItselfOnTabStartsTheOrderOver(key: KeyEvent, expected: String) {
    let vanishing = HidesOnFocusKeys()
    let scene = HostViewController(
      StackView(axis: .vertical, [form.field, vanishing, form.ok, form.cancel]))
    let window = Window(rootViewController: scene, size: Size(width: 20, height: 8))
    window.focus(vanishing)
    #expect(window.focusedView === vanishing)

    window.handle(.key(key))

    let names: [(View, String)] = [(form.field, "field"), (form.ok, "ok"), (form.cancel, "cancel")]
    #expect(names.first { $0.0 === window.focusedView }?.1 == expected)
  }

  @Test func hiddenAndDisabledControlsAreSkipped() {
    form.ok.isHidden = true
    let window = Window(rootViewController: form, size: Size(width: 20, height: 6))
    form.cancel.isEnabled = false

    window.handle(.key(KeyEvent(.tab)))

    #expect(window.focusedView === form.field)
  }

  @Test func hidingTheFocusedViewMovesFocusOn() {
    let window = Window(rootViewController: form, size: Size(width: 20, height: 6))
    window.handle(.key(KeyEvent(.tab)))

    form.ok.isHidden = true
    _ = window.render()

    #expect(window.focusedView === form.field)
  }

  @Test func focusMovesSendEditingDidEndThenDidBegin() {
    var events: [String] = []
    form.field.on(.editingDidEnd) { field in events.append("field ended with '\(field.text)'") }
    form.ok.on(.editingDidBegin) { button in events.append("\(button.title) began") }
    let window = Window(rootViewController: form, size: Size(width: 20, height: 6))
    window.handle(.key(KeyEvent(.character("x"))))

    window.handle(.key(KeyEvent(.tab)))

    #expect(events == ["field ended with 'x'", "OK began"])
  }

  @Test func focusGivesFocusToAFocusableViewOnly() {
    let window = Window(rootViewController: form, size: Size(width: 20, height: 6))
    let stranger = Button("Elsewhere")

    window.focus(form.cancel)
    window.focus(stranger)
    window.focus(form.view)

    #expect(window.focusedView === form.cancel)
  }

  @Test func footerOffersTabOnlyWithMoreThanOneFocusableView() {
    let window = Window(rootViewController: form, size: Size(width: 30, height: 6))
    #expect(window.render().canvas.lines[5] == " Tab Next  Ctrl-C Quit")

    form.ok.isHidden = true
    form.cancel.isHidden = true

    #expect(window.render().canvas.lines[5] == " Ctrl-C Quit")
  }

  @Test func focusedButtonAddsItsHintToTheFooter() {
    let window = Window(rootViewController: form, size: Size(width: 40, height: 6))

    window.handle(.key(KeyEvent(.tab)))

    #expect(window.render().canvas.lines[5] == " Enter OK  Tab Next  Ctrl-C Quit")
  }
}

/// A focusable view that hides itself when Tab or Shift-Tab reaches it, and lets the key go
/// on to the window.
@MainActor
private final class HidesOnFocusKeys: View {
  override var canBecomeFocused: Bool { !isHidden }

  override func handleKey(_ event: KeyEvent) throws -> Bool {
    if event == KeyEvent(.tab) || event == KeyEvent(.tab, modifiers: .shift) { isHidden = true }
    return false
  }
}
