/// The scene registry: identifiers mapped to factories that build configured view controllers.
///
/// Segues name their destination by identifier; the storyboard builds it and remembers on it
/// where it came from, so the new scene can perform segues of its own.
///
/// ```swift
/// let storyboard = Storyboard(initialIdentifier: "Home")
/// storyboard.register("Home") { HomeViewController() }
/// storyboard.register("Detail") { DetailViewController() }
/// storyboard.register("EditToDo", segueKind: .present) { EditToDoViewController() }
/// let home = try storyboard.instantiateInitialViewController()
/// ```
@MainActor
public final class Storyboard {
  private var factories: [String: () -> ViewController] = [:]
  private var segueKinds: [String: Segue.Kind] = [:]

  /// The identifier of the scene an app starts with.
  public var initialIdentifier: String

  /// Creates an empty storyboard that starts at `initialIdentifier`.
  public init(initialIdentifier: String) {
    self.initialIdentifier = initialIdentifier
  }

  /// Registers the factory of the scene `identifier`, replacing an earlier one.
  ///
  /// - Parameters:
  ///   - identifier: The scene's identifier, which segues to it use.
  ///   - segueKind: How ``ViewController/performSegue(withIdentifier:sender:)`` shows the
  ///     scene: pushed (the default) or presented.
  ///   - factory: Builds a configured view controller of the scene.
  public func register(
    _ identifier: String, segueKind: Segue.Kind = .push,
    factory: @escaping @MainActor () -> ViewController
  ) {
    factories[identifier] = factory
    segueKinds[identifier] = segueKind
  }

  /// How segues to the scene `identifier` show it, as registered; `.push` for an unknown
  /// identifier (instantiating it then throws).
  public func segueKind(forIdentifier identifier: String) -> Segue.Kind {
    segueKinds[identifier] ?? .push
  }

  /// The registered identifiers, sorted.
  public var identifiers: [String] { factories.keys.sorted() }

  /// Builds the scene `identifier`.
  ///
  /// - Throws: ``RoutingError/unknownScene(identifier:known:)`` for an identifier that is not
  ///   registered.
  public func instantiateViewController(withIdentifier identifier: String) throws(RoutingError)
    -> ViewController
  {
    guard let factory = factories[identifier] else {
      throw .unknownScene(identifier: identifier, known: identifiers)
    }
    let viewController = factory()
    viewController.storyboard = self
    viewController.storyboardIdentifier = identifier
    return viewController
  }

  /// Builds the scene `identifier` as a `type`.
  ///
  /// - Throws: ``RoutingError/unknownScene(identifier:known:)`` for an unknown identifier,
  ///   ``RoutingError/sceneTypeMismatch(identifier:expected:actual:)`` for another type.
  public func instantiateViewController<Scene: ViewController>(
    withIdentifier identifier: String, as type: Scene.Type
  ) throws(RoutingError) -> Scene {
    let viewController = try instantiateViewController(withIdentifier: identifier)
    guard let scene = viewController as? Scene else {
      throw .sceneTypeMismatch(
        identifier: identifier, expected: String(describing: type),
        actual: String(describing: Swift.type(of: viewController)))
    }
    return scene
  }

  /// Builds the initial scene.
  ///
  /// - Throws: ``RoutingError/unknownScene(identifier:known:)`` if it is not registered.
  public func instantiateInitialViewController() throws(RoutingError) -> ViewController {
    try instantiateViewController(withIdentifier: initialIdentifier)
  }
}
