import TerminalCore
import TerminalUI

/// What DiskUsage's presenter asks of its view controller.
@MainActor
protocol DiskUsageDisplayLogic: AnyObject {
  func displayUsage(viewModel: DiskUsage.ShowUsage.ViewModel)
}

/// A widget that shows how full the home directory's filesystem is; Home embeds it.
///
/// It shows the cached rate in its first frame, reads the filesystem as soon as it appears
/// and then every ``DiskUsage/refreshInterval`` while it is on screen, on the scheduler it is
/// given; the timer stops when it disappears and dies with the scene. Enter expands it to
/// show Used, Free and Total, and collapses it again.
@MainActor
final class DiskUsageViewController: ViewController, DiskUsageDisplayLogic {
  var interactor: DiskUsageBusinessLogic?
  var router: (any DiskUsageRoutingLogic & DiskUsageDataPassing & SegueRouting)?

  let widget = DiskUsageWidgetView()
  private let scheduler: any Scheduler

  /// The refresh timer, while the widget is on screen.
  private(set) var refreshTimer: ScheduledTimer?

  // MARK: - Object lifecycle

  /// - Parameters:
  ///   - worker: Reads the filesystem.
  ///   - cache: Keeps the used rate between runs.
  ///   - scheduler: Times the refreshes.
  init(worker: any DiskSpaceReading, cache: any UsedRateCaching, scheduler: any Scheduler) {
    self.scheduler = scheduler
    super.init()
    setup(worker: worker, cache: cache)
  }

  // MARK: - Setup

  private func setup(worker: any DiskSpaceReading, cache: any UsedRateCaching) {
    let viewController = self
    let interactor = DiskUsageInteractor(worker: worker, cache: cache)
    let presenter = DiskUsagePresenter()
    let router = DiskUsageRouter()
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
  }

  // MARK: - Routing

  override func prepare(for segue: Segue, sender: Any?) throws {
    try router?.route(segue)
  }

  // MARK: - View lifecycle

  override func loadView() -> View {
    widget
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Disk"
    widget.on(.primaryActionTriggered) { [weak self] _ in self?.toggleDetails() }
    interactor?.loadUsage(request: DiskUsage.LoadUsage.Request())
  }

  override func viewWillAppear() {
    super.viewWillAppear()
    startRefreshing()
  }

  override func viewDidDisappear() {
    super.viewDidDisappear()
    refreshTimer?.invalidate()
    refreshTimer = nil
  }

  // MARK: - Refresh usage

  private func startRefreshing() {
    guard refreshTimer == nil else { return }
    refreshTimer = scheduler.scheduleTimer(
      every: DiskUsage.refreshInterval, firesImmediately: true
    ) { [weak self] in
      guard let interactor = self?.interactor else { return }
      await interactor.refreshUsage(request: DiskUsage.RefreshUsage.Request())
    }
  }

  // MARK: - Toggle details

  private func toggleDetails() {
    interactor?.toggleDetails(request: DiskUsage.ToggleDetails.Request())
  }

  // MARK: - Show usage

  func displayUsage(viewModel: DiskUsage.ShowUsage.ViewModel) {
    widget.show(viewModel)
  }
}
