import Dispatch
import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

/// The controls and the window driven end to end: window, renderer and virtual terminal.
@MainActor
struct HeadlessScreenTests {
  let form = FormViewController(title: "Home")
  let navigation: NavigationController
  let screen: HeadlessScreen

  init() {
    navigation = NavigationController(rootViewController: form)
    screen = HeadlessScreen(rootViewController: navigation, size: Size(width: 30, height: 6))
  }

  @Test func firstFrameShowsTheWholeScene() {
    #expect(
      screen.lines == [
        " Home", "Name", "[ OK ]", "[ Cancel ]", "", " Tab Next  Ctrl-C Quit",
      ])
    #expect(screen.cursor == Point(x: 0, y: 1))
    #expect(screen.statusLine == "")
    #expect(screen.footer == " Tab Next  Ctrl-C Quit")
  }

  @Test func aStoryboardIsMountedWithTheThemeAndTheColoursGiven() throws {
    // Given
    let storyboard = Storyboard(initialIdentifier: "Home")
    storyboard.register("Home") {
      HostViewController(title: "Home", Label("Alert", style: Style(foreground: .red)))
    }
    // When
    let screen = try HeadlessScreen(
      storyboard: storyboard, size: Size(width: 20, height: 4), theme: .light,
      colorProfile: .noColor)
    // Then
    #expect(screen.window.theme == .light)
    #expect(screen.lines[1] == "Alert")
    #expect(screen.canvas[0, 1].style.foreground == .default)
  }

  @Test func settleUntilWaitsForWorkOffTheMainActorAndDrawsIt() async {
    // Given a label a task fills with what a worker thread returns later (a thread of
    // Dispatch's, not of the cooperative pool, which the suite's blocking tests can hold)
    let label = Label("Waiting")
    let screen = HeadlessScreen(
      rootViewController: HostViewController(label), size: Size(width: 20, height: 4))
    Task {
      label.text = await withCheckedContinuation { continuation in
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(30)) {
          continuation.resume(returning: "Done")
        }
      }
    }
    // When: a minute at most, for the task's resumption can wait that long: the blocking
    // tests of the pseudo-terminal suites, running alongside, can hold the cooperative pool
    // for seconds on a two-core machine (12 s seen), and the limit guards a hang, no time
    await screen.settle(timeLimit: .seconds(60)) { screen.lines.contains("Done") }
    // Then
    #expect(screen.lines[0] == "Done")
  }

  @Test func settleUntilReportsAConditionThatNeverHolds() async {
    await withKnownIssue {
      await screen.settle(timeLimit: .milliseconds(20)) { false }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("did not hold within") }
    }
  }

  @Test func typedGraphemesShowInTheFieldWithTheCursorAfterThem() {
    screen.type("Hi 漢👋🏽")

    #expect(form.field.text == "Hi 漢👋🏽")
    #expect(screen.lines[1] == "Hi 漢👋🏽")
    #expect(screen.cursor == Point(x: 7, y: 1))
  }

  @Test func editingKeysWorkThroughTheScreen() {
    screen.type("hello world")
    screen.press(.character("w"), modifiers: .control)
    screen.press(.home)
    screen.press(.delete)

    #expect(screen.lines[1] == "ello")
    #expect(screen.cursor == Point(x: 0, y: 1))
  }

  @Test func pastedEscapeSequenceLosesItsEscapeAndStylesNothing() {
    screen.paste("\u{1B}[31mred\n")

    #expect(form.field.text == "[31mred ")
    #expect(screen.lines[1] == "[31mred")
    #expect(screen.canvas[5, 1].style.foreground == .default)
    #expect(screen.cursor == Point(x: 8, y: 1))
  }

  @Test func tabMovesTheReverseVideoToTheButton() {
    screen.press(.tab)

    #expect(screen.cursor == nil)
    #expect(screen.canvas[0, 2].style.attributes.contains(.reverse))
    #expect(screen.footer == " Enter OK  Ctrl-C Quit")
  }

  @Test func handlerErrorShowsOnTheStatusLineUntilTheNextKey() {
    form.ok.onTap { button in throw TestFailure(description: "\(button.title) failed.") }
    screen.press(.tab)

    screen.press(.enter)
    #expect(screen.statusLine == "OK failed.")

    screen.press(.tab)
    #expect(screen.statusLine == "")
  }

  @Test func pushAndEscShowTheBreadcrumbAndRestoreFocus() {
    screen.press(.tab)
    screen.perform { navigation.pushViewController(FormViewController(title: "Detail")) }
    #expect(screen.lines[0] == " Home › Detail")
    #expect(screen.cursor == Point(x: 0, y: 1))
    #expect(screen.footer == " Tab Next  Ctrl-C Quit")

    screen.press(.escape)

    #expect(screen.lines[0] == " Home")
    #expect(screen.topViewController === form)
    #expect(screen.cursor == nil)
    #expect(screen.canvas[0, 2].style.attributes.contains(.reverse))
  }

  @Test func sceneShownFromAFieldsEnterGivesFocusBackToTheField() {
    form.field.on(.primaryActionTriggered) { [weak navigation] field in
      navigation?.pushViewController(FormViewController(title: field.text))
    }
    screen.type("Next")

    screen.press(.enter)
    #expect(screen.lines[0] == " Home › Next")
    screen.type("x")
    screen.press(.escape)

    #expect(screen.lines[0...1] == [" Home", "Next"])
    #expect(screen.cursor == Point(x: 4, y: 1))
    screen.type("!")
    #expect(form.field.text == "Next!")
  }

  @Test func poppedSceneIsFreed() {
    screen.perform { navigation.pushViewController(FormViewController(title: "Detail")) }
    screen.type("a")

    expectDeallocation(
      of: {
        let detail = screen.topViewController as? FormViewController
        return [detail, detail?.field]
      },
      after: { screen.press(.escape) })
  }

  @Test func resizeLaysTheSceneOutAgain() {
    screen.type("abcdefghij")

    screen.resize(to: Size(width: 8, height: 4))

    #expect(screen.lines == [" Home", "defghij", "", ""])
    #expect(screen.cursor == Point(x: 7, y: 1))
  }

  @Test(arguments: [
    Size(width: 10, height: 3), Size(width: 1, height: 1), Size(width: 0, height: 0),
  ])
  func tinyScreensRenderAndTakeKeys(size: Size) {
    screen.resize(to: size)
    screen.type("ab")
    screen.press(.tab)

    #expect(screen.lines.count == size.height)
    #expect(form.field.text == "ab")
  }

  @Test func keyThatChangesNothingSendsNoBytes() {
    screen.type("a")
    screen.press(.end)

    #expect(screen.lastFrameByteCount == 0)
  }

  @Test func typingAtTheEndOfTheTextSendsOneBytePerCharacter() {
    screen.type("a")
    var counts: [Int] = []
    for character in "bcd" {
      screen.type(String(character))
      counts.append(screen.lastFrameByteCount)
    }

    #expect(counts == [1, 1, 1])
  }

  @Test func typingACharacterSendsFarLessThanTheFirstFrame() {
    let first = HeadlessScreen(
      rootViewController: NavigationController(rootViewController: FormViewController()),
      size: Size(width: 30, height: 6)
    ).lastFrameByteCount

    screen.type("a")

    #expect(screen.lastFrameByteCount > 0)
    #expect(screen.lastFrameByteCount * 4 < first)
  }
}
