import Synchronization
import Testing

@testable import TerminalCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal opened for a test: the slave side is the program's terminal, the
/// master side plays the terminal emulator (it reads what the program writes and types).
final class PseudoTerminal: Sendable {
  /// The program's side.
  let slave: Int32
  private let masterDescriptor: Atomic<Int32>

  /// The emulator's side; -1 once closed.
  var master: Int32 { masterDescriptor.load(ordering: .acquiring) }

  /// Opens a pseudo-terminal with `openpty` (in libc itself since glibc 2.34).
  init(sourceLocation: SourceLocation = #_sourceLocation) throws {
    var master: Int32 = -1
    var slave: Int32 = -1
    let result = openpty(&master, &slave, nil, nil, nil)
    try #require(result == 0, "openpty: errno \(errno)", sourceLocation: sourceLocation)
    masterDescriptor = Atomic(master)
    self.slave = slave
  }

  deinit {
    closeMaster()
    close(slave)
  }

  /// Closes the emulator's side: the program's terminal hangs up.
  func closeMaster() {
    let master = masterDescriptor.exchange(-1, ordering: .acquiringAndReleasing)
    if master >= 0 { close(master) }
  }

  /// Types `text` into the terminal, as the emulator does for key presses.
  func type(_ text: String) {
    type(Array(text.utf8))
  }

  /// Types `bytes` into the terminal.
  func type(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
      guard written > 0 else { return }
      offset += written
    }
  }

  /// Reads what the program wrote, until `count` bytes have arrived (or nothing arrives for
  /// 10 s, a guard against a hang rather than a timing assertion: the result is then short).
  func readOutput(count: Int) -> [UInt8] {
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

  /// Reads what the program wrote, as text, until `count` bytes have arrived.
  func readOutputText(count: Int) -> String {
    String(decoding: readOutput(count: count), as: UTF8.self)
  }

  /// Sets the window size, as the emulator does when its window is resized.
  func setWindowSize(columns: UInt16, rows: UInt16) {
    var window = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = withUnsafeMutablePointer(to: &window) { ioctl(master, UInt(TIOCSWINSZ), $0) }
  }

  /// The program's terminal attributes now.
  var attributes: TerminalAttributes {
    var raw = termios()
    _ = tcgetattr(slave, &raw)
    return TerminalAttributes(raw)
  }
}

/// The fields of a `termios`, comparable (the C struct is not `Equatable`).
struct TerminalAttributes: Equatable, CustomStringConvertible {
  var inputFlags: tcflag_t
  var outputFlags: tcflag_t
  var controlFlags: tcflag_t
  var localFlags: tcflag_t
  var controlCharacters: [UInt8]
  var inputSpeed: speed_t
  var outputSpeed: speed_t

  init(_ attributes: termios) {
    var attributes = attributes
    inputFlags = attributes.c_iflag
    outputFlags = attributes.c_oflag
    controlFlags = attributes.c_cflag
    localFlags = attributes.c_lflag
    controlCharacters = withUnsafeBytes(of: attributes.c_cc) { Array($0) }
    inputSpeed = cfgetispeed(&attributes)
    outputSpeed = cfgetospeed(&attributes)
  }

  var description: String {
    "iflag \(inputFlags) oflag \(outputFlags) cflag \(controlFlags) lflag \(localFlags) "
      + "cc \(controlCharacters) speed \(inputSpeed)/\(outputSpeed)"
  }
}

/// The handler address of every signal a session handles (0 is `SIG_DFL`, 1 `SIG_IGN`).
func currentSignalHandlers() -> [Int32: UInt] {
  var handlers: [Int32: UInt] = [:]
  for signal in SignalHandlers.handled {
    var action = sigaction()
    _ = sigaction(signal, nil, &action)
    handlers[signal] = SignalHandlers.handlerAddress(of: action)
  }
  return handlers
}

/// The sequence ``TTY/start()`` writes.
let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h"
/// The sequence ``TTY/restore()`` writes.
let leaveSequence = "\u{1B}[?2026l\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
