import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// The process-wide terminal session: what the signal handlers need to put the terminal
/// back, and the one word of state that says who owns it.
///
/// Terminal modes and signal dispositions belong to the process, not to an object, so this
/// state is global: at most one ``TTY`` is started at a time. Everything a signal handler
/// touches is either an atomic or memory allocated before the first handler is installed
/// and read through a pointer (no Swift exclusivity checks, no lazy initialization, no
/// allocation, no locks). The functions marked *signal-safe* call only async-signal-safe
/// functions (`write(2)`, `read(2)`, `dup2(2)`, `tcsetattr(3)`, `tcgetpgrp(3)`,
/// `sigaction(2)`, `raise(3)`, `pthread_sigmask(3)`, `getpid(2)`) and atomics.
///
/// The state word packs a session token (unique per ``TTY/start(reportingMouse:)``) and a ``Phase``:
/// every transition is a compare-and-exchange, so a restore from normal code, one from a
/// signal handler and a suspension can race without leaving the terminal raw.
enum TerminalSession {
  /// Where the session is in its life.
  enum Phase: Int {
    /// No session; the terminal is as the program found it.
    case inactive = 0
    /// ``begin(session:input:output:)`` is setting up; handlers are not installed yet.
    case starting = 1
    /// Raw mode on the alternate screen.
    case active = 2
    /// Stopped by `SIGTSTP`: the terminal is restored until the process continues.
    case suspended = 3
    /// ``end(session:)`` is putting the terminal back.
    case restoring = 4
    /// Continued in the background: the terminal belongs to the shell until the process is
    /// in the foreground again.
    case background = 5
  }

  /// What a signal handler says to the reader thread through the notification pipe.
  enum Notification: UInt8 {
    /// `SIGWINCH` arrived.
    case resized = 0x57
    /// The process continued after a stop and the terminal is set up again.
    case resumed = 0x43
    /// Nothing happened; the reader should check whether it must stop.
    case wake = 0x51
  }

  /// The descriptors and saved attributes the handlers work with.
  struct Context {
    /// The descriptor whose attributes are changed (the input).
    var input: Int32 = -1
    /// The descriptor the escape sequences go to (the output).
    var output: Int32 = -1
    /// The attributes found at start, put back on restore.
    var saved = termios()
    /// The raw-mode attributes, set again after a stop.
    var raw = termios()
    /// The read end of the notification pipe (non-blocking).
    var notificationsIn: Int32 = -1
    /// The write end of the notification pipe (non-blocking).
    var notificationsOut: Int32 = -1
    /// Whether mouse reporting is turned on with the other modes.
    var reportsMouse = false
    /// The process group of this process, which only the process itself could change
    /// (`setpgid` by a parent fails once the child has run `exec`).
    var processGroup: pid_t = 0
  }

  /// The state the signal handlers read; written only while no session is active.
  nonisolated(unsafe) static let context: UnsafeMutablePointer<Context> = {
    let context = UnsafeMutablePointer<Context>.allocate(capacity: 1)
    context.initialize(to: Context())
    return context
  }()

  /// The session token and phase, packed as `token << 3 | phase`.
  static let state = Atomic<Int>(0)

  private static let lastToken = Atomic<Int>(0)

  // MARK: - State

  /// A token no session has used yet.
  static func makeToken() -> Int {
    lastToken.wrappingAdd(1, ordering: .relaxed).newValue
  }

  /// Whether `token`'s session is suspended (stopped, or waiting in the background).
  static func isSuspended(_ token: Int) -> Bool {
    let word = state.load(ordering: .acquiring)
    guard token != 0, word >> 3 == token else { return false }
    return phase(of: word) == .suspended || phase(of: word) == .background
  }

  /// Whether `token`'s session is starting, active or suspended.
  static func isCurrent(_ token: Int) -> Bool {
    let word = state.load(ordering: .acquiring)
    guard token != 0, word >> 3 == token else { return false }
    switch phase(of: word) {
    case .starting, .active, .suspended, .background: return true
    case .inactive, .restoring: return false
    }
  }

  /// The phase of the current session.
  static var phase: Phase { phase(of: state.load(ordering: .acquiring)) }

  private static func phase(of word: Int) -> Phase {
    Phase(rawValue: word & 7) ?? .inactive
  }

  /// Moves the state from phase `from` to phase `to`, keeping the token, if the current
  /// phase is `from` (and the token is `token`, unless that is `nil`). Signal-safe.
  ///
  /// - Returns: Whether this call made the move.
  private static func transition(from: Phase, to: Phase, token: Int? = nil) -> Bool {
    var word = state.load(ordering: .acquiring)
    while phase(of: word) == from, token == nil || word >> 3 == token {
      let (exchanged, original) = state.compareExchange(
        expected: word, desired: (word >> 3) << 3 | to.rawValue,
        ordering: .acquiringAndReleasing)
      if exchanged { return true }
      word = original
    }
    return false
  }

  // MARK: - Beginning and ending

