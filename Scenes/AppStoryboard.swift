import TerminalUI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The demo app's scene registry: each identifier mapped to its configured view controller.
///
/// ```swift
/// let storyboard = AppStoryboard.make(environment: .live(dataDirectory: directory))
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
    /// Where the scenes keep their files.
    public var dataDirectory: DataDirectory

    /// Creates an environment.
    public init(
      now: @escaping @Sendable () -> Date, timeFormatter: TimeOfDayFormatter,
      dataDirectory: DataDirectory
    ) {
      self.now = now
      self.timeFormatter = timeFormatter
      self.dataDirectory = dataDirectory
    }

    /// The real clock, the local time zone and the data files in `dataDirectory`.
    public static func live(dataDirectory: DataDirectory) -> Environment {
      Environment(now: { Date() }, timeFormatter: .local, dataDirectory: dataDirectory)
    }
  }

  /// The storyboard of the demo, starting at Home.
  public static func make(environment: Environment) -> Storyboard {
    let storyboard = Storyboard(initialIdentifier: "Home")
    storyboard.register("Home") { HomeViewController(now: environment.now) }
    storyboard.register("Detail") { DetailViewController(timeFormatter: environment.timeFormatter) }
    return storyboard
  }
}
