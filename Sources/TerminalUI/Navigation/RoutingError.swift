/// Why a segue or a route could not be carried out.
///
/// ```swift
/// do { try router.route(segue) } catch RoutingError.unknownSegue(let id, let known) { … }
/// ```
public enum RoutingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The router has no route for the segue identifier.
  case unknownSegue(identifier: String, known: [String])
  /// The storyboard has no scene with the identifier.
  case unknownScene(identifier: String, known: [String])
  /// The storyboard's scene is not of the type the caller asked for.
  case sceneTypeMismatch(identifier: String, expected: String, actual: String)
  /// The view controller was not made by a storyboard, so it cannot instantiate scenes.
  case noStoryboard(source: String)
  /// The view controller is not in a navigation controller, so nothing can be pushed.
  case notInNavigationController(source: String)
  /// A scene's router has no data store to pass data to or from.
  case missingDataStore(scene: String)
  /// The view controller the route was for is gone.
  case sourceDeallocated(route: String)
  /// The scene already presents another one; dismiss it before presenting again.
  case alreadyPresenting(source: String, presented: String)
  /// The scene to present is already shown (presented, or in a navigation stack), or holds
  /// or presents the source itself; nothing changes.
  case alreadyShown(scene: String, source: String)
  /// No scene of the expected type is below the source on its navigation stack or up its
  /// presenting chain; `found` lists, nearest first, the scenes that were looked at.
  case noSceneToReturnTo(expected: String, source: String, found: [String])
  /// The source is not what shows: its container shows another scene in its place (one
  /// pushed over it, or the one a pop goes back to), or one of its containers presents a
  /// scene over it. What it presented would not show; present from the scene that shows.
  case sourceCovered(source: String, coveredBy: String)

  /// A sentence a user can act on.
  public var description: String {
    switch self {
    case .unknownSegue(let identifier, let known):
      return "No route for segue '\(identifier)'; known segues: \(Self.list(known))."
    case .unknownScene(let identifier, let known):
      return "No scene '\(identifier)' in the storyboard; known scenes: \(Self.list(known))."
    case .sceneTypeMismatch(let identifier, let expected, let actual):
      return "Scene '\(identifier)' is a \(actual), not a \(expected)."
    case .noStoryboard(let source):
      return "Scene '\(source)' was not made by a storyboard, so it cannot perform segues."
    case .notInNavigationController(let source):
      return "Scene '\(source)' is not in a navigation controller, so nothing can be pushed."
    case .missingDataStore(let scene):
      return "Scene '\(scene)' has no data store to pass data through."
    case .sourceDeallocated(let route):
      return "The scene that route '\(route)' starts from is gone."
    case .alreadyPresenting(let source, let presented):
      return
        "Scene '\(source)' already presents '\(presented)'; dismiss it before presenting another."
    case .alreadyShown(let scene, let source):
      return
        "Scene '\(scene)' is already shown (presented, in a navigation stack, or below "
        + "'\(source)'), so '\(source)' cannot present it."
    case .noSceneToReturnTo(let expected, let source, let found):
      return
        "No \(expected) to return to from '\(source)' on its navigation stack or presenting "
        + "chain; found: \(Self.list(found))."
    case .sourceCovered(let source, let coveredBy):
      return
        "Scene '\(source)' cannot present while '\(coveredBy)' shows in its place or over it; "
        + "present from '\(coveredBy)', or once '\(source)' shows again."
    }
  }

  private static func list(_ identifiers: [String]) -> String {
    identifiers.isEmpty ? "none" : identifiers.joined(separator: ", ")
  }
}
