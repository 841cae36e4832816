import TerminalCore

/// The run loop: owns the terminal, feeds it keys to the window and draws frames.
///
/// `run()` takes the terminal (raw mode on the alternate screen), draws the first frame,
/// then waits for terminal events: each batch of keys is handled and followed by at most
/// one frame, which the renderer turns into the bytes that changed and the writer writes in
/// one `write(2)`. While it waits, other main-actor work (async workers, timers) may change
/// views; their ``View/setNeedsDisplay()`` schedules a frame of its own. The terminal is
/// restored (mouse reporting included) when the loop ends — on Ctrl-C, on an error, and (by
/// the TTY's signal handlers) on every signal that ends the process and on crashes. Ctrl-Z
/// suspends the program as it would a shell command, with the terminal restored until `fg`.
///
/// `SIGINT`, `SIGTERM` and `SIGHUP` (the window closed) end the loop as Ctrl-C does, once
/// the terminal is restored, and the process dies of the signal when it exits, so its parent
/// sees the usual status (see ``TerminalCore/Shutdown``). An app with work to finish — saves
/// still running, data to show that could not be saved — runs with
/// ``run(thenFinishWithNotice:_:)``: its work runs after the loop with those signals held
/// off, so that neither a signal nor a second Ctrl-C (a signal once the terminal is given
/// back) cuts it short.
/// The laid-out size is the terminal's, cut to ``TerminalCore/TTY/maximumSize``. Mouse
/// reports go to the view under the pointer (see ``View/handleMouse(_:at:)``) unless
/// ``reportsMouse`` is off.
///
/// The input (an event source) and the output (a frame writer) are injected, as Bubble
/// Tea's `WithInput` and `WithOutput` are: by default both are the process's terminal, and a
/// test passes `TestTerminal` from `TerminalUITesting` to run the loop without one.
///
/// ```swift
/// let storyboard = AppStoryboard.make()  // the app's storyboard: its scenes by identifier
/// let home = try storyboard.instantiateInitialViewController()
/// try await Application(rootViewController: NavigationController(rootViewController: home)).run()
/// ```
///
/// ```swift
/// await application.run(thenFinishWithNotice: "app: saving…") { error in
///   let saved = await store.finishSaving()
///   return saved && error == nil ? 0 : 1  // or dies of the signal that ended the loop
/// }
/// ```
@MainActor
public final class Application {
  /// The window the scenes are shown on.
  public let window: Window

  /// Whether the terminal reports the mouse while the application runs: clicks focus and
  /// press controls, the wheel scrolls. Set it before ``run()``.
  ///
  /// `true` by default. Turn it off to leave the mouse to the terminal, so that a user can
  /// select and copy text with it as in any shell (most terminals also do that with Shift
  /// held while reporting is on).
  public var reportsMouse: Bool

  private let input: any TerminalEventSource
  private let output: any FrameWriter
  private var renderer: Renderer
  private var isFrameScheduled = false
  private var frameError: (any Error)?

  /// Creates an application on `tty` (the process's own terminal by default).
  ///
  /// - Parameters:
  ///   - rootViewController: The scene at the root of the window.
  ///   - tty: The terminal; standard input and output by default.
  ///   - colorProfile: The colours the terminal has; every style is sent with the nearest
  ///     colours it has. By default, those the process's environment vouches for
  ///     (``TerminalCore/ColorProfile/detect()``: `NO_COLOR`, `COLORTERM`, `TERM`).
  ///   - mouse: Whether the terminal reports the mouse (see ``reportsMouse``); `true` by
  ///     default.
  /// - Throws: ``TerminalCore/ColorProfileError/dumbTerminal(term:)`` when no profile is
  ///   given and `TERM` is `dumb`, before the terminal is touched; ``TerminalCore/TTYError``
  ///   when standard input or output is not a terminal.
  public convenience init(
    rootViewController: ViewController, tty: TTY? = nil, colorProfile: ColorProfile? = nil,
    mouse: Bool = true
  ) throws {
    let profile = try colorProfile ?? ColorProfile.detect()
    let terminal = try tty ?? TTY()
    self.init(
      rootViewController: rootViewController, input: terminal, output: terminal,
      colorProfile: profile, mouse: mouse)
  }

  /// Creates an application that reads its events from `input` and writes its frames to
  /// `output`.
  ///
  /// - Parameters:
  ///   - rootViewController: The scene at the root of the window.
  ///   - input: Where keys, resizes and returns from the background come from.
  ///   - output: Where frames go.
  ///   - colorProfile: The colours the terminal has; 24-bit by default.
  ///   - mouse: Whether the terminal reports the mouse (see ``reportsMouse``); `true` by
  ///     default.
  public init(
    rootViewController: ViewController, input: any TerminalEventSource, output: any FrameWriter,
    colorProfile: ColorProfile = .trueColor, mouse: Bool = true
  ) {
    reportsMouse = mouse
    self.input = input
    self.output = output
    renderer = Renderer(colorProfile: colorProfile)
    self.window = Window(
      rootViewController: rootViewController, size: TTY.layoutSize(for: input.size))
  }

