import TerminalUI

/// The routes Detail offers: none yet; going back is the navigation controller's Esc.
@MainActor
protocol DetailRoutingLogic {}

/// Detail's access to its data store, for the scenes that route to it.
@MainActor
protocol DetailDataPassing {
  var dataStore: DetailDataStore? { get }
}

/// Detail's router: it receives data through its data store and routes nowhere.
@MainActor
final class DetailRouter: DetailRoutingLogic, DetailDataPassing, SegueRouting {
  weak var viewController: DetailViewController?
  var dataStore: DetailDataStore?

  static let routes: [String: (DetailRouter) -> (Segue?) throws -> Void] = [:]
}
