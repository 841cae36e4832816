import Testing

@testable import scaffold

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `--presented` and `--back-to`, scaffolding into a copy of the package's real layout.
struct ScaffoldPresentedAndBackTests {
  let layout: LayoutCopy

  init() throws {
    layout = try LayoutCopy()
  }

  // MARK: - Presented

  @Test func presentedSceneIsRegisteredAsPresentedAndItsRoutePresentsIt() throws {
    // Given
    let pushes = try layout.text("Scenes/Home/HomeRouter.swift").components(separatedBy: "push")
      .count
    // When
    let outcome = layout.scaffold(["Probe", "--from", "Home", "--presented"])
    // Then
    #expect(outcome.status == 0)
    expectLines(
      [
        "changed Scenes/AppStoryboard.swift",
        "  + storyboard.register(\"Probe\", segueKind: .present) { ProbeViewController(worker: ProbeWorker()) }",
        "Next: Probe is presented full screen; set its preferredContentSize in viewDidLoad() "
          + "to present it as a sheet over the scene it comes from",
      ], inOrderIn: outcome.output)
    expectLines(
      [
        "    storyboard.register(\"Probe\", segueKind: .present) { ProbeViewController(worker: ProbeWorker()) }",
        "    return storyboard",
      ], inOrderIn: try layout.text("Scenes/AppStoryboard.swift"))
    expectLines(
      [
        "  /// storyboard, passes the data and presents it.",
        "  func navigateToProbe(source: HomeViewController, destination: ProbeViewController) throws {",
        "    try source.present(destination)",
        "  }",
      ], inOrderIn: try layout.text("Scenes/Home/HomeRouter.swift"))
    #expect(
      try layout.text("Scenes/Home/HomeRouter.swift").components(separatedBy: "push").count
        == pushes)
    expectLines(
      [
        "  @Test func routeFromHomeWithoutSeguePresentsTheScene() throws {",
        "    #expect(navigation.viewControllers.count == 1)",
        "    let destination = try #require(source.presentedViewController as? ProbeViewController)",
      ], inOrderIn: try layout.text("Tests/ScenesTests/Probe/ProbeRouterTests.swift"))
  }

  @Test func presentedWithoutFromOnlyRegistersTheScene() throws {
    // When
    let outcome = layout.scaffold(["Probe", "--presented"])
    // Then
    #expect(outcome.status == 0)
    #expect(
      try layout.text("Scenes/AppStoryboard.swift").contains(
        "storyboard.register(\"Probe\", segueKind: .present)"))
    #expect(!outcome.output.contains("HomeRouter"))
  }

  // MARK: - Back to

  @Test func backToAddsTheRouteBackThroughTheFrameworksUnwind() throws {
    // When
    let outcome = layout.scaffold(["Probe", "--back-to", "Home"])
    // Then
    #expect(outcome.status == 0)
    let router = try layout.text("Scenes/Probe/ProbeRouter.swift")
    #expect(
      router.contains(
        """
        protocol ProbeRoutingLogic {
          func routeBackToHome() throws
        }
        """))
    expectLines(
      [
        "  // MARK: - Routing",
        "  func routeBackToHome() throws {",
        "    guard let source = dataStore else { throw RoutingError.missingDataStore(scene: \"Probe\") }",
        "    guard let viewController else { throw RoutingError.sourceDeallocated(route: \"Home\") }",
        "    let destinationVC = try viewController.unwindDestination(ofType: HomeViewController.self)",
        "    guard var destinationDS = destinationVC.router?.dataStore else {",
        "    passDataBackToHome(source: source, destination: &destinationDS)",
        "    try navigateBackToHome(source: viewController, destination: destinationVC)",
        "  // MARK: - Navigation",
        "  func navigateBackToHome(source: ProbeViewController, destination: HomeViewController) throws {",
        "    try source.unwind(to: destination)",
        "  // MARK: - Passing data",
        "  func passDataBackToHome(source: ProbeDataStore, destination: inout HomeDataStore) {",
        "    destination.probeResult = source.greeting",
        "}",
      ], inOrderIn: router)
    expectLines(
      [
        "  override var keyCommands: [KeyCommand] { commands }",
        "  private lazy var commands = [",
        "    KeyCommand(KeyEvent(.enter), title: \"Done\") { [weak self] in",
        "      try self?.router?.routeBackToHome()",
      ], inOrderIn: try layout.text("Scenes/Probe/ProbeViewController.swift"))
  }

  @Test func backToGivesTheDataStoreAndEveryConformingTypeTheResultProperty() throws {
    // Given
    let interactorBefore = try layout.text("Scenes/Home/HomeInteractor.swift")
    let stubBefore = try layout.text("Tests/ScenesTests/Home/HomeDataStoreStub.swift")
    // When
    let outcome = layout.scaffold(["Probe", "--back-to", "Home"])
    // Then
    expectLines(
      [
        "changed Scenes/Home/HomeInteractor.swift",
        "  + HomeDataStore: var probeResult: String? { get set }",
        "  + HomeInteractor: var probeResult: String?",
        "changed Tests/ScenesTests/Home/HomeDataStoreStub.swift",
        "  + HomeDataStoreStub: var probeResult: String?",
        "Next: show what Probe hands back: HomeViewController reads its data store's "
          + "probeResult in didUnwind(from:)",
      ], inOrderIn: outcome.output)
    let doc = "  /// What Probe handed back when it routed back here; Probe's greeting for now."
    #expect(
      addedLines(from: interactorBefore, to: try layout.text("Scenes/Home/HomeInteractor.swift"))
        == [doc, "  var probeResult: String? { get set }", doc, "  var probeResult: String?"])
    #expect(
      addedLines(
        from: stubBefore, to: try layout.text("Tests/ScenesTests/Home/HomeDataStoreStub.swift"))
        == [doc, "  var probeResult: String?"])
  }

  @Test(arguments: [false, true])
  func generatedRouterTestsCheckTheDataInTheRealDestinationScene(presented: Bool) throws {
    // When
    _ = layout.scaffold(
      ["Probe", "--from", "Home", "--back-to", "Home"] + (presented ? ["--presented"] : []))
    // Then
    expectLines(
      [
        "  // MARK: - Back to Home",
        "  @Test func routeBackHandsTheGreetingToTheRealHome() throws {",
        "      withIdentifier: \"Home\", as: HomeViewController.self)",
        presented
          ? "    try destinationVC.present(scene)" : "    navigation.pushViewController(scene)",
        "    dataStore.greeting = \"Handed back\"",
        "    try sut.routeBackToHome()",
        "    #expect(destinationVC.router?.dataStore?.probeResult == \"Handed back\")",
        "    #expect(navigation.topViewController === destinationVC)",
        "  @Test func routeBackWithNoHomeToReturnToThrowsAndStays() throws {",
        "        expected: \"HomeViewController\", source: \"Probe\", found: [])",
      ], inOrderIn: try layout.text("Tests/ScenesTests/Probe/ProbeRouterTests.swift"))
  }

  @Test func dryRunWithBothOptionsListsEveryEditAndWritesNothing() throws {
    // Given
    let before = try layout.snapshot()
    // When
    let outcome = layout.scaffold(
      ["Probe", "--from", "Home", "--presented", "--back-to", "Home", "--dry-run"])
    // Then
    #expect(outcome.status == 0)
    #expect(try layout.snapshot() == before)
    expectLines(
      [
        "would change Scenes/AppStoryboard.swift",
        "would change Scenes/Home/HomeRouter.swift",
        "would change Scenes/Home/HomeInteractor.swift",
        "would change Tests/ScenesTests/Home/HomeDataStoreStub.swift",
        "Nothing was written (--dry-run).",
      ], inOrderIn: outcome.output)
  }
}
