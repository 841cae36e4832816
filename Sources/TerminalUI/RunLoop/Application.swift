import TerminalCore

/// The run loop: owns the terminal, feeds it keys to the window and draws frames.
///
/// `run()` puts the terminal in raw mode on the alternate screen, draws the first frame,
/// then waits for terminal events: each batch of keys is handled and followed by at most
/// one frame, which the renderer turns into the bytes that changed and the TTY writes in
/// one `write(2)`. While it waits, other main-actor work (async workers, timers) may change
/// views; their ``View/setNeedsDisplay()`` schedules a frame of its own. The terminal is
/// restored when the loop ends — on Ctrl-C, on an error, and (by the TTY's signal
/// handlers) on SIGINT, SIGTERM, SIGHUP and crashes. Ctrl-Z suspends the program as it
/// would a shell command, with the terminal restored until `fg`.
///
/// ```swift
/// let storyboard = AppStoryboard.make(environment: .live(dataDirectory: directory))
/// let home = try storyboard.instantiateInitialViewController()
/// try await Application(rootViewController: NavigationController(rootViewController: home)).run()
/// ```
@MainActor
public final class Application {
  /// The window the scenes are shown on.
  public let window: Window

  private let tty: TTY
  private var renderer: Renderer
  private var isFrameScheduled = false

  /// Creates an application on `tty` (the process's own terminal by default).
  ///
  /// - Parameters:
  ///   - rootViewController: The scene shown first, usually a ``NavigationController``.
  ///   - tty: The terminal; the process's own by default.
  ///   - colorProfile: The colours the terminal has, from
  ///     ``TerminalCore/ColorProfile/detect(environment:)``; every style is sent with the
  ///     nearest colours it has. 24-bit by default.
  /// - Throws: ``TerminalCore/TTYError`` when standard input or output is not a terminal.
  public init(
    rootViewController: ViewController, tty: TTY? = nil, colorProfile: ColorProfile = .trueColor
  ) throws {
    let terminal = try tty ?? TTY()
    self.tty = terminal
    renderer = Renderer(colorProfile: colorProfile)
    self.window = Window(rootViewController: rootViewController, size: terminal.size)
  }

  /// Runs until the user quits, then restores the terminal.
  ///
  /// - Throws: ``TerminalCore/TTYError`` when the terminal cannot be set up or written to;
  ///   the terminal is restored first.
  public func run() async throws {
    try tty.start()
    defer { tty.stop() }
    window.onNeedsDisplay = { [weak self] in self?.scheduleFrame() }
    defer { window.onNeedsDisplay = nil }
    window.size = tty.size
    try drawFrame()
    for await event in tty.events() {
      switch event {
      case .input(let inputs):
        for input in inputs where !window.isQuitRequested {
          if input == .key(.control("z")) {
            tty.suspend()
          } else {
            window.handle(input)
          }
        }
      case .resized(let size):
        window.size = size
        renderer.invalidate()
        window.setNeedsDisplay()
      case .resumed:
        window.size = tty.size
        renderer.invalidate()
        window.setNeedsDisplay()
      }
      if window.isQuitRequested { break }
      try drawFrame()
    }
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
        self.window.requestQuit()
      }
    }
  }

  private func drawFrame() throws {
    guard window.needsDisplay else { return }
    let frame = window.render()
    let bytes = renderer.render(frame.canvas, cursor: frame.cursor)
    if !bytes.isEmpty { try tty.write(bytes) }
  }
}
