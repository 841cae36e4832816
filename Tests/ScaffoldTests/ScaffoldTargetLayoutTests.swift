import TerminalUITesting
import Testing

@testable import scaffold

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Scaffolding into a user's package, as the command plugin does: `--sources`, `--tests`,
/// `--module`, the storyboard found by convention, `--sees` for the dependencies' types.
struct ScaffoldTargetLayoutTests {
  let directory: TemporaryDirectory
  var root: String { directory.path }

  static let storyboard = """
    import TerminalUI

    /// The app's scenes.
    @MainActor
    public enum MyStoryboard {
      /// The storyboard, starting at Profile.
      public static func make() -> Storyboard {
        let storyboard = Storyboard(initialIdentifier: "Profile")
        return storyboard
      }
    }

    """

  /// A package with an empty target `Sources/MyScenes` holding `storyboard` as
  /// `Storyboard.swift`, and a library folder `Library/` declaring `struct ClashWorker`.
  init(storyboard: String? = Self.storyboard) throws {
    directory = try TemporaryDirectory()
    let manager = FileManager.default
    for folder in ["Sources/MyScenes", "Library"] {
      try manager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
    }
    try write("// swift-tools-version: 6.1\n", to: "Package.swift")
    try write("struct ClashWorker {}\n", to: "Library/ClashWorker.swift")
    if let storyboard { try write(storyboard, to: "Sources/MyScenes/Storyboard.swift") }
  }

  func write(_ text: String, to path: String) throws {
    try LocalFileSystem().writeFile(text, atPath: root + "/" + path)
  }

  func text(_ path: String) throws -> String {
    try LocalFileSystem().readFile(atPath: root + "/" + path)
  }

  func scaffold(_ arguments: [String]) -> ScaffoldCommand.Outcome {
    ScaffoldCommand.run(
      arguments: arguments + [
        "--root", root, "--sources", "Sources/MyScenes", "--sees", root + "/Library",
      ],
      currentDirectory: "/", fileSystem: LocalFileSystem())
  }

  /// The rest of each line of `output` that starts with `prefix`.
  static func paths(after prefix: String, in output: String) -> [Substring] {
    output.split(separator: "\n").compactMap { line in
      line.hasPrefix(prefix) ? line.dropFirst(prefix.count) : nil
    }
  }

  func tree() throws -> [String] {
    try FileManager.default.subpathsOfDirectory(atPath: root).sorted()
  }

  // MARK: - Writing

