import Testing

@testable import DemoScenes

@MainActor
struct DiskUsagePresenterTests {
  let sut = DiskUsagePresenter()
  let display = DiskUsageDisplayLogicSpy()

  init() {
    sut.viewController = display
  }

  // MARK: - Percent

  @Test(arguments: [
    (0.4273, "42.7%"), (0.42749, "42.7%"), (0.42751, "42.8%"), (0.0625, "6.3%"), (0.0, "0.0%"),
    (0.0004, "0.0%"), (0.00051, "0.1%"), (1.0, "100.0%"), (0.99949, "99.9%"),
    (0.99951, "100.0%"), (0.1, "10.0%"), (-0.2, "0.0%"), (1.7, "100.0%"), (Double.nan, "0.0%"),
  ])
  func percentHasOneDecimal(rate: Double, text: String) {
    #expect(DiskUsagePresenter.percentText(for: rate) == text)
  }

  // MARK: - Byte counts

  @Test(
    arguments: [
      (0, "0 bytes"), (1, "1 byte"), (999, "999 bytes"), (1_000, "1.0 kB"), (1_049, "1.0 kB"),
      (1_050, "1.1 kB"), (1_024, "1.0 kB"), (999_949, "999.9 kB"), (999_950, "1.0 MB"),
      (1_500_000, "1.5 MB"), (250_390_000_000, "250.4 GB"), (270_553_174_016, "270.6 GB"),
      (999_950_000_000, "1.0 TB"), (1_000_000_000_000_000, "1.0 PB"),
      (UInt64.max, "18.4 EB"),
    ] as [(UInt64, String)])
  func byteCountsUseSIUnitsWithOneDecimal(bytes: UInt64, text: String) {
    #expect(DiskUsagePresenter.byteCountText(for: bytes) == text)
  }

  // MARK: - Show usage

  @Test func collapsedWidgetShowsThePercentAndTheBar() {
    // When
    sut.presentUsage(
      response: DiskUsage.ShowUsage.Response(
        usedRate: 0.4273, space: nil, failure: nil, isExpanded: false))
    // Then
    #expect(
      display.displayUsageViewModels == [
        DiskUsage.ShowUsage.ViewModel(
          percentText: "42.7%", fraction: 0.4273, detailLines: [], toggleTitle: "Show details")
      ])
  }

  @Test func widgetWithoutAnyRateShowsAnEllipsisAndNoBar() {
    // When
    sut.presentUsage(
      response: DiskUsage.ShowUsage.Response(
        usedRate: nil, space: nil, failure: nil, isExpanded: false))
    // Then
    #expect(
      display.displayUsageViewModels == [
        DiskUsage.ShowUsage.ViewModel(
          percentText: "…", fraction: nil, detailLines: [], toggleTitle: "Show details")
      ])
  }

  @Test func expandedWidgetListsUsedFreeAndTotalAligned() {
    // Given
    let space = DiskUsage.Space(
      totalBytes: 100_000_000_000, usedBytes: 9_400_000_000, availableBytes: 84_100_000_000)
    // When
    sut.presentUsage(
      response: DiskUsage.ShowUsage.Response(
        usedRate: 0.1, space: space, failure: nil, isExpanded: true))
    // Then
    #expect(
      display.displayUsageViewModels == [
        DiskUsage.ShowUsage.ViewModel(
          percentText: "10.0%", fraction: 0.1,
          detailLines: ["Used    9.4 GB", "Free   84.1 GB", "Total 100.0 GB"],
          toggleTitle: "Hide details")
      ])
  }

  @Test func expandedWidgetBeforeTheFirstReadingShowsPlaceholders() {
    // When
    sut.presentUsage(
      response: DiskUsage.ShowUsage.Response(
        usedRate: 0.5, space: nil, failure: nil, isExpanded: true))
    // Then
    #expect(display.displayUsageViewModels.last?.detailLines == ["Used  …", "Free  …", "Total …"])
  }

  @Test(arguments: [false, true])
  func failureShowsUnavailableAndTheReasonWhenExpanded(isExpanded: Bool) {
    // Given
    let failure = DiskUsage.ReadError.unreadable(path: "/home/ada", reason: "Permission denied")
    // When
    sut.presentUsage(
      response: DiskUsage.ShowUsage.Response(
        usedRate: 0.4, space: .withRate(0.4), failure: failure, isExpanded: isExpanded))
    // Then
    #expect(
      display.displayUsageViewModels == [
        DiskUsage.ShowUsage.ViewModel(
          percentText: "unavailable", fraction: nil,
          detailLines: isExpanded
            ? ["Cannot read the filesystem of /home/ada: Permission denied."] : [],
          toggleTitle: isExpanded ? "Hide details" : "Show details")
      ])
  }

  @Test func presenterHoldsItsViewControllerWeakly() {
    // Given
    var transientDisplay: DiskUsageDisplayLogicSpy? = DiskUsageDisplayLogicSpy()
    sut.viewController = transientDisplay
    // When
    transientDisplay = nil
    // Then
    #expect(sut.viewController == nil)
  }
}
