import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// The signal handlers of a terminal session, and the dispositions they replaced.
///
/// | signals | handler |
/// |---|---|
/// | `SIGINT` `SIGTERM` `SIGHUP` (``endRequesting``) | restore the terminal, end the events, hold these signals from then on; the program finishes, then dies of the signal (see ``Shutdown``) |
/// | `SIGQUIT` | restore the terminal, then die of the same signal |
/// | every other signal whose default action ends the process (``otherTerminating``) | the same, if its disposition at start is the default |
/// | `SIGSEGV` `SIGBUS` `SIGILL` `SIGFPE` `SIGABRT` `SIGTRAP` | restore, then crash (see ``CrashOutcome``) |
/// | `SIGTSTP` `SIGTTIN` `SIGTTOU` (``stopping``) | in the foreground: restore, stop; in the background: stop, leaving the terminal alone |
/// | `SIGCONT` | in the foreground: raw mode and alternate screen again; in the background: wait |
/// | `SIGWINCH` | tell the reader thread |
///
/// "Die of the same signal" means: set the default action and raise the signal again, so
/// the parent shell sees the usual status (130 for `SIGINT`, 143 for `SIGTERM`, 138 for
/// `SIGUSR1`). A signal of ``terminating`` or ``stopping`` that the process ignores at start
/// (`nohup`, a job started without job control) stays ignored; a signal of
/// ``otherTerminating`` that the program ignores or handles itself is left to it. Every
/// disposition found at start is put back when the session ends, but those of the
/// ``endRequesting`` signals once they are held (``holdEndRequests()``): the program is
/// ending then, and they stay held until it has.
///
/// The kernel sends `SIGTTIN` and `SIGTTOU` to a process group in the background that reads
/// the terminal or changes it (or writes to it, under `stty tostop`); sent with `kill` to
/// the program in the foreground, they stop it as `SIGTSTP` does. Their handler restores the
/// terminal only when the process is in the terminal's foreground process group: in the
/// background the terminal belongs to another process, and the session moves to
/// ``TerminalSession/Phase/background`` without touching it. (The reader thread blocks
/// `SIGTTIN`, so its reads from the background fail instead of raising it.)
///
/// `SIGPIPE` is one of ``otherTerminating``: a program that has not ignored it dies of it
/// with the terminal restored (status 141), as it would have died without a session. It
/// never comes from the terminal itself (a write to a terminal that went away fails with
/// `EIO`), only from the program's own pipes and sockets.
enum SignalHandlers {
  /// Signals that ask the program to end, which it gets to do (see ``Shutdown``).
  static let endRequesting: [Int32] = [SIGINT, SIGTERM, SIGHUP]
  /// Signals the user sends to end the program; handled unless ignored at start.
  static let terminating: [Int32] = endRequesting + [SIGQUIT]
  /// The other signals whose default action ends the process; handled only while their
  /// disposition is the default, so a program's own handler keeps working.
  static let otherTerminating: [Int32] = {
    var signals = [
      SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS,
    ]
    #if os(Linux)
      signals += [SIGSTKFLT, SIGPWR, SIGIO]
      signals += Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
    #endif
    return signals
  }()
  /// Signals raised by a crash.
  static let crashing: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]
  /// Signals that stop the process: Ctrl-Z's, and the terminal's for a process in the
  /// background; handled unless ignored at start.
  static let stopping: [Int32] = [SIGTSTP, SIGTTIN, SIGTTOU]
  /// Signals of job control and window changes.
  static let control: [Int32] = stopping + [SIGCONT, SIGWINCH]
  /// Every signal a session may handle.
  static let handled: [Int32] = terminating + otherTerminating + crashing + control

  /// One more than the largest signal number kept in ``previous``.
  private static let signalLimit: Int32 = 65

  /// The dispositions found at install time, indexed by signal number.
  nonisolated(unsafe) private static let previous: UnsafeMutablePointer<sigaction> = {
    let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(signalLimit))
    actions.initialize(repeating: sigaction(), count: Int(signalLimit))
    return actions
  }()

  /// The handler for ``stopping``, kept ready so the stop handler can put itself back.
  nonisolated(unsafe) private static let stopAction: UnsafeMutablePointer<sigaction> = {
    let action = UnsafeMutablePointer<sigaction>.allocate(capacity: 1)
    action.initialize(to: makeAction(flags: SA_RESTART) { handleStop($0) })
    return action
  }()

  /// The handler for ``endRequesting`` once held, kept ready for the handler that holds them.
  nonisolated(unsafe) private static let holdAction: UnsafeMutablePointer<sigaction> = {
    let action = UnsafeMutablePointer<sigaction>.allocate(capacity: 1)
    action.initialize(to: makeAction(flags: SA_RESTART) { handleHeldEndRequest($0) })
    return action
  }()

  /// One bit per signal whose handler is installed (bit `n - 1` for signal `n`).
  private static let installed = Atomic<UInt64>(0)

  // MARK: - Installing

  /// Installs the session's handlers, remembering the dispositions they replace.
  static func install() {
    _ = stopAction
    _ = holdAction
    for signal in handled where signal < signalLimit {
      var current = sigaction()
      guard sigaction(signal, nil, &current) == 0, takesOver(signal, from: current) else {
        continue
      }
      var action = action(for: signal)
      guard sigaction(signal, &action, previous + Int(signal)) == 0 else { continue }
      installed.bitwiseOr(bit(signal), ordering: .acquiringAndReleasing)
    }
  }

  /// Whether the session handles `signal`, whose disposition at start is `current`.
  static func takesOver(_ signal: Int32, from current: sigaction) -> Bool {
    if otherTerminating.contains(signal) { return handlerAddress(of: current) == 0 }
    if terminating.contains(signal) || stopping.contains(signal) { return !isIgnored(current) }
    return true
  }

  /// Whether the session's handler for `signal` is installed.
  static func isInstalled(_ signal: Int32) -> Bool {
    installed.load(ordering: .acquiring) & bit(signal) != 0
  }

  /// Puts back every disposition ``install()`` replaced. Signal-safe.
  static func uninstall() {
    let mask = installed.exchange(0, ordering: .acquiringAndReleasing)
    var signal: Int32 = 1
    while signal < signalLimit {
      if mask & bit(signal) != 0 { restorePrevious(signal) }
      signal += 1
    }
  }

  /// Holds ``endRequesting`` from now on: their handler only records them for ``Shutdown``
  /// (the program is ending). One the process ignores stays ignored. The session no longer
  /// counts them as its own, so ending it leaves them held. Signal-safe.
  static func holdEndRequests() {
    hold(SIGINT)
    hold(SIGTERM)
    hold(SIGHUP)
  }

  /// Holds `signal` unless it is ignored (see ``holdEndRequests()``). Signal-safe.
  private static func hold(_ signal: Int32) {
    var current = sigaction()
    guard sigaction(signal, nil, &current) == 0, !isIgnored(current) else { return }
    installed.bitwiseAnd(~bit(signal), ordering: .acquiringAndReleasing)
    _ = sigaction(signal, holdAction, nil)
  }

  /// The bit of `signal` in ``installed`` (signals 1 to 64 fit in 64 bits).
  private static func bit(_ signal: Int32) -> UInt64 {
    1 << UInt64(signal - 1)
  }

  /// Puts back the disposition `signal` had at install time. Signal-safe.
  static func restorePrevious(_ signal: Int32) {
    _ = sigaction(signal, previous + Int(signal), nil)
  }

  /// Sets the default action for `signal`. Signal-safe.
  static func resetToDefault(_ signal: Int32) {
    var defaultAction = sigaction()
    sigemptyset(&defaultAction.sa_mask)
    _ = sigaction(signal, &defaultAction, nil)
  }

  /// Unblocks, on the calling thread, the signals a session handles asynchronously.
  ///
  /// Threads inherit their creator's mask, and Dispatch's worker threads (where async code
  /// runs) block nearly every signal; the reader thread calls this so that a signal sent
  /// to the process always finds a thread to run its handler on.
  static func unblockOnThisThread() {
    var signals = asynchronous
    _ = pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }

  /// The signals a session handles that arrive from outside (not crashes); each handler
  /// blocks them while it runs.
  private static var asynchronous: sigset_t {
    var signals = sigset_t()
    sigemptyset(&signals)
    for signal in terminating + otherTerminating + control {
      sigaddset(&signals, signal)
    }
    return signals
  }

  private static func action(for signal: Int32) -> sigaction {
    if stopping.contains(signal) { return stopAction.pointee }
    if signal == SIGCONT { return makeAction(flags: SA_RESTART) { handleContinue($0) } }
    if signal == SIGWINCH { return makeAction(flags: SA_RESTART) { handleResize($0) } }
    if crashing.contains(signal) {
      let flags =
        Int32(truncatingIfNeeded: SA_SIGINFO | SA_ONSTACK)
        | Int32(truncatingIfNeeded: SA_RESETHAND)
      return makeAction(flags: flags) { handleCrash($0, $1, $2) }
    }
    if endRequesting.contains(signal) {
      return makeAction(flags: SA_RESTART) { handleEndRequest($0) }
    }
    return makeAction(flags: 0) { handleTermination($0) }
  }

  // MARK: - Stopping

  /// Raises `SIGTSTP` on the calling thread, unblocked for the moment, so that its handler
  /// runs (and the process stops) before this returns.
  static func raiseStop() {
    var stop = sigset_t()
    sigemptyset(&stop)
    sigaddset(&stop, SIGTSTP)
    var previousMask = sigset_t()
    _ = pthread_sigmask(SIG_UNBLOCK, &stop, &previousMask)
    _ = raise(SIGTSTP)
    _ = pthread_sigmask(SIG_SETMASK, &previousMask, nil)
  }

  /// Stops the process with the default action of `signal` (one of ``stopping``) and
  /// returns once it is continued (at once if the kernel discards the stop, as for an
  /// orphaned process group). Signal-safe.
  static func stopProcess(with signal: Int32) {
    resetToDefault(signal)
    _ = raise(signal)
    unblock(signal)
  }

  /// Puts the stop handler of `signal` back after a stop, or the original disposition if
  /// the session ended meanwhile. Signal-safe.
  static func reinstallStopHandler(for signal: Int32) {
    switch TerminalSession.phase {
    case .active, .suspended, .background, .starting:
      _ = sigaction(signal, stopAction, nil)
    case .inactive, .restoring:
      restorePrevious(signal)
    }
  }

  /// Unblocks `signal` on the calling thread. Signal-safe.
  static func unblock(_ signal: Int32) {
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, signal)
    _ = pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }

  /// Blocks `SIGTTIN` on the calling thread for as long as it runs: a `read(2)` of the
  /// controlling terminal from a background process group then fails with `EIO` and takes
  /// nothing, where it would stop the process (POSIX: the kernel sends no signal to a reader
  /// that blocks or ignores `SIGTTIN`). The signal still stops the process when it comes
  /// from elsewhere: another thread takes it.
  static func blockTerminalInputStopsOnThisThread() {
    var stop = sigset_t()
    sigemptyset(&stop)
    sigaddset(&stop, SIGTTIN)
    _ = pthread_sigmask(SIG_BLOCK, &stop, nil)
  }

  /// Runs `body` with `SIGTTOU` blocked on the calling thread, so that changing the
  /// terminal from the background does not stop the process half-way (the kernel then lets
  /// the change through). Signal-safe.
  static func withTerminalOutputStopsBlocked(_ body: () -> Void) {
    var stop = sigset_t()
    sigemptyset(&stop)
    sigaddset(&stop, SIGTTOU)
    var previousMask = sigset_t()
    _ = pthread_sigmask(SIG_BLOCK, &stop, &previousMask)
    body()
    _ = pthread_sigmask(SIG_SETMASK, &previousMask, nil)
  }

  // MARK: - Platform

  /// An action running `handler`, with ``asynchronous`` blocked while it runs.
  private static func makeAction(
    flags: Int32, _ handler: @convention(c) (Int32) -> Void
  ) -> sigaction {
    var action = sigaction()
    action.sa_flags = flags
    action.sa_mask = asynchronous
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
    #elseif canImport(Musl)
      action.__sa_handler.sa_handler = handler
    #else
      action.__sigaction_handler.sa_handler = handler
    #endif
    return action
  }

  /// An action running `handler` with the signal's details (`SA_SIGINFO` in `flags`).
  private static func makeAction(
    flags: Int32,
    _ handler:
      @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?)
      -> Void
  ) -> sigaction {
    var action = sigaction()
    action.sa_flags = flags
    action.sa_mask = asynchronous
    #if canImport(Darwin)
      action.__sigaction_u.__sa_sigaction = handler
    #elseif canImport(Musl)
      action.__sa_handler.sa_sigaction = handler
    #else
      action.__sigaction_handler.sa_sigaction = handler
    #endif
    return action
  }

  /// Whether `action` is `SIG_IGN`.
  static func isIgnored(_ action: sigaction) -> Bool {
    handlerAddress(of: action) == UInt(bitPattern: unsafeBitCast(SIG_IGN, to: Int.self))
  }

  /// The address of the handler in `action` (0 for `SIG_DFL`, 1 for `SIG_IGN`).
  static func handlerAddress(of action: sigaction) -> UInt {
    #if canImport(Darwin)
      return withUnsafeBytes(of: action.__sigaction_u) { $0.load(as: UInt.self) }
    #elseif canImport(Musl)
      return withUnsafeBytes(of: action.__sa_handler) { $0.load(as: UInt.self) }
    #else
      return withUnsafeBytes(of: action.__sigaction_handler) { $0.load(as: UInt.self) }
    #endif
  }
}
