#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The file operations the scaffolder uses, behind a protocol so tests can make one fail.
///
/// Paths are absolute. Files are UTF-8 text.
///
/// ```swift
/// let fileSystem: FileSystem = LocalFileSystem()
/// let text = try fileSystem.readFile(atPath: "/work/Scenes/AppStoryboard.swift")
/// ```
protocol FileSystem {
  /// Whether something (a file or a folder) exists at `path`.
  func itemExists(atPath path: String) -> Bool
  /// Whether a folder exists at `path`.
  func directoryExists(atPath path: String) -> Bool
  /// The names of the entries of the folder at `path`.
  ///
  /// - Throws: The file system's error when it cannot be listed.
  func contentsOfDirectory(atPath path: String) throws -> [String]
  /// The text of the file at `path`.
  ///
  /// - Throws: The file system's error when it cannot be read or is not UTF-8.
  func readFile(atPath path: String) throws -> String
  /// Writes `text` to `path` atomically (a temporary file, then a rename).
  ///
  /// - Throws: The file system's error when it cannot be written.
  func writeFile(_ text: String, atPath path: String) throws
  /// Creates one folder at `path` (its parent must exist).
  ///
  /// - Throws: The file system's error when it cannot be created.
  func createDirectory(atPath path: String) throws
  /// Removes the file or empty folder at `path`.
  ///
  /// - Throws: The file system's error when it cannot be removed.
  func removeItem(atPath path: String) throws
}

/// The real file system, through `FileManager`.
struct LocalFileSystem: FileSystem {
  /// Why a file could not be read as text.
  enum ReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes are not UTF-8.
    case notUTF8(path: String)

    var description: String {
      switch self {
      case .notUTF8(let path): return "\(path) is not UTF-8 text"
      }
    }
  }

  private var manager: FileManager { FileManager.default }

  func itemExists(atPath path: String) -> Bool {
    manager.fileExists(atPath: path)
  }

  func directoryExists(atPath path: String) -> Bool {
    #if canImport(Darwin) && !canImport(FoundationEssentials)
      var isDirectory: ObjCBool = false
      return manager.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    #else
      var isDirectory = false
      return manager.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory
    #endif
  }

  func contentsOfDirectory(atPath path: String) throws -> [String] {
    try manager.contentsOfDirectory(atPath: path)
  }

  func readFile(atPath path: String) throws -> String {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    guard let text = String(data: data, encoding: .utf8) else {
      throw ReadError.notUTF8(path: path)
    }
    return text
  }

  func writeFile(_ text: String, atPath path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
  }

  func createDirectory(atPath path: String) throws {
    try manager.createDirectory(atPath: path, withIntermediateDirectories: false)
  }

  func removeItem(atPath path: String) throws {
    try manager.removeItem(atPath: path)
  }
}
