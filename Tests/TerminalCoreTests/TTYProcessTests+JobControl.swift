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

/// The test's ends of the pipes to `tty-probe --job-control`, the shell in miniature.
private struct ShellLink {
  private let commands: [Int32]
  private let answers: [Int32]

  init() throws {
    var commands: [Int32] = [-1, -1]
    var answers: [Int32] = [-1, -1]
    try #require(pipe(&commands) == 0 && pipe(&answers) == 0)
    for end in commands + answers { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    self.commands = commands
    self.answers = answers
  }

  /// The ends the shell gets: it reads commands on the first, answers on the second.
  var shellEnds: (commands: Int32, answers: Int32) { (commands[0], answers[1]) }

  /// Closes the test's copies of the shell's ends, once the shell has them.
  func closeShellEnds() {
    close(commands[0])
    close(answers[1])
  }

  /// Closes the test's own ends.
  func closeTestEnds() {
    close(commands[1])
    close(answers[0])
  }

  /// Sends `command` and returns the shell's answer (empty if none came within 30 s, a
  /// guard against a hang).
  func ask(_ command: String) -> String {
    let line = Array((command + "\n").utf8)
    _ = line.withUnsafeBytes { write(commands[1], $0.baseAddress, $0.count) }
    return answer()
  }

  /// Reads one answer line, without its newline.
  func answer() -> String {
    var line: [UInt8] = []
    var byte: UInt8 = 0
    while true {
      var ready = pollfd(fd: answers[0], events: Int16(POLLIN), revents: 0)
      guard poll(&ready, 1, 30_000) > 0, read(answers[0], &byte, 1) == 1, byte != 0x0A else {
        break
      }
      line.append(byte)
    }
    return String(decoding: line, as: UTF8.self)
  }
}

// Job control: the probe runs as a job of the shell in miniature, in a process group of its
// own on a terminal it controls, so the test can stop it, continue it in the background and
// bring it back to the foreground, as a person does with Ctrl-Z, `bg` and `fg`.
extension TTYProcessTests {
  /// Starts the probe as a job, waits for its first frame, stops it with Ctrl-Z, and
  /// returns with the terminal given back to the shell.
  private static func startAndStop(_ link: ShellLink) throws -> (ProbeRun, pid_t) {
    var probe = try ProbeRun(shellPipes: link.shellEnds)
    link.closeShellEnds()
    let pidAnswer = link.answer()
    let job = try #require(pid_t(pidAnswer.dropFirst("pid ".count)), "answer: \(pidAnswer)")
    try probe.waitFor("probe ready")
    probe.type("\u{1A}")
    #expect(link.ask("wait") == "stopped \(SIGTSTP)")
    try probe.waitForBytes(leaveSequence + "probe: started\r\n")
    #expect(probe.terminal.attributes == probe.attributesBefore)
    #expect(probe.mouseReportingEndedAtTheLastRestore)
    return (probe, job)
  }

  @Test func continuedInTheBackgroundTheProbeLeavesTheTerminalAlone() throws {
    // Given a probe stopped by Ctrl-Z
    let link = try ShellLink()
    defer { link.closeTestEnds() }
    var (probe, job) = try Self.startAndStop(link)
    let stoppedAt = probe.transcript.count

    // When it is continued in the background (`bg`), then killed there
    #expect(link.ask("bg") == "ok")
    #expect(link.ask("wait") == "continued")
    _ = kill(job, SIGTERM)
    #expect(link.ask("wait") == "signaled \(SIGTERM)")

    // Then after its stop it wrote only what its run loop's end wrote to standard error
    // (the signal ended the run loop, and the probe then died of it), and the terminal is as
    // the shell had it
    #expect(probe.finish() == .exited(0))
    let afterTheStop = String(decoding: probe.transcript[stoppedAt...], as: UTF8.self)
    #expect(afterTheStop == "probe: done\r\n")
    #expect(probe.terminal.attributes == probe.attributesBefore)
  }