  /// Takes the terminal: saves its attributes, installs the signal handlers, enters raw
  /// mode and the alternate screen.
  ///
  /// - Parameters:
  ///   - token: The new session's token, from ``makeToken()``.
  ///   - input: The terminal's input descriptor; its attributes are changed.
  ///   - output: The terminal's output descriptor; the escape sequences go there.
  ///   - reportsMouse: Whether to turn mouse reporting on (and on again after a stop).
  /// - Throws: ``TTYError/alreadyInUse`` if a session is running, or the error of the
  ///   step that failed; the terminal is then as it was.
  static func begin(
    session token: Int, input: Int32, output: Int32, reportsMouse: Bool
  ) throws(TTYError) {
    let starting = token << 3 | Phase.starting.rawValue
    guard
      state.compareExchange(expected: 0, desired: starting, ordering: .acquiringAndReleasing)
        .exchanged
    else { throw .alreadyInUse }
    var saved = termios()
    guard tcgetattr(input, &saved) == 0 else {
      let code = errno
      state.store(0, ordering: .releasing)
      throw .readingAttributesFailed(fd: input, errno: code)
    }
    do {
      try openNotificationPipe()
    } catch {
      state.store(0, ordering: .releasing)
      throw error
    }
    drainNotifications()
    context.pointee.input = input
    context.pointee.output = output
    context.pointee.saved = saved
    context.pointee.reportsMouse = reportsMouse
    context.pointee.processGroup = getpgrp()
    context.pointee.raw = TerminalModes.raw(from: saved)
    keyboardState.store(KeyboardEnhancement.asking.rawValue, ordering: .releasing)
    state.store(token << 3 | Phase.active.rawValue, ordering: .releasing)
    ShutdownWatch.prepare()
    SignalHandlers.install()
    var raw = context.pointee.raw
    guard tcsetattr(input, TCSANOW, &raw) == 0 else {
      let code = errno
      abandon(session: token)
      throw .settingAttributesFailed(fd: input, errno: code)
    }
    let mouse = TerminalModes.mouseOnSequence
    let query = TerminalModes.keyboardQuery
    for sequence in reportsMouse
      ? [TerminalModes.enterSequence, mouse, query] : [TerminalModes.enterSequence, query]
    {
      let bytes = UnsafeRawBufferPointer(
        start: sequence.utf8Start, count: sequence.utf8CodeUnitCount)
      if let code = OutputDescriptor.writeAll(bytes, to: output) {
        end(session: token)
        throw .writeFailed(fd: output, errno: code)
      }
    }
    StandardErrorCapture.begin(input: input, output: output)
  }

  /// Ends a session whose raw mode could not be set: handlers out, attributes back, and no
  /// escape sequences, since none were written.
  private static func abandon(session token: Int) {
    guard transition(from: .active, to: .restoring, token: token) else { return }
    SignalHandlers.uninstall()
    var saved = context.pointee.saved
    _ = tcsetattr(context.pointee.input, TCSANOW, &saved)
    state.store(0, ordering: .releasing)
  }

  /// Puts the terminal back, uninstalls the handlers and wakes the reader. Signal-safe.
  ///
  /// A suspended session's terminal was already put back when it stopped, and another
  /// program may own the screen now, so only the handlers, standard error and the state are
  /// dealt with.
  ///
  /// - Parameters:
  ///   - token: The session to end, or `nil` for whichever is running (the handlers' case).
  ///   - wakingReader: Whether to wake the reader thread, which then finishes the event
  ///     stream. A fatal signal's handler does not: the run loop would end and the program
  ///     exit normally before the handler kills it with the signal.
  /// - Returns: Whether this call ended a session (`false` if none was active or
  ///   suspended, or another call is ending it).
  @discardableResult
  static func end(session token: Int?, wakingReader: Bool = true) -> Bool {
    if transition(from: .active, to: .restoring, token: token) {
      restoreModes()
    } else if transition(from: .suspended, to: .restoring, token: token)
      || transition(from: .background, to: .restoring, token: token)
    {
      StandardErrorCapture.release()
    } else {
      return false
    }
    SignalHandlers.uninstall()
    state.store(0, ordering: .releasing)
    if wakingReader { notify(.wake) }
    return true
  }

  /// What a fatal signal handler runs before the process dies. Signal-safe.
  ///
  /// Ends the session; if another thread (or the code this handler interrupted) is in the
  /// middle of ending it, puts the modes back again rather than die half-way through.
  static func endForFatalSignal() {
    if !end(session: nil, wakingReader: false), phase == .restoring { restoreModes() }
  }

  // MARK: - Stopping and continuing

  /// Puts the terminal back because the process is about to stop. Signal-safe.
  ///
  /// In the background (a `SIGTTOU` the kernel sent for a write or a mode change, or a stop
  /// sent with `kill`), the terminal belongs to another process: the session moves to
  /// ``Phase/background`` instead, leaving it alone, and ``continued()`` takes it back in the
  /// foreground.
  static func suspend() {
    guard isForeground else { return foregroundTaken() }
    if transition(from: .active, to: .suspended) { restoreModes() }
  }

