import TerminalUI

/// The routes DiskUsage offers: none; the widget expands in place.
@MainActor
protocol DiskUsageRoutingLogic {}

/// DiskUsage's access to its data store, for the scenes that route to it.
@MainActor
protocol DiskUsageDataPassing {
  var dataStore: DiskUsageDataStore? { get }
}

/// DiskUsage's router: the widget routes nowhere, and its host embeds it rather than
/// routing to it.
@MainActor
final class DiskUsageRouter: DiskUsageRoutingLogic, DiskUsageDataPassing, SegueRouting {
  weak var viewController: DiskUsageViewController?
  var dataStore: DiskUsageDataStore?

  static let routes: [String: (DiskUsageRouter) -> (Segue?) throws -> Void] = [:]
}
