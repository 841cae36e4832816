extension ScaffoldPlanner {
  /// The plan for a route from scene `source` to scene `target`, two scenes that exist
  /// (`--route`): what `--from` adds to the source's router, and the route's tests in a file
  /// of their own in the source's test folder. The route presents the target when the
  /// storyboard registers it with `segueKind: .present`, else pushes it; it copies the
  /// properties both data stores declare by name and type (the target's settable), else
  /// passes a greeting to a target that still has the scaffolder's `greeting`.
  ///
  /// - Throws: ``ScaffoldError`` when the root is not the package, the target has no
  ///   storyboard, either scene is missing, unregistered or lacks its data store, view
  ///   controller or router, `presented` is asked of a target registered pushed, or the route
  ///   or its tests exist.
  func planRoute(to target: String, from source: String, presented: Bool = false)
    throws(ScaffoldError) -> ScaffoldPlan
  {
    let (storyboard, _, storyboardCall) = try storyboardOfPackage()
    try checkCanRoute(from: source, storyboard: storyboard)
    let name = try checkCanRoute(to: target, storyboard: storyboard)
    let registeredPresented = storyboard.registersPresented(target)
    if presented, !registeredPresented {
      throw .routePresentationMismatch(scene: target, path: storyboard.path)
    }
    let targetProperties = dataStoreProperties(of: target)
    let shared = dataStoreProperties(of: source).filter { property in
      targetProperties.contains {
        $0.name == property.name && $0.type == property.type && $0.isSettable
      }
    }
    let keepsGreeting = targetProperties.contains {
      $0 == SwiftSource.PropertyRequirement(name: "greeting", type: "String?", isSettable: true)
    }
    let route = RouteTemplates(
      name: name, source: source, presented: registeredPresented,
      passing: shared.isEmpty && keepsGreeting ? .greeting : .properties(shared.map(\.name)))
    let routerEdit = try routeEdit(route, storyboard: storyboard)
    let samples = shared.filter(\.isSettable).compactMap { property in
      ResultType.literalSample(of: property.type).map {
        RouteTestTemplates.Sample(property: property.name, value: $0)
      }
    }
    let tests = RouteTestTemplates(
      route: route, module: layout.module, storyboardCall: storyboardCall, samples: samples)
    let testFolder = "\(layout.tests)/\(source)"
    let testPath = "\(testFolder)/\(tests.fileName)"
    if fileSystem.itemExists(atPath: absolute(testPath)) {
      throw .routeExists(scene: source, route: "the tests of a route to \(target)", path: testPath)
    }
    let untestedFolder = testFolderWithoutTarget()
    var nextSteps: [String] = []
    if let untestedFolder {
      nextSteps.append(
        "no test target in Package.swift compiles \(untestedFolder), so swift test runs none "
          + "of the route's tests: add a test target whose folder it is")
    }
    if registeredPresented, !presented {
      nextSteps.append(
        "\(target) is registered with `segueKind: .present`, so the route presents it")
    }
    let copied = Set(samples.map(\.property))
    if shared.isEmpty, !keepsGreeting {
      nextSteps.append(
        "\(source)Router.passDataTo\(target) passes nothing: \(source)'s and \(target)'s data "
          + "stores share no property by name and type; write there what \(target) takes from "
          + "\(source), and test it in \(testPath)")
    } else if let untested = shared.first(where: { !copied.contains($0.name) }) {
      nextSteps.append(
        "\(testPath) checks the route, not that it copies `\(untested.name)` (the scaffolder "
          + "cannot make a \(untested.type) of its own): add a test with a value of yours")
    }
    nextSteps.append(
      "perform the segue from \(source), such as in a key command of "
        + "\(source)ViewController: try self?.performSegue(withIdentifier: \"\(target)\")")
    return ScaffoldPlan(
      testFilter: tests.suiteName, directories: missingFolders([testFolder]),
      changes: [
        ScaffoldPlan.FileChange(path: testPath, kind: .create, contents: tests.text, additions: []),
        routerEdit.keepingLineEndings,
      ],
      nextSteps: nextSteps, untestedFolder: untestedFolder)
  }

  /// Checks that `target` is a scene of the target that the storyboard registers (the route
  /// instantiates it from there) and that declares its data store, view controller and
  /// router; returns its name.
  private func checkCanRoute(to target: String, storyboard: StoryboardEditor)
    throws(ScaffoldError) -> SceneName
  {
    try checkScene(
      target, in: storyboard, usedFor: "the route instantiates \(target) from it",
      declaring: [
        ("protocol", "\(target)DataStore"), ("class", "\(target)ViewController"),
        ("class", "\(target)Router"),
      ],
      unknown: { .unknownRouteTarget(name: target, folder: layout.sources, known: $0) },
      notEditable: { .routeTargetNotEditable(scene: target, path: $0, missing: $1) })
    let name = try SceneName(target)
    return name
  }

  /// The property requirements of `<Scene>DataStore`, declared in the scene's folder; none
  /// when no file there declares the protocol with a body.
  private func dataStoreProperties(of scene: String) -> [SwiftSource.PropertyRequirement] {
    let protocolName = "\(scene)DataStore"
    for file in swiftFiles(in: ["\(layout.sources)/\(scene)"], excluding: []) {
      guard let text = try? read(file), text.contains(protocolName),
        let properties = SwiftSource(text).propertyRequirements(ofProtocol: protocolName)
      else { continue }
      return properties
    }
    return []
  }
}
