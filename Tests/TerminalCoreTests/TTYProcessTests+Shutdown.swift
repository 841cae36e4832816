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

// `SIGINT`, `SIGTERM` and `SIGHUP` ask the probe to end (see `Shutdown`): the terminal is
// restored at once, the run loop returns, the probe finishes, and only then dies of the
// signal; signals that come while it finishes are held.
extension TTYProcessTests {
  /// The notice `tty-probe --finishing` writes while it finishes.
  private static let notice = "probe: still finishing\r\n"

  @Test(arguments: SignalHandlers.endRequesting)
  func signalAskingToEndRestoresEndsTheRunThenKillsWithThatSignal(_ signal: Int32) throws {
    // Given a probe on its first frame
    var probe = try ProbeRun()
    try probe.waitFor("probe ready")

    // When
    probe.process.send(signal)

    // Then its run loop returned (it wrote what it writes then), and it died of the signal
    // when it exited, with the terminal restored before
    #expect(probe.finish() == .signaled(signal))
    #expect(probe.afterLastRestore == "probe: started\r\nprobe: done\r\n")
    #expect(!probe.beforeLastRestore.contains("probe:"))
    #expect(probe.terminal.attributes == probe.attributesBefore)
    #expect(probe.mouseReportingEndedAtTheLastRestore)
  }

  @Test func signalsDuringTheFinishingWorkAreHeldAndTheFirstKillsAtItsEnd() throws {
    // Given a probe that quit with Ctrl-C and finishes, waiting for a line, past the delay
    // after which it says so
    var probe = try ProbeRun(arguments: ["--finishing"])
    try probe.waitFor("probe ready")
    probe.type("\u{03}")
    try probe.waitForBytes(leaveSequence + "probe: started\r\nprobe: finishing\r\n")
    try probe.waitForBytes(Self.notice)

    // When SIGINT (a Ctrl-C, now that the terminal is given back), SIGTERM and SIGHUP come
    for signal in [SIGINT, SIGTERM, SIGHUP] {
      let before = probe.transcript.count
      probe.process.send(signal)
      // Then each is told the probe is still finishing, and kills nothing
      try probe.waitForBytes(Self.notice, after: before)
    }
    #expect(!probe.process.hasEnded)

    // And once the work is done, the first of them kills the probe
    probe.type("\n")
    #expect(probe.finish() == .signaled(SIGINT))
    #expect(probe.afterLastRestore?.hasSuffix("probe: done\r\n") == true)
    #expect(probe.terminal.attributes == probe.attributesBefore)
  }

  @Test func signalDuringTheRunLetsTheAppFinishThenKillsWithIt() throws {
    // Given a probe that finishes when its run loop ends
    var probe = try ProbeRun(arguments: ["--finishing"])
    try probe.waitFor("probe ready")

    // When SIGTERM ends the run, and SIGHUP comes while the probe finishes
    probe.process.send(SIGTERM)
    try probe.waitForBytes(leaveSequence + "probe: started\r\nprobe: finishing\r\n")
    let finishing = probe.transcript.count
    probe.process.send(SIGHUP)
    try probe.waitForBytes(Self.notice, after: finishing)
    probe.type("\n")

    // Then it finished, and died of the signal that ended the run
    #expect(probe.finish() == .signaled(SIGTERM))
    #expect(probe.afterLastRestore?.hasSuffix("probe: done\r\n") == true)
    #expect(probe.terminal.attributes == probe.attributesBefore)
    #expect(probe.mouseReportingEndedAtTheLastRestore)
  }

  @Test func frameDrawnAfterTheSignalRestoredTheTerminalIsDropped() throws {
    // Given a probe whose main actor is busy, so its run loop cannot see the end at once
    var probe = try ProbeRun()
    try probe.waitFor("probe ready")
    probe.type("w")
    try probe.waitFor("waiting")

    // When a signal restores the terminal, and the probe then draws `woken`
    probe.process.send(SIGTERM)

    // Then that frame never reaches the main screen
    #expect(probe.finish() == .signaled(SIGTERM))
    #expect(probe.afterLastRestore == "probe: started\r\nprobe: done\r\n")
  }

  @Test func aHungMainActorDiesOfTheSignalAfterTheGracePeriod() throws {
    // Given a probe whose main actor hangs after drawing its last frame
    var probe = try ProbeRun()
    try probe.waitFor("probe ready")
    probe.type("h")
    try probe.waitFor("hanging")

    // When
    probe.process.send(SIGTERM)

    // Then the terminal is restored at once, and the probe, whose run loop cannot return,
    // dies of the signal once the grace period is over
    try probe.waitForBytes(leaveSequence + "probe: started\r\n")
    #expect(probe.terminal.attributes == probe.attributesBefore)
    #expect(probe.finish() == .signaled(SIGTERM))
    #expect(probe.afterLastRestore == "probe: started\r\n")
  }
}