  @Test func foregroundAgainTheProbeTakesTheTerminalBackAndRepaints() throws {
    // Given a probe stopped by Ctrl-Z, then continued in the background
    let link = try ShellLink()
    defer { link.closeTestEnds() }
    var (probe, _) = try Self.startAndStop(link)
    let stoppedAt = probe.transcript.count
    #expect(link.ask("bg") == "ok")
    #expect(link.ask("wait") == "continued")

    // When `fg` gives it the terminal (no signal: bash sends none to a running job)
    #expect(link.ask("fg") == "ok")

    // Then it repaints on the alternate screen in raw mode, and takes keys again
    try probe.waitForBytes(enterSequence + mouseOnSequence, after: stoppedAt)
    try probe.waitFor("probe ready")
    #expect(probe.screen.isAlternateScreen)
    #expect(probe.terminal.attributes.localFlags & tcflag_t(ECHO | ICANON) == 0)
    probe.type("e")
    try probe.waitFor("lines 1")
    probe.type("\u{03}")
    #expect(link.ask("wait") == "exited 0")
    #expect(probe.finish() == .exited(0))
    #expect(probe.afterLastRestore == "probe: line 1\r\nprobe: done\r\n")
    #expect(probe.mouseReportingEndedAtTheLastRestore)
    #expect(probe.terminal.attributes == probe.attributesBefore)
  }

  @Test func terminalTakenFromTheRunningProbeIsTakenBackOnceGivenBack() throws {
    // Given a probe running in the foreground, which has read a key and its terminal's
    // answer to its keyboard query (so that no deadline of that query wakes it later)
    let link = try ShellLink()
    defer { link.closeTestEnds() }
    var probe = try ProbeRun(shellPipes: link.shellEnds)
    link.closeShellEnds()
    #expect(link.answer().hasPrefix("pid "))
    try probe.waitFor("probe ready")
    probe.type("\u{1B}[?62;22ce")
    try probe.waitFor("lines 1")

    // When another process takes the terminal without stopping it, a key is typed and the
    // probe has had time to wake to it, then the other process reads the key and gives the
    // terminal back (no signal comes either way)
    #expect(link.ask("take") == "ok")
    probe.type("x")
    usleep(200_000)
    let afterTheKey = link.ask("check")
    #expect(link.ask("read") == "read x")
    #expect(link.ask("fg") == "ok")

    // Then the probe was not stopped (its read from the background took nothing and sent no
    // `SIGTTIN`), left that key to the other process, and reads keys again: it found the
    // terminal taken when the key woke it, moved to the background, and took the terminal
    // back (repainting) once it was in the foreground again
    #expect(afterTheKey == "unchanged")
    probe.type("e")
    try probe.waitFor("lines 2")
    probe.type("\u{03}")
    #expect(link.ask("wait") == "exited 0")
    #expect(probe.finish() == .exited(0))
    #expect(probe.terminal.attributes == probe.attributesBefore)
  }

  @Test func foregroundAfterAStopTheProbeTakesTheTerminalBack() throws {
    // Given a probe stopped by Ctrl-Z
    let link = try ShellLink()
    defer { link.closeTestEnds() }
    var (probe, _) = try Self.startAndStop(link)
    let stoppedAt = probe.transcript.count

    // When `fg` continues it in the foreground
    #expect(link.ask("fg") == "ok")

    // Then
    try probe.waitForBytes(enterSequence + mouseOnSequence, after: stoppedAt)
    try probe.waitFor("probe ready")
    #expect(probe.terminal.attributes.localFlags & tcflag_t(ECHO | ICANON) == 0)
    probe.type("\u{03}")
    // The shell sees the continue, unless the probe has already quit when it looks: then
    // only the exit is left to report (and asking once more would write to a closed pipe).
    let seen = link.ask("wait")
    if seen == "continued" {
      #expect(link.ask("wait") == "exited 0")
    } else {
      #expect(seen == "exited 0")
    }
    #expect(probe.finish() == .exited(0))
    #expect(probe.terminal.attributes == probe.attributesBefore)
  }
}

// `SIGTTIN` and `SIGTTOU` sent with `kill`: in the foreground they stop the probe as Ctrl-Z
// does, terminal restored; in the background they stop it without touching the terminal.
extension TTYProcessTests {
  @Test(arguments: [SIGTTIN, SIGTTOU])
  func terminalStopSignalInTheForegroundRestoresStopsAndFgTakesTheTerminalBack(
    _ signal: Int32
  ) throws {
    // Given a probe running as a job in the foreground
    let link = try ShellLink()
    defer { link.closeTestEnds() }
    var probe = try ProbeRun(shellPipes: link.shellEnds)
    link.closeShellEnds()
    let pidAnswer = link.answer()
    let job = try #require(pid_t(pidAnswer.dropFirst("pid ".count)), "answer: \(pidAnswer)")
    try probe.waitFor("probe ready")

    // When the signal stops it
    _ = kill(job, signal)
    #expect(link.ask("wait") == "stopped \(signal)")

    // Then the terminal is restored as for Ctrl-Z
    try probe.waitForBytes(leaveSequence + "probe: started\r\n")
    #expect(probe.terminal.attributes == probe.attributesBefore)
    #expect(probe.mouseReportingEndedAtTheLastRestore)

    // And `fg` gives it back, raw, on the alternate screen, taking keys
    let stoppedAt = probe.transcript.count
    #expect(link.ask("fg") == "ok")
    try probe.waitForBytes(enterSequence + mouseOnSequence, after: stoppedAt)
    #expect(probe.terminal.attributes.localFlags & tcflag_t(ECHO | ICANON) == 0)
    probe.type("e")
    try probe.waitFor("lines 1")
    probe.type("\u{03}")
    var status = link.ask("wait")
    if status == "continued" { status = link.ask("wait") }
    #expect(status == "exited 0")
    #expect(probe.finish() == .exited(0))
    #expect(probe.terminal.attributes == probe.attributesBefore)
  }

