import TerminalCore
import TerminalUITesting
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// `tty-probe` running on a pseudo-terminal of its own, and everything it wrote so far.
///
/// Waits poll the terminal with generous deadlines (a guard against a hang, never a timing
/// assertion), and the test process only reads: the probe runs its own run loop, on its own
/// main actor, whatever the load on the test process.
struct ProbeRun {
  let terminal: PseudoTerminal
  let process: ChildProcess
  /// The terminal's attributes before the probe started.
  let attributesBefore: TerminalAttributes
  /// Every byte the probe (and a job-control shell around it) wrote.
  private(set) var transcript: [UInt8] = []

  /// Starts the probe on a terminal of `columns` × `rows`, or the job-control shell running
  /// it when `shellPipes` are given (descriptor 3 reads the test's commands, descriptor 4
  /// writes the answers), with `environment` over ``ChildProcess``'s.
  init(
    columns: UInt16 = 40, rows: UInt16 = 8, shellPipes: (commands: Int32, answers: Int32)? = nil,
    environment: [String: String] = [:]
  ) throws {
    terminal = try PseudoTerminal()
    terminal.setWindowSize(columns: columns, rows: rows)
    screen = VirtualTerminal(size: Size(width: 40, height: 8))
    attributesBefore = terminal.attributes
    let probe = ChildProcess.executable(named: "tty-probe")
    if let shellPipes {
      process = try ChildProcess(
        executable: probe, arguments: ["--job-control", probe], terminal: terminal,
        descriptors: [3: shellPipes.commands, 4: shellPipes.answers], environment: environment)
    } else {
      process = try ChildProcess(executable: probe, terminal: terminal, environment: environment)
    }
  }

  /// The transcript as text.
  var text: String { String(decoding: transcript, as: UTF8.self) }

  /// What the probe's screen shows, from the whole transcript.
  private(set) var screen: VirtualTerminal

  /// Reads until the screen shows `text`.
  ///
  /// - Throws: An issue showing the screen if it never did.
  mutating func waitFor(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    while !screen.lines.contains(where: { $0.contains(text) }) {
      let known = transcript.count
      guard terminal.readOutput(into: &transcript, until: { $0.count > known }) else { break }
      screen.feed(transcript[known...])
    }
    let lines = screen.lines
    let transcriptText = self.text
    try #require(
      lines.contains { $0.contains(text) },
      "\(text) never showed: \(lines); transcript: \(transcriptText.debugDescription)",
      sourceLocation: sourceLocation)
  }

  /// Reads until the transcript, from byte `start` on, holds `text` (escape sequences
  /// included).
  ///
  /// - Throws: An issue showing the transcript if it never did.
  mutating func waitForBytes(
    _ text: String, after start: Int = 0, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let wanted = Array(text.utf8)
    let appeared = terminal.readOutput(into: &transcript) {
      $0.count > start && $0[start...].firstRange(of: wanted) != nil
    }
    let transcriptText = self.text
    try #require(
      appeared, "\(text) never came: \(transcriptText)", sourceLocation: sourceLocation)
  }

  /// Types `text` into the terminal.
  func type(_ text: String) {
    terminal.type(text)
  }

  /// Reads everything until the probe has ended, and says how it ended.
  mutating func finish() -> ChildProcess.Termination? {
    terminal.readOutput(into: &transcript, untilEndOf: process)
  }

  /// The transcript after the last leave-alternate-screen sequence, or `nil` if there is
  /// none.
  var afterLastRestore: String? {
    text.ranges(of: leaveSequence).last.map { String(text[$0.upperBound...]) }
  }

  /// Whether the probe turned mouse reporting on and its last restore (which holds the
  /// mouse-off bytes) turned it off for good: no mouse-on sequence comes after it.
  var mouseReportingEndedAtTheLastRestore: Bool {
    guard let after = afterLastRestore else { return false }
    return beforeLastRestore.contains(enterSequence + mouseOnSequence)
      && !after.contains("\u{1B}[?1000h") && !after.contains("\u{1B}[?1006h")
  }

  /// The transcript before the last leave-alternate-screen sequence.
  var beforeLastRestore: String {
    guard let leave = text.ranges(of: leaveSequence).last else { return text }
    return String(text[..<leave.lowerBound])
  }
}
