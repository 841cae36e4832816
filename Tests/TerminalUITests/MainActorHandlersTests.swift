import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

/// Handlers are main-actor closures, as UIKit's actions are: a handler written where no
/// isolation is inferred (a `lazy var`, as the README advises for key commands) may start a
/// task that calls the scene's interactor through its business-logic protocol, as the Clean
/// Swift templates hold it. This file compiles only while that holds.
@MainActor
struct MainActorHandlersTests {
  /// A scene's business logic, with async work.
  @MainActor
  protocol RefreshLogic {
    func refresh(_ source: String) async
  }

  /// The interactor.
  @MainActor
  final class Interactor: RefreshLogic {
    private(set) var work: [String] = []

    func refresh(_ source: String) async {
      await Task.yield()
      work.append(source)
    }
  }

  /// A scene whose handlers, stored in `lazy var`s, each start a task on its interactor.
  final class Scene: ViewController {
    let refreshes = Interactor()
    lazy var interactor: RefreshLogic? = refreshes

    lazy var refreshCommand = KeyCommand(.control("r"), title: "Refresh") { [weak self] in
      guard let interactor = self?.interactor else { return }
      Task { await interactor.refresh("key") }
    }

    lazy var refreshButton = Button("Refresh").onTap { [weak self] _ in
      guard let interactor = self?.interactor else { return }
      Task { await interactor.refresh("button") }
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      refreshButton.frame = Rect(x: 0, y: 0, width: 11, height: 1)
      view.addSubview(refreshButton)
    }

    override var keyCommands: [KeyCommand] { [refreshCommand] }
  }

  @Test func handlersStartTasksOnAMainActorInteractor() async {
    // Given
    let sut = Scene()
    let screen = HeadlessScreen(rootViewController: sut, size: Size(width: 30, height: 6))
    // When
    screen.press(.control("r"))
    screen.press(.enter)
    await screen.settle()
    // Then
    #expect(sut.refreshes.work.sorted() == ["button", "key"])
  }
}
