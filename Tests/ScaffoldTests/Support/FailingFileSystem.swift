@testable import scaffold

/// The real file system, except that writing a file whose path ends with `failingSuffix`
/// fails, and so can undoing, for rollback tests.
final class FailingFileSystem: FileSystem {
  /// The error a failing write throws.
  struct InjectedFailure: Error, CustomStringConvertible {
    var description: String { "disk full (injected)" }
  }

  private let base = LocalFileSystem()
  private let failingSuffix: String
  private let failsRemovals: Bool
  /// Every path written, in order, including rollbacks.
  private(set) var writtenPaths: [String] = []
  /// Runs before each write, to change files behind the writer's back.
  var beforeWrite: (String) -> Void = { _ in }

  /// A file system whose writes to paths ending with `failingSuffix` fail, and whose
  /// removals also fail if `failsRemovals`.
  init(failingSuffix: String, failsRemovals: Bool = false) {
    self.failingSuffix = failingSuffix
    self.failsRemovals = failsRemovals
  }

  func itemExists(atPath path: String) -> Bool {
    base.itemExists(atPath: path)
  }

  func directoryExists(atPath path: String) -> Bool {
    base.directoryExists(atPath: path)
  }

  func contentsOfDirectory(atPath path: String) throws -> [String] {
    try base.contentsOfDirectory(atPath: path)
  }

  func readFile(atPath path: String) throws -> String {
    try base.readFile(atPath: path)
  }

  func writeFile(_ text: String, atPath path: String) throws {
    beforeWrite(path)
    writtenPaths.append(path)
    if path.hasSuffix(failingSuffix) { throw InjectedFailure() }
    try base.writeFile(text, atPath: path)
  }

  func createDirectory(atPath path: String) throws {
    if path.hasSuffix(failingSuffix) { throw InjectedFailure() }
    try base.createDirectory(atPath: path)
  }

  func removeItem(atPath path: String) throws {
    if failsRemovals { throw InjectedFailure() }
    try base.removeItem(atPath: path)
  }

  func realPath(of path: String) -> String? {
    base.realPath(of: path)
  }
}
