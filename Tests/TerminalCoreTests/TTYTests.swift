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

/// The TTY on real pseudo-terminals. Terminal sessions and signal dispositions are
/// process-wide, so these tests run one at a time; every test stops its TTY, which puts
/// back the signal handlers it installed. The time limit only guards against a hang.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct TTYTests {
  // MARK: - Creating

  @Test func pipeIsNotATerminal() throws {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { for end in ends { close(end) } }

    #expect(throws: TTYError.notATerminal(fd: ends[0])) {
      try TTY(input: ends[0], output: ends[1])
    }
    #expect(TTY.isTerminal(ends[0]) == false)
  }

  @Test func redirectedOutputIsNotATerminal() throws {
    let pty = try PseudoTerminal()
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { for end in ends { close(end) } }

    #expect(throws: TTYError.notATerminal(fd: ends[1])) {
      try TTY(input: pty.slave, output: ends[1])
    }
    #expect(TTY.isTerminal(pty.slave))
  }

  // MARK: - Starting

  @Test func startEntersRawMode() throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }

    try tty.start()

    let raw = pty.attributes
    let cleared: [(tcflag_t, Int32)] = [
      (raw.localFlags, ECHO), (raw.localFlags, ICANON), (raw.localFlags, ISIG),
      (raw.localFlags, IEXTEN), (raw.inputFlags, IXON), (raw.inputFlags, ICRNL),
      (raw.inputFlags, BRKINT), (raw.outputFlags, OPOST), (raw.controlFlags, PARENB),
    ]
    for (flags, flag) in cleared {
      #expect(flags & tcflag_t(flag) == 0, "flag \(flag) is still set")
    }
    #expect(raw.controlFlags & tcflag_t(CSIZE) == tcflag_t(CS8))
    #expect(raw.controlCharacters[Int(VMIN)] == 1)
    #expect(raw.controlCharacters[Int(VTIME)] == 0)
    #expect(tty.isStarted)
  }

  @Test func startSwitchesToAlternateScreenHidesCursorAndEnablesPaste() throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }

    try tty.start()

    #expect(pty.readOutputText(count: startSequence.utf8.count) == startSequence)
  }

  @Test func startingTwiceChangesNothingMore() throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }

    try tty.start()
    let raw = pty.attributes
    try tty.start()
    try tty.write(Array("|".utf8))

    #expect(pty.readOutputText(count: startSequence.utf8.count + 1) == startSequence + "|")
    #expect(pty.attributes == raw)
  }

  @Test func secondTTYCannotStartUntilFirstIsRestored() throws {
    let first = try PseudoTerminal()
    let second = try PseudoTerminal()
    let firstTTY = try TTY(input: first.slave, output: first.slave)
    let secondTTY = try TTY(input: second.slave, output: second.slave)
    defer {
      firstTTY.stop()
      secondTTY.stop()
    }
    let untouched = second.attributes

    try firstTTY.start()

    #expect(throws: TTYError.alreadyInUse) { try secondTTY.start() }
    #expect(second.attributes == untouched)
    firstTTY.restore()
    try secondTTY.start()
    #expect(secondTTY.isStarted)
  }

  // MARK: - Restoring

  @Test func restoreBringsBackTheAttributesExactly() throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    let original = pty.attributes

    try tty.start()
    #expect(pty.attributes != original)
    tty.restore()

    #expect(pty.attributes == original)
    #expect(tty.isStarted == false)
  }

  @Test func restoreLeavesAlternateScreenShowsCursorAndDisablesPaste() throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    try tty.start()
    _ = pty.readOutput(count: startSequence.utf8.count)

    tty.restore()

    #expect(pty.readOutputText(count: leaveSequence.utf8.count) == leaveSequence)
  }

  @Test func restoringTwiceWritesNothingMoreAndKeepsTheAttributes() throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    let original = pty.attributes
    try tty.start()
    _ = pty.readOutput(count: startSequence.utf8.count)

    tty.restore()
    tty.restore()
    tty.stop()
    try tty.write(Array("|".utf8))

    #expect(pty.readOutputText(count: leaveSequence.utf8.count + 1) == leaveSequence + "|")
    #expect(pty.attributes == original)
  }

  @Test func restoringATTYNeverStartedDoesNothing() throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    let original = pty.attributes

    tty.restore()
    tty.stop()
    try tty.write(Array("|".utf8))

    #expect(pty.readOutputText(count: 1) == "|")
    #expect(pty.attributes == original)
  }

  @Test func startAfterRestoreTakesTheTerminalAgain() throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    try tty.start()
    let raw = pty.attributes
    tty.restore()

    try tty.start()

    let expected = startSequence + leaveSequence + startSequence
    #expect(pty.readOutputText(count: expected.utf8.count) == expected)
    #expect(pty.attributes == raw)
  }

  @Test func droppingAStartedTTYRestoresTheTerminal() throws {
    let pty = try PseudoTerminal()
    let original = pty.attributes
    do {
      let tty = try TTY(input: pty.slave, output: pty.slave)
      try tty.start()
    }

    let expected = startSequence + leaveSequence
    #expect(pty.readOutputText(count: expected.utf8.count) == expected)
    #expect(pty.attributes == original)
  }

  // MARK: - Size and output

  @Test(arguments: [
    (columns: 132, rows: 43, expected: Size(width: 132, height: 43)),
    (columns: 0, rows: 0, expected: Size(width: 80, height: 24)),
    (columns: 0, rows: 30, expected: Size(width: 80, height: 30)),
    (columns: 100, rows: 0, expected: Size(width: 100, height: 24)),
    (columns: 65535, rows: 65535, expected: Size(width: 2048, height: 1024)),
    (columns: 3000, rows: 50, expected: Size(width: 2048, height: 50)),
  ])
  func sizeIsTheWindowSizeWithFallbackForZero(columns: UInt16, rows: UInt16, expected: Size)
    throws
  {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)

    pty.setWindowSize(columns: columns, rows: rows)

    #expect(tty.size == expected)
  }

  @Test func largeFrameArrivesWholeAndInOrder() async throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)
    defer { tty.stop() }
    try tty.start()
    _ = pty.readOutput(count: startSequence.utf8.count)
    let frame = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 % 251) }

    let reading = Task.detached { pty.readOutput(count: frame.count) }
    try tty.write(frame)

    #expect(await reading.value == frame)
  }

  @Test func writingToAHungUpTerminalThrows() throws {
    let pty = try PseudoTerminal()
    let tty = try TTY(input: pty.slave, output: pty.slave)

    pty.closeMaster()

    #expect(throws: TTYError.writeFailed(fd: pty.slave, errno: EIO)) {
      try tty.write(Array("frame".utf8))
    }
  }
}
