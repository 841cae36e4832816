#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A ``ToDoStore`` that keeps the list in `todos.json` in the data directory.
///
/// Every save writes the whole list to a temporary file in the same folder and renames it
/// over `todos.json`, so the file holds either the old list or the new one, never half of
/// each; the folder is created when missing, and the file keeps its permissions. A file that cannot be read or decoded is moved
/// aside to `todos.json.corrupt-<UTC time>` (with `-2`, `-3`… when that name is taken, so an
/// earlier copy is never replaced) and the list starts empty. If it cannot even be moved, it
/// is left alone and saves are refused until it is gone, so it is never overwritten silently.
///
/// ```swift
/// let store = FileToDoStore(directory: environment.dataDirectory, now: environment.now)
/// let toDos = try store.loadToDos()
/// try store.saveToDos(toDos + [ToDo(name: "Buy milk")])
/// ```
@MainActor
public final class FileToDoStore: ToDoStore {
  /// The name of the file in the data directory.
  public static let fileName = "todos.json"

  /// How many copies of corrupt files one second's name can take (`-2` … `-100`).
  static let maximumCorruptCopiesPerSecond = 100

  /// The file the list is kept in.
  public let fileURL: URL

  private let directoryURL: URL
  private let now: () -> Date
  /// Set when the file could be neither read nor moved aside: saving would overwrite it.
  private var protectsUnreadableFile = false

  /// Creates a store for `todos.json` in `directory`.
  ///
  /// - Parameters:
  ///   - directory: The data directory; it is created on the first save if missing.
  ///   - now: The clock that names the copy of a corrupt file.
  public init(directory: DataDirectory, now: @escaping () -> Date) {
    directoryURL = directory.url
    fileURL = directory.url(forFile: Self.fileName)
    self.now = now
  }

  // MARK: - Loading

  /// Reads and decodes `todos.json`; an empty list when there is no such file (yet).
  ///
  /// - Returns: The saved to-dos.
  /// - Throws: ``ToDoStoreError/corruptFile(path:movedTo:reason:)`` when the file could not
  ///   be read or decoded and was moved aside, or
  ///   ``ToDoStoreError/unreadableFile(path:reason:)`` when it could not be moved either.
  ///   Either way the caller starts from an empty list.
  public func loadToDos() throws(ToDoStoreError) -> [ToDo] {
    let data: Data
    do {
      data = try Data(contentsOf: fileURL)
    } catch {
      guard FileManager.default.fileExists(atPath: fileURL.path) else {
        protectsUnreadableFile = false
        return []
      }
      throw moveAside(reason: Self.reason(for: error))
    }
    do {
      let toDos = try JSONDecoder().decode([ToDo].self, from: data)
      protectsUnreadableFile = false
      return toDos
    } catch {
      throw moveAside(reason: Self.reason(for: error))
    }
  }

  // MARK: - Saving

  /// Writes `toDos` to `todos.json` atomically, creating the data directory if needed.
  ///
  /// - Parameter toDos: The whole list.
  /// - Throws: ``ToDoStoreError/writeFailed(path:reason:)`` when the folder or the file
  ///   cannot be written (the file keeps its earlier content), or
  ///   ``ToDoStoreError/overwriteRefused(path:)`` while an unreadable `todos.json` that could
  ///   not be moved aside is still there.
  public func saveToDos(_ toDos: [ToDo]) throws(ToDoStoreError) {
    if protectsUnreadableFile {
      guard !FileManager.default.fileExists(atPath: fileURL.path) else {
        throw .overwriteRefused(path: fileURL.path)
      }
      protectsUnreadableFile = false
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let fileManager = FileManager.default
    let permissions = try? fileManager.attributesOfItem(atPath: fileURL.path)[.posixPermissions]
    do {
      let data = try encoder.encode(toDos)
      try fileManager.createDirectory(at: directoryURL, withIntermediateDirectories: true)
      try data.write(to: fileURL, options: .atomic)
    } catch {
      throw .writeFailed(path: fileURL.path, reason: Self.reason(for: error))
    }
    // The rename leaves a new file with default permissions; a file the user had made
    // private stays private. The list is saved either way, so a failure here is not one.
    if let permissions {
      try? fileManager.setAttributes([.posixPermissions: permissions], ofItemAtPath: fileURL.path)
    }
  }

  // MARK: - Private helpers

  /// Moves the unreadable file to the first free `todos.json.corrupt-<time>[-n]` name.
  ///
  /// - Returns: The error to report: where the file went, or why it stayed.
  private func moveAside(reason: String) -> ToDoStoreError {
    let stamp = now().formatted(
      Date.ISO8601FormatStyle(
        dateSeparator: .omitted, dateTimeSeparator: .standard, timeSeparator: .omitted))
    let baseName = "\(Self.fileName).corrupt-\(stamp)"
    for attempt in 1...Self.maximumCorruptCopiesPerSecond {
      let name = attempt == 1 ? baseName : "\(baseName)-\(attempt)"
      let destination = directoryURL.appendingPathComponent(name, isDirectory: false)
      do {
        // `moveItem` refuses an existing destination, so an earlier copy is never replaced.
        try FileManager.default.moveItem(at: fileURL, to: destination)
        protectsUnreadableFile = false
        return .corruptFile(path: fileURL.path, movedTo: destination.path, reason: reason)
      } catch let error as CocoaError where error.code == .fileWriteFileExists {
        continue
      } catch {
        protectsUnreadableFile = true
        return .unreadableFile(
          path: fileURL.path, reason: "\(reason); moving it failed: \(Self.reason(for: error))")
      }
    }
    protectsUnreadableFile = true
    return .unreadableFile(
      path: fileURL.path, reason: "\(reason); every name for a copy is taken")
  }

  /// A short reason a user can read: the system's words for a file error, or what was wrong
  /// with the content.
  private static func reason(for error: any Error) -> String {
    if let error = error as? CocoaError, let underlying = error.underlying as? POSIXError {
      return String(cString: strerror(underlying.code.rawValue))
    }
    if let error = error as? POSIXError {
      return String(cString: strerror(error.code.rawValue))
    }
    if case DecodingError.dataCorrupted(let context) = error, context.codingPath.isEmpty {
      return "not valid JSON"
    }
    if error is DecodingError {
      return "not a list of to-dos"
    }
    return String(describing: error)
  }
}
