import DemoScenesTestSupport
import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@testable import DemoScenes

/// The demo app as a user starts it, on a headless 80×24 screen, in the
/// ``Scenes/AppStoryboard/Environment/fixed(dataDirectory:scheduler:)`` environment: a
/// fixed clock (2023-11-14 22:13:20 UTC), UTC times, its files in `dataDirectory` (by
/// default a folder that cannot be created, for tests that write no file) and its timers on
/// `scheduler` (by default one nobody advances, so the disk widget never reads the disk),
/// the disk widget reading `diskSpace` (by default the home directory's filesystem), and
/// its background writes tracked by `saves`. A first frame that differs from a full redraw
/// is reported at `sourceLocation`, the caller's line.
@MainActor
func makeDemoScreen(
  size: Size = Size(width: 80, height: 24),
  dataDirectory: DataDirectory? = nil,
  scheduler: TestScheduler = TestScheduler(),
  diskSpace: (any DiskSpaceReading)? = nil,
  saves: BackgroundSaves = BackgroundSaves(),
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> HeadlessScreen {
  var environment: AppStoryboard.Environment =
    dataDirectory.map { .fixed(dataDirectory: $0, scheduler: scheduler) }
    ?? .fixed(scheduler: scheduler)
  environment.saves = saves
  if let diskSpace { environment.diskSpace = diskSpace }
  return try HeadlessScreen(
    storyboard: AppStoryboard.make(environment: environment), size: size,
    sourceLocation: sourceLocation)
}

/// A filesystem whose figures never change: 213.6 GB used, 286.4 GB free for users, 525 GB
/// in all (a 25 GB reserve for root), so 42.7% used.
struct FixedDiskSpace: DiskSpaceReading {
  /// The figures it reads.
  static let space = DiskUsage.Space(
    totalBytes: 525_000_000_000, usedBytes: 213_600_000_000, availableBytes: 286_400_000_000)

  func readSpace() async throws(DiskUsage.ReadError) -> DiskUsage.Space {
    Self.space
  }
}
