import Synchronization

@testable import DemoScenes

/// Stands in for DiskUsage's interactor: records every request the view controller sends.
@MainActor
final class DiskUsageBusinessLogicSpy: DiskUsageBusinessLogic {
  private(set) var loadUsageRequests: [DiskUsage.LoadUsage.Request] = []
  private(set) var refreshUsageRequests: [DiskUsage.RefreshUsage.Request] = []
  private(set) var toggleDetailsRequests: [DiskUsage.ToggleDetails.Request] = []

  func loadUsage(request: DiskUsage.LoadUsage.Request) {
    loadUsageRequests.append(request)
  }

  func refreshUsage(request: DiskUsage.RefreshUsage.Request) async -> DiskUsage.UpdateResult {
    refreshUsageRequests.append(request)
    return .noData
  }

  func toggleDetails(request: DiskUsage.ToggleDetails.Request) {
    toggleDetailsRequests.append(request)
  }
}

/// Stands in for DiskUsage's presenter: records every response the interactor sends.
@MainActor
final class DiskUsagePresentationLogicSpy: DiskUsagePresentationLogic {
  private(set) var presentUsageResponses: [DiskUsage.ShowUsage.Response] = []

  func presentUsage(response: DiskUsage.ShowUsage.Response) {
    presentUsageResponses.append(response)
  }
}

/// Stands in for DiskUsage's view controller: records every view model the presenter sends.
@MainActor
final class DiskUsageDisplayLogicSpy: DiskUsageDisplayLogic {
  private(set) var displayUsageViewModels: [DiskUsage.ShowUsage.ViewModel] = []

  func displayUsage(viewModel: DiskUsage.ShowUsage.ViewModel) {
    displayUsageViewModels.append(viewModel)
  }
}

/// Stands in for the worker: answers each read with the next of `readings` (the last one
/// again once they run out) and counts the reads.
@MainActor
final class DiskSpaceReaderStub: DiskSpaceReading {
  var readings: [Result<DiskUsage.Space, DiskUsage.ReadError>]
  private(set) var readCount = 0

  init(_ readings: [Result<DiskUsage.Space, DiskUsage.ReadError>]) {
    self.readings = readings
  }

  convenience init(rate: Double) {
    self.init([.success(.withRate(rate))])
  }

  func readSpace() async throws(DiskUsage.ReadError) -> DiskUsage.Space {
    readCount += 1
    let reading = readings.count > 1 ? readings.removeFirst() : readings.first
    switch reading {
    case .success(let space): return space
    case .failure(let error): throw error
    case nil: throw .unreadable(path: "/stub", reason: "no reading")
    }
  }
}

/// Stands in for the settings file: holds the rate in memory and records every save.
final class UsedRateCacheSpy: UsedRateCaching {
  private struct State {
    var rate: Double?
    var saved: [Double] = []
    var loadCount = 0
  }

  private let state: Mutex<State>
  private let saveError: DiskUsage.CacheError?

  init(rate: Double? = nil, saveError: DiskUsage.CacheError? = nil) {
    state = Mutex(State(rate: rate))
    self.saveError = saveError
  }

  /// The rates saved, in order.
  var saved: [Double] { state.withLock { $0.saved } }

  /// How many times the rate was loaded.
  var loadCount: Int { state.withLock { $0.loadCount } }

  func load() -> Double? {
    state.withLock { state in
      state.loadCount += 1
      return state.rate
    }
  }

  func save(_ rate: Double) throws(DiskUsage.CacheError) {
    if let saveError { throw saveError }
    state.withLock { state in
      state.rate = rate
      state.saved.append(rate)
    }
  }
}

extension DiskUsage.Space {
  /// A 100 GB filesystem (10^11 bytes usable, no reserve) used at `rate`, rounded to the byte.
  static func withRate(_ rate: Double) -> DiskUsage.Space {
    let usable: UInt64 = 100_000_000_000
    let used = UInt64((Double(usable) * rate).rounded())
    return DiskUsage.Space(totalBytes: usable, usedBytes: used, availableBytes: usable - used)
  }
}
