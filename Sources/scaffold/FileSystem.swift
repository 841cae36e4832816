#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
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
  /// Where `path` really leads: the absolute path of what is there, every symbolic link
  /// followed, without `.` or `..` (the C library's `realpath`); `nil` when nothing is there
  /// or a link leads nowhere.
  func realPath(of path: String) -> String?
}

extension FileSystem {
  /// Where the absolute `path` really leads, though it may not exist yet: the real path
  /// (``realPath(of:)``) of its deepest ancestor that exists, followed by the rest of its
  /// components. A link to nothing counts as nothing.
  ///
  /// ```swift
  /// // With /work/Linked a link to /elsewhere:
  /// LocalFileSystem().resolvingLinks("/work/Linked/New/Folder")  // "/elsewhere/New/Folder"
  /// ```
  func resolvingLinks(_ path: String) -> String {
    let components = path.split(separator: "/")
    for count in stride(from: components.count, through: 0, by: -1) {
      guard let real = realPath(of: "/" + components.prefix(count).joined(separator: "/"))
      else { continue }
      let rest = components.dropFirst(count).joined(separator: "/")
      return rest.isEmpty ? real : (real.hasSuffix("/") ? real : real + "/") + rest
    }
    return path
  }
}

/// The real file system, through the C library, so that a failure reads as the system's
/// message (`Permission denied`, `File too large`).
///
/// A file is written atomically: its bytes go to a temporary file beside it
/// (`.<name>.scaffold-<pid>-<random>`), flushed, then renamed over it; whatever fails, the
/// temporary file is removed. An existing file keeps its mode, and a symbolic link stays a
/// link: the file it points to is replaced.
struct LocalFileSystem: FileSystem {
  /// Why a file could not be read or written.
  enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes are not UTF-8.
    case notUTF8(path: String)
    /// A call failed with the `errno` value `code`.
    case system(code: Int32)
    /// The symbolic link at `path` leads to nothing.
    case danglingLink(path: String)

    var description: String {
      switch self {
      case .notUTF8(let path): return "\(path) is not UTF-8 text"
      case .system(let code): return String(cString: strerror(code))
      case .danglingLink(let path): return "\(path) is a symbolic link to nothing"
      }
    }
  }

  private var manager: FileManager { FileManager.default }

  func itemExists(atPath path: String) -> Bool {
    manager.fileExists(atPath: path)
  }

  func directoryExists(atPath path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }

  func contentsOfDirectory(atPath path: String) throws -> [String] {
    try manager.contentsOfDirectory(atPath: path)
  }

  func readFile(atPath path: String) throws -> String {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Failure.system(code: errno) }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = read(descriptor, &chunk, chunk.count)
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure.system(code: errno)
      }
      bytes += chunk[..<count]
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw Failure.notUTF8(path: path)
    }
    return text
  }

  func writeFile(_ text: String, atPath path: String) throws {
    let target = try following(path)
    var status = stat()
    let existing = stat(target, &status) == 0 ? status.st_mode & 0o7777 : nil
    let slash = target.lastIndex(of: "/")
    let folder = slash.map { String(target[..<$0]) } ?? "."
    let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
    let temporary = "\(folder)/.\(name).scaffold-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    // A new file gets the usual mode (0666 less the umask); an existing one its own, set
    // before the first byte.
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, existing ?? 0o666)
    guard descriptor >= 0 else { throw Failure.system(code: errno) }
    var isRenamed = false
    defer { if !isRenamed { unlink(temporary) } }
    do {
      defer { close(descriptor) }
      if let existing, fchmod(descriptor, existing) != 0 { throw Failure.system(code: errno) }
      var bytes = Array(text.utf8)[...]
      while !bytes.isEmpty {
        let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if count < 0 {
          if errno == EINTR { continue }
          throw Failure.system(code: errno)
        }
        bytes = bytes.dropFirst(count)
      }
      guard fsync(descriptor) == 0 else { throw Failure.system(code: errno) }
    }
    guard rename(temporary, target) == 0 else { throw Failure.system(code: errno) }
    isRenamed = true
  }

  func createDirectory(atPath path: String) throws {
    guard mkdir(path, 0o777) == 0 else { throw Failure.system(code: errno) }
  }

  func removeItem(atPath path: String) throws {
    guard remove(path) == 0 else { throw Failure.system(code: errno) }
  }

  func realPath(of path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// `path`, or the file its symbolic links lead to.
  ///
  /// - Throws: ``Failure/danglingLink(path:)`` when they lead to nothing.
  private func following(_ path: String) throws -> String {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return path }
    guard let resolved = realPath(of: path) else { throw Failure.danglingLink(path: path) }
    return resolved
  }
}
