import Synchronization
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

/// What the test handler below saw: 0 nothing yet, 1 on an alternate stack, 2 on the
/// thread's own stack.
private let stackSeenByHandler = Atomic<Int>(0)

/// A handler a program installed itself, which records whether it ran on an alternate stack.
private func recordStack(_ signal: Int32) {
  var current = stack_t()
  _ = sigaltstack(nil, &current)
  stackSeenByHandler.store(current.ss_flags & Int32(SS_ONSTACK) != 0 ? 1 : 2, ordering: .releasing)
}

/// Runs `body` on a new thread and waits for it.
private func onNewThread(_ body: @escaping @Sendable () -> Void) {
  let box = Unmanaged.passRetained(Box(body)).toOpaque()
  #if canImport(Glibc)
    var thread = pthread_t()  // an integer in glibc, a pointer in musl and Darwin
  #else
    var thread: pthread_t?
  #endif
  guard pthread_create(&thread, nil, { Box.run($0) }, box) == 0 else {
    Unmanaged<Box>.fromOpaque(box).release()
    return
  }
  #if canImport(Glibc)
    pthread_join(thread, nil)
  #else
    if let thread { pthread_join(thread, nil) }
  #endif
}

private final class Box: Sendable {
  let body: @Sendable () -> Void
  init(_ body: @escaping @Sendable () -> Void) { self.body = body }

  static func run(_ pointer: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let pointer else { return nil }
    Unmanaged<Box>.fromOpaque(pointer).takeRetainedValue().body()
    return nil
  }
}

/// Calls `body` with `signal` blocked on this thread, then discards the `signal` it left
/// pending (a handler that re-raises it), keeping the disposition `body` left, and unblocks
/// it.
///
/// - Returns: Whether `signal` was pending and its disposition the default after `body`.
private func withSignalBlocked(_ signal: Int32, _ body: () -> Void) -> (
  pending: Bool, isDefault: Bool
) {
  var blocked = sigset_t()
  sigemptyset(&blocked)
  sigaddset(&blocked, signal)
  var previousMask = sigset_t()
  pthread_sigmask(SIG_BLOCK, &blocked, &previousMask)
  body()
  var pending = sigset_t()
  sigpending(&pending)
  var after = sigaction()
  sigaction(signal, nil, &after)
  var ignore = signalAction(SIG_IGN)
  sigaction(signal, &ignore, nil)  // discards the pending signal
  sigaction(signal, &after, nil)
  pthread_sigmask(SIG_SETMASK, &previousMask, nil)
  return (sigismember(&pending, signal) == 1, SignalHandlers.handlerAddress(of: after) == 0)
}

// The handlers themselves, called in this process with the signal they re-raise blocked, so
// that what they do can be checked without dying of it (the process tests check the dying).
extension TTYTests {
  @Test func terminationHandlerRestoresThenRaisesTheSignalWithItsDefaultAction() throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    let original = pty.attributes
    try tty.start()
    _ = pty.readOutput(count: startSequence.utf8.count)

    let outcome = withSignalBlocked(SIGUSR1) { handleTermination(SIGUSR1) }

