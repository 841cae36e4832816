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
  .map { "Scenes/Profile/Profile\($0).swift" }
  static let testFiles = [
    "Spies", "InteractorTests", "PresenterTests", "ViewControllerTests", "RouterTests",
  ].map { "Tests/ScenesTests/Profile/Profile\($0).swift" }

  // MARK: - Files

  @Test func writesTheSixSceneFilesAndTheTestsAndSaysSo() throws {
    // When
    let outcome = layout.scaffold(["Profile"])
    // Then
    #expect(outcome.status == 0)
    #expect(outcome.errorOutput == "")
    let scene = try FileManager.default.contentsOfDirectory(atPath: layout.root + "/Scenes/Profile")
    let tests = try FileManager.default.contentsOfDirectory(
      atPath: layout.root + "/Tests/ScenesTests/Profile")
    #expect(scene.sorted() == Self.sceneFiles.map { String($0.split(separator: "/")[2]) }.sorted())
    #expect(tests.sorted() == Self.testFiles.map { String($0.split(separator: "/")[3]) }.sorted())
    let created = (Self.sceneFiles + Self.testFiles).map { "created \($0)" }
    expectLines(
      created + [
        "changed Scenes/AppStoryboard.swift",
        "  + storyboard.register(\"Profile\") { ProfileViewController(worker: ProfileWorker()) }",
        "Next: swift build && swift test --filter Profile",
      ], inOrderIn: outcome.output)
  }

  @Test func viewControllerWiresTheQuartetInSetupWithTheTemplatesSections() throws {
    // When
    _ = layout.scaffold(["Profile"])
    // Then
    expectLines(
      [
        "protocol ProfileDisplayLogic: AnyObject {",
        "  func displayProfile(viewModel: Profile.LoadProfile.ViewModel)",
        "final class ProfileViewController: ViewController, ProfileDisplayLogic {",
        "  var interactor: ProfileBusinessLogic?",
        "  var router: (any ProfileRoutingLogic & ProfileDataPassing & SegueRouting)?",
        "  // MARK: - Object lifecycle",
        "  init(worker: ProfileWorking) {",
        "    setup(worker: worker)",
        "  // MARK: - Setup",
        "  private func setup(worker: ProfileWorking) {",
        "    let interactor = ProfileInteractor(worker: worker)",
        "    presenter.viewController = viewController",
        "    router.viewController = viewController",
        "    router.dataStore = interactor",
        "  // MARK: - Routing",
        "    try router?.route(segue)",
        "  // MARK: - View lifecycle",
        "    title = \"Profile\"",
        "    interactor?.loadProfile(request: Profile.LoadProfile.Request())",
        "  // MARK: - Load profile",
        "  func displayProfile(viewModel: Profile.LoadProfile.ViewModel) {",
        "    greetingLabel.text = viewModel.greetingText",
      ], inOrderIn: try layout.text("Scenes/Profile/ProfileViewController.swift"))
  }

  @Test func interactorPresenterRouterModelsAndWorkerHaveTheConventionalShapes() throws {
    // When
    _ = layout.scaffold(["Profile"])
    // Then
    expectLines(
      [
        "protocol ProfileBusinessLogic {",
        "  func loadProfile(request: Profile.LoadProfile.Request)",
        "protocol ProfileDataStore {",
        "  var greeting: String? { get set }",
        "final class ProfileInteractor: ProfileBusinessLogic, ProfileDataStore {",
        "  var presenter: ProfilePresentationLogic?",
        "  private let worker: ProfileWorking",
        "    let greeting = self.greeting ?? worker.fetchGreeting()",
        "    presenter?.presentProfile(response: Profile.LoadProfile.Response(greeting: greeting))",
      ], inOrderIn: try layout.text("Scenes/Profile/ProfileInteractor.swift"))
    expectLines(
      [
        "protocol ProfilePresentationLogic {",
        "final class ProfilePresenter: ProfilePresentationLogic {",
        "  weak var viewController: ProfileDisplayLogic?",
        "    viewController?.displayProfile(viewModel: viewModel)",
      ], inOrderIn: try layout.text("Scenes/Profile/ProfilePresenter.swift"))
    expectLines(
      [
        "protocol ProfileRoutingLogic {}",
        "protocol ProfileDataPassing {",
        "  var dataStore: ProfileDataStore? { get }",
        "final class ProfileRouter: ProfileRoutingLogic, ProfileDataPassing, SegueRouting {",
        "  weak var viewController: ProfileViewController?",
        "  static let routes: [String: (ProfileRouter) -> (Segue?) throws -> Void] = [:]",
      ], inOrderIn: try layout.text("Scenes/Profile/ProfileRouter.swift"))
    expectLines(
      [
        "enum Profile {", "  enum LoadProfile {", "    struct Request: Equatable, Sendable {}",
        "    struct Response: Equatable, Sendable {", "      var greeting: String",
        "    struct ViewModel: Equatable, Sendable {", "      var greetingText: String",
      ], inOrderIn: try layout.text("Scenes/Profile/ProfileModels.swift"))
    expectLines(
      [
        "protocol ProfileWorking {", "  func fetchGreeting() -> String",
        "struct ProfileWorker: ProfileWorking {", "    \"Hello from Profile.\"",
      ], inOrderIn: try layout.text("Scenes/Profile/ProfileWorker.swift"))
  }

  @Test func testsUseSpiesGivenWhenThenAndTheHeadlessScreen() throws {
    // When
    _ = layout.scaffold(["Profile"])
    // Then
    expectLines(
      [
        "final class ProfileBusinessLogicSpy: ProfileBusinessLogic {",
        "  private(set) var loadProfileRequests: [Profile.LoadProfile.Request] = []",
        "final class ProfilePresentationLogicSpy: ProfilePresentationLogic {",
        "final class ProfileDisplayLogicSpy: ProfileDisplayLogic {",
        "final class ProfileWorkingSpy: ProfileWorking {",
      ], inOrderIn: try layout.text("Tests/ScenesTests/Profile/ProfileSpies.swift"))
    expectLines(
      [
        "struct ProfileInteractorTests {", "  let sut: ProfileInteractor", "    // Given",
        "    sut.greeting = \"Passed in.\"", "    // When", "    sut.loadProfile(request: request)",
        "    // Then", "    #expect(worker.fetchGreetingCallCount == 0)",
      ], inOrderIn: try layout.text("Tests/ScenesTests/Profile/ProfileInteractorTests.swift"))
    expectLines(
      [
        "struct ProfileViewControllerTests {", "  @Test func showsTheGreetingItIsGiven() {",
        "    screen.perform { sut.displayProfile(viewModel: viewModel) }",
        "      screen.lines == [", "        \" Profile\",", "        \"  Hi there\",",
      ], inOrderIn: try layout.text("Tests/ScenesTests/Profile/ProfileViewControllerTests.swift"))
    let routerTests = try layout.text("Tests/ScenesTests/Profile/ProfileRouterTests.swift")
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
    _ = layout.scaffold(["Profile"])
    // Then
    let after = try layout.text("Scenes/AppStoryboard.swift")
    let registration =
      "    storyboard.register(\"Profile\") { ProfileViewController(worker: ProfileWorker()) }"
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
    let outcome = layout.scaffold(["Profile", "--from", "Home"])
    // Then
    #expect(outcome.status == 0)
    let after = try layout.text("Scenes/Home/HomeRouter.swift")
    let added = try #require(addedLines(from: before, to: after)).filter { !$0.isEmpty }
    let route = RouteTemplates(name: try SceneName("Profile"), source: "Home")
    let expected =
      [route.requirement(indent: 2), route.routeEntry(indent: 4) + ","]
      + [route.routeMethod, route.navigateMethod, route.passDataMethod]
      .flatMap { $0.split(separator: "\n").map(String.init) }
    #expect(added.sorted() == expected.sorted())
    expectLines(
      [
        "protocol HomeRoutingLogic {", "  func routeToProfile(segue: Segue?) throws", "}",
        "  static let routes: [String: (HomeRouter) -> (Segue?) throws -> Void] = [",
        "    \"Profile\": HomeRouter.routeToProfile,", "  ]",
        "  // MARK: - Routing", "  func routeToProfile(segue: Segue?) throws {",
        "  // MARK: - Navigation",
        "  func navigateToProfile(source: HomeViewController, destination: ProfileViewController)"
          + " throws {",
        "  // MARK: - Passing data",
        "  func passDataToProfile(source: HomeDataStore, destination: inout ProfileDataStore) {",
        "    destination.greeting = \"Hello from Home.\"",
      ], inOrderIn: after)
    expectLines(
      [
        "changed Scenes/Home/HomeRouter.swift",
        "  + HomeRoutingLogic: func routeToProfile(segue: Segue?) throws",
        "  + routes: \"Profile\": HomeRouter.routeToProfile",
      ], inOrderIn: outcome.output)
  }

  @Test func fromHomeAddsTheSegueTestsToTheRouterTests() throws {
    // When
    _ = layout.scaffold(["Profile", "--from", "Home"])
    // Then
    expectLines(
      [
        "  // MARK: - From Home",
        "    #expect(HomeRouter.knownSegues.contains(\"Profile\"))",
        "    try source.prepare(for: segue, sender: nil)",
        "    #expect(sut.dataStore?.greeting == \"Hello from Home.\")",
        "    screen.perform { try source.performSegue(withIdentifier: \"Profile\") }",
        "    try source.router?.routeToProfile(segue: nil)",
      ], inOrderIn: try layout.text("Tests/ScenesTests/Profile/ProfileRouterTests.swift"))
  }

  @Test func aScaffoldedSceneCanItselfBeRoutedFrom() throws {
    // Given
    _ = layout.scaffold(["Profile"])
    // When
    let outcome = layout.scaffold(["Settings", "--from", "Profile"])
    // Then
    #expect(outcome.status == 0)
    #expect(
      try layout.text("Scenes/Profile/ProfileRouter.swift").contains(
        """
        protocol ProfileRoutingLogic {
          func routeToSettings(segue: Segue?) throws
        }
        """))
    expectLines(
      [
        "  static let routes: [String: (ProfileRouter) -> (Segue?) throws -> Void] = [",
        "    \"Settings\": ProfileRouter.routeToSettings", "  ]", "", "  // MARK: - Routing", "",
        "  func routeToSettings(segue: Segue?) throws {", "  // MARK: - Navigation",
        "  // MARK: - Passing data", "    destination.greeting = \"Hello from Profile.\"", "}",
      ], inOrderIn: try layout.text("Scenes/Profile/ProfileRouter.swift"))
  }

  // MARK: - Dry run

  @Test func dryRunListsEveryFileAndEditAndWritesNothing() throws {
    // Given
    let before = try layout.snapshot()
    // When
    let outcome = layout.scaffold(["Profile", "--from", "Home", "--dry-run"])
    // Then
    #expect(outcome.status == 0)
    #expect(try layout.snapshot() == before)
    expectLines(
      (Self.sceneFiles + Self.testFiles).map { "would create \($0)" } + [
        "would change Scenes/AppStoryboard.swift",
        "  + storyboard.register(\"Profile\") { ProfileViewController(worker: ProfileWorker()) }",
        "would change Scenes/Home/HomeRouter.swift",
        "  + HomeRoutingLogic: func routeToProfile(segue: Segue?) throws",
        "  + routes: \"Profile\": HomeRouter.routeToProfile",
        "  + HomeRouter: routeToProfile(segue:), navigateToProfile(source:destination:), "
          + "passDataToProfile(source:destination:)",
        "Nothing was written (--dry-run).",
      ], inOrderIn: outcome.output)
  }
}
