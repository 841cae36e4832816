#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Holds back the signals that would end the process midway through writing a plan, so that
/// an interrupted run can roll back instead of leaving half a scene behind.
///
/// ```swift
/// try BlockedSignals().holdingBack { interruption in
///   for file in files {
///     if let signal = interruption() { /* undo what was written, then stop */ }
///     try write(file)
///   }
/// }
/// ```
protocol Interruptions {
  /// Runs `body` with the interrupting signals (``BlockedSignals/interrupting``) and SIGXFSZ
  /// held back.
  ///
  /// `body` calls its argument between two steps to learn whether an interrupting signal
  /// arrived since; the signal is then taken (it no longer ends the process) and its number
  /// returned. A write past the file-size limit fails with `EFBIG` instead of ending the
  /// process with SIGXFSZ.
  ///
  /// - Parameter body: The work to shield, given the check for an interruption.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  func holdingBack<Result, Failure: Error>(
    _ body: (_ interruption: () -> Int32?) throws(Failure) -> Result
  ) throws(Failure) -> Result
}

/// The process's signal mask: SIGINT, SIGTERM, SIGHUP and SIGXFSZ are blocked on the calling
/// thread while the work runs (a single-threaded command such as `scaffold` has no other
/// thread to take them), and whichever of them arrived meanwhile is taken with `sigwait`.
///
/// An interrupting signal that arrives after the work's last check stays pending and is
/// delivered when the mask is restored: the work is complete by then.
struct BlockedSignals: Interruptions {
  /// The signals that interrupt a run: Ctrl-C, `kill`, and the terminal closing.
  static let interrupting: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  func holdingBack<Result, Failure: Error>(
    _ body: (_ interruption: () -> Int32?) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    var held = sigset_t()
    sigemptyset(&held)
    for signal in Self.interrupting + [SIGXFSZ] { sigaddset(&held, signal) }
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &held, &previous)
    defer {
      // A write past the file-size limit already failed with EFBIG, and says so.
      _ = Self.take(SIGXFSZ)
      pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
    return try body { Self.interrupting.first(where: Self.take) }
  }

  /// Whether `signal` is pending; if so it is taken, so that unblocking it ends nothing.
  private static func take(_ signal: Int32) -> Bool {
    var pending = sigset_t()
    guard sigpending(&pending) == 0, sigismember(&pending, signal) == 1 else { return false }
    var only = sigset_t()
    sigemptyset(&only)
    sigaddset(&only, signal)
    var received: Int32 = 0
    return sigwait(&only, &received) == 0
  }

  /// The usual name of `signal`: `SIGINT`, `SIGTERM`, `SIGHUP`, else `signal N`.
  static func name(of signal: Int32) -> String {
    switch signal {
    case SIGINT: return "SIGINT"
    case SIGTERM: return "SIGTERM"
    case SIGHUP: return "SIGHUP"
    default: return "signal \(signal)"
    }
  }
}
