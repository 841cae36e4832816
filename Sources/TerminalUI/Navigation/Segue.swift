/// A transition from one scene to another, named by its identifier.
///
/// ``ViewController/performSegue(withIdentifier:sender:)`` makes one and hands it to
/// ``ViewController/prepare(for:sender:)``, where a Clean Swift router takes the destination
/// from it to pass data. Tests make them directly.
///
/// ```swift
/// let segue = Segue(identifier: "Detail", source: home, destination: detail)
/// try homeRouter.route(segue)
/// ```
@MainActor
public struct Segue {
  /// The identifier, which names the destination scene (`"Detail"`).
  public let identifier: String
  /// The view controller the segue starts from.
  public let source: ViewController
  /// The view controller the segue shows.
  public let destination: ViewController

  /// Creates a segue.
  public init(identifier: String, source: ViewController, destination: ViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
  }

  /// The destination as the scene type a router expects.
  ///
  /// - Throws: ``RoutingError/sceneTypeMismatch(identifier:expected:actual:)`` when it is
  ///   another type.
  public func destination<Scene: ViewController>(as type: Scene.Type) throws(RoutingError) -> Scene
  {
    guard let scene = destination as? Scene else {
      throw .sceneTypeMismatch(
        identifier: identifier, expected: String(describing: type),
        actual: String(describing: Swift.type(of: destination)))
    }
    return scene
  }
}
