import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// A pseudo-terminal opened for a test: the slave side is the program's terminal, the
/// master side plays the terminal emulator (it reads what the program writes and types).
///
/// Use it to run a `TTY` or a whole `Application` on a real terminal in a test:
///
/// ```swift
/// let terminal = try PseudoTerminal()
/// let tty = try TTY(input: terminal.slave, output: terminal.slave)
/// try tty.start()
/// terminal.type("a")
/// ```
public final class PseudoTerminal: Sendable {
  /// The program's side.
  public let slave: Int32
  private let masterDescriptor: Atomic<Int32>

  /// The emulator's side; -1 once closed.
  public var master: Int32 { masterDescriptor.load(ordering: .acquiring) }

  /// Opens a pseudo-terminal with `openpty` (in libc itself since glibc 2.34).
  public init(sourceLocation: SourceLocation = #_sourceLocation) throws {
    var master: Int32 = -1
    var slave: Int32 = -1
    let result = openpty(&master, &slave, nil, nil, nil)
    try #require(result == 0, "openpty: errno \(errno)", sourceLocation: sourceLocation)
    // Not inherited by programs other tests start (``ChildProcess`` passes the slave on).
    for end in [master, slave] { _ = fcntl(end, F_SETFD, fcntl(end, F_GETFD) | FD_CLOEXEC) }
    masterDescriptor = Atomic(master)
    self.slave = slave
  }

  deinit {
    closeMaster()
    close(slave)
  }

  /// Closes the emulator's side: the program's terminal hangs up.
  public func closeMaster() {
    let master = masterDescriptor.exchange(-1, ordering: .acquiringAndReleasing)
    if master >= 0 { close(master) }
  }

  /// Types `text` into the terminal, as the emulator does for key presses.
  public func type(_ text: String) {
    type(Array(text.utf8))
  }

  /// Types `bytes` into the terminal.
  public func type(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
      guard written > 0 else { return }
      offset += written
    }
  }

  /// Reads what the program wrote, until `count` bytes have arrived (or nothing arrives for
  /// 10 s, a guard against a hang rather than a timing assertion: the result is then short).
  public func readOutput(count: Int) -> [UInt8] {
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while received.count < count {
      var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      guard poll(&ready, 1, 10_000) > 0 else { break }
      let wanted = min(chunk.count, count - received.count)
      let got = read(master, &chunk, wanted)
      guard got > 0 else { break }
      received += chunk[..<got]
    }
    return received
  }

  /// Reads what the program wrote until `screen` shows `text`, feeding it every byte read.
  ///
  /// - Returns: Whether `screen` shows `text`.
  @discardableResult
  public func readOutput(into screen: inout VirtualTerminal, untilItShows text: String) -> Bool {
    readOutput(into: &screen) { screen in screen.lines.contains { $0.contains(text) } }
  }

  /// Reads what the program wrote until `condition` holds for `screen`, feeding it every
  /// byte read.
  ///
  /// Gives up after 100 reads or 10 s without output (a guard against a hang, not a timing
  /// assertion); the caller then checks the screen and reports what it shows.
  ///
  /// - Returns: Whether `condition` holds.
  @discardableResult
  public func readOutput(
    into screen: inout VirtualTerminal, until condition: (VirtualTerminal) -> Bool
  ) -> Bool {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    for _ in 0..<100 where !condition(screen) {
      var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      guard poll(&ready, 1, 10_000) > 0 else { break }
      let got = read(master, &chunk, chunk.count)
      guard got > 0 else { break }
      screen.feed(chunk[..<got])
    }
    return condition(screen)
  }

  /// Reads what the program wrote until `condition` holds for everything read so far,
  /// appending it to `transcript`.
  ///
  /// Gives up after 30 s without output (a guard against a hang, not a timing assertion);
  /// the caller then checks the transcript and reports what it holds.
  ///
  /// - Returns: Whether `condition` holds.
  @discardableResult
  public func readOutput(into transcript: inout [UInt8], until condition: ([UInt8]) -> Bool)
    -> Bool
  {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while !condition(transcript) {
      var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      guard poll(&ready, 1, 30_000) > 0 else { break }
      let got = read(master, &chunk, chunk.count)
      guard got > 0 else { break }
      transcript += chunk[..<got]
    }
    return condition(transcript)
  }

  /// Reads what `child` writes until it has ended and all of it is read, appending it to
  /// `transcript`.
  ///
  /// The kernel hands what the child wrote to this side of the terminal on a work queue of
  /// its own, so the last bytes may not be readable yet when the child has ended: once it
  /// has, the reading stops only after 50 ms without a byte. Gives up after 60 s (a guard
  /// against a hang, not a timing assertion).
  ///
  /// - Returns: How the child ended, or `nil` if it had not ended after 60 s.
  public func readOutput(into transcript: inout [UInt8], untilEndOf child: ChildProcess)
    -> ChildProcess.Termination?
  {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    let deadline = ContinuousClock.now + .seconds(60)
    while true {
      let ended = child.hasEnded
      var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      if poll(&ready, 1, 50) > 0 {
        let got = read(master, &chunk, chunk.count)
        if got > 0 {
          transcript += chunk[..<got]
          continue
        }
      }
      if ended { return child.waitForTermination() }
      if ContinuousClock.now > deadline { return nil }
    }
  }

  /// Reads what the program wrote, as text, until `count` bytes have arrived.
  public func readOutputText(count: Int) -> String {
    String(decoding: readOutput(count: count), as: UTF8.self)
  }

  /// Sets the window size, as the emulator does when its window is resized.
  public func setWindowSize(columns: UInt16, rows: UInt16) {
    var window = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = withUnsafeMutablePointer(to: &window) { ioctl(master, UInt(TIOCSWINSZ), $0) }
  }

  /// The program's terminal attributes now.
  public var attributes: TerminalAttributes {
    var raw = termios()
    _ = tcgetattr(slave, &raw)
    return TerminalAttributes(raw)
  }
}
