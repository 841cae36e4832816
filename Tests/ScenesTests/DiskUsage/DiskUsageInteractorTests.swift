import TerminalUITesting
import Testing

@testable import DemoScenes

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

@MainActor
struct DiskUsageInteractorTests {
  let presenter = DiskUsagePresentationLogicSpy()

  func makeSUT(worker: DiskSpaceReaderStub, cache: any UsedRateCaching) -> DiskUsageInteractor {
    let sut = DiskUsageInteractor(worker: worker, cache: cache)
    sut.presenter = presenter
    return sut
  }

  // MARK: - Load usage

  @Test func loadPresentsTheCachedRateAtOnceWithoutReadingTheDisk() {
    // Given
    let worker = DiskSpaceReaderStub(rate: 0.9)
    let sut = makeSUT(worker: worker, cache: UsedRateCacheSpy(rate: 0.4273))
    // When
    sut.loadUsage(request: DiskUsage.LoadUsage.Request())
    // Then
    #expect(
      presenter.presentUsageResponses == [
        DiskUsage.ShowUsage.Response(usedRate: 0.4273, space: nil, failure: nil, isExpanded: false)
      ])
    #expect(worker.readCount == 0)
  }

  @Test func loadWithoutCachePresentsNoRate() {
    // Given
    let sut = makeSUT(worker: DiskSpaceReaderStub(rate: 0.9), cache: UsedRateCacheSpy())
    // When
    sut.loadUsage(request: DiskUsage.LoadUsage.Request())
    // Then
    #expect(
      presenter.presentUsageResponses == [
        DiskUsage.ShowUsage.Response(usedRate: nil, space: nil, failure: nil, isExpanded: false)
      ])
  }

  // MARK: - Refresh: new data and no data

  @Test func firstReadingWithoutCacheIsNewDataCachedAndPresented() async {
    // Given
    let cache = UsedRateCacheSpy()
    let sut = makeSUT(worker: DiskSpaceReaderStub(rate: 0.25), cache: cache)
    sut.loadUsage(request: DiskUsage.LoadUsage.Request())
    // When
    let result = await sut.refreshUsage(request: DiskUsage.RefreshUsage.Request())
    // Then
    #expect(result == .newData)
    #expect(cache.saved == [0.25])
    #expect(sut.usedRate == 0.25)
    #expect(
      presenter.presentUsageResponses.last
        == DiskUsage.ShowUsage.Response(
          usedRate: 0.25, space: .withRate(0.25), failure: nil, isExpanded: false))
    #expect(presenter.presentUsageResponses.count == 2)
  }

  @Test(arguments: [
    (0.4273, 0.4274, DiskUsage.UpdateResult.newData),
    (0.4274, 0.4273, .newData),
    (0.4273, 0.42740001, .newData),
    (0.4273, 0.42719999, .newData),
    (0.4273, 0.42739999, .noData),
    (0.4273, 0.42720001, .noData),
    (0.4273, 0.4273, .noData),
    (0.0, 0.0001, .newData),
    (1.0, 0.99991, .noData),
  ])
  func changeOfAtLeastOneTenThousandthIsNewDataAndLessIsNoData(
    cached: Double, fresh: Double, expected: DiskUsage.UpdateResult
  ) async {
    // Given
    let cache = UsedRateCacheSpy(rate: cached)
    let sut = makeSUT(worker: DiskSpaceReaderStub(rate: fresh), cache: cache)
    sut.loadUsage(request: DiskUsage.LoadUsage.Request())
    // When
    let result = await sut.refreshUsage(request: DiskUsage.RefreshUsage.Request())
    // Then
    #expect(result == expected)
    if expected == .newData {
      #expect(cache.saved == [DiskUsage.Space.withRate(fresh).usedRate])
      #expect(presenter.presentUsageResponses.count == 2)
      #expect(
        presenter.presentUsageResponses.last?.usedRate == DiskUsage.Space.withRate(fresh).usedRate)
    } else {
      #expect(cache.saved == [])
      #expect(presenter.presentUsageResponses.count == 1)
      #expect(sut.usedRate == cached)
    }
    #expect(sut.space == .withRate(fresh))
  }

  @Test func smallChangesAreMeasuredFromTheCachedRateSoTheyCannotCreepUnseen() async {
    // Given
    let cache = UsedRateCacheSpy(rate: 0.5)
    let worker = DiskSpaceReaderStub([
      .success(.withRate(0.50006)), .success(.withRate(0.50012)),
    ])
    let sut = makeSUT(worker: worker, cache: cache)
    sut.loadUsage(request: DiskUsage.LoadUsage.Request())
    // When
    let first = await sut.refreshUsage(request: DiskUsage.RefreshUsage.Request())
    let second = await sut.refreshUsage(request: DiskUsage.RefreshUsage.Request())
    // Then
    #expect([first, second] == [.noData, .newData])
    #expect(cache.saved == [0.50012])
  }

  // MARK: - Refresh: failure

  @Test func unreadableFilesystemFailsShowsUnavailableAndKeepsTheCache() async {
    // Given
    let error = DiskUsage.ReadError.unreadable(path: "/home/ada", reason: "Permission denied")
    let cache = UsedRateCacheSpy(rate: 0.4)
    let sut = makeSUT(worker: DiskSpaceReaderStub([.failure(error)]), cache: cache)
    sut.loadUsage(request: DiskUsage.LoadUsage.Request())
    // When
    let result = await sut.refreshUsage(request: DiskUsage.RefreshUsage.Request())
    // Then
    #expect(result == .failed)
    #expect(cache.saved == [])
    #expect(
      presenter.presentUsageResponses.last
        == DiskUsage.ShowUsage.Response(
          usedRate: 0.4, space: nil, failure: error, isExpanded: false))
  }

  @Test func readingAfterAFailureIsNewDataEvenAtTheCachedRate() async {
    // Given
    let error = DiskUsage.ReadError.unreadable(path: "/home/ada", reason: "Input/output error")
    let worker = DiskSpaceReaderStub([.failure(error), .success(.withRate(0.4))])
    let sut = makeSUT(worker: worker, cache: UsedRateCacheSpy(rate: 0.4))
    sut.loadUsage(request: DiskUsage.LoadUsage.Request())
    _ = await sut.refreshUsage(request: DiskUsage.RefreshUsage.Request())
    // When
    let result = await sut.refreshUsage(request: DiskUsage.RefreshUsage.Request())
    // Then
    #expect(result == .newData)
    #expect(presenter.presentUsageResponses.last?.failure == nil)
    #expect(presenter.presentUsageResponses.last?.space == .withRate(0.4))
  }

  @Test func cacheThatCannotBeWrittenStillShowsTheFreshRate() async {
    // Given
    let cache = UsedRateCacheSpy(
      saveError: .unwritable(
        path: "/dev/null/clean-scenes/disk-usage.json", reason: "Not a directory"))
    let sut = makeSUT(worker: DiskSpaceReaderStub(rate: 0.3), cache: cache)
    // When
    let result = await sut.refreshUsage(request: DiskUsage.RefreshUsage.Request())
    // Then
    #expect(result == .newData)
    #expect(presenter.presentUsageResponses.last?.usedRate == 0.3)
  }

  // MARK: - Toggle details

  @Test func toggleExpandsWithTheLatestFiguresThenCollapses() async {
    // Given
    let sut = makeSUT(
      worker: DiskSpaceReaderStub(rate: 0.50001), cache: UsedRateCacheSpy(rate: 0.5))
    sut.loadUsage(request: DiskUsage.LoadUsage.Request())
    #expect(await sut.refreshUsage(request: DiskUsage.RefreshUsage.Request()) == .noData)
    // When
    sut.toggleDetails(request: DiskUsage.ToggleDetails.Request())
    sut.toggleDetails(request: DiskUsage.ToggleDetails.Request())
    // Then
    #expect(
      presenter.presentUsageResponses.dropFirst() == [
        DiskUsage.ShowUsage.Response(
          usedRate: 0.5, space: .withRate(0.50001), failure: nil, isExpanded: true),
        DiskUsage.ShowUsage.Response(
          usedRate: 0.5, space: .withRate(0.50001), failure: nil, isExpanded: false),
      ])
  }

  @Test func expandedWidgetWaitingForFiguresGetsThemEvenWithNoData() async {
    // Given
    let sut = makeSUT(worker: DiskSpaceReaderStub(rate: 0.5), cache: UsedRateCacheSpy(rate: 0.5))
    sut.loadUsage(request: DiskUsage.LoadUsage.Request())
    sut.toggleDetails(request: DiskUsage.ToggleDetails.Request())
    // When
    let result = await sut.refreshUsage(request: DiskUsage.RefreshUsage.Request())
    // Then
    #expect(result == .noData)
    #expect(
      presenter.presentUsageResponses.last
        == DiskUsage.ShowUsage.Response(
          usedRate: 0.5, space: .withRate(0.5), failure: nil, isExpanded: true))
    #expect(presenter.presentUsageResponses.count == 3)
  }

  // MARK: - Cache on disk

  @Test func cachedRateIsReadFromAndWrittenToTheSettingsFile() async throws {
    // Given
    let folder = try TemporaryDirectory()
    let file = folder.url.appendingPathComponent("disk-usage.json")
    try Data(#"{"usedRate":0.25}"#.utf8).write(to: file)
    let sut = makeSUT(
      worker: DiskSpaceReaderStub(rate: 0.5),
      cache: DiskUsageCache(directory: DataDirectory(path: folder.path)))
    // When
    sut.loadUsage(request: DiskUsage.LoadUsage.Request())
    let result = await sut.refreshUsage(request: DiskUsage.RefreshUsage.Request())
    // Then
    #expect(presenter.presentUsageResponses.first?.usedRate == 0.25)
    #expect(result == .newData)
    #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self) == #"{"usedRate":0.5}"#)
  }

  @Test func noDataLeavesTheSettingsFileUntouched() async throws {
    // Given
    let folder = try TemporaryDirectory()
    let file = folder.url.appendingPathComponent("disk-usage.json")
    try Data(#"{ "usedRate" : 0.25 }"#.utf8).write(to: file)
    let sut = makeSUT(
      worker: DiskSpaceReaderStub(rate: 0.25005),
      cache: DiskUsageCache(directory: DataDirectory(path: folder.path)))
    sut.loadUsage(request: DiskUsage.LoadUsage.Request())
    // When
    let result = await sut.refreshUsage(request: DiskUsage.RefreshUsage.Request())
    // Then
    #expect(result == .noData)
    #expect(
      String(decoding: try Data(contentsOf: file), as: UTF8.self) == #"{ "usedRate" : 0.25 }"#)
  }
}
