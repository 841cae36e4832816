import TerminalUI

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
    public var now: @Sendable () -> Timestamp
    /// How times of day are shown.
    public var timeFormatter: TimeOfDayFormatter
    /// Where the scenes keep their files.
    public var dataDirectory: DataDirectory
    /// The timers of periodic work, such as the disk widget's refresh.
    public var scheduler: any Scheduler
    /// What the disk widget reads: the filesystem of the home directory; tests swap it for
    /// fixed figures.
    var diskSpace: any DiskSpaceReading = DiskUsageWorker(path: DiskUsageWorker.homeDirectory)
    /// The writes the stores run off the main actor; await ``BackgroundSaves/finish()``
    /// before exiting, or before reading the files in a test.
    public var saves: BackgroundSaves

    /// Creates an environment; timers run on the wall clock unless `scheduler` says otherwise.
    public init(
      now: @escaping @Sendable () -> Timestamp, timeFormatter: TimeOfDayFormatter,
      dataDirectory: DataDirectory, scheduler: any Scheduler = ContinuousScheduler(),
      saves: BackgroundSaves? = nil
    ) {
      self.now = now
      self.timeFormatter = timeFormatter
      self.dataDirectory = dataDirectory
      self.scheduler = scheduler
      self.saves = saves ?? BackgroundSaves()
    }

    /// The real clock, the local time zone, the data files in `dataDirectory` and timers on
    /// `scheduler` (the wall clock by default).
    public static func live(
      dataDirectory: DataDirectory, scheduler: any Scheduler = ContinuousScheduler()
    ) -> Environment {
      Environment(
        now: { .now }, timeFormatter: .local, dataDirectory: dataDirectory,
        scheduler: scheduler)
    }
  }

  /// The storyboard of the demo, starting at Home.
  public static func make(environment: Environment) -> Storyboard {
    let storyboard = Storyboard(initialIdentifier: "Home")
    storyboard.register("Home") {
      HomeViewController(now: environment.now, diskUsage: makeDiskUsage(environment: environment))
    }
    storyboard.register("Detail") { DetailViewController(timeFormatter: environment.timeFormatter) }
    // One store for every ToDoList the app opens, so a list opened again while the last
    // one's save is being written reads what that save wrote, not the file before it. It is
    // made when the list first opens, not at start-up: until then nothing needs its folder.
    var toDoStore: FileToDoStore?
    storyboard.register("ToDoList") {
      let store =
        toDoStore
        ?? FileToDoStore(
          directory: environment.dataDirectory, now: environment.now, saves: environment.saves)
      toDoStore = store
      return ToDoListViewController(worker: ToDoWorker(store: store))
    }
    storyboard.register("AddToDo") { AddToDoViewController() }
    storyboard.register("EditToDo", segueKind: .present) { EditToDoViewController() }
    return storyboard
  }

  /// The disk widget Home embeds: the environment's filesystem (the home directory's), its
  /// rate cached in the data directory, refreshed on the environment's scheduler.
  static func makeDiskUsage(environment: Environment) -> DiskUsageViewController {
    DiskUsageViewController(
      worker: environment.diskSpace,
      cache: DiskUsageCache(directory: environment.dataDirectory),
      scheduler: environment.scheduler)
  }
}
