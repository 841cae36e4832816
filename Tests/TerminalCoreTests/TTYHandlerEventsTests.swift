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

/// Events handed to a handler on the main actor by the reader thread itself
/// (`startEvents(reportingMouse:handler:)`).
extension TTYTests {
  @Test @MainActor func handlerGetsTheKeysInOrderUntilItReturnsFalse() async throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    var keys: [InputEvent] = []
    let delivery = try tty.startEvents(reportingMouse: false) { event in
      guard case .input(let batch) = event else { return true }
      keys += batch
      return !batch.contains(.key(KeyEvent(.character("q"))))
    }

    pty.type("a")
    pty.type("\u{1B}[B")
    pty.type("q")
    await delivery.finished()

    #expect(
      keys == [
        .key(KeyEvent(.character("a"))), .key(KeyEvent(.down)), .key(KeyEvent(.character("q"))),
      ])
    #expect(tty.isStarted)
  }

  @Test @MainActor func handlerDoesNotRunBeforeTheStarterGivesUpTheMainActor() async throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    var handled: [TerminalEvent] = []
    let delivery = try tty.startEvents(reportingMouse: false) { event in
      handled.append(event)
      return false
    }
    pty.type("a")
    try waitUntilTheReaderWaitsForTheMainActor(tty)

    let handledBeforeWaiting = handled
    await delivery.finished()

    #expect(handledBeforeWaiting == [])
    #expect(handled == [.input([.key(KeyEvent(.character("a")))])])
  }

  @Test @MainActor func stopOnTheMainActorWhileTheReaderWaitsForItReturnsAndHandlesNothing()
    async throws
  {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    var handled: [TerminalEvent] = []
    let delivery = try tty.startEvents(reportingMouse: false) { event in
      handled.append(event)
      return true
    }
    pty.type("a")
    try waitUntilTheReaderWaitsForTheMainActor(tty)

    tty.stop()
    await delivery.finished()

    #expect(handled == [])
    #expect(!tty.isStarted)
  }

  @Test @MainActor func cancellingTheWaitEndsTheEvents() async throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    let delivery = try tty.startEvents(reportingMouse: false) { _ in true }
    let waiting = Task { @MainActor in await delivery.finished() }

    waiting.cancel()
    await waiting.value
    pty.type("b")
    var events = tty.events().makeAsyncIterator()

    #expect(await events.next() == .input([.key(KeyEvent(.character("b")))]))
  }

  @Test @MainActor func restoreEndsTheEvents() async throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    var handled: [TerminalEvent] = []
    let delivery = try tty.startEvents(reportingMouse: false) { event in
      handled.append(event)
      return true
    }

    tty.restore()
    await delivery.finished()

    #expect(handled == [])
  }

  // MARK: - Helpers

  /// Waits, holding the main actor, until the reader has read a key and waits for the main
  /// actor to hand it over (at most 10 s).
  @MainActor
  private func waitUntilTheReaderWaitsForTheMainActor(
    _ tty: TTY, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let deadline = ContinuousClock.now + .seconds(10)
    while tty.lifecycle.withLock({ $0?.reader.isDeliveringToMainActor }) != true {
      try #require(ContinuousClock.now < deadline, sourceLocation: sourceLocation)
      sched_yield()
    }
  }
}
