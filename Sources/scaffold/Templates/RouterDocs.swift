/// The doc comments of a scaffolded router that does not go back with data, as written for
/// a router without routes and as `--from` makes them once it has one, for a scene pushed
/// or presented.
///
/// ```swift
/// CodeLayout.doc(indent: 0, RouterDocs.summary(of: "Profile", hasRoutes: false))
/// ```
enum RouterDocs {
  /// The summary of `<Scene>RoutingLogic`, for a scene pushed on a navigation stack or,
  /// when `presented`, presented (where Esc dismisses it).
  static func summary(of scene: String, hasRoutes: Bool, presented: Bool = false) -> String {
    let back = presented ? "Esc, which dismisses it" : "the navigation controller's Esc"
    return hasRoutes
      ? "The routes \(scene) offers, each reached by its segue identifier; going back is \(back)."
      : "The routes \(scene) offers: none yet; going back is \(back)."
  }

  /// The summary of `<Scene>Router`.
  static func role(of scene: String, hasRoutes: Bool) -> String {
    hasRoutes
      ? "\(scene)'s router: it receives data through its data store and passes it to the "
        + "scenes it routes to."
      : "\(scene)'s router: it receives data through its data store and routes nowhere yet."
  }
}
