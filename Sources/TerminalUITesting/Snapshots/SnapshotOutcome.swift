/// How a screen compares with its stored snapshot.
///
/// ```swift
/// let outcome = try file.compare(with: SnapshotMarkup.text(of: screen.canvas), record: false)
/// if let message = outcome.failureMessage(name: "home-80x24") { print(message) }
/// ```
public enum SnapshotOutcome: Equatable, Sendable {
  /// The file holds the same text.
  case matched
  /// Record mode wrote the text to the file at `path`, which was missing or different.
  case recorded(path: String)
  /// There is no file at `path`.
  case missing(path: String)
  /// The file at `path` holds other text; `diff` shows the lines that differ.
  case mismatched(path: String, diff: String)

  /// The environment variable that turns record mode on: `CLEANSCENES_RECORD_SNAPSHOTS=1`.
  public static let recordVariable = "CLEANSCENES_RECORD_SNAPSHOTS"

  /// What a failing test reports, or `nil` when the outcome is not a failure.
  ///
  /// A missing snapshot says how to record it; a mismatch gives the file's path, the line
  /// diff (`-` stored, `+` now) and how to accept the new screen.
  ///
  /// - Parameter name: The snapshot's name, as the test gave it.
  /// - Returns: A message for a person, several lines long.
  public func failureMessage(name: String) -> String? {
    switch self {
    case .matched, .recorded:
      return nil
    case .missing(let path):
      return """
        No snapshot "\(name)" at \(path).
        Record it by running the test with \(Self.recordVariable)=1, for example
          \(Self.recordVariable)=1 swift test --filter <TestSuite>
        then review the file and commit it.
        """
    case .mismatched(let path, let diff):
      return """
        Snapshot "\(name)" does not match the screen (- stored, + screen).
        File: \(path)
        \(diff)
        If the new screen is right, run the test with \(Self.recordVariable)=1 and review the \
        file's diff.
        """
    }
  }
}
