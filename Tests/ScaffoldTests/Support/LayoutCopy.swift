import TerminalUITesting

@testable import scaffold

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A copy of the package's layout in a temporary folder: `Package.swift`, `Scenes/` and
/// `Tests/ScenesTests/` (and `Sources/` if asked) as they are in the working tree, for the
/// scaffolder to write into.
final class LayoutCopy {
  /// The folder, deleted with the copy.
  let directory: TemporaryDirectory

  /// The copy's root.
  var root: String { directory.path }

  /// Copies the layout of the package this file belongs to, with `Sources/` (where
  /// `View`, `Label`… are declared) if `withSources`.
  ///
  /// - Throws: The file system's error when something cannot be copied.
  init(withSources: Bool = false) throws {
    directory = try TemporaryDirectory()
    let manager = FileManager.default
    try manager.createDirectory(atPath: root + "/Tests", withIntermediateDirectories: true)
    let sources = withSources ? ["Sources"] : []
    for path in ["Package.swift", "Scenes", "Tests/ScenesTests"] + sources {
      try manager.copyItem(atPath: Self.packageRoot + "/" + path, toPath: root + "/" + path)
    }
  }

  /// The root of the package under test, found from this file's path.
  static var packageRoot: String {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // Support
      .deletingLastPathComponent()  // ScaffoldTests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent().path
  }

  /// Runs the scaffolder on the copy with `arguments` (`--root` is added).
  func scaffold(_ arguments: [String], fileSystem: FileSystem = LocalFileSystem())
    -> ScaffoldCommand.Outcome
  {
    ScaffoldCommand.run(
      arguments: arguments + ["--root", root], currentDirectory: "/", fileSystem: fileSystem)
  }

  /// The text of the file at `path`, relative to the root.
  ///
  /// - Throws: The file system's error when it cannot be read.
  func text(_ path: String) throws -> String {
    try LocalFileSystem().readFile(atPath: root + "/" + path)
  }

  /// Whether something exists at `path`, relative to the root.
  func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: root + "/" + path)
  }

  /// Every file and folder of the copy with its bytes (`nil` for a folder), to compare the
  /// tree before and after.
  ///
  /// - Throws: The file system's error when something cannot be read.
  func snapshot() throws -> [String: Data?] {
    var tree: [String: Data?] = [:]
    for path in try FileManager.default.subpathsOfDirectory(atPath: root) {
      let absolute = root + "/" + path
      tree[path] =
        LocalFileSystem().directoryExists(atPath: absolute)
        ? .some(nil) : try Data(contentsOf: URL(fileURLWithPath: absolute))
    }
    return tree
  }
}
