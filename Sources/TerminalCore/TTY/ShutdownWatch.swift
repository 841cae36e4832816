import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// What ``Shutdown`` does in time, away from the main actor: the grace period after a signal
/// asked the program to end, and the notices while it finishes.
///
/// A signal handler may neither start a timer nor write a notice that could block, so it
/// writes a byte into a pipe (``poke()``); a dispatch source reads it on a serial queue of
/// its own, which a hung main actor or a full pool of tasks does not hold up, and acts:
///
/// - A signal asked the program to end and it does not finish yet: after
///   ``Shutdown/gracePeriod``, if it still does not, the process dies of the signal.
/// - The program finishes: the notice goes to standard error after
///   ``Shutdown/noticeDelay``, and once more for every signal held.
///
/// The pipe and the source are made once, before the first handler is installed, and kept
/// for the life of the process, so a late signal never writes into a reused descriptor.
/// ``prepare()`` also registers ``Shutdown/dieIfRequested()`` to run at `exit(3)`.
enum ShutdownWatch {
  /// What the watch knows, touched on its queue only.
  private struct State {
    /// Whether the grace period is running.
    var isGraceRunning = false
    /// The notice's bytes, once the program finishes.
    var notice: [UInt8]?
    /// How many held signals have had their notice.
    var noticedSignals = 0
    /// Whether a notice has been written.
    var hasWrittenNotice = false
  }

  /// The write end of the pipe, for the handlers; -1 until ``prepare()``.
  private static let pokes = Atomic<Int32>(-1)
  private static let state = Mutex(State())
  private static let queue = DispatchQueue(label: "clean-scenes.shutdown")

  /// The pipe, its source and the `exit(3)` hook, made on first use.
  nonisolated(unsafe) private static let source: (any DispatchSourceRead)? = {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, fcntl(end, F_GETFD) | FD_CLOEXEC)
    }
    let source = DispatchSource.makeReadSource(fileDescriptor: ends[0], queue: queue)
    source.setEventHandler { react(draining: ends[0]) }
    source.activate()
    pokes.store(ends[1], ordering: .releasing)
    atexit { Shutdown.dieIfRequested() }
    return source
  }()

  /// Makes the pipe and its source, and registers the `exit(3)` hook, once.
  static func prepare() {
    _ = source
  }

  /// Wakes the watch. Signal-safe.
  static func poke() {
    var byte: UInt8 = 1
    _ = write(pokes.load(ordering: .acquiring), &byte, 1)
  }

  /// Starts the notices of a program that finishes: `notice` after
  /// ``Shutdown/noticeDelay``, and for every signal held.
  static func beginFinishing(notice: [UInt8]) {
    queue.async {
      state.withLock { $0.notice = notice }
      writeNotices()
    }
    queue.asyncAfter(deadline: .now() + delay(Shutdown.noticeDelay)) {
      if state.withLock({ !$0.hasWrittenNotice }) { writeNotice() }
    }
  }

  // MARK: - On the queue

  /// Empties the pipe, then starts the grace period or writes the notices due.
  private static func react(draining descriptor: Int32) {
    var bytes = [UInt8](repeating: 0, count: 64)
    while read(descriptor, &bytes, bytes.count) > 0 {}
    if Shutdown.isFinishing.load(ordering: .acquiring) {
      writeNotices()
    } else if Shutdown.requestingSignal != nil {
      startGracePeriod()
    }
  }

  /// Starts the grace period, unless it runs: at its end, a program that does not finish
  /// yet dies of the signal.
  private static func startGracePeriod() {
    let wasRunning = state.withLock { state in
      defer { state.isGraceRunning = true }
      return state.isGraceRunning
    }
    guard !wasRunning else { return }
    queue.asyncAfter(deadline: .now() + delay(Shutdown.gracePeriod)) {
      guard !Shutdown.isFinishing.load(ordering: .acquiring),
        let signal = Shutdown.requestingSignal
      else { return }
      Shutdown.die(of: signal)
    }
  }

  /// Writes the notice once for every signal held since the last time.
  private static func writeNotices() {
    let held = Shutdown.heldCount.load(ordering: .acquiring)
    // Signals held before the program finishes get their notice once it does.
    let due = state.withLock { state in
      guard state.notice != nil else { return 0 }
      defer { state.noticedSignals = held }
      return held - state.noticedSignals
    }
    for _ in 0..<max(due, 0) { writeNotice() }
  }

  /// Writes the notice to standard error, if the program finishes.
  private static func writeNotice() {
    guard
      let notice = state.withLock({ state -> [UInt8]? in
        state.hasWrittenNotice = state.notice != nil
        return state.notice
      })
    else { return }
    _ = notice.withUnsafeBytes { OutputDescriptor.writeAll($0, to: STDERR_FILENO) }
  }

  /// `duration` for a dispatch deadline.
  private static func delay(_ duration: Duration) -> DispatchTimeInterval {
    .milliseconds(Int(TerminalEventReader.milliseconds(duration)))
  }
}
