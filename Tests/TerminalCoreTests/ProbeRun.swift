import TerminalCore
import TerminalUITesting
import Testing

/// `tty-probe` running on a pseudo-terminal of its own, and everything it wrote so far.
typealias ProbeRun = ProgramRun

extension ProgramRun {
  /// Starts the probe with `arguments` on a terminal of `columns` × `rows`, or the
  /// job-control shell running it when `shellPipes` are given (descriptor 3 reads the test's
  /// commands, descriptor 4 writes the answers), with `environment` over ``ChildProcess``'s.
  init(
    arguments: [String] = [], columns: UInt16 = 40, rows: UInt16 = 8,
    shellPipes: (commands: Int32, answers: Int32)? = nil, environment: [String: String] = [:]
  ) throws {
    let probe = ChildProcess.executable(named: "tty-probe")
    if let shellPipes {
      try self.init(
        executable: probe, arguments: ["--job-control", probe] + arguments, columns: columns,
        rows: rows, descriptors: [3: shellPipes.commands, 4: shellPipes.answers],
        environment: environment)
    } else {
      try self.init(
        executable: probe, arguments: arguments, columns: columns, rows: rows,
        environment: environment)
    }
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
