import Testing

@testable import scaffold

/// The `--from` edit on routers of every shape the project writes.
struct RouterEditorTests {
  let editor: RouterEditor

  init() throws {
    editor = RouterEditor(
      path: "Scenes/Home/HomeRouter.swift",
      route: RouteTemplates(name: try SceneName("Probe"), source: "Home"))
  }

  /// A router with `routingLogic` as its protocol body, `table` as its routes literal and
  /// `members` after the table.
  private func router(routingLogic: String, table: String, members: String = "") -> String {
    """
    import TerminalUI

    /// The routes Home offers.
    @MainActor
    protocol HomeRoutingLogic \(routingLogic)

    @MainActor
    final class HomeRouter: HomeRoutingLogic, HomeDataPassing, SegueRouting {
      weak var viewController: HomeViewController?
      var dataStore: HomeDataStore?

      static let routes: [String: (HomeRouter) -> (Segue?) throws -> Void] = \(table)
    \(members)}

    """
  }

  // MARK: - Routes table

  @Test(arguments: [
    (
      "[\n    \"Detail\": HomeRouter.routeToDetail\n  ]",
      "[\n    \"Detail\": HomeRouter.routeToDetail,\n"
        + "    \"Probe\": HomeRouter.routeToProbe,\n  ]"
    ),
    (
      "[\n    \"Detail\": HomeRouter.routeToDetail,\n    \"List\": HomeRouter.routeToList,\n  ]",
      "[\n    \"Detail\": HomeRouter.routeToDetail,\n    \"List\": HomeRouter.routeToList,\n"
        + "    \"Probe\": HomeRouter.routeToProbe,\n  ]"
    ),
    ("[:]", "[\n    \"Probe\": HomeRouter.routeToProbe\n  ]"),
    ("[ : ]", "[\n    \"Probe\": HomeRouter.routeToProbe\n  ]"),
    (
      "[\"Detail\": HomeRouter.routeToDetail]",
      "[\n    \"Detail\": HomeRouter.routeToDetail,\n"
        + "    \"Probe\": HomeRouter.routeToProbe,\n  ]"
    ),
    (
      "[\n    \"Detail\": HomeRouter.routeToDetail  // the message\n  ]",
      "[\n    \"Detail\": HomeRouter.routeToDetail,  // the message\n"
        + "    \"Probe\": HomeRouter.routeToProbe,\n  ]"
    ),
  ])
  func entryIsAddedToTheRoutesTableInTheFormatterShape(table: String, expected: String) throws {
    // Given
    let text = router(routingLogic: "{}", table: table)
    // When
    let edited = try editor.editing(text).text
    // Then
    #expect(
      edited.contains(
        "  static let routes: [String: (HomeRouter) -> (Segue?) throws -> Void] = \(expected)\n"))
  }

  // MARK: - Routing logic

  @Test(arguments: [
    ("{}", "{\n  func routeToProbe(segue: Segue?) throws\n}"),
    (
      "{\n  func routeToDetail(segue: Segue?) throws\n}",
      "{\n  func routeToDetail(segue: Segue?) throws\n"
        + "  func routeToProbe(segue: Segue?) throws\n}"
    ),
  ])
  func requirementIsAddedLastInTheRoutingLogic(body: String, expected: String) throws {
    // Given
    let text = router(routingLogic: body, table: "[:]")
    // When
    let edited = try editor.editing(text).text
    // Then
    #expect(edited.contains("protocol HomeRoutingLogic \(expected)\n"))
  }

  // MARK: - Methods

  @Test func methodsGoAtTheEndOfTheirSectionsWhenTheSectionsExist() throws {
    // Given
    let text = router(
      routingLogic: "{}", table: "[:]",
      members: """

          // MARK: - Routing

          func routeToDetail(segue: Segue?) throws {}

          // MARK: - Navigation

          func navigateToDetail() {}

          // MARK: - Passing data

          func passDataToDetail() {}

        """)
    // When
    let edited = try editor.editing(text).text
    // Then
    let route = editor.route
    #expect(
      edited.contains(
        "  func routeToDetail(segue: Segue?) throws {}\n\n\(route.routeMethod)\n\n"
          + "  // MARK: - Navigation\n\n  func navigateToDetail() {}\n\n\(route.navigateMethod)\n\n"
          + "  // MARK: - Passing data\n\n  func passDataToDetail() {}\n\n"
          + "\(route.passDataMethod)\n}\n"
      ))
  }

  @Test func missingSectionsAreAddedAtTheEndOfTheClass() throws {
    // Given
    let text = router(routingLogic: "{}", table: "[:]")
    // When
    let edited = try editor.editing(text).text
    // Then
    let route = editor.route
    #expect(
      edited.hasSuffix(
        "  ]\n\n  // MARK: - Routing\n\n\(route.routeMethod)\n\n  // MARK: - Navigation\n\n"
          + "\(route.navigateMethod)\n\n  // MARK: - Passing data\n\n\(route.passDataMethod)\n}\n"))
  }

  @Test func commentsAndStringsThatLookLikeCodeAreIgnored() throws {
    // Given
    let text =
      "// protocol HomeRoutingLogic { static let routes = [:] }\n"
      + "let decoy = \"final class HomeRouter {\"\n"
      + router(routingLogic: "{}", table: "[:]")
    // When
    let edited = try editor.editing(text).text
    // Then
    #expect(edited.hasPrefix("// protocol HomeRoutingLogic { static let routes = [:] }\n"))
    #expect(edited.contains("let decoy = \"final class HomeRouter {\"\n"))
    #expect(
      edited.contains("protocol HomeRoutingLogic {\n  func routeToProbe(segue: Segue?) throws\n}")
    )
  }

  // MARK: - Doc comments

  @Test func generatedDocsOfARouterWithoutRoutesComeToSayItHasSome() throws {
    // Given a router as the scaffolder writes it for a scene with no routes
    let generated = SceneTemplates(name: try SceneName("Home"), source: nil).router
    #expect(generated.contains("none yet"))
    // When
    let edited = try editor.editing(generated).text
    // Then
    let summary = CodeLayout.doc(indent: 0, RouterDocs.summary(of: "Home", hasRoutes: true))
    let role = CodeLayout.doc(indent: 0, RouterDocs.role(of: "Home", hasRoutes: true))
    #expect(edited.contains(summary + "\n@MainActor\nprotocol HomeRoutingLogic {"))
    #expect(edited.contains(role + "\n@MainActor\nfinal class HomeRouter"))
    #expect(!edited.contains("none yet") && !edited.contains("nowhere yet"))
  }

  @Test func generatedDocsOfAPresentedSceneSayEscDismissesItWithRoutesOrWithout() throws {
    // Given a router as the scaffolder writes it for a presented scene with no routes
    var templates = SceneTemplates(name: try SceneName("Home"), source: nil)
    templates.presented = true
    let generated = templates.router
    #expect(generated.contains("none yet; going back is Esc, which dismisses it."))
    #expect(!generated.contains("navigation controller"))
    // When
    let edited = try editor.editing(generated).text
    // Then
    #expect(
      edited.contains(
        "/// The routes Home offers, each reached by its segue identifier; going back is Esc, "
          + "which dismisses\n/// it.\n@MainActor\nprotocol HomeRoutingLogic {"))
    #expect(!edited.contains("none yet") && !edited.contains("nowhere yet"))
  }

  @Test func docsWrittenByHandStayAsTheyAre() throws {
    let edited = try editor.editing(router(routingLogic: "{}", table: "[:]")).text
    #expect(edited.contains("/// The routes Home offers.\n@MainActor\nprotocol HomeRoutingLogic {"))
  }

  @Test func additionsNameWhatWasAdded() throws {
    let additions = try editor.editing(router(routingLogic: "{}", table: "[:]")).additions
    #expect(
      additions == [
        "HomeRoutingLogic: func routeToProbe(segue: Segue?) throws",
        "routes: \"Probe\": HomeRouter.routeToProbe",
        "HomeRouter: routeToProbe(segue:), navigateToProbe(source:destination:), "
          + "passDataToProbe(source:destination:)",
      ])
  }

  // MARK: - Refusals

  @Test(arguments: [
    ("\"Probe\": HomeRouter.routeToDetail", "a \"Probe\" entry in its routes table"),
    ("\"Detail\": HomeRouter.routeToProbe", "a routeToProbe method"),
  ])
  func existingRouteIsRefused(entry: String, route: String) {
    let text = router(routingLogic: "{}", table: "[\n    \(entry)\n  ]")
    #expect(
      throws: ScaffoldError.routeExists(
        scene: "Home", route: route, path: "Scenes/Home/HomeRouter.swift")
    ) {
      try editor.editing(text)
    }
  }

  @Test(arguments: [
    ("static let routes", "static let table", "`static let routes: […] = [ … ]` table"),
    ("static let routes", "static var routes", nil),
    ("protocol HomeRoutingLogic", "protocol HomeLogic", "`protocol HomeRoutingLogic { … }`"),
    ("final class HomeRouter", "final class HomeRouting", "`final class HomeRouter { … }`"),
    ("var dataStore", "var store", "`var dataStore`"),
    ("weak var viewController", "weak var controller", "`var viewController`"),
    (
      "protocol HomeRoutingLogic {}", "protocol HomeRoutingLogic { func a() }",
      "closing brace of HomeRoutingLogic on a line of its own"
    ),
  ])
  func routerWithoutWhatTheRouteNeedsIsRefused(
    original: String, replacement: String, missing: String?
  ) throws {
    // Given
    let text = router(routingLogic: "{}", table: "[:]").replacing(original, with: replacement)
    // When / Then
    guard let missing else {
      #expect(try editor.editing(text).text.contains("\"Probe\": HomeRouter.routeToProbe"))
      return
    }
    #expect(
      throws: ScaffoldError.sourceNotEditable(
        scene: "Home", path: "Scenes/Home/HomeRouter.swift", missing: missing)
    ) {
      try editor.editing(text)
    }
  }
}
