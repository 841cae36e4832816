import TerminalUITesting
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `assertSnapshot` on a real headless screen, its snapshot kept in a temporary folder by
/// reporting from a test file that lives there.
@MainActor
struct AssertSnapshotTests {
  let folder: TemporaryDirectory
  let location: SourceLocation
  let screen = HeadlessScreen(
    rootViewController: NavigationController(rootViewController: FormViewController(title: "Home")),
    size: Size(width: 24, height: 5))

  init() throws {
    folder = try TemporaryDirectory()
    location = SourceLocation(
      fileID: "AppTests/FormTests.swift", filePath: folder.path + "/FormTests.swift", line: 1,
      column: 1)
  }

  private var snapshotPath: String { folder.path + "/__Snapshots__/FormTests/form.txt" }

  @Test func recordsTheScreenThenMatchesIt() throws {
    // When
    try assertSnapshot(of: screen, named: "form", record: true, sourceLocation: location)
    // Then
    let stored = String(
      decoding: try Data(contentsOf: URL(fileURLWithPath: snapshotPath)), as: UTF8.self)
    #expect(
      stored == """
        [reverse] [/][bold reverse]Home                   [/]
        [dim]Name[/]
        [[ OK ]

         [reverse]Tab[/] Next  [reverse]Ctrl-C[/] Quit

        """)
    try assertSnapshot(of: screen, named: "form", record: false, sourceLocation: location)
  }

  @Test func aChangedScreenFailsWithTheDiffAndThePath() throws {
    // Given
    try assertSnapshot(of: screen, named: "form", record: true, sourceLocation: location)
    screen.type("Ada")
    let path = snapshotPath
    // When / Then
    try withKnownIssue {
      try assertSnapshot(of: screen, named: "form", record: false, sourceLocation: location)
    } matching: { issue in
      let comment = issue.comments.map(\.rawValue).joined()
      return comment.contains("File: \(path)") && comment.contains("- 2|[dim]Name[/]")
        && comment.contains("+ 2|Ada") && issue.sourceLocation == location
    }
  }

  @Test func aMissingSnapshotFailsWithTheWayToRecordIt() throws {
    let path = snapshotPath
    try withKnownIssue {
      try assertSnapshot(of: screen, named: "form", record: false, sourceLocation: location)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(
        "No snapshot \"form\" at \(path).\nRecord it by running the test with "
          + "CLEANSCENES_RECORD_SNAPSHOTS=1")
    }
    #expect(!FileManager.default.fileExists(atPath: snapshotPath))
  }
}
