import TerminalUITesting
import Testing

@testable import TerminalCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

struct TTYCrashOutcomeTests {
  /// An x86 `int3` leaves the program counter after the trap, so it would not fault again.
  private static var kernelTrapOutcome: CrashOutcome {
    #if arch(x86_64) || arch(i386)
      return .dieByDefault
    #else
      return .faultAgain
    #endif
  }

  @Test(arguments: [
    (signal: SIGILL, code: 2, fromThisProcess: false, expected: CrashOutcome.faultAgain),
    (signal: SIGSEGV, code: 1, fromThisProcess: false, expected: .faultAgain),
    (signal: SIGBUS, code: 2, fromThisProcess: true, expected: .faultAgain),
    (signal: SIGFPE, code: 1, fromThisProcess: false, expected: .faultAgain),
    (signal: SIGTRAP, code: 128, fromThisProcess: false, expected: kernelTrapOutcome),
    (signal: SIGABRT, code: -6, fromThisProcess: true, expected: .raiseToPrevious),
    (signal: SIGSEGV, code: -6, fromThisProcess: true, expected: .raiseToPrevious),
    (signal: SIGSEGV, code: 0, fromThisProcess: false, expected: .dieByDefault),
    (signal: SIGABRT, code: 0, fromThisProcess: false, expected: .dieByDefault),
  ])
  func crashGoesOnAsItWouldHaveWithoutATTY(
    signal: Int32, code: Int, fromThisProcess: Bool, expected: CrashOutcome
  ) {
    #expect(CrashOutcome(signal: signal, code: code, fromThisProcess: fromThisProcess) == expected)
  }
}
