import Testing

@testable import scaffold

struct ScaffoldCommandTests {
  @Test(arguments: [["--help"], ["-h"], ["Probe", "--help"]])
  func helpPrintsTheUsageAndWritesNothing(arguments: [String]) throws {
    // Given
    let layout = try LayoutCopy()
    let before = try layout.snapshot()
    // When
    let outcome = layout.scaffold(arguments)
    // Then
    #expect(
      outcome
        == ScaffoldCommand.Outcome(status: 0, output: ScaffoldCommand.usage + "\n", errorOutput: "")
    )
    #expect(try layout.snapshot() == before)
  }

  @Test func usageExplainsEveryOption() {
    for option in [
      "--from SCENE", "--root DIR", "--dry-run", "--help", "--route SCENE", "--result-type TYPE",
      "--result-sample EXPR",
    ] {
      #expect(ScaffoldCommand.usage.contains(option))
    }
  }

  @Test(arguments: [
    (".", "/work/main", "/work/main"),
    ("copy", "/work/main", "/work/main/copy"),
    ("../other/", "/work/main", "/work/other"),
    ("/tmp/./x/", "/work/main", "/tmp/x"),
  ])
  func rootIsResolvedAgainstTheCurrentDirectory(path: String, directory: String, root: String) {
    #expect(ScaffoldCommand.resolve(path, from: directory) == root)
  }

  @Test func relativeRootIsFoundFromTheCurrentDirectory() throws {
    // Given
    let layout = try LayoutCopy()
    let parent = ScaffoldCommand.resolve("..", from: layout.root)
    let folder = String(layout.root.split(separator: "/").last ?? "")
    // When
    let outcome = ScaffoldCommand.run(
      arguments: ["Probe", "--root", folder], currentDirectory: parent,
      fileSystem: LocalFileSystem())
    // Then
    #expect(outcome.status == 0)
    #expect(layout.exists("Scenes/Probe/ProbeViewController.swift"))
  }
}
