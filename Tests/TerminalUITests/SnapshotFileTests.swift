import TerminalUITesting
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Where a snapshot file lives, and how text compares with it, on a temporary folder.
struct SnapshotFileTests {
  let folder: TemporaryDirectory
  let testFile: String

  init() throws {
    folder = try TemporaryDirectory()
    testFile = folder.path + "/Tests/AppTests/HomeViewControllerTests.swift"
  }

  @Test func liesInTheSnapshotsFolderBesideTheTestFile() throws {
    // When
    let file = try SnapshotFile(named: "home-80x24", besideTestFile: testFile)
    // Then
    #expect(
      file.path == folder.path
        + "/Tests/AppTests/__Snapshots__/HomeViewControllerTests/home-80x24.txt")
  }

  @Test(arguments: ["", ".hidden", "home/80x24", "tab\there"])
  func refusesANameThatIsNotAFileName(name: String) {
    #expect(throws: SnapshotError.invalidName(name)) {
      try SnapshotFile(named: name, besideTestFile: testFile)
    }
  }

  @Test func textEqualToTheFileMatches() throws {
    // Given
    let file = try SnapshotFile(named: "home", besideTestFile: testFile)
    try write(" Home\n[reverse] Send [/]\n", to: file)
    // When
    let outcome = try file.compare(with: " Home\n[reverse] Send [/]", record: false)
    // Then
    #expect(outcome == .matched)
  }

  @Test func aMissingFileIsReportedWithTheWayToRecordIt() throws {
    // Given
    let file = try SnapshotFile(named: "home", besideTestFile: testFile)
    // When
    let outcome = try file.compare(with: " Home", record: false)
    // Then
    #expect(outcome == .missing(path: file.path))
    #expect(!FileManager.default.fileExists(atPath: file.path))
    #expect(
      outcome.failureMessage(name: "home") == """
        No snapshot "home" at \(file.path).
        Record it by running the test with CLEANSCENES_RECORD_SNAPSHOTS=1, for example
          CLEANSCENES_RECORD_SNAPSHOTS=1 swift test --filter <TestSuite>
        then review the file and commit it.
        """)
  }

  @Test func aDifferenceIsReportedWithThePathAndALineDiff() throws {
    // Given
    let file = try SnapshotFile(named: "home", besideTestFile: testFile)
    try write(" Home\n\n  Hello\n\n Ctrl-C Quit\n", to: file)
    // When
    let outcome = try file.compare(with: " Home\n\n  Hullo\n\n Ctrl-C Quit", record: false)
    // Then
    let diff = "  1| Home\n  2|\n- 3|  Hello\n+ 3|  Hullo\n  4|\n  5| Ctrl-C Quit"
    #expect(outcome == .mismatched(path: file.path, diff: diff))
    #expect(
      outcome.failureMessage(name: "home") == """
        Snapshot "home" does not match the screen (- stored, + screen).
        File: \(file.path)
        \(diff)
        If the new screen is right, run the test with CLEANSCENES_RECORD_SNAPSHOTS=1 and \
        review the file's diff.
        """)
    #expect(try read(file) == " Home\n\n  Hello\n\n Ctrl-C Quit\n")
  }

  @Test func recordModeWritesAMissingFileWithAFinalNewline() throws {
    // Given
    let file = try SnapshotFile(named: "home", besideTestFile: testFile)
    // When
    let outcome = try file.compare(with: " Home\n[bold]Hi[/]", record: true)
    // Then
    #expect(outcome == .recorded(path: file.path))
    #expect(outcome.failureMessage(name: "home") == nil)
    #expect(try read(file) == " Home\n[bold]Hi[/]\n")
    #expect(try file.compare(with: " Home\n[bold]Hi[/]", record: false) == .matched)
  }

  @Test func recordModeReplacesADifferentFileAndLeavesAnEqualOneAlone() throws {
    // Given
    let file = try SnapshotFile(named: "home", besideTestFile: testFile)
    try write("old\n", to: file)
    // When
    let replaced = try file.compare(with: "new", record: true)
    let unchanged = try file.compare(with: "new", record: true)
    // Then
    #expect(replaced == .recorded(path: file.path))
    #expect(unchanged == .matched)
    #expect(try read(file) == "new\n")
  }

  @Test func recordingWhereNoFolderCanBeMadeThrows() throws {
    // Given: the snapshot folder's place is taken by a file
    try Data().write(to: URL(fileURLWithPath: folder.path + "/Tests"))
    let file = try SnapshotFile(named: "home", besideTestFile: testFile)
    // When / Then
    #expect {
      try file.compare(with: "Home", record: true)
    } throws: { error in
      guard case .unwritable(let path, _) = error as? SnapshotError else { return false }
      return path == file.path
    }
  }

  // MARK: - Helpers

  private func write(_ text: String, to file: SnapshotFile) throws {
    let url = URL(fileURLWithPath: file.path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  private func read(_ file: SnapshotFile) throws -> String {
    String(decoding: try Data(contentsOf: URL(fileURLWithPath: file.path)), as: UTF8.self)
  }
}