    #expect(outcome == (pending: true, isDefault: true))
    #expect(pty.readOutputText(count: leaveSequence.utf8.count) == leaveSequence)
    #expect(pty.attributes == original)
    #expect(!tty.isStarted)
  }

  @Test func crashHandlerLetsAFaultRunAgainUnderThePreviousDisposition() throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    let handlers = currentSignalHandlers()
    try tty.start()
    var info = siginfo_t()
    info.si_code = 1  // SEGV_MAPERR: raised by the kernel

    handleCrash(SIGSEGV, &info, nil)

    #expect(currentSignalHandlers()[SIGSEGV] == handlers[SIGSEGV])
    #expect(
      pty.readOutputText(count: startSequence.utf8.count + leaveSequence.utf8.count)
        == startSequence + leaveSequence)
  }

  @Test(arguments: [
    (code: Int32(0), fromThisProcess: false), (code: Int32(-6), fromThisProcess: true),
  ])
  func crashHandlerForASentSignalRaisesItAgain(code: Int32, fromThisProcess: Bool) throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    try tty.start()
    var info = siginfo_t()
    info.si_code = code
    info._sifields._kill.si_pid = fromThisProcess ? getpid() : 1

    let outcome = withSignalBlocked(SIGABRT) { handleCrash(SIGABRT, &info, nil) }

    #expect(outcome.pending)
    #expect(!tty.isStarted)
  }

  @Test func continueHandlerInTheForegroundTakesTheTerminalBack() async throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    try tty.start()
    let raw = pty.attributes
    var events = tty.events().makeAsyncIterator()
    TerminalSession.suspend()
    _ = pty.readOutput(count: startSequence.utf8.count + leaveSequence.utf8.count)

    handleContinue(SIGCONT)

    #expect(await events.next() == .resumed)
    #expect(pty.attributes == raw)
    #expect(pty.readOutputText(count: enterSequence.utf8.count) == enterSequence)
  }

  @Test func continuedAfterAnUncaughtStopTheTerminalIsSetUpAgain() async throws {
    // Given a session whose terminal a shell reset while it was stopped by SIGSTOP
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    let cooked = pty.attributes
    var saved = termios()
    tcgetattr(pty.slave, &saved)
    try tty.start()
    let raw = pty.attributes
    var events = tty.events().makeAsyncIterator()
    _ = pty.readOutput(count: startSequence.utf8.count)
    tcsetattr(pty.slave, TCSANOW, &saved)
    #expect(pty.attributes == cooked)

    // When it is continued
    handleContinue(SIGCONT)

    // Then raw mode and the alternate screen are back, and the run loop repaints
    #expect(await events.next() == .resumed)
    #expect(pty.attributes == raw)
    #expect(pty.readOutputText(count: enterSequence.utf8.count) == enterSequence)
  }

  @Test func framesWrittenWhileStoppedAreDropped() throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    try tty.start()
    TerminalSession.suspend()

    try tty.write(Array("dropped".utf8))
    handleContinue(SIGCONT)
    try tty.write(Array("|".utf8))

    let expected = startSequence + leaveSequence + enterSequence + "|"
    #expect(pty.readOutputText(count: expected.utf8.count) == expected)
  }

  @Test func resizeHandlerReportsTheNewSize() async throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    try tty.start()
    var events = tty.events().makeAsyncIterator()
    pty.setWindowSize(columns: 90, rows: 30)

    handleResize(SIGWINCH)

    #expect(await events.next() == .resized(Size(width: 90, height: 30)))
  }

  @Test func signalsTheProgramHandlesOrIgnoresAreLeftToIt() {
    let handled = signalAction { recordStack($0) }
    let ignored = signalAction(SIG_IGN)
    let defaulted = sigaction()

    #expect(!SignalHandlers.takesOver(SIGUSR1, from: handled))
    #expect(!SignalHandlers.takesOver(SIGUSR1, from: ignored))
    #expect(SignalHandlers.takesOver(SIGUSR1, from: defaulted))
    #expect(SignalHandlers.takesOver(SIGTERM, from: handled))
    #expect(!SignalHandlers.takesOver(SIGTERM, from: ignored))
    #expect(!SignalHandlers.takesOver(SIGTSTP, from: ignored))
    #expect(SignalHandlers.takesOver(SIGCONT, from: ignored))
  }

  // MARK: - Alternate signal stacks

  @Test func startingAndWritingGiveTheThreadAnAlternateSignalStack() throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    let seen = Mutex<[Bool]>([])

    onNewThread {
      let before = AlternateSignalStack.isSetOnCurrentThread
      try? tty.start()
      seen.withLock { $0 += [before, AlternateSignalStack.isSetOnCurrentThread] }
    }
    onNewThread {
      let before = AlternateSignalStack.isSetOnCurrentThread
      try? tty.write(Array("x".utf8))
      seen.withLock { $0 += [before, AlternateSignalStack.isSetOnCurrentThread] }
    }

    #expect(seen.withLock { $0 } == [false, true, false, true])
  }

  @Test func readerThreadRunsHandlersOnItsAlternateStack() async throws {
    // Given a program's own SIGUSR2 handler, which the session leaves alone
    var own = signalAction { recordStack($0) }
    own.sa_flags = Int32(SA_ONSTACK)
    var original = sigaction()
    sigaction(SIGUSR2, &own, &original)
    defer { sigaction(SIGUSR2, &original, nil) }
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    try tty.start()
    var events = tty.events().makeAsyncIterator()
    pty.type("x")
    #expect(await events.next() == .input([.key(KeyEvent(.character("x")))]))
    let reader = try #require(tty.lifecycle.withLock { $0?.thread.handle })
    stackSeenByHandler.store(0, ordering: .releasing)

    // When the signal is delivered on the reader thread
    pthread_kill(reader, SIGUSR2)

    // Then it ran there, on the alternate stack (waiting is a guard, not a timing)
    let deadline = ContinuousClock.now + .seconds(30)
    while stackSeenByHandler.load(ordering: .acquiring) == 0, ContinuousClock.now < deadline {
      sched_yield()
    }
    #expect(stackSeenByHandler.load(ordering: .acquiring) == 1)
    #expect(!SignalHandlers.isInstalled(SIGUSR2))
  }
}
