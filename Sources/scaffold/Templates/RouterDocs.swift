/// The doc comments of a scaffolded router that does not go back with data, as written for
/// a router without routes and as `--from` makes them once it has one.
///
/// ```swift
/// CodeLayout.doc(indent: 0, RouterDocs.summary(of: "Profile", hasRoutes: false))
/// ```
enum RouterDocs {
  /// The summary of `<Scene>RoutingLogic`.
  static func summary(of scene: String, hasRoutes: Bool) -> String {
    hasRoutes
      ? "The routes \(scene) offers, each reached by its segue identifier; going back is the "
        + "navigation controller's Esc."
      : "The routes \(scene) offers: none yet; going back is the navigation controller's Esc."
  }

  /// The summary of `<Scene>Router`.
  static func role(of scene: String, hasRoutes: Bool) -> String {
    hasRoutes
      ? "\(scene)'s router: it receives data through its data store and passes it to the "
        + "scenes it routes to."
      : "\(scene)'s router: it receives data through its data store and routes nowhere yet."
  }
}
