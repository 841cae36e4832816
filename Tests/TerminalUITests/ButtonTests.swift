import TerminalCore
import TerminalUI
import Testing

@MainActor
struct ButtonTests {
  @Test(arguments: [KeyEvent(.enter), KeyEvent(.character(" "))])
  func enterAndSpaceTrigger(key: KeyEvent) throws {
    var taps = 0
    let sut = Button("Send").onTap { _ in taps += 1 }

    let used = try sut.handleKey(key)

    #expect(used)
    #expect(taps == 1)
  }

  @Test(arguments: [KeyEvent(.character("x")), KeyEvent(.tab), KeyEvent(.escape)])
  func otherKeysDoNotTrigger(key: KeyEvent) throws {
    var taps = 0
    let sut = Button("Send").onTap { _ in taps += 1 }

    let used = try sut.handleKey(key)

    #expect(!used)
    #expect(taps == 0)
  }

  @Test func disabledButtonDoesNotTriggerNorTakeFocus() throws {
    var taps = 0
    let sut = Button("Send").onTap { _ in taps += 1 }
    sut.isEnabled = false

    let used = try press(KeyEvent(.enter), KeyEvent(.character(" ")), on: sut)

    #expect(used == [false, false])
    #expect(taps == 0)
    #expect(!sut.canBecomeFocused)
  }

  @Test func onTapAndPrimaryActionHandlersAllRunInOrder() throws {
    var calls: [String] = []
    let sut = Button("Send")
      .onTap { _ in calls.append("tap") }
      .on(.primaryActionTriggered) { _ in calls.append("primary") }
      .onTap { _ in calls.append("tap again") }

    try press(KeyEvent(.enter), on: sut)

    #expect(calls == ["tap", "primary", "tap again"])
  }

  @Test func handlerReceivesTheButtonTypedAsButton() throws {
    var titles: [String] = []
    let sut: Button = Button("Send").onTap { button in
      titles.append(button.title)
      button.title = "Sent"
    }

    try press(KeyEvent(.enter), on: sut)

    #expect(titles == ["Send"])
    #expect(sut.title == "Sent")
  }

  @Test func footerHintNamesTheButton() {
    #expect(
      Button("Send").keyHints == [
        KeyHint(key: "Enter", action: "Send", keys: [KeyEvent(.enter), KeyEvent(.character(" "))])
      ])
  }

  // MARK: - Drawing

  @Test func focusedButtonIsDrawnReversed() {
    let first = Button("OK")
    let second = Button("Cancel")
    let window = mount(
      StackView(axis: .vertical, [first, second]), size: Size(width: 20, height: 4))

    let frame = window.render()

    #expect(frame.canvas.lines[0...1] == ["[ OK ]", "[ Cancel ]"])
    #expect((0..<6).allSatisfy { frame.canvas[$0, 0].style.attributes == .reverse })
    #expect((0..<10).allSatisfy { frame.canvas[$0, 1].style == .plain })
    #expect(frame.canvas[6, 0].style == .plain)
    #expect(frame.cursor == nil)
  }

  @Test func reverseFollowsFocus() {
    let first = Button("OK")
    let second = Button("Cancel")
    let window = mount(
      StackView(axis: .vertical, [first, second]), size: Size(width: 20, height: 4))

    window.handle(.key(KeyEvent(.tab)))
    let frame = window.render()

    #expect(frame.canvas[0, 0].style == .plain)
    #expect(frame.canvas[0, 1].style.attributes == .reverse)
  }

  @Test func disabledButtonIsDrawnDimmed() {
    let sut = Button("OK")
    sut.isEnabled = false
    let window = mount(StackView(axis: .vertical, [sut]), size: Size(width: 20, height: 3))

    let frame = window.render()

    #expect(frame.canvas.lines[0] == "[ OK ]")
    #expect(frame.canvas[0, 0].style.attributes == .dim)
    #expect(window.focusedView == nil)
  }

  @Test func narrowButtonIsTruncated() {
    let sut = Button("Cancel")

    #expect(sut.sizeThatFits(Size(width: 6, height: 1)) == Size(width: 6, height: 1))
    let window = mount(StackView(axis: .vertical, [sut]), size: Size(width: 6, height: 3))
    #expect(window.render().canvas.lines[0] == "[ Can…")
  }

  @Test func newTitleIsMeasuredLaidOutAndShownSanitized() {
    let sut = Button("OK")
    let next = Button("Next")
    let window = mount(StackView(axis: .horizontal, [sut, next]), size: Size(width: 30, height: 3))
    #expect(window.render().canvas.lines[0] == "[ OK ][ Next ]")

    sut.title = "Send\u{7}漢字"

    #expect(sut.sizeThatFits(Size(width: 30, height: 1)) == Size(width: 13, height: 1))
    #expect(window.render().canvas.lines[0] == "[ Send␇漢字 ][ Next ]")
    #expect(next.frame.minX == 13)
  }
}
