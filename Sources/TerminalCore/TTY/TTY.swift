import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// A terminal taken over by a full-screen program: raw mode, the alternate screen, the
/// window size, signals, and a stream of events for the run loop.
///
/// ``start(reportingMouse:)`` saves the terminal's attributes and enters raw mode (as `cfmakeraw`: no
/// echo, no line editing, Ctrl-C arrives as a key), switches to the alternate screen,
/// hides the cursor, turns on bracketed paste and installs signal handlers. It also asks
/// the terminal whether it has the kitty keyboard protocol (`CSI ? u`, then `CSI c`); if the
/// protocol's answer comes first, the event reader consumes it and pushes the "disambiguate
/// escape codes" enhancement (`CSI > 1 u`): Esc then arrives without the escape timeout, and
/// Shift-Enter, Ctrl-I and Ctrl-M are keys of their own. A terminal that answers only the
/// device attributes, or nothing within a second, keeps the keys it always sent.
/// ``restore()`` undoes all of it (popping the enhancement with `CSI < u`), and so does
/// every way the program can end:
///
/// - `SIGINT`, `SIGTERM`, `SIGHUP` (unless ignored at start): the terminal is restored and
///   the events end, as after ``restore()``, so the run loop returns; the program gets to
///   finish (save what it must), then dies of the same signal, so the shell sees the usual
///   status (128 + the signal's number). See ``Shutdown``: these signals are held from then
///   on, and a program that does not end within ``Shutdown/gracePeriod`` dies of the signal.
/// - `SIGQUIT`, and every other signal whose default action ends the process (`SIGUSR1`,
///   `SIGUSR2`, `SIGALRM`, `SIGPIPE`, `SIGVTALRM`, `SIGPROF`, `SIGXCPU`, `SIGXFSZ`,
///   `SIGSYS`, and on Linux `SIGSTKFLT`, `SIGPWR`, `SIGIO` and the real-time signals) while
///   the program has not ignored or handled it: the terminal is restored, then the process
///   dies of the same signal at once.
/// - `SIGSEGV`, `SIGBUS`, `SIGILL`, `SIGFPE`, `SIGABRT`, `SIGTRAP` (a Swift trap is one of
///   these): the terminal is restored, then the crash goes on as it would have without a
///   `TTY`, on the main screen: the runtime's backtrace points at the faulting line, and
///   the exit status is the signal's. (Sent with `kill` by another process, the process
///   dies of it with the default action.) A stack overflow is one of these: the handlers run
///   on an alternate signal stack on the thread that starts the `TTY`, the thread that
///   writes its frames and the reader thread.
/// - `SIGTSTP` (``suspend()``, or `kill -TSTP`), and `SIGTTIN` or `SIGTTOU` sent with
///   `kill`: the terminal is restored and the process really stops. On `SIGCONT` in the
///   terminal's foreground process group (`fg`), raw mode and the alternate screen are back
///   and ``events(escapeTimeout:pasteTimeout:)`` yields ``TerminalEvent/resumed``: repaint
///   everything. Continued in the background (`bg`), the process leaves the terminal alone —
///   no mode change, no byte written, no key read — until a `SIGCONT` finds it in the
///   foreground. A stop that comes while the process is in the background (the kernel's
///   `SIGTTOU` for a write under `stty tostop`) stops it without touching the terminal,
///   which another process has then.
/// - `SIGWINCH` yields ``TerminalEvent/resized(_:)`` with the new ``size``.
/// - Deinitializing a started `TTY` stops it.
///
/// While it runs, what the program writes to standard error (when that is this terminal) is
/// kept aside and written out after every restore, so that a warning or Swift's
/// `Fatal error: …` reaches the user on the main screen rather than vanish with the alternate
/// one.
///
/// Terminal modes and signal dispositions belong to the process, so only one `TTY` can be
/// started at a time; the handlers found at start are put back when it is restored. A
/// signal the process ignored at start (`nohup`'s `SIGHUP`) stays ignored. A stop by
/// `SIGSTOP`, which cannot be caught, leaves the terminal as it is; the `SIGCONT` that ends it
/// sets the terminal up again in the foreground.
///
/// ```swift
/// let tty = try TTY()
/// try tty.start()
/// defer { tty.stop() }
/// var renderer = Renderer()
/// for await event in tty.events() {
///   switch event {
///   case .input(let events): handle(events)
///   case .resized, .resumed: renderer.invalidate()
///   }
///   try tty.write(renderer.render(draw(in: tty.size), cursor: nil))
/// }
/// ```
public final class TTY: Sendable {
  /// How long a lone Esc waits for the rest of a sequence before it counts as the Escape
  /// key: 25 ms.
  ///
  /// A terminal sends a whole key sequence in one write, so locally its bytes arrive in
  /// one read and the timeout never matters; it only settles an Esc at the end of a read.
  /// 25 ms is long enough for the rest of a sequence split across reads by a remote link
  /// (tmux's default is 10 ms, Neovim's 50 ms) and short enough that Esc feels immediate
  /// (people notice delays from about 50–100 ms; ncurses' 1 s default is the classic
  /// complaint).
  public static let defaultEscapeTimeout: Duration = .milliseconds(25)

