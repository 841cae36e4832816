/// A transition from one scene to another, named by its identifier.
///
/// ``ViewController/performSegue(withIdentifier:sender:)`` makes one and hands it to
/// ``ViewController/prepare(for:sender:)``, where a Clean Swift router takes the destination
/// from it to pass data. Tests make them directly.
///
/// A class, as UIKit's `UIStoryboardSegue` is: routers take it as an optional
/// (`routeToDetail(segue: Segue?)`), and an optional of a struct this large is copied through
/// the runtime's generic value witnesses on every route.
///
/// ```swift
/// let segue = Segue(identifier: "Detail", source: home, destination: detail)
/// try homeRouter.route(segue)
/// ```
@MainActor
public final class Segue {
  /// How a segue shows its destination.
  public enum Kind: Sendable, Equatable {
    /// Pushed on the source's navigation stack.
    case push
    /// Presented over the source (see ``ViewController/present(_:)``).
    case present
  }

  /// The identifier, which names the destination scene (`"Detail"`).
  public let identifier: String
  /// The view controller the segue starts from.
  public let source: ViewController
  /// The view controller the segue shows.
  public let destination: ViewController
  /// How the destination is shown.
  public let kind: Kind

  /// Creates a segue.
  ///
  /// - Parameters:
  ///   - identifier: The identifier, which names the destination scene.
  ///   - source: The view controller the segue starts from.
  ///   - destination: The view controller the segue shows.
  ///   - kind: How the destination is shown; a push by default.
  public init(
    identifier: String, source: ViewController, destination: ViewController, kind: Kind = .push
  ) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    self.kind = kind
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
