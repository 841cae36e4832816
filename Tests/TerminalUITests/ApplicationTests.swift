import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

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

private struct TerminalWentAway: Error, Equatable {}

/// The run loop on a ``TestTerminal``: events in, frames out, no pseudo-terminal.
@MainActor
struct ApplicationTests {
  let terminal = TestTerminal(size: Size(width: 40, height: 8))
  let updates: AsyncStream<String>
  let sendUpdate: AsyncStream<String>.Continuation

  init() {
    (updates, sendUpdate) = AsyncStream.makeStream(of: String.self)
  }

  private func makeApplication() -> Application {
    let scene = LoaderViewController(updates: updates)
    return Application(
      rootViewController: NavigationController(rootViewController: scene), input: terminal,
      output: terminal)
  }

  private static func keys(_ text: String) -> TerminalEvent {
    .input(InputEvents(text.map { .key(KeyEvent(.character($0))) }))
  }

  private static let controlC = TerminalEvent.input([.key(.control("c"))])

  /// The 40 × 8 screen of the loader scene.
  private static func screen(field: String, status: String) -> [String] {
    [" Loader", field, status, "", "", "", "", " Ctrl-C Quit"]
  }

  @Test func drawsTypesShowsAsyncUpdatesAndEndsOnControlC() async throws {
    // Given
    let application = makeApplication()
    var frames = terminal.frames.makeAsyncIterator()
    var screen = VirtualTerminal(size: terminal.size)
    let run = Task { try await application.run() }

    // When the first frame is drawn
    screen.feed(await frames.next() ?? [])
    // Then
    #expect(screen.lines == Self.screen(field: "", status: "Loading…"))
    #expect(terminal.isRunning)

    // When keys are typed
    terminal.send(Self.keys("hi 漢"))
    screen.feed(await frames.next() ?? [])
    #expect(screen.lines == Self.screen(field: "hi 漢", status: "Loading…"))
    #expect(screen.cursor == Point(x: 5, y: 1))

    // When async work changes a view without any key
    sendUpdate.yield("Loaded 3 items")
    screen.feed(await frames.next() ?? [])
    #expect(screen.lines == Self.screen(field: "hi 漢", status: "Loaded 3 items"))

    // When Ctrl-C is pressed
    terminal.send(Self.controlC)
    try await run.value

    // Then the terminal is given back
    #expect(!terminal.isRunning)
    sendUpdate.finish()
  }

  @Test func sizesBeyondTheCapAreCutAndZeroSizesFallBack() async throws {
    // Given
    let application = makeApplication()
    var frames = terminal.frames.makeAsyncIterator()
    let run = Task { try await application.run() }
    _ = await frames.next()

    // When the terminal reports 65535 × 65535 (`stty rows 65535 cols 65535`)
    terminal.resize(to: Size(width: 65535, height: 65535))
    let huge = await frames.next() ?? []
    // Then the window is laid out at the cap, and the frame drawn
    #expect(application.window.size == TTY.maximumSize)
    #expect(!huge.isEmpty)

    // When it reports 0 × 0, then 0 × 5
    terminal.resize(to: Size(width: 0, height: 0))
    _ = await frames.next()
    #expect(application.window.size == TTY.fallbackSize)
    terminal.resize(to: Size(width: 0, height: 5))
    _ = await frames.next()
    #expect(application.window.size == Size(width: 80, height: 5))

    terminal.send(Self.controlC)
    try await run.value
  }

  @Test func resumingRedrawsTheWholeScreen() async throws {
    // Given a run loop that drew its first frame
    let application = makeApplication()
    var frames = terminal.frames.makeAsyncIterator()
    let run = Task { try await application.run() }
    _ = await frames.next()

    // When the process comes back from a stop (the screen was lost)
    terminal.send(.resumed)
    var screen = VirtualTerminal(size: terminal.size)
    screen.feed(await frames.next() ?? [])

    // Then a blank screen shows everything again
    #expect(screen.lines == Self.screen(field: "", status: "Loading…"))
    terminal.send(Self.controlC)
    try await run.value
  }

  @Test func controlLClearsTheScreenAndPaintsItWhole() async throws {
    // Given a run loop that drew its first frame, and another program's text over it
    let application = makeApplication()
    var frames = terminal.frames.makeAsyncIterator()
    let run = Task { try await application.run() }
    var screen = VirtualTerminal(size: terminal.size)
    screen.feed(await frames.next() ?? [])
    screen.feed(Array("\u{1B}[5;1Hwall: the system goes down".utf8))

    // When
    terminal.send(.input([.key(.control("l"))]))
    screen.feed(await frames.next() ?? [])

    // Then
    #expect(screen.lines == Self.screen(field: "", status: "Loading…"))
    #expect(!application.window.isRepaintRequested)
    terminal.send(Self.controlC)
    try await run.value
  }

  @Test func aRepaintAskedForByCodeIsDrawnWithoutAKey() async throws {
    // Given
    let application = makeApplication()
    var frames = terminal.frames.makeAsyncIterator()
    let run = Task { try await application.run() }
    _ = await frames.next()

    // When
    application.window.requestRepaint()
    let bytes = await frames.next() ?? []

    // Then the screen is cleared and painted again, though nothing changed
    #expect(String(decoding: bytes, as: UTF8.self).contains("\u{1B}[2J"))
    #expect(String(decoding: bytes, as: UTF8.self).contains("Loading…"))
    terminal.send(Self.controlC)
    try await run.value
  }

  @Test func controlZAsksTheTerminalToSuspendTheProcess() async throws {
    let application = makeApplication()
    var frames = terminal.frames.makeAsyncIterator()
    let run = Task { try await application.run() }
    _ = await frames.next()

    terminal.send(.input([.key(.control("z")), .key(KeyEvent(.character("a")))]))
    _ = await frames.next()

    #expect(terminal.suspensionCount == 1)
    #expect(application.window.focusedView.map { ($0 as? TextField)?.text } == "a")
    terminal.send(Self.controlC)
    try await run.value
  }

  @Test func aFrameThatCannotBeWrittenEndsTheRunWithItsError() async throws {
    let application = makeApplication()
    var frames = terminal.frames.makeAsyncIterator()
    let run = Task { try await application.run() }
    _ = await frames.next()

    terminal.failWrites(with: TerminalWentAway())
    terminal.send(Self.keys("x"))

    await #expect(throws: TerminalWentAway()) { try await run.value }
    #expect(!terminal.isRunning)
  }

  @Test func aScheduledFrameThatCannotBeWrittenEndsTheRunWithItsError() async throws {
    let application = makeApplication()
    var frames = terminal.frames.makeAsyncIterator()
    let run = Task { try await application.run() }
    _ = await frames.next()

    terminal.failWrites(with: TerminalWentAway())
    sendUpdate.yield("Loaded")

    await #expect(throws: TerminalWentAway()) { try await run.value }
    #expect(!terminal.isRunning)
  }

  @Test func theRunEndsWhenTheEventsEnd() async throws {
    let application = makeApplication()
    var frames = terminal.frames.makeAsyncIterator()
    let run = Task { try await application.run() }
    _ = await frames.next()

    terminal.stop()

    try await run.value
    #expect(!terminal.isRunning)
  }
}
