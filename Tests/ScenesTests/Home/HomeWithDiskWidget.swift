import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@testable import DemoScenes

/// Home with the disk widget embedded, as the storyboard builds it, in a navigation
/// controller on a headless screen: the widget's worker reads 50 %, its cache holds 42.73 %.
@MainActor
struct HomeWithDiskWidget {
  let scheduler = TestScheduler()
  let widget: DiskUsageViewController
  let home: HomeViewController
  let screen: HeadlessScreen

  /// Mounts it on a screen of `size`; a first frame that differs from a full redraw is
  /// reported at `sourceLocation`, the caller's line.
  init(size: Size, sourceLocation: SourceLocation = #_sourceLocation) {
    widget = DiskUsageViewController(
      worker: DiskSpaceReaderStub(rate: 0.5), cache: UsedRateCacheSpy(rate: 0.4273),
      scheduler: scheduler)
    home = HomeViewController(now: { .fixed }, diskUsage: widget)
    screen = HeadlessScreen(
      rootViewController: NavigationController(rootViewController: home), size: size,
      sourceLocation: sourceLocation)
  }
}
