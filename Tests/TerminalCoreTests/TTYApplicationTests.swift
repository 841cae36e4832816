import TerminalUI
import TerminalUITesting
import Testing

@testable import TerminalCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A scene whose status line is written by async work, while the run loop waits for keys.
@MainActor
private final class LoaderViewController: ViewController {
  let field = TextField()
  let status = Label("Loading…")
  private let updates: AsyncStream<String>

  init(updates: AsyncStream<String>) {
    self.updates = updates
    super.init()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Loader"
    let stack = StackView(axis: .vertical, [field, status])
    stack.frame = Rect(x: 0, y: 0, width: 30, height: 2)
    view.addSubview(stack)
  }

  override func viewDidAppear() {
    super.viewDidAppear()
    Task { [status, updates] in
      for await text in updates { status.text = text }
    }
  }
}

// The run loop on a real pseudo-terminal. It lives with the TTY tests because a started
// terminal is process-wide: these tests must not overlap, and this suite runs one at a time.
extension TTYTests {
  @Test func applicationDrawsTypesShowsAsyncUpdatesAndRestoresTheTerminal() async throws {
    // Given
    let terminal = try PseudoTerminal()
    terminal.setWindowSize(columns: 40, rows: 8)
    let before = terminal.attributes
    let (updates, sendUpdate) = AsyncStream.makeStream(of: String.self)
    let run = Task { @MainActor in
      let scene = LoaderViewController(updates: updates)
      let tty = try TTY(input: terminal.slave, output: terminal.slave)
      let navigation = NavigationController(rootViewController: scene)
      try await Application(rootViewController: navigation, tty: tty).run()
    }
    var screen = VirtualTerminal(size: Size(width: 40, height: 8))

    // When the first frame is drawn
    #expect(terminal.readOutput(into: &screen, untilItShows: "Loading…"))
    // Then the terminal is raw, on the alternate screen
    #expect(screen.isAlternateScreen)
    #expect(terminal.attributes.localFlags & tcflag_t(ECHO | ICANON) == 0)

    // When keys are typed
    terminal.type("hi 漢")
    #expect(terminal.readOutput(into: &screen, untilItShows: "hi 漢"))
    #expect(screen.cursor == Point(x: 5, y: 1))

    // When async work changes a view without any key
    sendUpdate.yield("Loaded 3 items")
    #expect(terminal.readOutput(into: &screen, untilItShows: "Loaded 3 items"))

    // When Ctrl-C is pressed
    terminal.type([0x03])
    try await run.value

    // Then the terminal is as it was
    #expect(terminal.readOutput(into: &screen) { !$0.isAlternateScreen })
    #expect(terminal.attributes == before)
    #expect(screen.isCursorVisible)
    sendUpdate.finish()
  }
}
