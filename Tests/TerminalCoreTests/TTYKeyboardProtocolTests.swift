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
  // MARK: - The kitty keyboard protocol

  /// A session on a pseudo-terminal whose "terminal" (the test) answered the keyboard query
  /// with `answer`, and whose first event after it is the key `CSI 27 u`, so that the
  /// reader has dealt with the answer by then.
  private func session(
    answering answer: String
  ) async throws -> (PseudoTerminal, TTY, AsyncStream<TerminalEvent>.AsyncIterator) {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    try tty.start()
    #expect(pty.readOutputText(count: startSequence.utf8.count) == startSequence)
    var events = tty.events().makeAsyncIterator()
    pty.type(answer + "\u{1B}[27u")
    #expect(await events.next() == .input([.key(KeyEvent(.escape))]))
    return (pty, tty, events)
  }

  @Test func terminalAnsweringTheProtocolQueryGetsTheEnhancementPushedAndPoppedOnRestore()
    async throws
  {
    let (pty, tty, _) = try await session(answering: "\u{1B}[?0u\u{1B}[?62;22c")
    defer { tty.stop() }

    tty.restore()

    let expected = keyboardPush + keyboardPop + leaveSequence
    #expect(pty.readOutputText(count: expected.utf8.count) == expected)
  }

  @Test(arguments: [
    "\u{1B}[?62;22c",  // device attributes only: no protocol
    "\u{1B}[?1;2c\u{1B}[?0u",  // the flags after the attributes are too late
  ])
  func terminalWithoutTheProtocolKeepsTodaysModes(answer: String) async throws {
    let (pty, tty, _) = try await session(answering: answer)
    defer { tty.stop() }

    tty.restore()

    #expect(pty.readOutputText(count: leaveSequence.utf8.count) == leaveSequence)
  }

  @Test func pushedEnhancementIsPoppedOnSuspendAndPushedAgainOnResume() async throws {
    let (pty, tty, iterator) = try await session(answering: "\u{1B}[?1u\u{1B}[?62c")
    var events = iterator
    defer { tty.stop() }
    _ = pty.readOutput(count: keyboardPush.utf8.count)

    TerminalSession.suspend()
    handleContinue(SIGCONT)

    #expect(await events.next() == .resumed)
    let expected = keyboardPop + leaveSequence + enterSequence + keyboardPush
    #expect(pty.readOutputText(count: expected.utf8.count) == expected)
  }

  @Test func terminationHandlerPopsThePushedEnhancement() async throws {
    let (pty, tty, _) = try await session(answering: "\u{1B}[?0u\u{1B}[?62c")
    defer { tty.stop() }
    _ = pty.readOutput(count: keyboardPush.utf8.count)

    TerminalSession.endForFatalSignal()

    let expected = keyboardPop + leaveSequence
    #expect(pty.readOutputText(count: expected.utf8.count) == expected)
  }

  @Test func answerSplitByAPauseLongerThanTheEscapeTimeoutIsStillRecognised() async throws {
    // Given a terminal over a slow link: the answer's ESC, then its rest 50 ms later, ten
    // escape timeouts on
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    try tty.start()
    #expect(pty.readOutputText(count: startSequence.utf8.count) == startSequence)
    var events = tty.events(escapeTimeout: .milliseconds(5)).makeAsyncIterator()

    // When
    pty.type("\u{1B}")
    try await Task.sleep(for: .milliseconds(50))
    pty.type("[?0u\u{1B}[?62;22c\u{1B}[27u")

    // Then the answer is no key, and the protocol is pushed
    #expect(await events.next() == .input([.key(KeyEvent(.escape))]))
    tty.restore()
    let expected = keyboardPush + keyboardPop + leaveSequence
    #expect(pty.readOutputText(count: expected.utf8.count) == expected)
  }

  @Test func protocolKeysArriveAsDistinctKeys() async throws {
    let (pty, tty, iterator) = try await session(answering: "\u{1B}[?0u\u{1B}[?62c")
    var events = iterator
    defer { tty.stop() }

    pty.type("\u{1B}[13;2u\u{1B}[105;5u\u{09}\u{1B}[109;5u\u{0D}")

    #expect(
      await events.next()
        == .input([
          .key(KeyEvent(.enter, modifiers: .shift)), .key(.control("i")), .key(KeyEvent(.tab)),
          .key(.control("m")), .key(KeyEvent(.enter)),
        ]))
  }
}
