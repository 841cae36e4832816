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

extension TTYProcessTests {
  /// How a probe that pushed the kitty keyboard enhancement is made to end.
  enum Ending: String, CaseIterable, Sendable {
    /// Ctrl-C as the protocol sends it, `CSI 99 ; 5 u`: the run loop quits.
    case quitKey
    /// `SIGTERM`: the termination handler restores, then the signal kills.
    case terminated
    /// `c`: Swift's `fatalError`, a crash signal.
    case crash
    /// `o`: a stack overflow, handled on the alternate signal stack.
    case stackOverflow
  }

  @Test(arguments: Ending.allCases)
  func pushedKeyboardEnhancementIsPoppedBeforeTheScreenIsLeft(_ ending: Ending) throws {
    // Given a probe whose terminal answered the keyboard query as kitty does
    var probe = try ProbeRun()
    try probe.waitFor("probe ready")
    probe.type("\u{1B}[?0u\u{1B}[?62;22c")
    try probe.waitForBytes(keyboardPush)

    // When
    switch ending {
    case .quitKey: probe.type("\u{1B}[99;5u")
    case .terminated: probe.process.send(SIGTERM)
    case .crash: probe.type("c")
    case .stackOverflow: probe.type("o")
    }

    // Then the enhancement is popped on the alternate screen, right before it is left
    _ = probe.finish()
    #expect(probe.text.contains(keyboardPop + leaveSequence))
    #expect(probe.text.ranges(of: keyboardPush).count == 1)
    #expect(
      probe.afterLastRestore?.hasPrefix("probe: started\r\n") == true,
      "after the restore: \(probe.afterLastRestore.debugDescription)")
    #expect(probe.terminal.attributes == probe.attributesBefore)
  }

  @Test func terminalAnsweringOnlyDeviceAttributesGetsNoEnhancement() throws {
    // Given a probe whose terminal answered only the device attributes
    var probe = try ProbeRun()
    try probe.waitFor("probe ready")
    probe.type("\u{1B}[?62;22c")

    // When Ctrl-C quits
    probe.type("\u{03}")

    // Then
    #expect(probe.finish() == .exited(0))
    #expect(!probe.text.contains(keyboardPush))
    #expect(!probe.text.contains(keyboardPop))
    #expect(probe.afterLastRestore == "probe: started\r\nprobe: done\r\n")
  }
}
