/// Dispatches segues to a router's `routeTo…` methods by identifier, without selectors.
///
/// A router declares its routes once, as unapplied method references keyed by segue
/// identifier — Swift's type-checked stand-in for
/// `NSSelectorFromString("routeTo\(identifier)WithSegue:")`. The view controller's
/// `prepare(for:sender:)` then calls ``route(_:)``.
///
/// ```swift
/// final class HomeRouter: HomeRoutingLogic, HomeDataPassing, SegueRouting {
///   static let routes: [String: (HomeRouter) -> (Segue?) throws -> Void] = [
///     "Detail": HomeRouter.routeToDetail
///   ]
///   func routeToDetail(segue: Segue?) throws { … }
/// }
///
/// override func prepare(for segue: Segue, sender: Any?) throws {
///   try router?.route(segue)
/// }
/// ```
@MainActor
public protocol SegueRouting: AnyObject {
  /// The router's routes, keyed by segue identifier.
  static var routes: [String: (Self) -> (Segue?) throws -> Void] { get }

  /// Runs the route for `segue`'s identifier with the segue; the default is the one every
  /// router wants.
  ///
  /// A requirement, so that a call on a router held as an existential (as a view controller
  /// holds its router) reaches a copy of the default compiled for the router's own type,
  /// which finds its route with no look-up of the routes' function type in the runtime.
  ///
  /// - Throws: ``RoutingError/unknownSegue(identifier:known:)`` naming the identifier and the
  ///   known ones, or what the route throws.
  func route(_ segue: Segue) throws
}

extension SegueRouting {
  /// The identifiers the router has routes for, sorted.
  public static var knownSegues: [String] { routes.keys.sorted() }

  /// Runs the route for `segue`'s identifier with the segue.
  ///
  /// - Throws: ``RoutingError/unknownSegue(identifier:known:)`` naming the identifier and the
  ///   known ones, or what the route throws.
  @inlinable
  public func route(_ segue: Segue) throws {
    try route(identifier: segue.identifier, segue: segue)
  }

  /// Runs the route for `identifier` without a segue, so it instantiates and shows the
  /// destination itself.
  ///
  /// - Throws: ``RoutingError/unknownSegue(identifier:known:)`` naming the identifier and the
  ///   known ones, or what the route throws.
  @inlinable
  public func route(identifier: String, segue: Segue? = nil) throws {
    guard let route = Self.routes[identifier] else {
      throw RoutingError.unknownSegue(identifier: identifier, known: Self.knownSegues)
    }
    try route(self)(segue)
  }
}
