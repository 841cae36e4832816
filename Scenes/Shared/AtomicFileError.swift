/// Why an ``AtomicFile`` could not be read or written.
///
/// Each case names the file as its store knows it and gives the system's reason (with the
/// path of a link's target when that is where it failed), so a store can wrap it in an error
/// of its own that says what became of the data.
///
/// ```swift
/// do { try file.write(bytes) } catch { print(error.description) }
/// // Could not write /home/ada/.local/share/clean-scenes/todos.json: Permission denied
/// ```
enum AtomicFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file exists but its bytes could not be read.
  case unreadable(path: String, reason: String)
  /// The file could not be replaced; it keeps its earlier bytes.
  case unwritable(path: String, reason: String)

  /// The system's reason alone, for a store's own message.
  var reason: String {
    switch self {
    case .unreadable(_, let reason), .unwritable(_, let reason): return reason
    }
  }

  /// What failed, on which file, and why.
  var description: String {
    switch self {
    case .unreadable(let path, let reason): return "Could not read \(path): \(reason)"
    case .unwritable(let path, let reason): return "Could not write \(path): \(reason)"
    }
  }
}
