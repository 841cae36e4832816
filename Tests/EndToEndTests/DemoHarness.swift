import TerminalCore
import TerminalUI
import TerminalUITesting

@testable import Scenes

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The demo app as a user starts it, on a headless 80×24 screen, with a fixed clock
/// (2023-11-14 22:13:20 UTC), UTC times, its files in `dataDirectory` (by default a
/// folder that cannot be created, for tests that write no file) and its timers on
/// `scheduler` (by default one nobody advances, so the disk widget never reads the disk),
/// and its background writes tracked by `saves`.
@MainActor
func makeDemoScreen(
  size: Size = Size(width: 80, height: 24),
  dataDirectory: DataDirectory = DataDirectory(path: "/dev/null/clean-scenes"),
  scheduler: TestScheduler = TestScheduler(), saves: BackgroundSaves = BackgroundSaves()
) throws -> HeadlessScreen {
  let environment = AppStoryboard.Environment(
    now: { Date(timeIntervalSince1970: 1_700_000_000) },
    timeFormatter: TimeOfDayFormatter(utcOffsetSeconds: 0), dataDirectory: dataDirectory,
    scheduler: scheduler, saves: saves)
  return try HeadlessScreen(storyboard: AppStoryboard.make(environment: environment), size: size)
}
