import Testing

@testable import scaffold

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Refused runs: a clear message on standard error, a non-zero status, and the tree exactly
/// as it was.
struct ScaffoldRefusalTests {
  let layout: LayoutCopy

  init() throws {
    layout = try LayoutCopy()
  }

  /// Runs the scaffolder with `arguments` on `layout` (by default the suite's) and checks
  /// it is refused with `message` and that no file or folder changed.
  private func expectRefusal(
    _ arguments: [String], on layout: LayoutCopy? = nil, status: Int32 = 1, message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let layout = layout ?? self.layout
    let before = try layout.snapshot()
    let outcome = layout.scaffold(arguments)
    #expect(outcome.status == status, sourceLocation: sourceLocation)
    #expect(outcome.output == "", sourceLocation: sourceLocation)
    #expect(
      outcome.errorOutput.hasPrefix("scaffold: " + message), "\(outcome.errorOutput)",
      sourceLocation: sourceLocation)
    #expect(try layout.snapshot() == before, sourceLocation: sourceLocation)
  }

  // MARK: - Names

  @Test(arguments: [
    ("probe", "'probe' cannot be a scene name: it starts with 'p'"),
    ("1Probe", "'1Probe' cannot be a scene name: it starts with '1'"),
    ("_Probe", "'_Probe' cannot be a scene name: it starts with '_'"),
    ("Pro-file", "'Pro-file' cannot be a scene name: '-' is not allowed"),
    ("Pro_file", "'Pro_file' cannot be a scene name: '_' is not allowed"),
    ("Profilé", "'Profilé' cannot be a scene name: 'é' is not allowed"),
    ("Ünicode", "'Ünicode' cannot be a scene name: it starts with 'Ü'"),
    ("", "'' cannot be a scene name: it is empty"),
    (
      "ABCDEFGHIJKLMNOPQRSTUVWXY",
      "'ABCDEFGHIJKLMNOPQRSTUVWXY' cannot be a scene name: it is 25 characters long; "
        + "the limit is 24"
    ),
  ])
  func nameThatIsNotAnUpperCamelCaseIdentifierIsRefused(name: String, message: String) throws {
    try expectRefusal([name], message: message)
  }

  @Test(arguments: [
    ("Self", "self"), ("Type", "Type"), ("Protocol", "protocol"), ("Any", "Any"),
    ("Class", "class"), ("Default", "default"), ("Return", "return"), ("IMPORT", "import"),
    ("Struct", "struct"), ("Init", "init"),
  ])
  func swiftKeywordInAnyLetterCaseIsRefused(name: String, keyword: String) throws {
    try expectRefusal(
      [name], message: "'\(name)' cannot be a scene name: '\(keyword)' is a Swift keyword")
  }

  @Test(arguments: [
    ("View", "Sources/TerminalUI/Views/View.swift"),
    ("Label", "Sources/TerminalUI/Views/Label.swift"),
    ("Window", "Sources/TerminalUI/RunLoop/Window.swift"),
    ("Message", "Scenes/Shared/Message.swift"),
    ("Task", "standard library, Foundation or Testing"),
    ("String", "standard library, Foundation or Testing"),
    ("Date", "standard library, Foundation or Testing"),
    ("Test", "standard library, Foundation or Testing"),
  ])
  func nameOfATypeTheScenesCanSeeIsRefused(name: String, declaredIn: String) throws {
    try expectRefusal(
      [name], on: try LayoutCopy(withSources: true),
      message: "'\(name)' cannot be a scene name: the type '\(name)' (\(declaredIn)) would clash")
  }

  @Test(arguments: [
    "Scenes", "DemoScenes", "ScenesTests", "TerminalUI", "TerminalUITesting", "Foundation", "Swift",
    "Synchronization", "Observation", "FoundationNetworking", "CoreFoundation",
  ])
  func nameOfAModuleIsRefusedAsAModule(name: String) throws {
    try expectRefusal(
      [name],
      message: "'\(name)' cannot be a scene name: '\(name)' is the name of a module the scene's "
        + "code or tests may import, which a type of that name would shadow. Pick another name.")
  }

  @Test func nameWhoseDerivedTypeExistsIsRefused() throws {
    // Given
    try LocalFileSystem().writeFile(
      "final class WidgetPresenter {}\n",
      atPath: layout.root + "/Scenes/Shared/WidgetPresenter.swift")
    // When / Then
    try expectRefusal(
      ["Widget"],
      message:
        "'Widget' cannot be a scene name: the type 'WidgetPresenter' "
        + "(Scenes/Shared/WidgetPresenter.swift) would clash")
  }

  @Test func typesOfTestTargetsThatDoNotImportScenesDoNotClash() throws {
    // Given
    let folder = layout.root + "/Tests/OtherTests"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try LocalFileSystem().writeFile(
      "import Testing\nfinal class ProbeViewController {}\n", atPath: folder + "/Other.swift")
    // When
    let outcome = layout.scaffold(["Probe", "--dry-run"])
    // Then
    #expect(outcome.status == 0)
  }

  @Test(arguments: ["Request", "Response", "ViewModel", "SendMessage"])
  func namesOfTypesNestedInAnotherSceneDoNotClash(name: String) throws {
    // When
    let outcome = layout.scaffold([name, "--dry-run"])
    // Then
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
  }

  @Test func nameWhoseDerivedTypeIsNestedInAScaffoldedSceneDoesNotClash() throws {
    // Given: Worker's models nest `enum LoadWorker`
    #expect(layout.scaffold(["Worker"]).status == 0)
    #expect(try layout.text("Scenes/Worker/WorkerModels.swift").contains("enum LoadWorker"))
    // When
    let outcome = layout.scaffold(["Load", "--dry-run"])
    // Then
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
  }

  // MARK: - Existing scenes

  @Test(arguments: [
    ("Home", "Scene 'Home' already exists: Scenes/Home exists."),
    ("HOME", "Scene 'HOME' already exists: Scenes/Home exists."),
    ("Detail", "Scene 'Detail' already exists: Scenes/Detail exists."),
    ("Shared", "Scene 'Shared' already exists: Scenes/Shared exists."),
  ])
  func sceneWhoseFolderExistsIsRefused(name: String, message: String) throws {
    try expectRefusal([name], message: message)
  }

  @Test func sceneWhoseTestFolderExistsIsRefused() throws {
    // Given
    try FileManager.default.createDirectory(
      atPath: layout.root + "/Tests/ScenesTests/Orphan", withIntermediateDirectories: false)
    // When / Then
    try expectRefusal(
      ["Orphan"], message: "Scene 'Orphan' already exists: Tests/ScenesTests/Orphan exists.")
  }

  @Test func sceneRegisteredInTheStoryboardWithoutAFolderIsRefused() throws {
    // Given
    let path = layout.root + "/Scenes/AppStoryboard.swift"
    let text = try LocalFileSystem().readFile(atPath: path)
    try LocalFileSystem().writeFile(
      text.replacing(
        "    return storyboard",
        with: "    storyboard.register(\"Ghost\") { ViewController() }\n    return storyboard"),
      atPath: path)
    // When / Then
    try expectRefusal(
      ["Ghost"],
      message: "Scene 'Ghost' already exists: Scenes/AppStoryboard.swift registers \"Ghost\".")
  }

  // MARK: - Route from another scene

  @Test(arguments: ["Nowhere", "Shared", "home"])
  func fromASceneWithoutARouterIsRefusedNamingTheKnownScenes(source: String) throws {
    let known = try FileManager.default.contentsOfDirectory(atPath: layout.root + "/Scenes")
      .filter { layout.exists("Scenes/\($0)/\($0)Router.swift") }.sorted()
    #expect(known.contains("Home") && known.contains("Detail"))
    try expectRefusal(
      ["Probe", "--from", source],
      message:
        "--from \(source): there is no scene '\(source)' "
        + "(no Scenes/\(source)/\(source)Router.swift); "
        + "known scenes: \(known.joined(separator: ", ")).")
  }

  @Test func fromASceneWhoseRouterHasNoRoutesTableIsRefused() throws {
    // Given
    try addScene(
      "Bare",
      router: """
        import TerminalUI

        @MainActor
        protocol BareRoutingLogic {}

        @MainActor
        final class BareRouter: BareRoutingLogic {
          weak var viewController: BareViewController?
          var dataStore: BareDataStore?
        }
        """)
    // When / Then
    try expectRefusal(
      ["Probe", "--from", "Bare"],
      message:
        "--from Bare: cannot add the route, Scenes/Bare/BareRouter.swift has no "
        + "`static let routes: […] = [ … ]` table.")
  }

  @Test func fromASceneNotInTheStoryboardIsRefused() throws {
    // Given
    try addScene("Unlisted", router: "", register: false)
    // When / Then
    try expectRefusal(
      ["Probe", "--from", "Unlisted"],
      message:
        "--from Unlisted: cannot add the route, Scenes/AppStoryboard.swift has no "
        + "`storyboard.register(\"Unlisted\")`")
  }

  @Test func fromASceneThatAlreadyHasTheRouteIsRefused() throws {
    // Given
    try addScene(
      "Linked",
      router: """
        final class LinkedRouter {
          weak var viewController: LinkedViewController?
          var dataStore: LinkedDataStore?
          static let routes: [String: (LinkedRouter) -> (Segue?) throws -> Void] = [:]
          func routeToProbe(segue: Segue?) throws {}
        }
        """)
    // When / Then
    try expectRefusal(
      ["Probe", "--from", "Linked"],
      message:
        "--from Linked: Scenes/Linked/LinkedRouter.swift already has a routeToProbe method.")
  }

  // MARK: - Way back to another scene

  @Test func backToASceneWithoutARouterIsRefusedNamingTheKnownScenes() throws {
    let known = try FileManager.default.contentsOfDirectory(atPath: layout.root + "/Scenes")
      .filter { layout.exists("Scenes/\($0)/\($0)Router.swift") }.sorted()
    try expectRefusal(
      ["Probe", "--back-to", "Nowhere"],
      message:
        "--back-to Nowhere: there is no scene 'Nowhere' (no Scenes/Nowhere/NowhereRouter.swift); "
        + "known scenes: \(known.joined(separator: ", ")).")
  }

  @Test func backToASceneNotInTheStoryboardIsRefused() throws {
    // Given
    try addScene("Unlisted", router: "", register: false)
    // When / Then
    try expectRefusal(
      ["Probe", "--back-to", "Unlisted"],
      message:
        "--back-to Unlisted: cannot pass data back, Scenes/AppStoryboard.swift has no "
        + "`storyboard.register(\"Unlisted\")`")
  }

  @Test func backToASceneWhoseDataStoreNoTypeConformsToIsRefused() throws {
    // Given
    try addScene("Bare", router: "")
    // When / Then
    try expectRefusal(
      ["Probe", "--back-to", "Bare"],
      message:
        "--back-to Bare: cannot pass data back, Scenes/Bare has no type that conforms to "
        + "BareDataStore.")
  }

  @Test func backToASceneThatConformsInAnExtensionIsRefused() throws {
    // Given
    try addScene("Linked", router: "")
    try LocalFileSystem().writeFile(
      "final class LinkedInteractor {}\nextension LinkedInteractor: LinkedDataStore {}\n",
      atPath: layout.root + "/Scenes/Linked/LinkedInteractor.swift")
    // When / Then
    try expectRefusal(
      ["Probe", "--back-to", "Linked"],
      message:
        "--back-to Linked: cannot pass data back, Scenes/Linked/LinkedInteractor.swift has no "
        + "conformance to LinkedDataStore in the declaration of LinkedInteractor")
  }

  @Test func backToASceneWhoseDataStoreHasThePropertyAlreadyIsRefused() throws {
    // Given
    let path = layout.root + "/Scenes/Home/HomeInteractor.swift"
    let text = try LocalFileSystem().readFile(atPath: path)
    try LocalFileSystem().writeFile(
      text.replacing(
        "protocol HomeDataStore {",
        with: "protocol HomeDataStore {\n  var probeResult: String? { get }"),
      atPath: path)
    // When / Then
    try expectRefusal(
      ["Probe", "--from", "Home", "--back-to", "Home"],
      message: "--back-to Home: Scenes/Home/HomeInteractor.swift already has `var probeResult`")
  }

  @Test func backToASceneWhoseDidUnwindSharesALineWithItsBracesIsRefused() throws {
    // Given: a scene of known shape (the demo's may have a didUnwind(from:) already)
    #expect(layout.scaffold(["Origin"]).status == 0)
    let path = "Scenes/Origin/OriginViewController.swift"
    let text = try layout.text(path)
    try LocalFileSystem().writeFile(
      text.replacing(
        "  // MARK: - Routing\n",
        with:
          "  override func didUnwind(from source: ViewController) { super.didUnwind(from: source) }"
          + "\n\n  // MARK: - Routing\n"),
      atPath: layout.root + "/" + path)
    // When / Then
    try expectRefusal(
      ["Probe", "--from", "Origin", "--back-to", "Origin"],
      message:
        "--back-to Origin: cannot pass data back, Scenes/Origin/OriginViewController.swift has "
        + "no didUnwind(from:) in OriginViewController whose body's braces are each on a line "
        + "without code, for the call to receiveProbeResult(request:).")
  }

  @Test func backToASceneWhoseSpyIsAnExtensionIsRefused() throws {
    // Given
    let path = "Tests/ScenesTests/Home/HomeSpies.swift"
    let text = try layout.text(path)
    try LocalFileSystem().writeFile(
      text + "\nfinal class HomeOtherSpy {}\n\nextension HomeOtherSpy: HomeDisplayLogic {\n}\n",
      atPath: layout.root + "/" + path)
    // When / Then
    try expectRefusal(
      ["Probe", "--back-to", "Home"],
      message:
        "--back-to Home: cannot pass data back, Tests/ScenesTests/Home/HomeSpies.swift has no "
        + "class declaration of HomeOtherSpy that conforms to HomeDisplayLogic (a spy records "
        + "the calls of displayProbeResult in an array the class holds).")
  }

  // MARK: - Layout and arguments

  @Test func rootWithoutTheDemoStoryboardIsRefused() throws {
    // Given
    let empty = try LayoutCopy()
    try FileManager.default.removeItem(atPath: empty.root + "/Scenes/AppStoryboard.swift")
    let before = try empty.snapshot()
    // When
    let outcome = empty.scaffold(["Probe"])
    // Then
    #expect(outcome.status == 1)
    #expect(
      outcome.errorOutput
        == "scaffold: The storyboard Scenes/AppStoryboard.swift does not exist; name the "
        + "target's storyboard with --storyboard FILE.\n")
    #expect(try empty.snapshot() == before)
  }

  @Test(arguments: [
    (["--from", "Home"], "give the name of the scene to make"),
    (["Probe", "Settings"], "unexpected argument 'Settings'"),
    (["Probe", "--form", "Home"], "unknown option '--form'"),
    (["Probe", "--from"], "--from needs a value"),
    (["Probe", "--from", "Home", "--from", "Detail"], "--from is given more than once"),
  ])
  func badArgumentsExitWithStatusTwoAndTheUsage(arguments: [String], message: String) throws {
    let before = try layout.snapshot()
    let outcome = ScaffoldCommand.run(
      arguments: arguments, currentDirectory: layout.root, fileSystem: LocalFileSystem())
    #expect(outcome.status == 2)
    #expect(outcome.errorOutput.hasPrefix("scaffold: \(message)"))
    #expect(outcome.errorOutput.contains("Usage: scaffold NAME"))
    #expect(try layout.snapshot() == before)
  }

  // MARK: - Helpers

  /// Adds a scene folder with a router, a data store and a view controller declared, and
  /// registers it unless `register` is false.
  private func addScene(_ name: String, router: String, register: Bool = true) throws {
    let folder = layout.root + "/Scenes/\(name)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    try LocalFileSystem().writeFile(router, atPath: "\(folder)/\(name)Router.swift")
    try LocalFileSystem().writeFile(
      "protocol \(name)DataStore {}\nfinal class \(name)ViewController {}\n",
      atPath: "\(folder)/\(name)Types.swift")
    guard register else { return }
    let path = layout.root + "/Scenes/AppStoryboard.swift"
    let text = try LocalFileSystem().readFile(atPath: path)
    try LocalFileSystem().writeFile(
      text.replacing(
        "    return storyboard",
        with: "    storyboard.register(\"\(name)\") { ViewController() }\n    return storyboard"),
      atPath: path)
  }
}
