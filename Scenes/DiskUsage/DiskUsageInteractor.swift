/// What DiskUsage's view controller asks of its interactor.
@MainActor
protocol DiskUsageBusinessLogic {
  func loadUsage(request: DiskUsage.LoadUsage.Request)
  @discardableResult
  func refreshUsage(request: DiskUsage.RefreshUsage.Request) async -> DiskUsage.UpdateResult
  func toggleDetails(request: DiskUsage.ToggleDetails.Request)
}

/// The state DiskUsage holds for the scenes that route to it.
@MainActor
protocol DiskUsageDataStore {
  /// The used rate shown (and cached); `nil` before the first.
  var usedRate: Double? { get }
  /// The figures of the last reading; `nil` before the first.
  var space: DiskUsage.Space? { get }
}

/// Decides what the widget shows: the cached rate first, then fresh readings that differ
/// from it by at least ``DiskUsage/significantChange``.
///
/// A refresh compares the fresh rate with the one shown, which is the cached one: a change of
/// at least 0.0001 is new data (cached, presented), a smaller one is no data (nothing written,
/// nothing presented — the screen would not change), and a read error is a failure (presented
/// as `unavailable`). After a failure nothing is shown, so the next reading is new data. The
/// figures of every reading are kept for the expanded widget, and presented on no data only
/// when the expanded widget was still waiting for its first figures.
@MainActor
final class DiskUsageInteractor: DiskUsageBusinessLogic, DiskUsageDataStore {
  var presenter: DiskUsagePresentationLogic?
  private(set) var usedRate: Double?
  private(set) var space: DiskUsage.Space?
  private(set) var failure: DiskUsage.ReadError?
  private(set) var isExpanded = false
  private let worker: any DiskSpaceReading
  private let cache: any UsedRateCaching

  /// - Parameters:
  ///   - worker: Reads the filesystem.
  ///   - cache: Keeps the used rate between runs.
  init(worker: any DiskSpaceReading, cache: any UsedRateCaching) {
    self.worker = worker
    self.cache = cache
  }

  // MARK: - Load usage

  func loadUsage(request: DiskUsage.LoadUsage.Request) {
    usedRate = cache.load()
    present()
  }

  // MARK: - Refresh usage

  @discardableResult
  func refreshUsage(request: DiskUsage.RefreshUsage.Request) async -> DiskUsage.UpdateResult {
    let reading: DiskUsage.Space
    do {
      reading = try await worker.readSpace()
    } catch {
      failure = error
      present()
      return .failed
    }
    let shownRate = failure == nil ? usedRate : nil
    let awaitedFigures = isExpanded && space == nil
    failure = nil
    space = reading
    if let shownRate, !Self.isSignificant(reading.usedRate - shownRate) {
      if awaitedFigures { present() }
      return .noData
    }
    usedRate = reading.usedRate
    // A cache that cannot be written costs only the instant first frame of the next run;
    // the fresh rate is shown all the same, so the error is not worth an alert.
    try? cache.save(reading.usedRate)
    present()
    return .newData
  }

  // MARK: - Toggle details

  func toggleDetails(request: DiskUsage.ToggleDetails.Request) {
    isExpanded.toggle()
    present()
  }

  // MARK: - Private helpers

  /// Whether `change` reaches ``DiskUsage/significantChange``, allowing for the rounding of
  /// a subtraction (0.4274 − 0.4273 is 0.0000999999999999889 in binary floating point).
  private static func isSignificant(_ change: Double) -> Bool {
    abs(change) >= DiskUsage.significantChange - 1e-12
  }

  private func present() {
    presenter?.presentUsage(
      response: DiskUsage.ShowUsage.Response(
        usedRate: usedRate, space: space, failure: failure, isExpanded: isExpanded))
  }
}
