/// The code `--back-to` adds: the new scene's way back with data, in the shape of
/// `EditToDoRouter.routeBackToToDoList`, and the property of the destination's data store
/// that receives the data.
///
/// The new scene's router finds the destination with the framework's
/// `unwindDestination(ofType:)` (below on the navigation stack or up the presenting chain),
/// writes its greeting into the destination's data store through `inout`, then unwinds to it.
///
/// ```swift
/// let back = BackRouteTemplates(name: try SceneName("Profile"), destination: "Home")
/// back.property  // "profileResult"
/// ```
struct BackRouteTemplates {
  /// The new scene.
  let name: SceneName
  /// The scene it goes back to.
  let destination: String
  /// The type of what it hands back (`--result-type`).
  var resultType = ResultType.string

  private var s: String { name.rawValue }
  private var d: String { destination }

  /// The property of `<Destination>DataStore` that receives what the new scene hands back.
  var property: String {
    s.prefix(1).lowercased() + s.dropFirst() + "Result"
  }

  /// The requirement of `<Name>RoutingLogic`.
  func requirement(indent: Int) -> String {
    CodeLayout.fit(indent: indent, ["func routeBackTo\(d)() throws"])
  }

  /// The property's requirement in `<Destination>DataStore`, with its doc comment.
  func propertyRequirement(indent: Int) -> String {
    propertyDoc(indent: indent) + "\n"
      + CodeLayout.fit(indent: indent, ["var \(property): \(resultType.name)? { get set }"])
  }

  /// The property in a type that conforms to `<Destination>DataStore`, with its doc comment.
  func storedProperty(indent: Int) -> String {
    propertyDoc(indent: indent) + "\n"
      + CodeLayout.fit(indent: indent, ["var \(property): \(resultType.name)?"])
  }

  /// `routeBackTo<Destination>()`, `navigateBackTo<Destination>(source:destination:)` and
  /// `passDataBackTo<Destination>(source:destination:)`, each under its MARK section.
  var methods: String {
    [
      "  // MARK: - Routing", routeMethod, "  // MARK: - Navigation", navigateMethod,
      "  // MARK: - Passing data", passDataMethod,
    ].joined(separator: "\n\n")
  }

  // MARK: - Methods

  private var routeMethod: String {
    let doc = CodeLayout.doc(
      indent: 2,
      "Passes \(s)'s data to the nearest \(d) (below on the navigation stack, or up the "
        + "presenting chain) and unwinds to it.")
    let throwsDoc = CodeLayout.doc(
      indent: 2,
      "- Throws: ``RoutingError`` when \(s) is gone, a data store is missing or no \(d) can "
        + "be found; nothing is passed or unwound then.")
    let missingSource = "throw RoutingError.missingDataStore(scene: \"\(s)\")"
    let sourceGuard = CodeLayout.fit(
      indent: 4, ["guard let source = dataStore else { \(missingSource) }"],
      ["guard let source = dataStore else {", "  \(missingSource)", "}"])
    let deallocated = "throw RoutingError.sourceDeallocated(route: \"\(d)\")"
    let viewControllerGuard = CodeLayout.fit(
      indent: 4, ["guard let viewController else { \(deallocated) }"],
      ["guard let viewController else {", "  \(deallocated)", "}"])
    let lookup = CodeLayout.fit(
      indent: 4,
      ["let destinationVC = try viewController.unwindDestination(ofType: \(d)ViewController.self)"],
      [
        "let destinationVC = try viewController.unwindDestination(",
        "  ofType: \(d)ViewController.self)",
      ])
    let navigation = CodeLayout.fit(
      indent: 4, ["try navigateBackTo\(d)(source: viewController, destination: destinationVC)"],
      ["try navigateBackTo\(d)(", "  source: viewController, destination: destinationVC)"])
    return """
      \(doc)
        ///
      \(throwsDoc)
        func routeBackTo\(d)() throws {
      \(sourceGuard)
      \(viewControllerGuard)
      \(lookup)
          guard var destinationDS = destinationVC.router?.dataStore else {
            throw RoutingError.missingDataStore(scene: "\(d)")
          }
          passDataBackTo\(d)(source: source, destination: &destinationDS)
      \(navigation)
        }
      """
  }

  private var navigateMethod: String {
    let parameters = "source: \(s)ViewController, destination: \(d)ViewController"
    let signature = CodeLayout.fit(
      indent: 2, ["func navigateBackTo\(d)(\(parameters)) throws {"],
      ["func navigateBackTo\(d)(", "  \(parameters)", ") throws {"],
      [
        "func navigateBackTo\(d)(", "  source: \(s)ViewController,",
        "  destination: \(d)ViewController", ") throws {",
      ])
    return """
      \(signature)
          try source.unwind(to: destination)
        }
      """
  }

  /// The property of `<Name>DataStore` that holds what the scene hands back: its greeting,
  /// or, for another ``resultType``, the `result` it declares for it.
  var sourceProperty: String { resultType.isString ? "greeting" : "result" }

  private var passDataMethod: String {
    let doc = CodeLayout.doc(
      indent: 2,
      resultType.isString
        ? "Hands \(d) what \(s) produced: replace the greeting with \(s)'s real result."
        : "Hands \(d) what \(s) produced: the result \(s)'s interactor keeps.")
    let parameters = "source: \(s)DataStore, destination: inout \(d)DataStore"
    let signature = CodeLayout.fit(
      indent: 2, ["func passDataBackTo\(d)(\(parameters)) {"],
      ["func passDataBackTo\(d)(", "  \(parameters)", ") {"],
      [
        "func passDataBackTo\(d)(", "  source: \(s)DataStore,",
        "  destination: inout \(d)DataStore", ") {",
      ])
    return """
      \(doc)
      \(signature)
          destination.\(property) = source.\(sourceProperty)
        }
      """
  }

  private func propertyDoc(indent: Int) -> String {
    CodeLayout.doc(
      indent: indent,
      "What \(s) handed back when it routed back here; "
        + (resultType.isString ? "\(s)'s greeting for now." : "\(s)'s result."))
  }
}
