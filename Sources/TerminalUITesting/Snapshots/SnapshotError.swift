/// Why a text snapshot could not be checked or recorded.
///
/// A snapshot that differs from the screen is not an error: it is a test failure, recorded
/// as an issue with a diff. These are the cases where the file itself is the problem.
///
/// ```swift
/// #expect(throws: SnapshotError.invalidName("home/80x24")) {
///   try SnapshotFile(named: "home/80x24", besideTestFile: #filePath)
/// }
/// ```
public enum SnapshotError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The name is empty, starts with a dot, or holds a `/` or a control character, so it
  /// cannot be one file's name.
  case invalidName(String)
  /// The stored snapshot exists but could not be read.
  case unreadable(path: String, reason: String)
  /// The snapshot could not be written in record mode.
  case unwritable(path: String, reason: String)

  /// What went wrong and what to do about it.
  public var description: String {
    switch self {
    case .invalidName(let name):
      "snapshot name \"\(name)\" is not a file name: give a non-empty name without '/' "
        + "or control characters that does not start with '.', such as \"home-80x24\""
    case .unreadable(let path, let reason):
      "cannot read the snapshot \(path): \(reason)"
    case .unwritable(let path, let reason):
      "cannot write the snapshot \(path): \(reason); check that its folder is writable"
    }
  }
}
