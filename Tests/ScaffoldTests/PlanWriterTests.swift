import Testing

@testable import scaffold

/// All files or none: a write that fails midway undoes everything written before it.
struct PlanWriterTests {
  let layout: LayoutCopy

  init() throws {
    layout = try LayoutCopy()
  }

  @Test(arguments: [
    "Scenes/Probe",
    "Tests/ScenesTests/Probe",
    "Scenes/Probe/ProbeModels.swift",
    "Scenes/Probe/ProbeRouter.swift",
    "Tests/ScenesTests/Probe/ProbeRouterTests.swift",
    "Scenes/AppStoryboard.swift",
    "Scenes/Home/HomeRouter.swift",
  ])
  func failedWriteRollsBackEverythingWrittenBeforeIt(failingPath: String) throws {
    // Given
    let before = try layout.snapshot()
    let fileSystem = FailingFileSystem(failingSuffix: failingPath)
    // When
    let outcome = layout.scaffold(["Probe", "--from", "Home"], fileSystem: fileSystem)
    // Then
    #expect(outcome.status == 1)
    #expect(
      outcome.errorOutput
        == "scaffold: Cannot write \(failingPath): disk full (injected); everything written "
        + "before it was rolled back.\n")
    #expect(try layout.snapshot() == before)
  }

  @Test func editsAreWrittenAfterEveryNewFile() throws {
    // Given
    let fileSystem = FailingFileSystem(failingSuffix: "no such file")
    // When
    _ = layout.scaffold(["Probe", "--from", "Home"], fileSystem: fileSystem)
    // Then
    let written = fileSystem.writtenPaths.map { $0.dropFirst(layout.root.count + 1) }
    #expect(written.count == 14)
    #expect(written.suffix(2) == ["Scenes/AppStoryboard.swift", "Scenes/Home/HomeRouter.swift"])
  }

  @Test func whatCannotBeRolledBackIsNamed() throws {
    // Given
    let fileSystem = FailingFileSystem(
      failingSuffix: "Scenes/Probe/ProbeWorker.swift", failsRemovals: true)
    // When
    let outcome = layout.scaffold(["Probe"], fileSystem: fileSystem)
    // Then
    #expect(outcome.status == 1)
    #expect(
      outcome.errorOutput
        == "scaffold: Cannot write Scenes/Probe/ProbeWorker.swift: disk full (injected); "
        + "could not roll back Scenes/Probe/ProbeModels.swift, "
        + "Tests/ScenesTests/Probe/__Snapshots__/ProbeViewControllerTests, "
        + "Tests/ScenesTests/Probe/__Snapshots__, Tests/ScenesTests/Probe, "
        + "Scenes/Probe; remove or restore them.\n")
  }

  @Test func fileEditedByAnotherEngineerMeanwhileIsNotOverwritten() throws {
    // Given
    let storyboard = layout.root + "/Scenes/AppStoryboard.swift"
    let fileSystem = FailingFileSystem(failingSuffix: "no such file")
    let theirs = try layout.text("Scenes/AppStoryboard.swift") + "// their edit\n"
    fileSystem.beforeWrite = { path in
      if path.hasSuffix("ProbeViewController.swift") {
        try? LocalFileSystem().writeFile(theirs, atPath: storyboard)
      }
    }
    let before = try layout.snapshot()
    // When
    let outcome = layout.scaffold(["Probe"], fileSystem: fileSystem)
    // Then
    #expect(outcome.status == 1)
    #expect(
      outcome.errorOutput
        == "scaffold: Scenes/AppStoryboard.swift changed while scaffolding (someone else edited "
        + "it); nothing was written. Run scaffold again.\n")
    #expect(try layout.text("Scenes/AppStoryboard.swift") == theirs)
    var after = try layout.snapshot()
    after["Scenes/AppStoryboard.swift"] = before["Scenes/AppStoryboard.swift"]
    #expect(after == before)
  }
}
