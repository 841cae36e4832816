import ScenesTestSupport
import TerminalCore
import TerminalUI
import TerminalUITesting

@testable import Scenes

/// The demo app as a user starts it, on a headless 80×24 screen, in the
/// ``Scenes/AppStoryboard/Environment/fixed(dataDirectory:scheduler:)`` environment: a
/// fixed clock (2023-11-14 22:13:20 UTC), UTC times, its files in `dataDirectory` (by
/// default a folder that cannot be created, for tests that write no file) and its timers on
/// `scheduler` (by default one nobody advances, so the disk widget never reads the disk).
@MainActor
func makeDemoScreen(
  size: Size = Size(width: 80, height: 24),
  dataDirectory: DataDirectory? = nil,
  scheduler: TestScheduler = TestScheduler()
) throws -> HeadlessScreen {
  let environment: AppStoryboard.Environment =
    dataDirectory.map { .fixed(dataDirectory: $0, scheduler: scheduler) }
    ?? .fixed(scheduler: scheduler)
  return try HeadlessScreen(storyboard: AppStoryboard.make(environment: environment), size: size)
}
