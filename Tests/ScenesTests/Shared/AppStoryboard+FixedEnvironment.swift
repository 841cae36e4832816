@testable import Scenes

extension AppStoryboard.Environment {
  /// A clock stopped at ``Foundation/Date/fixed`` and times shown in UTC, so screens and
  /// messages are the same on every machine.
  static let fixed = AppStoryboard.Environment(
    now: { .fixed }, timeFormatter: TimeOfDayFormatter(utcOffsetSeconds: 0))
}