  /// The size reported when the terminal reports none (columns or rows of 0): 80 × 24.
  public static let fallbackSize = Size(width: 80, height: 24)

  /// The largest size reported, whatever the terminal says: 2048 columns × 1024 rows.
  ///
  /// The kernel accepts any size up to 65535 × 65535 (`stty rows 65535 cols 65535`), a
  /// screen of 4 billion cells that no program can lay out. The largest real screen, an 8K
  /// display (7680 × 4320 pixels) in the smallest readable font (4 × 8 pixels), holds
  /// 1920 × 540 cells, within the cap; at the cap a screen is 2 million cells. A bigger
  /// terminal shows the program in its top-left corner.
  public static let maximumSize = Size(width: 2048, height: 1024)

  /// The descriptor keys are read from; its attributes are the ones changed.
  public let inputDescriptor: Int32
  /// The descriptor frames and mode sequences are written to.
  public let outputDescriptor: Int32

  /// The token of the session this `TTY` started last (0 if none).
  let session = Atomic<Int>(0)
  /// Serializes start, events and stop, and holds the running reader.
  let lifecycle = Mutex<ReaderSlot?>(nil)
  /// Keeps frames written from different threads from interleaving.
  let outputLock = Mutex<Void>(())

  /// The reader thread of the current event stream.
  struct ReaderSlot {
    /// The loop, which can be asked to stop.
    var reader: TerminalEventReader
    /// The thread it runs on, joined when it is replaced or stopped.
    var thread: ReaderThread
  }

