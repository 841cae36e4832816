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
  // MARK: - Input

  @Test(arguments: [
    (typed: "a", expected: [InputEvent.key(KeyEvent(.character("a")))]),
    (typed: "\u{1B}[A", expected: [.key(KeyEvent(.up))]),
    (typed: "\u{03}", expected: [.key(.control("c"))]),
    (typed: "\u{1A}", expected: [.key(.control("z"))]),
    (typed: "\u{1B}[200~two\nlines\u{1B}[201~", expected: [.paste("two\nlines")]),
  ])
  func typedBytesArriveAsOneInputEvent(typed: String, expected: [InputEvent]) async throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    try tty.start()
    var events = tty.events().makeAsyncIterator()

    pty.type(typed)

    #expect(await events.next() == .input(InputEvents(expected)))
  }

  @Test func loneEscapeIsSettledByTheTimeout() async throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    try tty.start()
    var events = tty.events(escapeTimeout: .milliseconds(5)).makeAsyncIterator()

    pty.type("\u{1B}")

    #expect(await events.next() == .input([.key(KeyEvent(.escape))]))
  }

  @Test func unterminatedPasteEndsWhenItStallsAndKeysWorkAgain() async throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    try tty.start()
    var events = tty.events(pasteTimeout: .milliseconds(5)).makeAsyncIterator()

    pty.type("\u{1B}[200~hello")
    let paste = await events.next()
    pty.type("\u{03}")
    let key = await events.next()

    #expect(paste == .input([.paste("hello")]))
    #expect(key == .input([.key(.control("c"))]))
  }

  @Test func keysTypedOneAfterAnotherArriveInOrder() async throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    try tty.start()
    var events = tty.events().makeAsyncIterator()
    var received: [InputEvent] = []

    pty.type("x")
    if case .input(let batch) = await events.next() { received += batch }
    pty.type("\u{1B}[B")
    if case .input(let batch) = await events.next() { received += batch }

    #expect(received == [.key(KeyEvent(.character("x"))), .key(KeyEvent(.down))])
  }

  @Test func keysTypedBeforeStartingArriveFirst() async throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    try tty.start()
    pty.type("q")
    _ = pty.readOutput(count: startSequence.utf8.count)

    var events = tty.events().makeAsyncIterator()

    #expect(await events.next() == .input([.key(KeyEvent(.character("q")))]))
  }

  // MARK: - Ending

  @Test func streamOfATTYNotStartedIsFinished() async throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    var events = tty.events().makeAsyncIterator()

    pty.type("a")

    #expect(await events.next() == nil)
  }

  @Test func restoreFinishesTheStream() async throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    try tty.start()
    var events = tty.events().makeAsyncIterator()

    tty.restore()

    #expect(await events.next() == nil)
  }

  @Test func hangUpFinishesTheStream() async throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    try tty.start()
    var events = tty.events().makeAsyncIterator()

    pty.closeMaster()

    #expect(await events.next() == nil)
  }

  @Test func newStreamEndsThePreviousOneAndGetsTheKeys() async throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    try tty.start()
    var first = tty.events().makeAsyncIterator()

    var second = tty.events().makeAsyncIterator()
    pty.type("b")

    #expect(await first.next() == nil)
    #expect(await second.next() == .input([.key(KeyEvent(.character("b")))]))
  }

  @Test func leavingTheLoopStopsTheReader() async throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    try tty.start()
    pty.type("1")
    for await event in tty.events() where event == .input([.key(KeyEvent(.character("1")))]) {
      break
    }

    pty.type("2")
    var events = tty.events().makeAsyncIterator()

    #expect(await events.next() == .input([.key(KeyEvent(.character("2")))]))
  }
}