  @Test func writesIntoTheTargetAndItsTestsAndUsesNothingOfTheDemo() throws {
    // When
    let outcome = scaffold(["Profile"])
    // Then
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    #expect(outcome.output.contains("created Sources/MyScenes/Profile/ProfileRouter.swift\n"))
    #expect(
      outcome.output.contains(
        "created Tests/MyScenesTests/Profile/__Snapshots__/ProfileViewControllerTests/"
          + "hi-there-40x8.txt\n"))
    let routerTests = try text("Tests/MyScenesTests/Profile/ProfileRouterTests.swift")
    #expect(routerTests.contains("@testable import MyScenes\n"))
    #expect(routerTests.contains("  let storyboard = MyStoryboard.make()\n"))
    let generated = try tree().filter { $0.hasSuffix(".swift") && $0.contains("Profile") }
    #expect(generated.count == 11)
    for path in generated {
      let source = try text(path)
      for demoName in ["AppStoryboard", ".fixed", "DemoScenes", "import TerminalCore"] {
        #expect(!source.contains(demoName), "\(path) uses \(demoName)")
      }
    }
    #expect(
      try text("Sources/MyScenes/Storyboard.swift").contains(
        "    storyboard.register(\"Profile\") { ProfileViewController(worker: ProfileWorker()) }\n"
          + "    return storyboard\n"))
  }

  @Test func routesFromASceneOfTheTarget() throws {
    // Given
    #expect(scaffold(["Profile"]).status == 0)
    // When
    let outcome = scaffold(["Settings", "--from", "Profile", "--presented", "--back-to", "Profile"])
    // Then
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    #expect(
      try text("Sources/MyScenes/Profile/ProfileRouter.swift").contains(
        "\"Settings\": ProfileRouter.routeToSettings"))
    #expect(
      try text("Sources/MyScenes/Profile/ProfileInteractor.swift").contains(
        "var settingsResult: String?"))
  }

  @Test func storyboardCallCanBeGiven() throws {
    // When
    let outcome = scaffold(["Profile", "--storyboard-call", "Stories.main"])
    // Then
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    #expect(
      try text("Tests/MyScenesTests/Profile/ProfileRouterTests.swift").contains(
        "  let storyboard = Stories.main\n"))
  }

  @Test func absoluteFoldersInsideTheRootAreUsedRelativeToIt() throws {
    // Given
    let arguments = [
      "Profile", "--root", root, "--sources", root + "/Sources/MyScenes/", "--tests",
      root + "/Tests/./MyScenesTests", "--storyboard", root + "/Sources/MyScenes/Storyboard.swift",
    ]
    // When
    let dryRun = ScaffoldCommand.run(
      arguments: arguments + ["--dry-run"], currentDirectory: "/", fileSystem: LocalFileSystem())
    let outcome = ScaffoldCommand.run(
      arguments: arguments, currentDirectory: "/", fileSystem: LocalFileSystem())
    // Then
    #expect(dryRun.status == 0, "\(dryRun.errorOutput)")
    #expect(dryRun.output.contains("would create Sources/MyScenes/Profile/ProfileRouter.swift\n"))
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    let planned = Self.paths(after: "would create ", in: dryRun.output)
    #expect(planned.count == 12)
    #expect(Self.paths(after: "created ", in: outcome.output) == planned)
    #expect(
      try tree().filter { !$0.hasPrefix("Sources/") && !$0.hasPrefix("Tests/") }
        == ["Library", "Library/ClashWorker.swift", "Package.swift", "Sources", "Tests"])
  }

  @Test func foldersThroughSymbolicLinksThatStayInsideTheRootAreUsed() throws {
    // Given: Linked leads to Sources, Tests/Linked to Tests/Real
    let manager = FileManager.default
    try manager.createDirectory(atPath: root + "/Tests/Real", withIntermediateDirectories: true)
    try manager.createSymbolicLink(atPath: root + "/Linked", withDestinationPath: "Sources")
    try manager.createSymbolicLink(atPath: root + "/Tests/Linked", withDestinationPath: "Real")
    // When
    let outcome = ScaffoldCommand.run(
      arguments: [
        "Profile", "--root", root, "--sources", "Linked/MyScenes", "--tests", "Tests/Linked",
      ],
      currentDirectory: "/", fileSystem: LocalFileSystem())
    // Then
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    #expect(try text("Sources/MyScenes/Profile/ProfileRouter.swift").contains("ProfileRouter"))
    #expect(try text("Tests/Real/Profile/ProfileRouterTests.swift").contains("ProfileRouter"))
    #expect(try text("Sources/MyScenes/Storyboard.swift").contains("register(\"Profile\")"))
  }

  @Test func testFolderAlsoGivenAsSeenIsEditedOnceUnderItsRelativePath() throws {
    // Given: the plugin passes the test target's own folder with --sees, as an absolute path
    #expect(scaffold(["Profile"]).status == 0)
    let spies = "Tests/MyScenesTests/Profile/ProfileSpies.swift"
    // When
    let outcome = scaffold([
      "Settings", "--back-to", "Profile", "--sees", root + "/Tests/MyScenesTests",
    ])
    // Then
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    #expect(
      Self.paths(after: "changed ", in: outcome.output).filter {
        $0.hasSuffix("ProfileSpies.swift")
      } == [spies[...]])
    #expect(!outcome.output.contains(root))
    #expect(try text(spies).components(separatedBy: "func receiveSettingsResult(").count == 2)
  }

  // MARK: - Refusals

  @Test(arguments: [
    ("--sources", "/elsewhere/Scenes"), ("--tests", "/elsewhere/Tests"), ("--tests", "../Tests"),
    ("--storyboard", "/elsewhere/Storyboard.swift"), ("--sources", "."),
  ])
  func pathOutsideTheRootIsRefused(option: String, path: String) throws {
    // Given
    let before = try tree()
    let target = option == "--sources" ? [] : ["--sources", "Sources/MyScenes"]
    // When
    let outcome = ScaffoldCommand.run(
      arguments: ["Profile", "--root", root, option, path] + target, currentDirectory: "/",
      fileSystem: LocalFileSystem())
    // Then
    #expect(outcome.status == 1)
    #expect(
      outcome.errorOutput
        == "scaffold: \(option) \(path) is outside the package root \(root); give a path "
        + "inside it, relative to the root or absolute.\n")
    #expect(try tree() == before)
  }

  @Test(arguments: [
    ("--sources", "Sources/Outside", "MyScenes"),
    ("--tests", "Escape/MyScenesTests", "MyScenesTests"),
  ])
  func folderThroughASymbolicLinkOutsideTheRootIsRefused(
    option: String, path: String, realFolder: String
  ) throws {
    // Given: a target with a storyboard outside the root, and links to it from the root
    let outside = try TemporaryDirectory()
    let manager = FileManager.default
    try manager.createDirectory(
      atPath: outside.path + "/MyScenes", withIntermediateDirectories: true)
    try LocalFileSystem().writeFile(
      Self.storyboard, atPath: outside.path + "/MyScenes/Storyboard.swift")
    try manager.createSymbolicLink(
      atPath: root + "/Sources/Outside", withDestinationPath: outside.path + "/MyScenes")
    try manager.createSymbolicLink(atPath: root + "/Escape", withDestinationPath: outside.path)
    let before = try tree()
    let outsideBefore = try manager.subpathsOfDirectory(atPath: outside.path).sorted()
    let target = option == "--sources" ? [] : ["--sources", "Sources/MyScenes"]
    // When
    let outcome = ScaffoldCommand.run(
      arguments: ["Profile", "--root", root, option, path] + target, currentDirectory: "/",
      fileSystem: LocalFileSystem())
    // Then
    let leadsTo = try #require(LocalFileSystem().realPath(of: outside.path)) + "/" + realFolder
    #expect(outcome.status == 1)
    #expect(
      outcome.errorOutput
        == "scaffold: \(option) \(path) is outside the package root \(root): through a symbolic "
        + "link it leads to \(leadsTo). Give a folder that stays inside the root, symbolic links "
        + "followed.\n")
    #expect(try tree() == before)
    #expect(try manager.subpathsOfDirectory(atPath: outside.path).sorted() == outsideBefore)
  }

  @Test func targetFolderThatDoesNotExistIsRefused() throws {
    // Given
    let before = try tree()
    // When
    let outcome = ScaffoldCommand.run(
      arguments: ["Profile", "--root", root, "--sources", "Sources/Nope"],
      currentDirectory: "/", fileSystem: LocalFileSystem())
    // Then
    #expect(outcome.status == 1)
    #expect(
      outcome.errorOutput
        == "scaffold: There is no folder Sources/Nope for the scenes; check the target "
        + "(--target or --sources).\n")
    #expect(try tree() == before)
  }

  @Test func targetWithoutStoryboardIsRefused() throws {
    // Given
    let bare = try ScaffoldTargetLayoutTests(storyboard: nil)
    let before = try bare.tree()
    // When
    let outcome = bare.scaffold(["Profile"])
    // Then
    #expect(outcome.status == 1)
    #expect(
      outcome.errorOutput
        == "scaffold: Sources/MyScenes has no storyboard: no Swift file in it calls "
        + "`Storyboard(initialIdentifier:`. Add one (see the README), or name it with "
        + "--storyboard FILE.\n")
    #expect(try bare.tree() == before)
  }

  @Test func storyboardWithoutAFactoryIsRefused() throws {
    // Given
    let odd = try ScaffoldTargetLayoutTests(
      storyboard: Self.storyboard.replacing("make()", with: "make(start: String)"))
    let before = try odd.tree()
    // When
    let outcome = odd.scaffold(["Profile"])
    // Then
    #expect(outcome.status == 1)
    #expect(outcome.errorOutput.contains("Sources/MyScenes/Storyboard.swift has no function"))
    #expect(outcome.errorOutput.contains("--storyboard-call"))
    #expect(try odd.tree() == before)
  }

  @Test func nameClashingWithATypeTheTargetSeesIsRefused() throws {
    // Given
    let before = try tree()
    // When
    let outcome = scaffold(["Clash"])
    // Then
    #expect(outcome.status == 1)
    #expect(
      outcome.errorOutput
        == "scaffold: 'Clash' cannot be a scene name: the type 'ClashWorker' (Library/"
        + "ClashWorker.swift) would clash with the scene's types. Pick another name.\n")
    #expect(try tree() == before)
  }
}
