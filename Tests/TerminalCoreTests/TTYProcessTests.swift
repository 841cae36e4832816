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

/// Signals, crashes and the run loop in a child process (`tty-probe`) on a pseudo-terminal:
/// the exit status, the bytes written, the terminal's attributes afterwards. One probe at a
/// time, so a slow machine runs one debug binary, not ten; the time limit only guards against
/// a hang.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct TTYProcessTests {
  /// Every signal whose default action ends the process, but the crash signals and those
  /// that ask the program to end (see `TTYProcessTests+Shutdown.swift`).
  static let terminatingSignals: [Int32] =
    [SIGQUIT]
    + SignalHandlers.otherTerminating.filter {
      $0 < __libc_current_sigrtmin() + 2 || $0 == __libc_current_sigrtmax()
    }

  @Test(arguments: terminatingSignals)
  func terminatingSignalRestoresTheTerminalThenKillsWithThatSignal(_ signal: Int32) throws {
    // Given a probe on its first frame
    var probe = try ProbeRun()
    try probe.waitFor("probe ready")

    // When
    probe.process.send(signal)

    // Then it dies of that signal, with the terminal restored and its stderr shown after
    #expect(probe.finish() == .signaled(signal))
    #expect(probe.afterLastRestore == "probe: started\r\n")
    #expect(!probe.beforeLastRestore.contains("probe:"))
    #expect(probe.terminal.attributes == probe.attributesBefore)
    #expect(probe.mouseReportingEndedAtTheLastRestore)
  }

  @Test func normalExitShowsStandardErrorAfterTheRestoreInOrder() throws {
    // Given a probe that wrote two lines to standard error while it ran
    var probe = try ProbeRun()
    try probe.waitFor("probe ready")
    probe.type("e")
    try probe.waitFor("lines 1")
    probe.type("e")
    try probe.waitFor("lines 2")
    #expect(probe.terminal.attributes.localFlags & tcflag_t(ECHO | ICANON) == 0)

    // When Ctrl-C quits
    probe.type("\u{03}")

    // Then
    #expect(probe.finish() == .exited(0))
    #expect(
      probe.afterLastRestore
        == "probe: started\r\nprobe: line 1\r\nprobe: line 2\r\nprobe: done\r\n")
    #expect(!probe.beforeLastRestore.contains("probe:"))
    #expect(probe.terminal.attributes == probe.attributesBefore)
    #expect(probe.mouseReportingEndedAtTheLastRestore)
  }

  @Test func crashShowsSwiftsFatalErrorAfterTheRestore() throws {
    // Given
    var probe = try ProbeRun()
    try probe.waitFor("probe ready")
    probe.type("e")
    try probe.waitFor("lines 1")

    // When the probe hits `fatalError`
    probe.type("c")

    // Then it dies of the trap, and the message follows the restore, in order
    #expect([.signaled(SIGILL), .signaled(SIGTRAP)].contains(probe.finish()))
    let after = try #require(probe.afterLastRestore)
    #expect(after.hasPrefix("probe: started\r\nprobe: line 1\r\n"))
    #expect(after.contains("Fatal error: probe crashed on purpose"))
    #expect(!probe.beforeLastRestore.contains("probe:"))
    #expect(!probe.beforeLastRestore.contains("Fatal error"))
    #expect(probe.terminal.attributes == probe.attributesBefore)
    #expect(probe.mouseReportingEndedAtTheLastRestore)
  }

  @Test func stackOverflowRestoresTheTerminal() throws {
    var probe = try ProbeRun()
    try probe.waitFor("probe ready")

    probe.type("o")

    #expect(probe.finish() == .signaled(SIGSEGV))
    #expect(probe.afterLastRestore == "probe: started\r\n")
    #expect(probe.terminal.attributes == probe.attributesBefore)
    #expect(probe.mouseReportingEndedAtTheLastRestore)
  }

  @Test func absurdWindowSizeIsLaidOutAtTheCap() throws {
    var probe = try ProbeRun(columns: 65535, rows: 65535)
    try probe.waitFor("probe ready")

    probe.type("\u{03}")

    #expect(probe.finish() == .exited(0))
    #expect(probe.afterLastRestore == "probe: started\r\nprobe: done\r\n")
    #expect(probe.mouseReportingEndedAtTheLastRestore)
  }
}
