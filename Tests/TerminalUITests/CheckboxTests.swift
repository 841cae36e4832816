import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@MainActor
struct CheckboxTests {
  @Test(arguments: [KeyEvent(.character(" ")), KeyEvent(.enter)])
  func spaceAndEnterToggleAndTellTheNewState(key: KeyEvent) throws {
    var states: [Bool] = []
    let sut = Checkbox("Notify me").onToggle { box in states.append(box.isChecked) }

    let used = [try sut.handleKey(key), try sut.handleKey(key)]

    #expect(used == [true, true])
    #expect(states == [true, false])
    #expect(!sut.isChecked)
  }

  @Test func otherKeysAndSettingInCodeSendNothing() throws {
    var toggles = 0
    let sut = Checkbox("Notify me").onToggle { _ in toggles += 1 }

    let used = try sut.handleKey(KeyEvent(.character("x")))
    sut.isChecked = true

    #expect(!used)
    #expect(toggles == 0)
    #expect(sut.isChecked)
  }

  @Test func disabledCheckboxNeitherTogglesNorTakesFocus() throws {
    let sut = Checkbox("Notify me")
    sut.isEnabled = false

    let used = try sut.handleKey(KeyEvent(.character(" ")))

    #expect(!used)
    #expect(!sut.isChecked)
    #expect(!sut.canBecomeFocused)
  }

  @Test func onScreenItShowsItsStateAndTheFooterSaysWhatTheKeyWillDo() {
    // Given
    let sut = Checkbox("Notify me")
    let screen = HeadlessScreen(
      rootViewController: HostViewController(StackView(axis: .vertical, [sut])),
      size: Size(width: 30, height: 4))
    #expect(screen.lines[0] == "[ ] Notify me")
    #expect(screen.footer == " Space Tick  Ctrl-C Quit")
    // When
    screen.press(.character(" "))
    // Then
    #expect(screen.lines[0] == "[x] Notify me")
    #expect(screen.footer == " Space Untick  Ctrl-C Quit")
    // And a click toggles it back
    screen.click(at: Point(x: 1, y: 0))
    #expect(screen.lines[0] == "[ ] Notify me")
  }

  @Test func aNarrowCheckboxIsCutWithAnEllipsis() {
    let screen = HeadlessScreen(
      rootViewController: HostViewController(
        StackView(axis: .vertical, [Checkbox("Notify me by mail", isChecked: true)])),
      size: Size(width: 10, height: 4))

    #expect(screen.lines[0] == "[x] Notif…")
  }
}
