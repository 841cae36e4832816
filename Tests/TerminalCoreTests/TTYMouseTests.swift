import Synchronization
import TerminalUITesting
import Testing

@testable import TerminalCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Mouse reporting: on after the other modes (and before the keyboard query) when asked for, off in every leave sequence,
// and on again when the process continues after a stop.
extension TTYTests {
  @Test func mouseSequencesAreTheOnesTheTestsExpect() {
    #expect(String(describing: TerminalModes.mouseOnSequence) == mouseOnSequence)
  }

  @Test func startReportingMouseTurnsReportingOnAfterTheOtherModes() throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }

    try tty.start(reportingMouse: true)
    try tty.write(Array("|".utf8))

    let expected = enterSequence + mouseOnSequence + keyboardQuery + "|"
    #expect(pty.readOutputText(count: expected.utf8.count) == expected)
  }

  @Test func restoreTurnsMouseReportingOff() throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    try tty.start(reportingMouse: true)

    tty.restore()

    let expected = enterSequence + mouseOnSequence + keyboardQuery + leaveSequence
    #expect(pty.readOutputText(count: expected.utf8.count) == expected)
    #expect(leaveSequence.contains("\u{1B}[?1000l"))
    #expect(leaveSequence.contains("\u{1B}[?1002l"))
    #expect(leaveSequence.contains("\u{1B}[?1006l"))
  }

  @Test func suspendTurnsMouseReportingOffAndContinueOnAgain() async throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    try tty.start(reportingMouse: true)
    var events = tty.events().makeAsyncIterator()

    TerminalSession.suspend()
    handleContinue(SIGCONT)

    #expect(await events.next() == .resumed)
    let expected =
      enterSequence + mouseOnSequence + keyboardQuery + leaveSequence + enterSequence
      + mouseOnSequence
    #expect(pty.readOutputText(count: expected.utf8.count) == expected)
  }

  @Test func withoutTheMouseContinueLeavesReportingOff() async throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    try tty.start(reportingMouse: false)
    var events = tty.events().makeAsyncIterator()

    TerminalSession.suspend()
    handleContinue(SIGCONT)
    try tty.write(Array("|".utf8))

    #expect(await events.next() == .resumed)
    let expected = startSequence + leaveSequence + enterSequence + "|"
    #expect(pty.readOutputText(count: expected.utf8.count) == expected)
  }
}
