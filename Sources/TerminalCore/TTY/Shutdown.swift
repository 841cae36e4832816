import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// The end of a program that took the terminal: the signal that asked it to end, and its last
/// work, done with `SIGINT`, `SIGTERM` and `SIGHUP` held off.
///
/// `SIGINT`, `SIGTERM` and `SIGHUP` ask a program to end; they do not kill one that has a
/// ``TTY`` started. The first of them to arrive restores the terminal at once, ends the
/// events (so a run loop returns as if the user had quit), and is kept as
/// ``requestingSignal``; the three signals are held from then on (another one only counts).
/// The program then finishes — waits for its saves, shows what it could not save — and dies
/// of that signal, so its parent sees the status that signal gives (130, 143, 129), not
/// an exit:
///
/// - ``finish(notice:_:)`` runs the program's last work with the three signals held, then
///   ends the process: it exits with the work's status, or dies of ``requestingSignal`` if
///   one came before or during the work. It writes `notice` to standard error when the work
///   takes longer than ``noticeDelay``, and again whenever one of the signals arrives, so the
///   user, whose shell waits for the program, learns why. Call it while the terminal is
///   still taken (the work then gives it back first), so that no signal falls between the
///   restore and the hold; `Application.run(thenFinishWithNotice:_:)` does.
/// - A program that does not call it dies of ``requestingSignal`` when it exits (`exit(3)`,
///   or returning from `main`), or after ``gracePeriod`` if it has not ended by then (its
///   main actor hangs, say).
///
/// `SIGQUIT` (Ctrl-\\) and `SIGKILL` still end the program at once, whatever it is doing.
///
/// ```swift
/// let tty = try TTY()
/// try tty.start()
/// for await event in tty.events() { … }  // ends on a quit key, or on SIGTERM
/// await Shutdown.finish(notice: "app: saving…") {
///   tty.stop()
///   return save() ? 0 : 1  // exits 0 or 1, or dies of SIGTERM if that ended the events
/// }
/// ```
public enum Shutdown {
  /// How long a program has, after a signal asked it to end, to call
  /// ``finish(notice:_:)`` (or exit) before it dies of the signal: 5 s.
  ///
  /// The run loop returns within microseconds of the signal; a main actor busy for longer
  /// (reading a huge file) gets a few seconds, and a hung one cannot keep the process alive.
  /// It is also less than the 10 s that `docker stop` and many supervisors wait before
  /// `SIGKILL`, so the process dies of its own signal rather than of theirs.
  public static let gracePeriod: Duration = .seconds(5)

  /// How long ``finish(notice:_:)``'s work runs before its notice is written: 0.5 s.
  ///
  /// Less than that passes unnoticed (the shell's prompt comes back); longer, a user whose
  /// shell sits without a prompt wonders whether the program hangs.
  public static let noticeDelay: Duration = .milliseconds(500)

  /// The first of `SIGINT`, `SIGTERM` or `SIGHUP` that asked the program to end while a
  /// ``TTY`` was started or during ``finish(notice:_:)``; `nil` if none did.
  public static var requestingSignal: Int32? {
    let signal = requested.load(ordering: .acquiring)
    return signal == 0 ? nil : signal
  }

  /// The first signal recorded, 0 if none.
  private static let requested = Atomic<Int32>(0)
  /// How many signals were held after the first (the watch writes a notice for each).
  static let heldCount = Atomic<Int>(0)
  /// Whether ``finish(notice:_:)`` runs: the grace period no longer applies.
  static let isFinishing = Atomic<Bool>(false)

  /// Runs the program's last `work` with `SIGINT`, `SIGTERM` and `SIGHUP` held off, then
  /// ends the process.
  ///
  /// While `work` runs, those signals are recorded instead of killing the process (one the
  /// process ignores stays ignored); each one writes `notice` and a newline to standard
  /// error, and so does `work` when it runs longer than ``noticeDelay``. `SIGQUIT` still kills
  /// at once. Then the process dies of ``requestingSignal`` if there is one, or else exits
  /// with the status `work` returns (standard output is flushed either way).
  ///
  /// - Parameters:
  ///   - notice: What to tell the user while the work goes on (`"app: saving…"`).
  ///   - work: The last work: give the terminal back (if it is still taken), save, report
  ///     what could not be saved. Returns the exit status.
  @MainActor
  public static func finish(notice: String, _ work: @MainActor () async -> Int32) async -> Never {
    ShutdownWatch.prepare()
    SignalHandlers.holdEndRequests()
    isFinishing.store(true, ordering: .releasing)
    ShutdownWatch.beginFinishing(notice: Array((notice + "\n").utf8))
    let status = await work()
    fflush(nil)
    if let signal = requestingSignal { die(of: signal) }
    exit(status)
  }

  // MARK: - Signal handlers and the watch

  /// Keeps `signal` as ``requestingSignal`` unless one is kept already. Signal-safe.
  static func record(_ signal: Int32) {
    _ = requested.compareExchange(expected: 0, desired: signal, ordering: .acquiringAndReleasing)
  }

  /// Counts one more held signal. Signal-safe.
  static func countHeld() {
    heldCount.wrappingAdd(1, ordering: .acquiringAndReleasing)
  }

  /// Ends the process as `signal` does by default, after restoring the terminal if a session
  /// still has it.
  static func die(of signal: Int32) -> Never {
    TerminalSession.end(session: nil, wakingReader: false)
    SignalHandlers.resetToDefault(signal)
    SignalHandlers.unblock(signal)
    _ = raise(signal)
    _exit(128 + signal)
  }

  /// What runs at `exit(3)`: a process asked to end by a signal dies of it.
  static func dieIfRequested() {
    guard let signal = requestingSignal else { return }
    fflush(nil)
    die(of: signal)
  }
}
