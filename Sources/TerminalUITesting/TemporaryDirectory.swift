#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A fresh, empty folder for one test, deleted with everything in it when released.
///
/// ```swift
/// let folder = try TemporaryDirectory()
/// let store = FileToDoStore(url: folder.url.appendingPathComponent("todos.json"))
/// ```
public final class TemporaryDirectory: Sendable {
  /// The folder.
  public let url: URL

  /// The folder's path.
  public var path: String { url.path }

  /// Creates a uniquely named folder in the system's temporary folder.
  ///
  /// - Throws: The file system's error when the folder cannot be created.
  public init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("clean-scenes-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}
