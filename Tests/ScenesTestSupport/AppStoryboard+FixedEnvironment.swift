import DemoScenes
import TerminalUITesting

extension AppStoryboard.Environment {
  /// A clock stopped at ``Foundation/Date/fixed`` and times shown in UTC, so screens and
  /// messages are the same on every machine. Its data directory cannot be created (it lies
  /// under `/dev/null`): a test that needs files passes a `TemporaryDirectory` of its own.
  /// Its timers run on a fresh `TestScheduler` nobody advances, so the disk widget keeps
  /// showing `…` and never reads the disk.
  ///
  /// ```swift
  /// let storyboard = AppStoryboard.make(environment: .fixed)
  /// ```
  public static var fixed: AppStoryboard.Environment {
    fixed()
  }

  /// The ``fixed`` environment with its files in `dataDirectory` and its timers on
  /// `scheduler`, for tests that read files or advance time.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let environment = AppStoryboard.Environment.fixed(dataDirectory: directory, scheduler: scheduler)
  /// ```
  ///
  /// - Parameters:
  ///   - dataDirectory: Where the scenes keep their files; by default a folder that cannot
  ///     be created.
  ///   - scheduler: The timers' scheduler; by default one nobody advances.
  /// - Returns: The environment.
  public static func fixed(
    dataDirectory: DataDirectory = DataDirectory(path: "/dev/null/clean-scenes"),
    scheduler: TestScheduler = TestScheduler()
  ) -> AppStoryboard.Environment {
    AppStoryboard.Environment(
      now: { .fixed }, timeFormatter: TimeOfDayFormatter(utcOffsetSeconds: 0),
      dataDirectory: dataDirectory, scheduler: scheduler)
  }
}
