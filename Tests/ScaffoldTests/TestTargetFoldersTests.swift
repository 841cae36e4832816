import Testing

@testable import scaffold

/// Which folders the manifest's test targets compile, and what a scaffold run says when none
/// compiles the one its tests go in.
struct TestTargetFoldersTests {
  @Test func foldersAreThePathsElseTestsSlashName() {
    // Given
    let manifest = TestTargetFolders(
      manifest: """
        .target(name: "Support", path: "Tests/Support"),
        .testTarget(name: "ScenesTests", dependencies: [.product(name: "Kit", package: "Kit")]),
        .testTarget(
          name: "DemoTests", dependencies: ["Demo"], path: "./Tests/Demo/", exclude: ["x"]),
        // .testTarget(name: "CommentedTests"),
        """)
    // Then
    #expect(manifest.folders == ["Tests/ScenesTests", "Tests/Demo"])
    #expect(manifest.compiles("Tests/ScenesTests") == true)
    #expect(manifest.compiles("Tests/Demo/") == true)
    #expect(manifest.compiles("Tests/Support") == false)
    #expect(manifest.compiles("Tests/ScenesTestsToo") == false)
  }

  @Test func aTargetCompilesTheFoldersInsideItsOwn() {
    #expect(
      TestTargetFolders(manifest: ".testTarget(name: \"All\", path: \"Tests\")")
        .compiles("Tests/ScenesTests") == true)
  }

  @Test func manifestWithoutTestTargetsCompilesNoTests() {
    #expect(TestTargetFolders(manifest: "let package = Package(name: \"A\")").folders == [])
  }

  @Test(arguments: [
    ".testTarget(name: module + \"Tests\")", ".testTarget(name: \"\\(module)Tests\")",
    ".testTarget(name: \"ATests\", path: folder)", ".testTarget(\"ATests\")",
    ".testTarget(name: \"ATests\"",
  ])
  func namesAndPathsThatAreNotLiteralsCannotBeTold(manifest: String) {
    #expect(TestTargetFolders(manifest: manifest).folders == nil)
    #expect(TestTargetFolders(manifest: manifest).compiles("Tests/ATests") == nil)
  }

  @Test func thisPackagesDemoTestsAreCompiled() throws {
    // Given
    let manifest = try LocalFileSystem().readFile(atPath: LayoutCopy.packageRoot + "/Package.swift")
    // Then
    #expect(TestTargetFolders(manifest: manifest).compiles("Tests/ScenesTests") == true)
  }

  // MARK: - Scaffolding

  @Test func scaffoldWithoutATestTargetSaysTheTestsWillNotRun() throws {
    // Given: a manifest without test targets
    let package = try ScaffoldTargetLayoutTests()
    // When
    let outcome = package.scaffold(["Profile"])
    // Then
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    expectLines(
      [
        "Next: no test target in Package.swift compiles Tests/MyScenesTests, so swift test runs "
          + "none of Profile's tests: add a test target whose folder it is, depending on "
          + "MyScenes and TerminalUITesting (see the README)",
        "Next: swift build && swift test --filter Profile, once a test target compiles "
          + "Tests/MyScenesTests",
      ], inOrderIn: outcome.output)
  }

  @Test func scaffoldWithATestTargetSaysNothingOfIt() throws {
    // Given
    let package = try ScaffoldTargetLayoutTests()
    try package.write(
      """
      // swift-tools-version: 6.1
      import PackageDescription

      let package = Package(
        name: "App",
        targets: [
          .target(name: "MyScenes"),
          .testTarget(name: "MyScenesTests", dependencies: ["MyScenes"]),
        ]
      )

      """, to: "Package.swift")
    // When
    let outcome = package.scaffold(["Profile"])
    // Then
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    #expect(!outcome.output.contains("no test target"))
    #expect(outcome.output.hasSuffix("\nNext: swift build && swift test --filter Profile\n"))
  }
}
