/// Going back with data, the Clean Swift way: find the scene to return to, write to its
/// data store through the router, then unwind to it. No delegate protocol is needed.
///
/// The scenes looked at are, nearest first: those below this scene on its navigation
/// stack, then its presenter and the scenes below the presenter on the presenter's stack
/// (or, for a presenting ``NavigationController``, its stack from the top), and so on up
/// the presenting chain.
///
/// ```swift
/// func routeBackToToDoList() throws {
///   guard let source = dataStore else { throw RoutingError.missingDataStore(scene: "EditToDo") }
///   guard let viewController else { throw RoutingError.sourceDeallocated(route: "ToDoList") }
///   let destinationVC = try viewController.unwindDestination(ofType: ToDoListViewController.self)
///   guard var destinationDS = destinationVC.router?.dataStore else {
///     throw RoutingError.missingDataStore(scene: "ToDoList")
///   }
///   passDataBackToToDoList(source: source, destination: &destinationDS)
///   try viewController.unwind(to: destinationVC)
/// }
/// ```
extension ViewController {
  /// The nearest view controller of type `Scene` below this one on its navigation stack,
  /// then up the presenting chain (the presenter and its stack, and so on).
  ///
  /// - Parameter type: The type of the scene to return to.
  /// - Returns: The nearest such scene.
  /// - Throws: ``RoutingError/noSceneToReturnTo(expected:source:found:)`` naming the type,
  ///   this scene and the types of the scenes looked at, when there is none.
  public func unwindDestination<Scene: ViewController>(ofType type: Scene.Type)
    throws(RoutingError) -> Scene
  {
    let candidates = unwindCandidates()
    for candidate in candidates {
      if let scene = candidate as? Scene { return scene }
    }
    throw .noSceneToReturnTo(
      expected: String(describing: type), source: sceneName,
      found: candidates.map { String(describing: Swift.type(of: $0)) })
  }

  /// Dismisses the presentations above `destination` and pops its navigation stack until
  /// it is the scene on screen; the scenes taken away get their disappearance callbacks
  /// and are released. Then `destination` gets ``didUnwind(from:)``, its cue to show what
  /// the router passed back (a sheet going away sends it no appearance callback).
  ///
  /// - Parameter destination: A scene below this one on its navigation stack or up its
  ///   presenting chain, usually from ``unwindDestination(ofType:)``.
  /// - Throws: ``RoutingError/noSceneToReturnTo(expected:source:found:)`` when
  ///   `destination` is not among those scenes; nothing is popped or dismissed then.
  public func unwind(to destination: ViewController) throws(RoutingError) {
    let candidates = unwindCandidates()
    guard candidates.containsIdentical(destination) else {
      throw .noSceneToReturnTo(
        expected: String(describing: type(of: destination)), source: sceneName,
        found: candidates.map { String(describing: type(of: $0)) })
    }
    destination.layerRoot.presentedSceneInTree?.presenter?.dismissPresentedViewController()
    var entry = destination
    while let parent = entry.parent {
      if let navigation = parent as? NavigationController {
        navigation.popToViewController(entry)
      }
      entry = parent
    }
    destination.didUnwind(from: self)
  }

  // MARK: - Private helpers

  /// The scenes an unwind may return to, nearest first.
  private func unwindCandidates() -> [ViewController] {
    var result = scenes(below: self, including: false)
    var presenter = layerRoot.presenter
    while let scene = presenter {
      result += scenes(below: scene, including: true)
      presenter = scene.layerRoot.presenter
    }
    return result
  }

  /// The scenes on `scene`'s navigation stack below it (and `scene` itself when
  /// `including`), nearest first; for a navigation controller, its stack from the top. When
  /// that stack is itself an entry of an outer one, the scenes below it there follow.
  private func scenes(below scene: ViewController, including: Bool) -> [ViewController] {
    var result: [ViewController] = []
    var stack: ViewController
    if let navigation = scene as? NavigationController {
      result = navigation.viewControllers.reversed()
      stack = navigation
    } else {
      var entry = scene
      while let parent = entry.parent, !(parent is NavigationController) { entry = parent }
      if including {
        result.append(scene)
        if entry !== scene { result.append(entry) }
      }
      stack = entry
    }
    // Outwards, one navigation stack at a time.
    while true {
      var entry = stack
      while let parent = entry.parent, !(parent is NavigationController) { entry = parent }
      guard let navigation = entry.parent as? NavigationController,
        let index = navigation.viewControllers.firstIndexIdentical(to: entry)
      else { return result }
      result += navigation.viewControllers[..<index].reversed()
      stack = navigation
    }
  }
}
