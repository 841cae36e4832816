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

extension TTYTests {
  // MARK: - Handlers in and out

  @Test func startInstallsHandlersAndRestorePutsBackThePreviousOnes() throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    let before = currentSignalHandlers()

    try tty.start()
    let during = currentSignalHandlers()
    tty.restore()

    // (A signal of `otherTerminating` that already has a handler is left to it.)
    for signal in SignalHandlers.handled
    where !SignalHandlers.otherTerminating.contains(signal) || before[signal] == 0 {
      #expect(during[signal] != before[signal], "signal \(signal) has no handler of ours")
    }
    #expect(currentSignalHandlers() == before)
  }

  @Test func crashHandlersResetToTheDefaultWhenRun() throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }

    try tty.start()

    for signal in SignalHandlers.crashing {
      var action = sigaction()
      _ = sigaction(signal, nil, &action)
      let flags = Int32(truncatingIfNeeded: SA_RESETHAND)
      #expect(action.sa_flags & flags == flags, "signal \(signal) lacks SA_RESETHAND")
    }
  }

  @Test func ignoredHangUpStaysIgnored() throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    var original = sigaction()
    var ignore = signalAction(SIG_IGN)
    _ = sigaction(SIGHUP, &ignore, &original)
    defer { _ = sigaction(SIGHUP, &original, nil) }

    try tty.start()
    let during = currentSignalHandlers()[SIGHUP]
    tty.restore()

    #expect(during == 1)
    #expect(currentSignalHandlers()[SIGHUP] == 1)
  }

  // MARK: - What the handlers do

  @Test func windowChangeSignalYieldsTheNewSize() async throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    try tty.start()
    var events = tty.events().makeAsyncIterator()

    pty.setWindowSize(columns: 100, rows: 40)
    _ = kill(getpid(), SIGWINCH)

    #expect(await events.next() == .resized(Size(width: 100, height: 40)))
  }

  @Test func fatalSignalPathRestoresTheTerminalAndUninstallsHandlers() async throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    let original = pty.attributes
    let handlers = currentSignalHandlers()
    try tty.start()
    var events = tty.events().makeAsyncIterator()
    _ = pty.readOutput(count: startSequence.utf8.count)

    TerminalSession.endForFatalSignal()

    #expect(pty.readOutputText(count: leaveSequence.utf8.count) == leaveSequence)
    #expect(pty.attributes == original)
    #expect(currentSignalHandlers() == handlers)
    #expect(tty.isStarted == false)
    tty.stop()  // the handler does not end the stream: the signal is about to kill
    #expect(await events.next() == nil)
  }

  @Test func stopPathRestoresTheTerminalAndContinuePathTakesItBack() async throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    let original = pty.attributes
    try tty.start()
    let raw = pty.attributes
    var events = tty.events().makeAsyncIterator()
    _ = pty.readOutput(count: startSequence.utf8.count)

    TerminalSession.suspend()
    let whileStopped = pty.attributes
    let leaving = pty.readOutputText(count: leaveSequence.utf8.count)
    TerminalSession.continued()

    #expect(whileStopped == original)
    #expect(leaving == leaveSequence)
    #expect(await events.next() == .resumed)
    #expect(pty.attributes == raw)
    #expect(pty.readOutputText(count: enterSequence.utf8.count) == enterSequence)
    #expect(tty.isStarted)
  }

  @Test func restoreWhileStoppedLeavesTheScreenToItsNewOwner() throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    let handlers = currentSignalHandlers()
    try tty.start()
    TerminalSession.suspend()

    tty.restore()
    TerminalSession.continued()
    try tty.write(Array("|".utf8))

    let expected = startSequence + leaveSequence + "|"
    #expect(pty.readOutputText(count: expected.utf8.count) == expected)
    #expect(currentSignalHandlers() == handlers)
    #expect(tty.isStarted == false)
  }
}
