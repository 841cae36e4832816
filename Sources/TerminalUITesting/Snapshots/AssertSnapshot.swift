import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Checks a headless screen against its text snapshot stored beside the test.
///
/// The screen is written with ``SnapshotMarkup`` (text, with styles as inline tags such as
/// `[reverse] Send [/]`) and compared with
/// `__Snapshots__/<TestFile>/<name>.txt` in the test file's folder (see ``SnapshotFile``).
/// A difference fails the test with the file's path and a line diff; a missing file fails
/// it with the command that records it.
///
/// Record mode writes the file instead, when it is missing or differs, and the test passes
/// with a warning naming the file. It is on when the environment variable
/// `CLEANSCENES_RECORD_SNAPSHOTS` is `1`:
///
/// ```sh
/// CLEANSCENES_RECORD_SNAPSHOTS=1 swift test --filter DetailViewControllerTests
/// git diff Tests/    # review what changed, then commit the snapshots
/// ```
///
/// ```swift
/// @Test func showsTheMessage() throws {
///   let screen = HeadlessScreen(rootViewController: detail, size: Size(width: 40, height: 10))
///   try assertSnapshot(of: screen, named: "message-40x10")
/// }
/// ```
///
/// - Parameters:
///   - screen: The screen to check.
///   - name: The snapshot's name, unique within the test file, such as `"home-80x24"`.
///   - record: Whether to write the snapshot rather than check it; from
///     `CLEANSCENES_RECORD_SNAPSHOTS` by default.
///   - sourceLocation: Where a failure is reported, and whose file the snapshot sits
///     beside; the caller's line by default.
/// - Throws: ``SnapshotError`` when the name is not a file name or the file cannot be read
///   or written.
@MainActor
public func assertSnapshot(
  of screen: HeadlessScreen,
  named name: String,
  record: Bool = isRecordingSnapshots,
  sourceLocation: SourceLocation = #_sourceLocation
) throws(SnapshotError) {
  try assertSnapshot(
    of: screen.canvas, named: name, record: record, sourceLocation: sourceLocation)
}

/// Checks a canvas against its text snapshot stored beside the test.
///
/// The same check as for a ``HeadlessScreen``, for cells drawn without a window, such as a
/// view painted into a canvas of its own.
///
/// ```swift
/// var canvas = Canvas(size: Size(width: 20, height: 1))
/// canvas.put("Saved", at: .zero, style: Style(foreground: .green))
/// try assertSnapshot(of: canvas, named: "saved")
/// ```
///
/// - Parameters:
///   - canvas: The cells to check.
///   - name: The snapshot's name, unique within the test file.
///   - record: Whether to write the snapshot rather than check it; from
///     `CLEANSCENES_RECORD_SNAPSHOTS` by default.
///   - sourceLocation: Where a failure is reported, and whose file the snapshot sits
///     beside; the caller's line by default.
/// - Throws: ``SnapshotError`` when the name is not a file name or the file cannot be read
///   or written.
public func assertSnapshot(
  of canvas: Canvas,
  named name: String,
  record: Bool = isRecordingSnapshots,
  sourceLocation: SourceLocation = #_sourceLocation
) throws(SnapshotError) {
  let file = try SnapshotFile(named: name, besideTestFile: sourceLocation.filePath)
  let text = SnapshotMarkup.text(of: canvas)
  let outcome = try file.compare(with: text, record: record)
  if let message = outcome.failureMessage(name: name) {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  } else if case .recorded(let path) = outcome {
    Issue.record(
      Comment(rawValue: "Recorded snapshot \"\(name)\" at \(path)"), severity: .warning,
      sourceLocation: sourceLocation)
  }
}

/// Whether record mode is on: the environment variable `CLEANSCENES_RECORD_SNAPSHOTS` is
/// `1` (or `true` or `yes`).
///
/// ```swift
/// if isRecordingSnapshots { print("recording snapshots") }
/// ```
public var isRecordingSnapshots: Bool {
  let value = ProcessInfo.processInfo.environment[SnapshotOutcome.recordVariable] ?? ""
  return ["1", "true", "yes"].contains(value.lowercased())
}
