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
      ], inOrderIn: outcome.output)
    let doc = "  /// What Probe handed back when it routed back here; Probe's greeting for now."
    let interactorAdded = try #require(
      addedLines(from: interactorBefore, to: try layout.text("Scenes/Home/HomeInteractor.swift")))
    #expect(
      interactorAdded.filter { $0.contains("var probeResult") || $0 == doc }
        == [doc, "  var probeResult: String? { get set }", doc, "  var probeResult: String?"])
    #expect(
      addedLines(
        from: stubBefore, to: try layout.text("Tests/ScenesTests/Home/HomeDataStoreStub.swift"))
        == [doc, "  var probeResult: String?"])
  }

  // The destination of the next tests is a scene scaffolded for them, Origin, so that they
  // do not depend on what the demo's scenes have: CI runs them again in a copy where Home
  // received two scaffolded scenes already.

  @Test func backToGivesTheDestinationTheCodeThatReceivesTheResultAndSaysSo() throws {
    // Given
    #expect(layout.scaffold(["Origin"]).status == 0)
    // When
    let outcome = layout.scaffold(["Probe", "--back-to", "Origin"])
    // Then
    #expect(outcome.status == 0)
    expectLines(
      [
        "changed Scenes/Origin/OriginInteractor.swift",
        "  + OriginBusinessLogic: func receiveProbeResult(request: Origin.ReceiveProbeResult.Request)",
        "  + OriginInteractor: receiveProbeResult(request:), which takes probeResult and presents it",
        "changed Scenes/Origin/OriginModels.swift",
        "  + Origin: enum ReceiveProbeResult (Request, Response, ViewModel)",
        "changed Scenes/Origin/OriginPresenter.swift",
        "  + OriginPresentationLogic: func presentProbeResult(response: Origin.ReceiveProbeResult.Response)",
        "  + OriginPresenter: presentProbeResult(response:)",
        "changed Scenes/Origin/OriginViewController.swift",
        "  + OriginDisplayLogic: func displayProbeResult(viewModel: Origin.ReceiveProbeResult.ViewModel)",
        "  + OriginViewController: override func didUnwind(from:), which calls "
          + "receiveProbeResult(request:); probeResultText, displayProbeResult(viewModel:)",
        "changed Tests/ScenesTests/Origin/OriginSpies.swift",
        "  + OriginBusinessLogicSpy: receiveProbeResult(request:), recorded in receiveProbeResultRequests",
        "  + OriginPresentationLogicSpy: presentProbeResult(response:), recorded in "
          + "presentProbeResultResponses",
        "  + OriginDisplayLogicSpy: displayProbeResult(viewModel:), recorded in "
          + "displayProbeResultViewModels",
        "Next: show what Probe hands back: OriginViewController's didUnwind(from:) asks its "
          + "interactor for probeResult, and displayProbeResult(viewModel:) keeps it in "
          + "probeResultText; give it to one of Origin's views there",
      ], inOrderIn: outcome.output)
    #expect(!outcome.output.contains("reads its data store's"))
    expectLines(
      [
        "  override func didUnwind(from source: ViewController) {",
        "    super.didUnwind(from: source)",
        "    interactor?.receiveProbeResult(request: Origin.ReceiveProbeResult.Request())",
        "  }",
        "  private(set) var probeResultText: String?",
        "  func displayProbeResult(viewModel: Origin.ReceiveProbeResult.ViewModel) {",
        "    probeResultText = viewModel.resultText",
      ], inOrderIn: try layout.text("Scenes/Origin/OriginViewController.swift"))
    expectLines(
      [
        "  func receiveProbeResult(request: Origin.ReceiveProbeResult.Request) {",
        "    guard let result = probeResult else { return }",
        "    probeResult = nil",
        "    presenter?.presentProbeResult(response: Origin.ReceiveProbeResult.Response(result: result))",
      ], inOrderIn: try layout.text("Scenes/Origin/OriginInteractor.swift"))
  }

  @Test func secondSceneBackToTheSameDestinationAddsItsCallToTheFirstsOverride() throws {
    // Given
    #expect(layout.scaffold(["Origin"]).status == 0)
    #expect(layout.scaffold(["Probe", "--back-to", "Origin"]).status == 0)
    let path = "Scenes/Origin/OriginViewController.swift"
    let before = try layout.text(path)
    // When
    let outcome = layout.scaffold(["Second", "--back-to", "Origin"])
    // Then
    #expect(outcome.status == 0)
    #expect(
      outcome.output.contains(
        "  + OriginViewController: didUnwind(from:) also calls receiveSecondResult(request:)\n"))
    let after = try layout.text(path)
    #expect(after.components(separatedBy: "func didUnwind(").count == 2)
    expectLines(
      [
        "  override func didUnwind(from source: ViewController) {",
        "    super.didUnwind(from: source)",
        "    interactor?.receiveSecondResult(request: Origin.ReceiveSecondResult.Request())",
        "    interactor?.receiveProbeResult(request: Origin.ReceiveProbeResult.Request())",
        "  }",
      ], inOrderIn: after)
    #expect(addedLines(from: before, to: after)?.count == 12)
  }

  @Test func backToAHandWrittenDidUnwindKeepsItsCode() throws {
    // Given
    let path = "Scenes/ToDoList/ToDoListViewController.swift"
    let before = try layout.text(path)
    // When
    let outcome = layout.scaffold(["Probe", "--back-to", "ToDoList"])
    // Then
    #expect(outcome.status == 0)
    let after = try layout.text(path)
    expectLines(
      [
        "  override func didUnwind(from source: ViewController) {",
        "    super.didUnwind(from: source)",
        "    interactor?.receiveProbeResult(request: ToDoList.ReceiveProbeResult.Request())",
        "    interactor?.updateToDo(request: ToDoList.UpdateToDo.Request())",
        "  }",
      ], inOrderIn: after)
    #expect(after.components(separatedBy: "func didUnwind(").count == 2)
    let added = try #require(addedLines(from: before, to: after))
    #expect(
      added.contains(
        "    interactor?.receiveProbeResult(request: ToDoList.ReceiveProbeResult.Request())"))
    expectLines(
      [
        "changed Tests/ScenesTests/ToDoList/ToDoListSpies.swift",
        "  + ToDoListBusinessLogicSpy: receiveProbeResult(request:), recorded in "
          + "receiveProbeResultRequests",
      ], inOrderIn: outcome.output)
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
        "  @Test func routeBackHandsTheGreetingToTheRealHomeWhichReceivesIt() throws {",
        "      withIdentifier: \"Home\", as: HomeViewController.self)",
        presented
          ? "    try destinationVC.present(scene)" : "    navigation.pushViewController(scene)",
        "    dataStore.greeting = \"Handed back\"",
        "    try sut.routeBackToHome()",
        "    #expect(destinationVC.probeResultText == \"Handed back\")",
        "    #expect(destinationVC.router?.dataStore?.probeResult == nil)",
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
        "would change Scenes/Home/HomeModels.swift",
        "would change Scenes/Home/HomePresenter.swift",
        "would change Scenes/Home/HomeViewController.swift",
        "  + HomeDisplayLogic: func displayProbeResult(viewModel: Home.ReceiveProbeResult.ViewModel)",
        "would change Tests/ScenesTests/Home/HomeSpies.swift",
        "Nothing was written (--dry-run).",
      ], inOrderIn: outcome.output)
  }
}