  /// Runs until the user quits or the events end, then restores the terminal.
  ///
  /// The events come through ``TerminalCore/TerminalEventSource/startEvents(reportingMouse:handler:)``:
  /// on a ``TerminalCore/TTY``, each batch of keys is handled, drawn and written on the
  /// thread that read it, with no thread switch between the key and its frame. A `SIGINT`,
  /// `SIGTERM` or `SIGHUP` ends the events too, and this returns; the process then dies of
  /// the signal when it exits (see ``TerminalCore/Shutdown``).
  ///
  /// - Throws: The error of the event source when the terminal cannot be taken over, or of
  ///   the writer when a frame cannot be written; the terminal is restored first.
  public func run() async throws {
    defer { input.stop() }
    try await runUntilTheEventsEnd()
  }

  /// Runs until the user quits, the events end or a signal asks the program to end, then
  /// finishes the program: restores the terminal, runs `work` with `SIGINT`, `SIGTERM` and
  /// `SIGHUP` held off, and ends the process.
  ///
  /// The process exits with the status `work` returns, or dies of the signal that ended the
  /// loop or arrived during `work` (``TerminalCore/Shutdown/requestingSignal``), so its
  /// parent sees the usual status. Those signals are held from before the terminal is given
  /// back until the process ends, each writing `notice` to standard error; so does `work`
  /// when it runs longer than ``TerminalCore/Shutdown/noticeDelay``. `SIGQUIT` (Ctrl-\\)
  /// still kills at once. See ``TerminalCore/Shutdown/finish(notice:_:)``.
  ///
  /// - Parameters:
  ///   - notice: What to tell the user while `work` goes on (`"app: saving…"`).
  ///   - work: The app's last work: wait for its saves, show what could not be saved. It is
  ///     given the error ``run()`` would have thrown, if any (the terminal is restored
  ///     before it runs), and returns the exit status.
  public func run(
    thenFinishWithNotice notice: String, _ work: @MainActor (_ error: (any Error)?) async -> Int32
  ) async -> Never {
    var failure: (any Error)?
    do {
      try await runUntilTheEventsEnd()
    } catch {
      failure = error
    }
    await Shutdown.finish(notice: notice) { [input] in
      input.stop()
      return await work(failure)
    }
  }

  /// Takes the terminal, draws the first frame and handles events until they end, leaving
  /// the terminal to the caller to restore.
  private func runUntilTheEventsEnd() async throws {
    HotCode.requestLocation()
    let events = try input.startEvents(reportingMouse: reportsMouse) { [weak self] event in
      self?.handle(event) ?? false
    }
    window.onNeedsDisplay = { [weak self] in self?.scheduleFrame() }
    defer { window.onNeedsDisplay = nil }
    window.size = TTY.layoutSize(for: input.size)
    // No event is handled before this frame: the handler needs the main actor, held here.
    try drawFrame()
    await events.finished()
    if let frameError { throw frameError }
  }

  // MARK: - Events

  /// Handles one event and draws the frame it calls for.
  ///
  /// - Returns: Whether to go on: `false` once the user quit or a frame could not be
  ///   written (its error is kept for ``run()`` to throw).
  private func handle(_ event: TerminalEvent) -> Bool {
    var contentsLost = false
    switch event {
    case .input(let inputs):
      for input in inputs where !window.isQuitRequested {
        if input == .key(.control("z")) {
          self.input.suspend()
        } else {
          window.handle(input)
        }
      }
    case .resized(let size):
      window.size = TTY.layoutSize(for: size)
      contentsLost = true
    case .resumed:
      window.size = TTY.layoutSize(for: input.size)
      contentsLost = true
    }
    if window.isQuitRequested { return false }
    if contentsLost { renderer.invalidate() }
    do {
      try drawFrame(evenIfUnchanged: contentsLost)
    } catch {
      frameError = error
      return false
    }
    return true
  }

  // MARK: - Private helpers

  private func scheduleFrame() {
    guard !isFrameScheduled else { return }
    isFrameScheduled = true
    Task { @MainActor [weak self] in
      guard let self else { return }
      self.isFrameScheduled = false
      do {
        try self.drawFrame()
      } catch {
        self.frameError = error
        self.input.stop()
      }
    }
  }

  /// Draws what changed; with `evenIfUnchanged`, draws even if nothing did (after
  /// ``Renderer/invalidate()``, that is the whole screen), as after
  /// ``Window/requestRepaint()``. Once the frame is written, the
  /// transitions it shows get their `Did` callbacks (``Window/didShowFrame()``).
  private func drawFrame(evenIfUnchanged: Bool = false) throws {
    let repaints = window.takeRepaintRequest()
    if repaints { renderer.invalidate() }
    guard window.needsDisplay || evenIfUnchanged || repaints else { return }
    let frame = window.render()
    let bytes = renderer.render(frame.canvas, cursor: frame.cursor, rows: frame.drawnRows)
    if !bytes.isEmpty { try output.write(bytes) }
    window.didShowFrame()
  }
}
