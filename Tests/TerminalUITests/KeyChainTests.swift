import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

/// A child scene with a button and a Ctrl-R command that journals it ran.
@MainActor
private final class RefreshChild: ViewController {
  let button = Button("Refresh")
  var refreshes = 0

  override func loadView() -> View {
    StackView(axis: .vertical, [button])
  }

  override var keyCommands: [KeyCommand] {
    [
      KeyCommand(.control("r"), title: "Refresh") { [unowned self] in self.refreshes += 1 },
      KeyCommand(.control("s"), title: "Store") { [unowned self] in self.refreshes += 10 },
    ]
  }
}

/// A scene with a field on top and an embedded child below it.
@MainActor
private final class ParentScene: NoteViewController {
  let child = RefreshChild()

  override func viewDidLoad() {
    super.viewDidLoad()
    embed(child)
  }

  override func layoutView(in rect: Rect) {
    super.layoutView(in: rect)
    child.layoutView(in: Rect(x: 0, y: 2, width: rect.width, height: 1))
  }
}

/// A child scene whose button sits at the top of a scroll view with more lines than fit, so
/// the scroll view names PgDn, with a Ctrl-R command.
@MainActor
private final class ScrollingChild: ViewController {
  let button = Button("Open")

  override func loadView() -> View {
    ScrollView(
      documentView: StackView(axis: .vertical, [button] + (1...10).map { Label("Line \($0)") }))
  }

  override var keyCommands: [KeyCommand] { commands }
  private let commands = [KeyCommand(.control("r"), title: "Reload") {}]
}

/// A scene that embeds a ``ScrollingChild`` over its whole area, with a Ctrl-P command.
@MainActor
private final class PrintingParent: ViewController {
  let child = ScrollingChild()

  override func viewDidLoad() {
    super.viewDidLoad()
    embed(child)
  }

  override func layoutView(in rect: Rect) {
    super.layoutView(in: rect)
    child.layoutView(in: Rect(x: 0, y: 0, width: rect.width, height: 3))
  }

  override var keyCommands: [KeyCommand] { commands }
  private let commands = [KeyCommand(.control("p"), title: "Print") {}]
}

@MainActor
struct KeyChainTests {
  fileprivate let scene = ParentScene("Parent")
  let navigation: NavigationController
  let screen: HeadlessScreen

  init() {
    navigation = NavigationController(rootViewController: NoteViewController("Home"))
    navigation.pushViewController(scene)
    screen = HeadlessScreen(rootViewController: navigation, size: Size(width: 80, height: 6))
  }

  @Test func childCommandsRunAndShowInTheFooterWhileItHasTheFocus() {
    // Given
    screen.press(.tab)
    screen.press(.tab)
    #expect(screen.window.focusedView === scene.child.button)
    // When
    screen.press(.control("r"))
    // Then
    #expect(scene.child.refreshes == 1)
    #expect(
      screen.footer
        == " Enter Refresh  Tab Next  Ctrl-R Refresh  Ctrl-S Store  Esc Back  Ctrl-C Quit")
  }

  @Test func focusedChildComesFirstAndShadowsItsParentsKey() {
    // Given
    screen.press(.tab)
    screen.press(.tab)
    // When
    screen.press(.control("s"))
    // Then
    #expect(scene.child.refreshes == 10)
    #expect(scene.saves == 0)
  }

  @Test func childCommandsStillRunWhenTheParentHasTheFocus() {
    // Given
    #expect(screen.window.focusedView === scene.field)
    // When
    screen.press(.control("r"))
    screen.press(.control("s"))
    // Then
    #expect(scene.child.refreshes == 0)
    #expect(scene.saves == 1)
    #expect(screen.footer == " Tab Next  Ctrl-S Save  Esc Back  Ctrl-C Quit")
  }

  @Test func narrowFooterKeepsTheFocusedScenesHintsBeforeTabAndContainers() {
    // Given
    screen.press(.tab)
    screen.press(.tab)
    // When
    screen.resize(to: Size(width: 57, height: 6))
    // Then
    #expect(screen.footer == " Enter Refresh  Ctrl-R Refresh  Ctrl-S Store  Ctrl-C Quit")
  }

  @Test func narrowFooterKeepsTheFocusedViewsSuperviewsHintsBeforeTheParentScenesCommands() {
    // Given the button of an embedded child focused, inside a scroll view that names PgDn
    let parent = PrintingParent()
    let screen = HeadlessScreen(rootViewController: parent, size: Size(width: 80, height: 5))
    #expect(screen.window.focusedView === parent.child.button)
    #expect(
      screen.footer == " Enter Open  Ctrl-R Reload  Ctrl-P Print  PgDn Scroll down  Ctrl-C Quit")
    // When the footer has room for one of the last two
    screen.resize(to: Size(width: 60, height: 5))
    // Then the hints of the focused view and its superviews, and the nearest controller's
    // commands, come before the commands of the scene around it
    #expect(screen.footer == " Enter Open  Ctrl-R Reload  PgDn Scroll down  Ctrl-C Quit")
  }

  @Test func narrowFooterKeepsWhatAPresentedSceneWaitsForBeforeTheQuitKey() throws {
    // Given
    let alert = AlertController(title: "Discard?")
    alert.addAction(AlertAction("Keep", style: .cancel))
    alert.addAction(AlertAction("Discard", style: .destructive))
    try scene.present(alert)
    // When
    screen.resize(to: Size(width: 26, height: 6))
    // Then
    #expect(screen.footer == " Enter Keep  Esc Keep")
    // When the screen is wide enough for the quit key too
    screen.resize(to: Size(width: 40, height: 6))
    #expect(screen.footer == " Enter Keep  Esc Keep  Ctrl-C Quit")
  }
}
