import TerminalUI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The demo app's scene registry: each identifier mapped to its configured view controller.
///
/// ```swift
/// let storyboard = AppStoryboard.make(environment: .live)
/// let home = try storyboard.instantiateInitialViewController()
/// ```
@MainActor
public enum AppStoryboard {
  /// What the scenes take from the outside world, so tests can fix it.
  public struct Environment: Sendable {
    /// The clock that dates messages.
    public var now: @Sendable () -> Date
    /// How times of day are shown.
    public var timeFormatter: TimeOfDayFormatter

    /// Creates an environment.
    public init(now: @escaping @Sendable () -> Date, timeFormatter: TimeOfDayFormatter) {
      self.now = now
      self.timeFormatter = timeFormatter
    }

    /// The real clock and the local time zone.
    public static let live = Environment(now: { Date() }, timeFormatter: .local)
  }

  /// The storyboard of the demo, starting at Home.
  public static func make(environment: Environment) -> Storyboard {
    let storyboard = Storyboard(initialIdentifier: "Home")
    storyboard.register("Home") { HomeViewController(now: environment.now) }
    storyboard.register("Detail") { DetailViewController(timeFormatter: environment.timeFormatter) }
    return storyboard
  }
}