  /// Creates a `TTY` over two descriptors of a terminal, without changing anything yet.
  ///
  /// - Parameters:
  ///   - input: The descriptor to read keys from; standard input by default.
  ///   - output: The descriptor to draw on; standard output by default.
  /// - Throws: ``TTYError/notATerminal(fd:)`` naming the first descriptor that is not a
  ///   terminal (redirected to a file or a pipe, or closed).
  public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) throws(TTYError) {
    for descriptor in [input, output] where !Self.isTerminal(descriptor) {
      throw .notATerminal(fd: descriptor)
    }
    inputDescriptor = input
    outputDescriptor = output
  }

  deinit {
    stop()
  }

  /// Whether `fd` is an open descriptor of a terminal (`isatty(3)`).
  ///
  /// - Parameter fd: The descriptor.
  /// - Returns: `true` for a terminal or the slave side of a pseudo-terminal.
  public static func isTerminal(_ fd: Int32) -> Bool {
    isatty(fd) == 1
  }

  /// Whether this `TTY` is started (suspended counts as started).
  public var isStarted: Bool {
    TerminalSession.isCurrent(session.load(ordering: .acquiring))
  }

  // MARK: - Starting and restoring

  /// Takes the terminal over: raw mode, alternate screen, hidden cursor, bracketed paste,
  /// mouse reporting if asked for, signal handlers, and the kitty keyboard protocol query.
  /// Does nothing if this `TTY` is already started.
  ///
  /// Input typed before the call is kept and arrives as the first events. With
  /// `reportingMouse`, the terminal reports presses, releases, drags and the wheel in the
  /// SGR encoding (xterm's modes 1000, 1002 and 1006), turned off by every restore and on
  /// again after a stop; the terminal's own text selection then needs Shift (in most
  /// terminals) while the program runs.
  ///
  /// - Parameter reportingMouse: Whether to turn mouse reporting on; `false` by default.
  /// - Throws: ``TTYError/alreadyInUse`` if another `TTY` of the process is started; a
  ///   `tcgetattr`, `tcsetattr`, `pipe` or `write` failure, after which the terminal is as
  ///   it was.
  public func start(reportingMouse: Bool = false) throws(TTYError) {
    AlternateSignalStack.ensureOnCurrentThread()
    try lifecycle.withLock { slot throws(TTYError) in
      guard !isStarted else { return }
      Self.finish(&slot)
      let token = TerminalSession.makeToken()
      try TerminalSession.begin(
        session: token, input: inputDescriptor, output: outputDescriptor,
        reportsMouse: reportingMouse)
      session.store(token, ordering: .releasing)
    }
  }

  /// Gives the terminal back as it was found, from any thread or a signal handler.
  ///
  /// Pops the kitty keyboard enhancement if it was pushed, ends synchronized output, turns
  /// mouse reporting and bracketed paste off, resets colours and attributes,
  /// shows the cursor, leaves the alternate screen and sets the attributes saved by
  /// ``start(reportingMouse:)``; then puts back the signal dispositions and tells the reader thread to
  /// end, which finishes the event stream. Calling it again, or on a `TTY` that was never
  /// started, does nothing. It takes no lock and does not wait for the reader thread (use
  /// ``stop()`` for that): it calls only `write(2)`, `tcsetattr(3)` and `sigaction(2)`.
  public func restore() {
    let token = session.load(ordering: .acquiring)
    guard token != 0 else { return }
    TerminalSession.end(session: token)
  }

  /// Restores the terminal and waits until the reader thread has ended.
  ///
  /// Call it, rather than ``restore()``, before closing the descriptors or handing the
  /// terminal to another program (an editor), so that no thread of this `TTY` reads keys
  /// any more. Not for signal handlers. With events delivered to a handler
  /// (``startEvents(reportingMouse:handler:)``), a reader that is waiting for the main
  /// actor, or running the handler, is not waited for: it reads nothing more and runs no
  /// handler after this returns, and ends once it gets the main actor.
  public func stop() {
    restore()
    lifecycle.withLock { Self.finish(&$0) }
  }

  /// Stops the process as Ctrl-Z does in a shell, for a run loop that reads Ctrl-Z as a
  /// key; returns once the process is continued.
  ///
  /// The terminal is restored before the stop and set up again after it, and
  /// ``TerminalEvent/resumed`` follows in the event stream. Does nothing if this `TTY` is
  /// not started, or if the process ignored `SIGTSTP` at start (no job control).
  public func suspend() {
    guard isStarted else { return }
    SignalHandlers.raiseStop()
  }

  /// Stops the reader in `slot` and waits for its thread, unless it is handing an event to
  /// the main actor: the caller may be the main actor it waits for, so the thread is left
  /// to end by itself (it runs no handler and reads nothing more once asked to stop).
  static func finish(_ slot: inout ReaderSlot?) {
    guard let running = slot else { return }
    running.reader.requestStop()
    if running.reader.isDeliveringToMainActor {
      running.thread.detach()
    } else {
      running.thread.join()
    }
    slot = nil
  }
}
