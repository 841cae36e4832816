import Testing

/// A program running on a pseudo-terminal of its own, and everything it wrote so far: what a
/// test of signals, job control or crashes sees from outside the program.
///
/// Waits poll the terminal with generous deadlines (a guard against a hang, never a timing
/// assertion), and the test only reads: the program runs its own run loop, whatever the
/// load on the test process.
///
/// ```swift
/// var demo = try ProgramRun(executable: ChildProcess.executable(named: "demo"))
/// try demo.waitFor("Home")
/// demo.process.send(SIGTERM)
/// #expect(demo.finish() == .signaled(SIGTERM))
/// ```
public struct ProgramRun {
  /// The largest screen a run reads through: a larger window is read in its top-left corner.
  public static let maximumScreenSize = Size(width: 512, height: 256)

  /// The program's terminal.
  public let terminal: PseudoTerminal
  /// The program.
  public let process: ChildProcess
  /// The terminal's attributes before the program started.
  public let attributesBefore: TerminalAttributes
  /// Every byte the program (and the programs it started) wrote.
  public private(set) var transcript: [UInt8] = []
  /// What the program's screen shows, from the transcript read so far.
  public private(set) var screen: VirtualTerminal
  /// How much of ``transcript`` ``screen`` has been fed.
  private var shownCount = 0

  /// Starts `executable` with `arguments` on a new terminal of `columns` × `rows`.
  ///
  /// - Parameters:
  ///   - executable: The program's path (see ``ChildProcess/executable(named:)``).
  ///   - arguments: Its arguments, without its name.
  ///   - columns: The window's width.
  ///   - rows: The window's height.
  ///   - descriptors: More descriptors to pass: the child's number for each of the test's.
  ///   - environment: Variables to set over ``ChildProcess``'s environment.
  ///   - sourceLocation: Where a failure to start is reported.
  /// - Throws: An issue if the terminal cannot be opened or the program started.
  public init(
    executable: String, arguments: [String] = [], columns: UInt16 = 80, rows: UInt16 = 24,
    descriptors: [Int32: Int32] = [:], environment: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    terminal = try PseudoTerminal(sourceLocation: sourceLocation)
    terminal.setWindowSize(columns: columns, rows: rows)
    screen = VirtualTerminal(
      size: Size(
        width: min(Int(columns), Self.maximumScreenSize.width),
        height: min(Int(rows), Self.maximumScreenSize.height)))
    attributesBefore = terminal.attributes
    process = try ChildProcess(
      executable: executable, arguments: arguments, terminal: terminal,
      descriptors: descriptors, environment: environment, sourceLocation: sourceLocation)
  }

  /// The transcript as text.
  public var text: String { String(decoding: transcript, as: UTF8.self) }

  /// Reads until the screen shows `text`.
  ///
  /// - Throws: An issue showing the screen if it never did.
  public mutating func waitFor(
    _ text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    showTranscript()
    while !screen.lines.contains(where: { $0.contains(text) }) {
      let known = transcript.count
      guard terminal.readOutput(into: &transcript, until: { $0.count > known }) else { break }
      showTranscript()
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
  public mutating func waitForBytes(
    _ text: String, after start: Int = 0, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let wanted = Array(text.utf8)
    let appeared = terminal.readOutput(into: &transcript) {
      $0.count > start && $0[start...].firstRange(of: wanted) != nil
    }
    let transcriptText = self.text
    try #require(
      appeared, "\(text) never came: \(transcriptText.debugDescription)",
      sourceLocation: sourceLocation)
  }

  /// Types `text` into the terminal.
  public func type(_ text: String) {
    terminal.type(text)
  }

  /// Reads everything until the program has ended, and says how it ended (`nil` if it had
  /// not after a minute).
  public mutating func finish() -> ChildProcess.Termination? {
    terminal.readOutput(into: &transcript, untilEndOf: process)
  }

  /// Feeds the screen what the transcript holds beyond what it was fed.
  private mutating func showTranscript() {
    screen.feed(transcript[shownCount...])
    shownCount = transcript.count
  }
}
