import Testing

@testable import scaffold

/// Storyboard files of unusual shapes: the scaffolder handles them, or refuses and writes
/// nothing, but never exits 0 with a scene the tests cannot make.
struct ScaffoldStoryboardShapeTests {
  @Test func testsCallTheFactoryTheSceneIsRegisteredIn() throws {
    // Given
    let package = try ScaffoldTargetLayoutTests(
      storyboard: ScaffoldTargetLayoutTests.storyboard.replacing(
        "    return storyboard\n  }\n",
        with: "    return storyboard\n  }\n\n  public static func preview() -> Storyboard {\n"
          + "    let storyboard = make()\n    return storyboard\n  }\n"))
    // When
    let outcome = package.scaffold(["Zed"])
    // Then
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    #expect(
      try package.text("Tests/MyScenesTests/Zed/ZedRouterTests.swift").contains(
        "  let storyboard = MyStoryboard.make()\n"))
    #expect(
      try package.text("Sources/MyScenes/Storyboard.swift").contains(
        "\"Profile\")\n    storyboard.register(\"Zed\")"))
  }

  @Test func aFactoryWithParametersGetsTheWorkerLeftForTheUserToWireSaidPlainly() throws {
    // Given
    let package = try ScaffoldTargetLayoutTests(
      storyboard: ScaffoldTargetLayoutTests.storyboard.replacing(
        "static func make()", with: "static func make(with env: Env, clock: [String: Int] = [:])"))
    // When
    let outcome = package.scaffold(["Zed", "--storyboard-call", "MyStoryboard.make(with: .fixed)"])
    // Then
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    expectLines(
      [
        "Next: the storyboard makes Zed with ZedWorker(), which needs nothing yet; when it needs "
          + "the app's dependencies, give it an initializer that takes them and pass them from "
          + "`env`, `clock` (make's parameters, in scope in the registration's closure): the "
          + "scaffolder cannot tell which it will need"
      ], inOrderIn: outcome.output)
  }

  @Test func aFactoryWithoutParametersSaysNothingOfThem() throws {
    let outcome = try ScaffoldTargetLayoutTests().scaffold(["Zed"])
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    #expect(!outcome.output.contains("parameters"))
  }

  @Test func testsCallAFactoryOfANestedTypeThroughItsTypes() throws {
    // Given
    let package = try ScaffoldTargetLayoutTests(
      storyboard: ScaffoldTargetLayoutTests.storyboard.replacing(
        "public enum MyStoryboard {", with: "public enum App {\n@MainActor enum Storyboards {"
      ) + "}\n")
    // When
    let outcome = package.scaffold(["Zed"])
    // Then
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    #expect(
      try package.text("Tests/MyScenesTests/Zed/ZedRouterTests.swift").contains(
        "  let storyboard = App.Storyboards.make()\n"))
  }

  @Test func everyCopyOfAFactoryPerPlatformRegistersTheScene() throws {
    // Given: the Linux copy registers a scene, the other none yet
    let copy = """
          public static func make() -> Storyboard {
            let storyboard = Storyboard(initialIdentifier: "Profile")
            return storyboard
          }

      """
    let linuxCopy = copy.replacing(
      "  return storyboard\n",
      with: "  storyboard.register(\"Intro\") { Intro() }\n      return storyboard\n")
    func storyboard(linux: String, other: String) -> String {
      "import TerminalUI\n\n@MainActor\npublic enum MyStoryboard {\n  #if os(Linux)\n" + linux
        + "  #else\n" + other + "  #endif\n}\n"
    }
    let package = try ScaffoldTargetLayoutTests(
      storyboard: storyboard(linux: linuxCopy, other: copy))
    // When
    let first = package.scaffold(["Zed"])
    let second = package.scaffold(["Yak", "--from", "Zed"])
    // Then
    #expect(first.status == 0, "\(first.errorOutput)")
    #expect(second.status == 0, "\(second.errorOutput)")
    let registrations =
      "  storyboard.register(\"Zed\") { ZedViewController(worker: ZedWorker()) }\n"
      + "      storyboard.register(\"Yak\") { YakViewController(worker: YakWorker()) }\n"
      + "      return storyboard\n"
    #expect(
      try package.text("Sources/MyScenes/Storyboard.swift")
        == storyboard(
          linux: linuxCopy.replacing("  return storyboard\n", with: registrations),
          other: copy.replacing("  return storyboard\n", with: registrations)))
    #expect(
      try package.text("Tests/MyScenesTests/Yak/YakRouterTests.swift").contains(
        "  let storyboard = MyStoryboard.make()\n"))
  }

  @Test(arguments: [
    (
      "public static func make()", "public func make()",
      "scaffold: The tests cannot make the storyboard with make() of Sources/MyScenes/"
        + "Storyboard.swift: it is an instance method of MyStoryboard. Make it `static` (or a "
        + "top-level function), or pass --storyboard-call EXPRESSION.\n"
    ),
    (
      "    return storyboard\n  }\n",
      "    return storyboard\n  }\n\n  public static func preview() -> Storyboard {\n"
        + "    let storyboard = Storyboard(initialIdentifier: \"Zed\")\n    return storyboard\n  }\n",
      "scaffold: Cannot tell where to register the scene: Sources/MyScenes/Storyboard.swift has "
        + "several functions that return a Storyboard (MyStoryboard.make(), "
        + "MyStoryboard.preview()) and no registration tells them apart. Pass --storyboard-call "
        + "naming the one the scenes belong in, such as --storyboard-call "
        + "'MyStoryboard.make()', or register a first scene in it by hand.\n"
    ),
    (
      "    return storyboard\n  }\n",
      "    return storyboard\n  }\n\n  #if DEBUG\n  public static func make() -> Storyboard {\n"
        + "    let storyboard = Storyboard(initialIdentifier: \"Zed\")\n    return storyboard\n"
        + "  }\n  #endif\n",
      "scaffold: Cannot tell where to register the scene: Sources/MyScenes/Storyboard.swift "
        + "declares MyStoryboard.make() 2 times (lines 7, 13), and not each in its own branch of "
        + "one `#if … #elseif … #else … #endif`, so a build may compile more than one. Give each "
        + "copy a branch of its own in one such block, or keep one copy.\n"
    ),
  ])
  func storyboardTheTestsCannotUseIsRefused(text: String, replacement: String, error: String)
    throws
  {
    // Given
    let package = try ScaffoldTargetLayoutTests(
      storyboard: ScaffoldTargetLayoutTests.storyboard.replacing(text, with: replacement))
    let before = try package.tree()
    // When
    let outcome = package.scaffold(["Zed"])
    // Then
    #expect(outcome.status == 1)
    #expect(outcome.errorOutput == error)
    #expect(try package.tree() == before)
  }

  @Test func editsOfCRLFFilesEndTheirLinesWithCRLF() throws {
    // Given
    let layout = try LayoutCopy()
    for path in ["Scenes/AppStoryboard.swift", "Scenes/Home/HomeRouter.swift"] {
      let text = try layout.text(path)
      try LocalFileSystem().writeFile(
        text.replacing("\n", with: "\r\n"), atPath: layout.root + "/" + path)
    }
    // When
    let outcome = layout.scaffold(["Zed", "--from", "Home"])
    // Then
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    for path in ["Scenes/AppStoryboard.swift", "Scenes/Home/HomeRouter.swift"] {
      let bytes = Array(try layout.text(path).utf8)
      let bareLineFeeds = bytes.indices.filter { index in
        bytes[index] == UInt8(ascii: "\n") && (index == 0 || bytes[index - 1] != UInt8(ascii: "\r"))
      }
      let carriageReturnsAlone = bytes.indices.filter { index in
        bytes[index] == UInt8(ascii: "\r")
          && (index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "\n"))
      }
      #expect(bareLineFeeds.isEmpty, "\(path)")
      #expect(carriageReturnsAlone.isEmpty, "\(path)")
      #expect(try layout.text(path).contains("Zed"))
    }
  }
}
