/// Why the to-do list could not be read or saved.
///
/// Each case names the file and says what happened to the user's data, so the scene can show
/// its ``description`` as it is.
///
/// ```swift
/// do { try store.saveToDos(toDos) } catch { errorLabel.text = error.description }
/// ```
public enum ToDoStoreError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file could not be read or decoded; it was moved to `movedTo` and the list starts
  /// empty.
  case corruptFile(path: String, movedTo: String, reason: String)
  /// The file could not be read, nor moved aside; it is left as it is and not overwritten.
  case unreadableFile(path: String, reason: String)
  /// The file, or what its link leads to, is no regular file (a folder, a FIFO, a device):
  /// it is left as it is, never moved nor replaced.
  case notARegularFile(path: String, reason: String)
  /// The list could not be written; the file keeps what it had before.
  case writeFailed(path: String, reason: String)
  /// The list was not written because that would overwrite a file that could not be read.
  case overwriteRefused(path: String)

  /// What went wrong and what became of the list, in a sentence a user can act on.
  public var description: String {
    switch self {
    case .corruptFile(let path, let movedTo, let reason):
      return "Could not read \(path) (\(reason)); it was moved to \(movedTo) "
        + "and the list starts empty."
    case .unreadableFile(let path, let reason):
      return "Could not read \(path) (\(reason)) nor move it aside; "
        + "changes stay in memory and are not saved."
    case .notARegularFile(let path, let reason):
      return "Could not read \(path) (\(reason)); it is left as it is, "
        + "and changes stay in memory until it is moved away."
    case .writeFailed(let path, let reason):
      return "Could not save \(path) (\(reason)); "
        + "the list is kept in memory and saved with the next change."
    case .overwriteRefused(let path):
      return "Not saved: \(path) could not be read and would be overwritten; "
        + "move it away to save again."
    }
  }
}
