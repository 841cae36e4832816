import Testing

@testable import scaffold

/// `--route`: a route between two scenes that exist, scaffolding into a copy of the
/// package's real layout.
struct ScaffoldRouteTests {
  let layout: LayoutCopy

  init() throws {
    layout = try LayoutCopy()
  }

  // MARK: - What it adds

  @Test func routeAddsToTheSourceRouterWhatFromAddsWhenMakingTheScene() throws {
    // Given: one copy where Probe is made with the route, one where it is made alone
    let withFrom = try LayoutCopy()
    #expect(withFrom.scaffold(["Probe", "--from", "Detail"]).status == 0)
    #expect(layout.scaffold(["Probe"]).status == 0)
    let before = try layout.snapshot()
    // When
    let outcome = layout.scaffold(["--route", "Probe", "--from", "Detail"])
    // Then
    #expect(outcome.status == 0)
    let router = "Scenes/Detail/DetailRouter.swift"
    #expect(try layout.text(router) == withFrom.text(router))
    let after = try layout.snapshot()
    let testPath = "Tests/ScenesTests/Detail/DetailRouteToProbeTests.swift"
    #expect(Set(after.keys).subtracting(before.keys) == [testPath])
    #expect(
      after.filter { $0.value != before[$0.key] }.keys.sorted() == [router, testPath].sorted())
    expectLines(
      [
        "created \(testPath)",
        "changed \(router)",
        "  + DetailRoutingLogic: func routeToProbe(segue: Segue?) throws",
        "  + routes: \"Probe\": DetailRouter.routeToProbe",
        "Next: perform the segue from Detail, such as in a key command of DetailViewController: "
          + "try self?.performSegue(withIdentifier: \"Probe\")",
        "Next: swift build && swift test --filter DetailRouteToProbeTests",
      ], inOrderIn: outcome.output)
    expectLines(
      [
        "struct DetailRouteToProbeTests {",
        "  let storyboard = AppStoryboard.make(environment: .fixed)",
        "    #expect(DetailRouter.knownSegues.contains(\"Probe\"))",
        "    screen.perform { try source.performSegue(withIdentifier: \"Probe\") }",
        "    #expect(screen.topViewController is ProbeViewController)",
        "    try source.router?.routeToProbe(segue: nil)",
        "    #expect(navigation.viewControllers.count == 2)",
        "    #expect(destination.router?.dataStore?.greeting == \"Hello from Detail.\")",
      ], inOrderIn: try layout.text(testPath))
  }

  @Test func routeCopiesThePropertiesBothDataStoresDeclareAndTestsThemWithASample() throws {
    // Given
    #expect(layout.scaffold(["Probe"]).status == 0)
    #expect(layout.scaffold(["Other"]).status == 0)
    // When
    let outcome = layout.scaffold(["--route", "Other", "--from", "Probe"])
    // Then
    #expect(outcome.status == 0)
    expectLines(
      [
        "  /// Hands Other what it needs from Probe's data store: the properties both declare, with one type;",
        "  /// add what else Other takes from Probe.",
        "  func passDataToOther(source: ProbeDataStore, destination: inout OtherDataStore) {",
        "    destination.greeting = source.greeting",
        "  }",
      ], inOrderIn: try layout.text("Scenes/Probe/ProbeRouter.swift"))
    expectLines(
      [
        "    var sourceDS = try #require(source.router?.dataStore)",
        "    sourceDS.greeting = \"Handed back\"",
        "    try source.router?.routeToOther(segue: nil)",
        "    #expect(destination.router?.dataStore?.greeting == \"Handed back\")",
      ], inOrderIn: try layout.text("Tests/ScenesTests/Probe/ProbeRouteToOtherTests.swift"))
  }

  @Test func routeToASceneRegisteredPresentedPresentsItAndPassesNothingUnshared() throws {
    // When
    let outcome = layout.scaffold(["--route", "EditToDo", "--from", "Detail"])
    // Then
    #expect(outcome.status == 0)
    expectLines(
      [
        "Next: EditToDo is registered with `segueKind: .present`, so the route presents it",
        "Next: DetailRouter.passDataToEditToDo passes nothing: Detail's and EditToDo's data stores "
          + "share no property by name and type; write there what EditToDo takes from Detail, "
          + "and test it in Tests/ScenesTests/Detail/DetailRouteToEditToDoTests.swift",
      ], inOrderIn: outcome.output)
    let router = try layout.text("Scenes/Detail/DetailRouter.swift")
    expectLines(
      [
        "    try source.present(destination)",
        "  func passDataToEditToDo(source: DetailDataStore, destination: inout EditToDoDataStore) {",
        "  }",
      ], inOrderIn: router)
    #expect(!router.contains("destination.greeting"))
    let tests = try layout.text("Tests/ScenesTests/Detail/DetailRouteToEditToDoTests.swift")
    expectLines(
      [
        "    #expect(source.presentedViewController is EditToDoViewController)",
        "    #expect(navigation.viewControllers.count == 1)",
      ], inOrderIn: tests)
    #expect(!tests.contains("dataStore?."))
  }

  @Test func dryRunListsTheEditsAndWritesNothing() throws {
    // Given
    let before = try layout.snapshot()
    // When
    let outcome = layout.scaffold(["--route", "Detail", "--from", "ToDoList", "--dry-run"])
    // Then
    #expect(outcome.status == 0)
    expectLines(
      [
        "would create Tests/ScenesTests/ToDoList/ToDoListRouteToDetailTests.swift",
        "would change Scenes/ToDoList/ToDoListRouter.swift",
        "  + ToDoListRoutingLogic: func routeToDetail(segue: Segue?) throws",
        "Nothing was written (--dry-run).",
      ], inOrderIn: outcome.output)
    #expect(try layout.snapshot() == before)
  }

  // MARK: - Refusals

  @Test(arguments: [
    (
      ["--route", "Nowhere", "--from", "Home"],
      "--route Nowhere: there is no scene 'Nowhere' (no Scenes/Nowhere/NowhereRouter.swift)"
    ),
    (
      ["--route", "Detail", "--from", "Nowhere"],
      "--from Nowhere: there is no scene 'Nowhere'"
    ),
    (
      ["--route", "Detail", "--from", "Home"],
      "--from Home: Scenes/Home/HomeRouter.swift already has a routeToDetail method."
    ),
    (
      ["--route", "DiskUsage", "--from", "Detail"],
      "--route DiskUsage: cannot route to it, Scenes/AppStoryboard.swift has no "
        + "`storyboard.register(\"DiskUsage\")`"
    ),
    (
      ["--route", "Detail", "--from", "ToDoList", "--presented"],
      "--route Detail --presented: Scenes/AppStoryboard.swift registers Detail without "
        + "`segueKind: .present`"
    ),
  ])
  func refusedRoutesWriteNothingAndSayWhy(arguments: [String], message: String) throws {
    // Given
    let before = try layout.snapshot()
    // When
    let outcome = layout.scaffold(arguments)
    // Then
    #expect(outcome.status == 1)
    #expect(outcome.errorOutput.contains(message))
    #expect(try layout.snapshot() == before)
  }

  @Test func routeWhoseTestFileExistsIsRefused() throws {
    // Given
    let testPath = "Tests/ScenesTests/ToDoList/ToDoListRouteToDetailTests.swift"
    try LocalFileSystem().writeFile("// mine\n", atPath: layout.root + "/" + testPath)
    let before = try layout.snapshot()
    // When
    let outcome = layout.scaffold(["--route", "Detail", "--from", "ToDoList"])
    // Then
    #expect(outcome.status == 1)
    #expect(
      outcome.errorOutput
        == "scaffold: --from ToDoList: \(testPath) already has the tests of a route to Detail.\n")
    #expect(try layout.snapshot() == before)
  }
}
