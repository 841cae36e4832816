import TerminalUITesting
import Testing

@testable import scaffold

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Ctrl-C, SIGTERM, SIGHUP or the file-size limit midway through writing leave the package
/// as it was.
struct PlanWriterInterruptionTests {
  let layout: LayoutCopy

  init() throws {
    layout = try LayoutCopy()
  }

  @Test(arguments: [
    (SIGINT, "Scenes/Probe/ProbeRouter.swift"),
    (SIGTERM, "Tests/ScenesTests/Probe/ProbeRouterTests.swift"),
    (SIGHUP, "Scenes/Home/HomeRouter.swift"),
  ])
  func signalWhileWritingRollsBackEverything(signal: Int32, arrivingAt path: String) throws {
    // Given
    let before = try layout.snapshot()
    let fileSystem = FailingFileSystem(failingSuffix: "no such file")
    // raise() sends the signal to this thread, where the writer holds it back; once (the
    // rollback writes the file again).
    var raised = false
    fileSystem.beforeWrite = { written in
      if written.hasSuffix(path), !raised {
        raised = true
        raise(signal)
      }
    }
    // When
    let outcome = layout.scaffold(["Probe", "--from", "Home"], fileSystem: fileSystem)
    // Then
    #expect(outcome.status == 128 + signal)
    #expect(outcome.interruption == signal)
    #expect(
      outcome.errorOutput
        == "scaffold: Interrupted by \(BlockedSignals.name(of: signal)) while writing; "
        + "everything written was rolled back. Run scaffold again.\n")
    #expect(try layout.snapshot() == before)
    #expect(layout.scaffold(["Probe", "--from", "Home"]).status == 0)
  }

  @Test func writeBeyondTheFileSizeLimitFailsAndRollsBack() throws {
    // Given: a limit of 1,024 bytes, less than the scene's first file.
    let before = try layout.snapshot()
    let terminal = try PseudoTerminal()
    // When
    let child = try ChildProcess(
      executable: "/bin/sh",
      arguments: [
        "-c", "ulimit -f 2 && exec \"$0\" \"$@\"", ChildProcess.executable(named: "scaffold"),
        "Probe", "--from", "Home", "--root", layout.root,
      ], terminal: terminal)
    var transcript: [UInt8] = []
    let termination = terminal.readOutput(into: &transcript, untilEndOf: child)
    // Then
    #expect(termination == .exited(1))
    let output = String(decoding: transcript, as: UTF8.self)
    #expect(
      output.contains(
        "scaffold: Cannot write Scenes/Probe/ProbeViewController.swift: File too large; "
          + "everything written before it was rolled back."), "\(output)")
    #expect(try layout.snapshot() == before)
  }
}