  @Test func terminalStopSignalWhileAnotherProcessHasTheTerminalLeavesItAlone() throws {
    // Given a probe whose terminal another process took without stopping it (after the probe
    // read its terminal's answer to the keyboard query, so no deadline wakes it later)
    let link = try ShellLink()
    defer { link.closeTestEnds() }
    var probe = try ProbeRun(shellPipes: link.shellEnds)
    link.closeShellEnds()
    let pidAnswer = link.answer()
    let job = try #require(pid_t(pidAnswer.dropFirst("pid ".count)), "answer: \(pidAnswer)")
    try probe.waitFor("probe ready")
    probe.type("\u{1B}[?62;22ce")
    try probe.waitFor("lines 1")
    #expect(link.ask("take") == "ok")
    let takenAt = probe.transcript.count

    // When `SIGTTOU` stops it (as the kernel's does for a write under `stty tostop`)
    _ = kill(job, SIGTTOU)
    #expect(link.ask("wait") == "stopped \(SIGTTOU)")

    // Then it restored nothing on the other process's terminal; given the terminal back, it
    // takes it and repaints
    #expect(link.ask("fg") == "ok")
    try probe.waitForBytes(enterSequence + mouseOnSequence, after: takenAt)
    let afterTheTake = String(decoding: probe.transcript[takenAt...], as: UTF8.self)
    #expect(afterTheTake.hasPrefix(enterSequence), "after the take: \(afterTheTake)")
    try probe.waitFor("lines 1")
    probe.type("\u{03}")
    var status = link.ask("wait")
    if status == "continued" { status = link.ask("wait") }
    #expect(status == "exited 0")
    #expect(probe.finish() == .exited(0))
    #expect(probe.terminal.attributes == probe.attributesBefore)
  }
}

// The kitty keyboard enhancement across a stop: popped with the other modes, pushed again
// with them.
extension TTYProcessTests {
  @Test func ctrlZPopsThePushedKeyboardEnhancementAndFgPushesItAgain() throws {
    // Given a probe, run as a job, whose terminal answered the keyboard query as kitty does
    let link = try ShellLink()
    defer { link.closeTestEnds() }
    var probe = try ProbeRun(shellPipes: link.shellEnds)
    link.closeShellEnds()
    _ = link.answer()
    try probe.waitFor("probe ready")
    probe.type("\u{1B}[?0u\u{1B}[?62;22c")
    try probe.waitForBytes(keyboardPush)

    // When Ctrl-Z (as the protocol sends it) stops it, then `fg` brings it back
    probe.type("\u{1B}[122;5u")
    #expect(link.ask("wait") == "stopped \(SIGTSTP)")
    try probe.waitForBytes(keyboardPop + leaveSequence + "probe: started\r\n")
    let stoppedAt = probe.transcript.count
    #expect(link.ask("fg") == "ok")

    // Then the enhancement is pushed again after the alternate screen and the mouse modes,
    // and popped at the end
    try probe.waitForBytes(enterSequence + mouseOnSequence + keyboardPush, after: stoppedAt)
    probe.type("\u{1B}[99;5u")
    var status = link.ask("wait")
    if status == "continued" { status = link.ask("wait") }
    #expect(status == "exited 0")
    #expect(probe.finish() == .exited(0))
    #expect(probe.text.ranges(of: keyboardPop + leaveSequence).count == 2)
    #expect(probe.terminal.attributes == probe.attributesBefore)
  }
}