  /// Moves an active session to ``Phase/background`` without touching the terminal, after
  /// another process of the session took the foreground while this one ran (no signal
  /// tells of it; the reader thread finds it before a read). The reader then watches for the
  /// foreground, and ``continued()`` takes the terminal back when it returns. Signal-safe.
  static func foregroundTaken() {
    _ = transition(from: .active, to: .background)
  }

  /// Takes the terminal back after the process continued (`SIGCONT`), if it is in the
  /// terminal's foreground process group; in the background, touches nothing and moves to
  /// ``Phase/background``, where the reader thread watches for the foreground (a shell's
  /// `fg` of a running job sends no `SIGCONT`). Signal-safe.
  ///
  /// Continued while active (after a `SIGSTOP`, which cannot be caught, or a stray
  /// `kill -CONT`), it sets raw mode and the alternate screen again if the terminal's
  /// attributes are no longer the raw ones; continued in the background while active, the
  /// session moves to the background without touching the terminal.
  static func continued() {
    guard isForeground else {
      if transition(from: .suspended, to: .background) || transition(from: .active, to: .background)
      {
        notify(.wake)
      }
      return
    }
    if transition(from: .suspended, to: .active) || transition(from: .background, to: .active)
      || (phase == .active && !hasRawAttributes)
    {
      enterModes()
      if phase != .active { restoreModes() }
      notify(.resumed)
    }
  }

  /// Takes the terminal back if the session is still suspended after the stop handler's
  /// stop (the kernel discards a stop in an orphaned process group, and no `SIGCONT`
  /// follows). Signal-safe.
  static func resumeIfStillSuspended() {
    if phase == .suspended { continued() }
  }

  /// Whether the process is in the terminal's foreground process group (or the terminal is
  /// not its controlling terminal, so job control does not apply). Signal-safe.
  static var isForeground: Bool {
    let group = tcgetpgrp(context.pointee.input)
    return group < 0 || group == context.pointee.processGroup
  }

  /// Whether the terminal's attributes are the raw ones the session set. Signal-safe.
  private static var hasRawAttributes: Bool {
    var current = termios()
    guard tcgetattr(context.pointee.input, &current) == 0 else { return false }
    let raw = context.pointee.raw
    return current.c_iflag == raw.c_iflag && current.c_oflag == raw.c_oflag
      && current.c_cflag == raw.c_cflag && current.c_lflag == raw.c_lflag
  }

  // MARK: - Modes

  /// Writes the leave sequence (after the keyboard pop, if the enhancement is pushed), sets
  /// the saved attributes, then puts standard error back
  /// and copies out what it captured. Signal-safe.
  ///
  /// `SIGTTOU` is blocked meanwhile, so that a process that finds itself in the background
  /// restores the terminal rather than stop half-way.
  static func restoreModes() {
    SignalHandlers.withTerminalOutputStopsBlocked {
      let output = context.pointee.output
      if isKeyboardEnhanced {
        OutputDescriptor.writeFromSignalHandler(TerminalModes.keyboardPopSequence, to: output)
      }
      OutputDescriptor.writeFromSignalHandler(TerminalModes.leaveSequence, to: output)
      var saved = context.pointee.saved
      _ = tcsetattr(context.pointee.input, TCSANOW, &saved)
      StandardErrorCapture.release()
    }
  }

  /// Sets the raw attributes, writes the enter sequence (then the mouse one, when the
  /// session reports the mouse, and the keyboard push, if the enhancement was pushed) and
  /// captures standard error again. Signal-safe.
  private static func enterModes() {
    var raw = context.pointee.raw
    _ = tcsetattr(context.pointee.input, TCSANOW, &raw)
    let output = context.pointee.output
    OutputDescriptor.writeFromSignalHandler(TerminalModes.enterSequence, to: output)
    if context.pointee.reportsMouse {
      OutputDescriptor.writeFromSignalHandler(TerminalModes.mouseOnSequence, to: output)
    }
    if isKeyboardEnhanced {
      OutputDescriptor.writeFromSignalHandler(TerminalModes.keyboardPushSequence, to: output)
    }
    StandardErrorCapture.redirect()
  }

  // MARK: - Notifications

  /// Writes one byte into the notification pipe; drops it if the pipe is full (the reader
  /// has plenty to read then). Signal-safe.
  static func notify(_ notification: Notification) {
    var byte = notification.rawValue
    _ = write(context.pointee.notificationsOut, &byte, 1)
  }

  /// Creates the notification pipe the first time; it is kept for the life of the process,
  /// so a late signal never writes into a descriptor number that was reused.
  private static func openNotificationPipe() throws(TTYError) {
    guard context.pointee.notificationsIn < 0 else { return }
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw .signalPipeFailed(errno: errno) }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, fcntl(end, F_GETFD) | FD_CLOEXEC)
    }
    context.pointee.notificationsIn = ends[0]
    context.pointee.notificationsOut = ends[1]
  }

  /// Discards notifications left over from an earlier session.
  private static func drainNotifications() {
    var bytes = [UInt8](repeating: 0, count: 64)
    while read(context.pointee.notificationsIn, &bytes, bytes.count) > 0 {}
  }
}
