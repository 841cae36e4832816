import TerminalUITesting

@testable import Scenes

extension AppStoryboard.Environment {
  /// A clock stopped at ``Foundation/Date/fixed`` and times shown in UTC, so screens and
  /// messages are the same on every machine. Its data directory cannot be created (it lies
  /// under `/dev/null`): a test that needs files passes a `TemporaryDirectory` of its own.
  /// Its timers run on a fresh `TestScheduler` nobody advances, so the disk widget keeps
  /// showing `…` and never reads the disk.
  static var fixed: AppStoryboard.Environment {
    AppStoryboard.Environment(
      now: { .fixed }, timeFormatter: TimeOfDayFormatter(utcOffsetSeconds: 0),
      dataDirectory: DataDirectory(path: "/dev/null/clean-scenes"), scheduler: TestScheduler())
  }
}
