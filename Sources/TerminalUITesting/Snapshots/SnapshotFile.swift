#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A text snapshot stored beside the test that owns it, and the comparison with it.
///
/// The file of snapshot `name` taken in `Tests/AppTests/HomeTests.swift` is
/// `Tests/AppTests/__Snapshots__/HomeTests/<name>.txt`: a plain UTF-8 file, one line per
/// screen row, ending with a newline, meant to be committed and reviewed like code.
/// ``assertSnapshot(of:named:record:sourceLocation:)-(HeadlessScreen,_,_,_)`` is the usual
/// way in; this type is what it uses, for tests that compare other text.
///
/// ```swift
/// let file = try SnapshotFile(named: "home-80x24", besideTestFile: #filePath)
/// let outcome = try file.compare(with: SnapshotMarkup.text(of: screen.canvas), record: false)
/// ```
public struct SnapshotFile: Sendable {
  /// The snapshot's path.
  public let path: String

  /// Locates the snapshot `name` of the test file at `testFilePath`.
  ///
  /// - Parameters:
  ///   - name: The snapshot's name, unique within its test file; it becomes `<name>.txt`.
  ///   - testFilePath: The test file's absolute path (`#filePath`).
  /// - Throws: ``SnapshotError/invalidName(_:)`` when `name` cannot be a file name.
  public init(named name: String, besideTestFile testFilePath: String) throws(SnapshotError) {
    let isFileName =
      !name.isEmpty && !name.hasPrefix(".")
      && !name.unicodeScalars.contains { $0 == "/" || $0.properties.generalCategory == .control }
    guard isFileName else { throw .invalidName(name) }
    let testFile = URL(fileURLWithPath: testFilePath)
    path =
      testFile.deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__", isDirectory: true)
      .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent, isDirectory: true)
      .appendingPathComponent(name + ".txt").path
  }

  /// Compares `text` with the stored snapshot, writing it first when `record` is on.
  ///
  /// - Parameters:
  ///   - text: The snapshot as the test produces it now; a final newline is added when
  ///     written.
  ///   - record: Whether to write `text` to the file when the file is missing or differs.
  /// - Returns: How `text` compares with the file.
  /// - Throws: ``SnapshotError/unreadable(path:reason:)`` when the file exists but cannot
  ///   be read, ``SnapshotError/unwritable(path:reason:)`` when recording fails.
  public func compare(with text: String, record: Bool) throws(SnapshotError) -> SnapshotOutcome {
    let stored = try storedText()
    if stored == text { return .matched }
    if record {
      try write(text)
      return .recorded(path: path)
    }
    guard let stored else { return .missing(path: path) }
    let diff = LineDiff(expected: Self.lines(of: stored), actual: Self.lines(of: text))
    return .mismatched(path: path, diff: diff.description)
  }

  // MARK: - Private helpers

  /// The stored snapshot without its final newline, or `nil` when there is no file.
  private func storedText() throws(SnapshotError) -> String? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      guard let text = String(data: data, encoding: .utf8) else {
        throw SnapshotError.unreadable(path: path, reason: "it is not UTF-8 text")
      }
      return text.hasSuffix("\n") ? String(text.dropLast()) : text
    } catch let error as SnapshotError {
      throw error
    } catch {
      throw .unreadable(path: path, reason: "\(error)")
    }
  }

  private func write(_ text: String) throws(SnapshotError) {
    let url = URL(fileURLWithPath: path)
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data((text + "\n").utf8).write(to: url, options: .atomic)
    } catch {
      throw .unwritable(path: path, reason: "\(error)")
    }
  }

  private static func lines(of text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}
