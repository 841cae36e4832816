import Testing

@testable import scaffold

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Scaffolding into a copy of the package's real layout.
struct ScaffoldGenerationTests {
  let layout: LayoutCopy

  init() throws {
    layout = try LayoutCopy()
  }

  static let sceneFiles = [
    "Models", "Worker", "Interactor", "Presenter", "Router", "ViewController",
  ]
  .map { "Scenes/Probe/Probe\($0).swift" }
  static let testFiles = [
    "Spies", "InteractorTests", "PresenterTests", "ViewControllerTests", "RouterTests",
  ].map { "Tests/ScenesTests/Probe/Probe\($0).swift" }
  static let snapshotFile =
    "Tests/ScenesTests/Probe/__Snapshots__/ProbeViewControllerTests/hi-there-40x8.txt"

  // MARK: - Files

  @Test func writesTheSixSceneFilesAndTheTestsAndSaysSo() throws {
    // When
    let outcome = layout.scaffold(["Probe"])
    // Then
    #expect(outcome.status == 0)
    #expect(outcome.errorOutput == "")
    let scene = try FileManager.default.contentsOfDirectory(atPath: layout.root + "/Scenes/Probe")
    let tests = try FileManager.default.contentsOfDirectory(
      atPath: layout.root + "/Tests/ScenesTests/Probe")
    #expect(scene.sorted() == Self.sceneFiles.map { String($0.split(separator: "/")[2]) }.sorted())
    #expect(
      tests.sorted()
        == (Self.testFiles.map { String($0.split(separator: "/")[3]) } + ["__Snapshots__"]).sorted()
    )
    let created = (Self.sceneFiles + Self.testFiles + [Self.snapshotFile]).map { "created \($0)" }
    expectLines(
      created + [
        "changed Scenes/AppStoryboard.swift",
        "  + storyboard.register(\"Probe\") { ProbeViewController(worker: ProbeWorker()) }",
        "Next: in Package.swift, add \"Probe/__Snapshots__\" to the `exclude:` list of the test "
          + "target in Tests/ScenesTests; SwiftPM warns of the snapshot as an unhandled file until then",
        "Next: swift build && swift test --filter Probe",
      ], inOrderIn: outcome.output)
    #expect(!outcome.output.contains("didUnwind"))
    #expect(!outcome.output.contains("preferredContentSize"))
  }

  @Test func viewControllerWiresTheQuartetInSetupWithTheTemplatesSections() throws {
    // When
    _ = layout.scaffold(["Probe"])
    // Then
    expectLines(
      [
        "protocol ProbeDisplayLogic: AnyObject {",
        "  func displayProbe(viewModel: Probe.LoadProbe.ViewModel)",
        "final class ProbeViewController: ViewController, ProbeDisplayLogic {",
        "  var interactor: ProbeBusinessLogic?",
        "  var router: (any ProbeRoutingLogic & ProbeDataPassing & SegueRouting)?",
        "  // MARK: - Object lifecycle",
        "  init(worker: ProbeWorking) {",
        "    setup(worker: worker)",
        "  // MARK: - Setup",
        "  private func setup(worker: ProbeWorking) {",
        "    let interactor = ProbeInteractor(worker: worker)",
        "    presenter.viewController = viewController",
        "    router.viewController = viewController",
        "    router.dataStore = interactor",
        "  // MARK: - Routing",
        "    try router?.route(segue)",
        "  // MARK: - View lifecycle",
        "    title = \"Probe\"",
        "    interactor?.loadProbe(request: Probe.LoadProbe.Request())",
        "  // MARK: - Load probe",
        "  func displayProbe(viewModel: Probe.LoadProbe.ViewModel) {",
        "    greetingLabel.text = viewModel.greetingText",
      ], inOrderIn: try layout.text("Scenes/Probe/ProbeViewController.swift"))
  }

  @Test func interactorPresenterRouterModelsAndWorkerHaveTheConventionalShapes() throws {
    // When
    _ = layout.scaffold(["Probe"])
    // Then
    expectLines(
      [
        "protocol ProbeBusinessLogic {",
        "  func loadProbe(request: Probe.LoadProbe.Request)",
        "protocol ProbeDataStore {",
        "  var greeting: String? { get set }",
        "final class ProbeInteractor: ProbeBusinessLogic, ProbeDataStore {",
        "  var presenter: ProbePresentationLogic?",
        "  private let worker: ProbeWorking",
        "    let greeting = self.greeting ?? worker.fetchGreeting()",
        "    presenter?.presentProbe(response: Probe.LoadProbe.Response(greeting: greeting))",
      ], inOrderIn: try layout.text("Scenes/Probe/ProbeInteractor.swift"))
    expectLines(
      [
        "protocol ProbePresentationLogic {",
        "final class ProbePresenter: ProbePresentationLogic {",
        "  weak var viewController: ProbeDisplayLogic?",
        "    viewController?.displayProbe(viewModel: viewModel)",
      ], inOrderIn: try layout.text("Scenes/Probe/ProbePresenter.swift"))
    expectLines(
      [
        "protocol ProbeRoutingLogic {}",
        "protocol ProbeDataPassing {",
        "  var dataStore: ProbeDataStore? { get }",
        "final class ProbeRouter: ProbeRoutingLogic, ProbeDataPassing, SegueRouting {",
        "  weak var viewController: ProbeViewController?",
        "  static let routes: [String: (ProbeRouter) -> (Segue?) throws -> Void] = [:]",
      ], inOrderIn: try layout.text("Scenes/Probe/ProbeRouter.swift"))
    expectLines(
      [
        "enum Probe {", "  enum LoadProbe {", "    struct Request: Equatable, Sendable {}",
        "    struct Response: Equatable, Sendable {", "      var greeting: String",
        "    struct ViewModel: Equatable, Sendable {", "      var greetingText: String",
      ], inOrderIn: try layout.text("Scenes/Probe/ProbeModels.swift"))
    expectLines(
      [
        "protocol ProbeWorking {", "  func fetchGreeting() -> String",
        "struct ProbeWorker: ProbeWorking {", "    \"Hello from Probe.\"",
      ], inOrderIn: try layout.text("Scenes/Probe/ProbeWorker.swift"))
  }

  @Test func testsUseSpiesGivenWhenThenAndTheHeadlessScreen() throws {
    // When
    _ = layout.scaffold(["Probe"])
    // Then
    expectLines(
      [
        "final class ProbeBusinessLogicSpy: ProbeBusinessLogic {",
        "  private(set) var loadProbeRequests: [Probe.LoadProbe.Request] = []",
        "final class ProbePresentationLogicSpy: ProbePresentationLogic {",
        "final class ProbeDisplayLogicSpy: ProbeDisplayLogic {",
        "final class ProbeWorkingSpy: ProbeWorking {",
      ], inOrderIn: try layout.text("Tests/ScenesTests/Probe/ProbeSpies.swift"))
    expectLines(
      [
        "struct ProbeInteractorTests {", "  let sut: ProbeInteractor", "    // Given",
        "    sut.greeting = \"Passed in.\"", "    // When", "    sut.loadProbe(request: request)",
        "    // Then", "    #expect(worker.fetchGreetingCallCount == 0)",
      ], inOrderIn: try layout.text("Tests/ScenesTests/Probe/ProbeInteractorTests.swift"))
    expectLines(
      [
        "struct ProbeViewControllerTests {", "  @Test func showsTheGreetingItIsGiven() throws {",
        "    screen.perform { sut.displayProbe(viewModel: viewModel) }",
        "    try assertSnapshot(of: screen, named: \"hi-there-40x8\")",
      ], inOrderIn: try layout.text("Tests/ScenesTests/Probe/ProbeViewControllerTests.swift"))
    #expect(
      try layout.text(Self.snapshotFile)
        == """
        [reverse] [/][bold reverse]Probe                                  [/]

          Hi there




         [reverse]Ctrl-C[/] Quit

        """)
    let routerTests = try layout.text("Tests/ScenesTests/Probe/ProbeRouterTests.swift")
    expectLines(
      [
        "  @Test func unknownSegueIsAnErrorNamingTheKnownOnes() {",
        "  @Test func greetingWrittenThroughTheDataStoreIsShownOnScreen() throws {",
      ], inOrderIn: routerTests)
    #expect(!routerTests.contains("// MARK: - From"))
  }

  // MARK: - Storyboard

  @Test func registrationIsTheOnlyLineAddedToTheStoryboardAfterTheLastRegistration() throws {
    // Given
    let before = try layout.text("Scenes/AppStoryboard.swift")
    // When
    _ = layout.scaffold(["Probe"])
    // Then
    let after = try layout.text("Scenes/AppStoryboard.swift")
    let registration =
      "    storyboard.register(\"Probe\") { ProbeViewController(worker: ProbeWorker()) }"
    #expect(addedLines(from: before, to: after) == [registration])
    let lines = after.split(separator: "\n", omittingEmptySubsequences: false)
    let index = try #require(lines.firstIndex { $0 == registration })
    let rest = lines[(index + 1)...]
    let returnIndex = try #require(rest.firstIndex { $0.contains("return storyboard") })
    #expect(!rest[..<returnIndex].contains { $0.contains("storyboard.register(") })
    #expect(lines[..<index].contains { $0.contains("storyboard.register(") })
  }

  // MARK: - Route from Home

  @Test func fromHomeAddsRequirementTableEntryAndMethodsToHomesRouterOnly() throws {
    // Given
    let before = try layout.text("Scenes/Home/HomeRouter.swift")
    // When
    let outcome = layout.scaffold(["Probe", "--from", "Home"])
    // Then
    #expect(outcome.status == 0)
    let after = try layout.text("Scenes/Home/HomeRouter.swift")
    let added = try #require(addedLines(from: before, to: after)).filter { !$0.isEmpty }
    let route = RouteTemplates(name: try SceneName("Probe"), source: "Home")
    let expected =
      [route.requirement(indent: 2), route.routeEntry(indent: 4) + ","]
      + [route.routeMethod, route.navigateMethod, route.passDataMethod]
      .flatMap { $0.split(separator: "\n").map(String.init) }
    #expect(added.sorted() == expected.sorted())
    expectLines(
      [
        "protocol HomeRoutingLogic {", "  func routeToProbe(segue: Segue?) throws", "}",
        "  static let routes: [String: (HomeRouter) -> (Segue?) throws -> Void] = [",
        "    \"Probe\": HomeRouter.routeToProbe,", "  ]",
        "  // MARK: - Routing", "  func routeToProbe(segue: Segue?) throws {",
        "  // MARK: - Navigation",
        "  func navigateToProbe(source: HomeViewController, destination: ProbeViewController)"
          + " throws {",
        "  // MARK: - Passing data",
        "  func passDataToProbe(source: HomeDataStore, destination: inout ProbeDataStore) {",
        "    destination.greeting = \"Hello from Home.\"",
      ], inOrderIn: after)
    expectLines(
      [
        "changed Scenes/Home/HomeRouter.swift",
        "  + HomeRoutingLogic: func routeToProbe(segue: Segue?) throws",
        "  + routes: \"Probe\": HomeRouter.routeToProbe",
      ], inOrderIn: outcome.output)
  }

  @Test func fromHomeAddsTheSegueTestsToTheRouterTests() throws {
    // When
    _ = layout.scaffold(["Probe", "--from", "Home"])
    // Then
    expectLines(
      [
        "  // MARK: - From Home",
        "    #expect(HomeRouter.knownSegues.contains(\"Probe\"))",
        "    try source.prepare(for: segue, sender: nil)",
        "    #expect(sut.dataStore?.greeting == \"Hello from Home.\")",
        "    screen.perform { try source.performSegue(withIdentifier: \"Probe\") }",
        "    try source.router?.routeToProbe(segue: nil)",
      ], inOrderIn: try layout.text("Tests/ScenesTests/Probe/ProbeRouterTests.swift"))
  }

  @Test func aScaffoldedSceneCanItselfBeRoutedFrom() throws {
    // Given
    _ = layout.scaffold(["Probe"])
    // When
    let outcome = layout.scaffold(["Settings", "--from", "Probe"])
    // Then
    #expect(outcome.status == 0)
    #expect(
      try layout.text("Scenes/Probe/ProbeRouter.swift").contains(
        """
        protocol ProbeRoutingLogic {
          func routeToSettings(segue: Segue?) throws
        }
        """))
    expectLines(
      [
        "  static let routes: [String: (ProbeRouter) -> (Segue?) throws -> Void] = [",
        "    \"Settings\": ProbeRouter.routeToSettings", "  ]", "", "  // MARK: - Routing", "",
        "  func routeToSettings(segue: Segue?) throws {", "  // MARK: - Navigation",
        "  // MARK: - Passing data", "    destination.greeting = \"Hello from Probe.\"", "}",
      ], inOrderIn: try layout.text("Scenes/Probe/ProbeRouter.swift"))
  }

  // MARK: - Dry run

  @Test func dryRunListsEveryFileAndEditAndWritesNothing() throws {
    // Given
    let before = try layout.snapshot()
    // When
    let outcome = layout.scaffold(["Probe", "--from", "Home", "--dry-run"])
    // Then
    #expect(outcome.status == 0)
    #expect(try layout.snapshot() == before)
    expectLines(
      (Self.sceneFiles + Self.testFiles).map { "would create \($0)" } + [
        "would change Scenes/AppStoryboard.swift",
        "  + storyboard.register(\"Probe\") { ProbeViewController(worker: ProbeWorker()) }",
        "would change Scenes/Home/HomeRouter.swift",
        "  + HomeRoutingLogic: func routeToProbe(segue: Segue?) throws",
        "  + routes: \"Probe\": HomeRouter.routeToProbe",
        "  + HomeRouter: routeToProbe(segue:), navigateToProbe(source:destination:), "
          + "passDataToProbe(source:destination:)",
        "Nothing was written (--dry-run).",
      ], inOrderIn: outcome.output)
  }
}
