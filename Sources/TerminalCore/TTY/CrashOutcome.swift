#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// How a crash signal goes on once the terminal is restored.
///
/// The aim is the crash the program would have had without a ``TTY``, on the main screen:
/// the same exit status, and the Swift runtime's backtrace (its handler is usually the
/// disposition found at start) pointing at the real faulting instruction.
enum CrashOutcome: Equatable {
  /// A fault raised by the kernel (`si_code > 0`: a bad access, a Swift trap, a division
  /// by zero): put back the previous disposition and return, so the faulting instruction
  /// runs again and faults again, with its real address and context.
  case faultAgain
  /// Raised by this process (`abort()`, `raise`): put back the previous disposition and
  /// raise the signal again; `abort()` then finishes the job itself.
  case raiseToPrevious
  /// Sent by another process (`kill -SEGV`), or a trap on x86 that would not fault again:
  /// die of the signal with its default action. (The runtime's backtracer, when chained
  /// to for a signal that was only sent, prints and lets the program go on.)
  case dieByDefault

  /// The outcome for `signal` with `si_code` `code`. Signal-safe.
  ///
  /// - Parameters:
  ///   - signal: The crash signal.
  ///   - code: Its `si_code`: positive when the kernel raised it for a fault.
  ///   - fromThisProcess: Whether this process sent it (`si_pid` is our own).
  init(signal: Int32, code: Int, fromThisProcess: Bool) {
    if code > 0 {
      #if arch(x86_64) || arch(i386)
        let refaults = signal != SIGTRAP && signal != SIGABRT
      #else
        let refaults = signal != SIGABRT
      #endif
      self = refaults ? .faultAgain : .dieByDefault
    } else {
      self = fromThisProcess ? .raiseToPrevious : .dieByDefault
    }
  }

  /// Whether the signal described by `info` was sent by this process. Signal-safe.
  static func isFromThisProcess(_ info: UnsafeMutablePointer<siginfo_t>?) -> Bool {
    guard let info else { return false }
    #if canImport(Darwin)
      return info.pointee.si_pid == getpid()
    #elseif canImport(Musl)
      return info.pointee.__si_fields.__si_common.__first.__piduid.si_pid == getpid()
    #else
      return info.pointee._sifields._kill.si_pid == getpid()
    #endif
  }
}
