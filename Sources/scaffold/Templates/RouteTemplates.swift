/// The code the scaffolder adds to existing files: the scene's storyboard registration and,
/// with `--from`, the route from the source scene's router, in the shape of
/// `HomeRouter.routeToDetail` (pushing) or `ToDoListRouter.routeToEditToDo` (presenting, with
/// `--presented`).
///
/// ```swift
/// let route = RouteTemplates(name: try SceneName("Profile"), source: "Home")
/// route.routeEntry(indent: 4)  // "    \"Profile\": HomeRouter.routeToProfile"
/// ```
struct RouteTemplates {
  /// What `passDataTo<Name>` hands the scene.
  enum Passing: Equatable, Sendable {
    /// A greeting, into the `greeting` of a scene the scaffolder made, which shows it.
    case greeting
    /// The properties both scenes' data stores declare, by name and type, each copied; none
    /// leaves the method for the user to fill.
    case properties([String])
  }

  /// The scene routed to: a new one, or one that exists (`--route`).
  let name: SceneName
  /// The scene whose router gains the route.
  let source: String
  /// Whether the route presents the scene instead of pushing it.
  var presented = false
  /// What the route passes.
  var passing = Passing.greeting

  private var s: String { name.rawValue }
  private var f: String { source }

  /// The line that registers the scene in `AppStoryboard.make(environment:)`, declaring
  /// that its segues present it when `presented`.
  static func registration(of name: SceneName, presented: Bool, indent: Int) -> String {
    let s = name.rawValue
    let factory = "\(s)ViewController(worker: \(s)Worker())"
    let call = "storyboard.register(\"\(s)\"\(presented ? ", segueKind: .present" : ""))"
    return CodeLayout.fit(
      indent: indent, ["\(call) { \(factory) }"], ["\(call) {", "  \(factory)", "}"])
  }

  /// The requirement added to `<From>RoutingLogic`.
  func requirement(indent: Int) -> String {
    CodeLayout.fit(indent: indent, ["func routeTo\(s)(segue: Segue?) throws"])
  }

  /// The entry added to the router's `routes` table.
  func routeEntry(indent: Int) -> String {
    CodeLayout.fit(indent: indent, ["\"\(s)\": \(f)Router.routeTo\(s)"])
  }

  /// `routeTo<Name>(segue:)`: with a segue, passes data to its destination; without one,
  /// instantiates the scene from the storyboard, passes data and pushes or presents it.
  var routeMethod: String {
    let doc = CodeLayout.doc(
      indent: 2,
      "With a segue, passes \(f)'s data to its destination; without one, instantiates \(s) "
        + "from the storyboard, passes the data and \(presented ? "presents" : "pushes") it.")
    let missingSource = "throw RoutingError.missingDataStore(scene: \"\(f)\")"
    let sourceGuard = CodeLayout.fit(
      indent: 4, ["guard let source = dataStore else { \(missingSource) }"],
      ["guard let source = dataStore else {", "  \(missingSource)", "}"])
    let segueDestination = CodeLayout.fit(
      indent: 6, ["let destinationVC = try segue.destination(as: \(s)ViewController.self)"],
      ["let destinationVC = try segue.destination(", "  as: \(s)ViewController.self)"])
    let deallocated = "throw RoutingError.sourceDeallocated(route: \"\(s)\")"
    let viewControllerGuard = CodeLayout.fit(
      indent: 6, ["guard let viewController else { \(deallocated) }"],
      ["guard let viewController else {", "  \(deallocated)", "}"])
    let navigation = CodeLayout.fit(
      indent: 6, ["try navigateTo\(s)(source: viewController, destination: destinationVC)"],
      ["try navigateTo\(s)(", "  source: viewController, destination: destinationVC)"])
    return """
      \(doc)
        ///
        /// - Throws: ``RoutingError`` when \(s) cannot be made or shown.
        func routeTo\(s)(segue: Segue?) throws {
      \(sourceGuard)
          if let segue {
      \(segueDestination)
            guard var destinationDS = destinationVC.router?.dataStore else {
              throw RoutingError.missingDataStore(scene: "\(s)")
            }
            passDataTo\(s)(source: source, destination: &destinationDS)
          } else {
      \(viewControllerGuard)
            guard let storyboard = viewController.storyboard else {
              throw RoutingError.noStoryboard(source: "\(f)")
            }
            let destinationVC = try storyboard.instantiateViewController(
              withIdentifier: "\(s)", as: \(s)ViewController.self)
            guard var destinationDS = destinationVC.router?.dataStore else {
              throw RoutingError.missingDataStore(scene: "\(s)")
            }
            passDataTo\(s)(source: source, destination: &destinationDS)
      \(navigation)
          }
        }
      """
  }

  /// `navigateTo<Name>(source:destination:)`: pushes the scene, or presents it.
  var navigateMethod: String {
    let parameters = "source: \(f)ViewController, destination: \(s)ViewController"
    let signature = CodeLayout.fit(
      indent: 2, ["func navigateTo\(s)(\(parameters)) throws {"],
      ["func navigateTo\(s)(", "  \(parameters)", ") throws {"],
      [
        "func navigateTo\(s)(", "  source: \(f)ViewController,",
        "  destination: \(s)ViewController", ") throws {",
      ])
    if presented {
      return """
        \(signature)
            try source.present(destination)
          }
        """
    }
    let notInNavigation = CodeLayout.fit(
      indent: 6, ["throw RoutingError.notInNavigationController(source: \"\(f)\")"],
      ["throw RoutingError.notInNavigationController(", "  source: \"\(f)\")"])
    return """
      \(signature)
          guard let navigationController = source.navigationController else {
      \(notInNavigation)
          }
          navigationController.pushViewController(destination)
        }
      """
  }

  /// `passDataTo<Name>(source:destination:)`: a stub that passes a greeting, to be replaced
  /// with the source's real data, or the copies of the properties the data stores share.
  var passDataMethod: String {
    let doc: String
    let statements: [String]
    switch passing {
    case .greeting:
      doc =
        "Hands \(s) what it needs from \(f)'s data store: replace the greeting with \(f)'s own data."
      statements = ["destination.greeting = \"\(RouteTemplates.greeting(from: f))\""]
    case .properties(let names) where names.isEmpty:
      doc =
        "Hands \(s) what it needs from \(f)'s data store: their data stores share no "
        + "property yet, so write here what \(s) takes from \(f)."
      statements = []
    case .properties(let names):
      doc =
        "Hands \(s) what it needs from \(f)'s data store: the properties both declare, "
        + "with one type; add what else \(s) takes from \(f)."
      statements = names.map { "destination.\($0) = source.\($0)" }
    }
    let parameters = "source: \(f)DataStore, destination: inout \(s)DataStore"
    let signature = CodeLayout.fit(
      indent: 2, ["func passDataTo\(s)(\(parameters)) {"],
      ["func passDataTo\(s)(", "  \(parameters)", ") {"],
      [
        "func passDataTo\(s)(", "  source: \(f)DataStore,", "  destination: inout \(s)DataStore",
        ") {",
      ])
    return ([CodeLayout.doc(indent: 2, doc), signature] + statements.map { "    " + $0 } + ["  }"])
      .joined(separator: "\n")
  }

  /// The greeting the stub passes, which the generated router test expects on screen.
  static func greeting(from source: String) -> String {
    "Hello from \(source)."
  }
}
