/// What DiskUsage's interactor asks of its presenter.
@MainActor
protocol DiskUsagePresentationLogic {
  func presentUsage(response: DiskUsage.ShowUsage.Response)
}

/// Turns the widget's state into display-ready text: the percent with one decimal, sizes in
/// SI units as GNOME and macOS show them (1 kB = 1000 B).
///
/// ```swift
/// DiskUsagePresenter.percentText(for: 0.4273)           // "42.7%"
/// DiskUsagePresenter.byteCountText(for: 250_390_000_000)  // "250.4 GB"
/// ```
@MainActor
final class DiskUsagePresenter: DiskUsagePresentationLogic {
  weak var viewController: DiskUsageDisplayLogic?

  /// The units after bytes, each 1000 times the one before.
  private static let units = ["kB", "MB", "GB", "TB", "PB", "EB"]

  // MARK: - Show usage

  func presentUsage(response: DiskUsage.ShowUsage.Response) {
    let viewModel: DiskUsage.ShowUsage.ViewModel
    let toggleTitle = response.isExpanded ? "Hide details" : "Show details"
    if let failure = response.failure {
      viewModel = DiskUsage.ShowUsage.ViewModel(
        percentText: "unavailable", fraction: nil,
        detailLines: response.isExpanded ? [failure.description] : [], toggleTitle: toggleTitle)
    } else {
      viewModel = DiskUsage.ShowUsage.ViewModel(
        percentText: response.usedRate.map(Self.percentText(for:)) ?? "…",
        fraction: response.usedRate,
        detailLines: response.isExpanded ? Self.detailLines(for: response.space) : [],
        toggleTitle: toggleTitle)
    }
    viewController?.displayUsage(viewModel: viewModel)
  }

  // MARK: - Formatting

  /// `rate` as a percent with one decimal, rounded half away from zero: `42.7%`; clamped to
  /// `0...1`, NaN counts as 0.
  static func percentText(for rate: Double) -> String {
    let clamped = rate.isNaN ? 0 : min(max(rate, 0), 1)
    let tenths = Int((clamped * 1_000).rounded(.toNearestOrAwayFromZero))
    return "\(tenths / 10).\(tenths % 10)%"
  }

  /// `bytes` in SI units with one decimal, rounded half up: `999 bytes`, `1.0 kB`,
  /// `250.4 GB`; a value that rounds to 1000 of a unit is shown in the next (`1.0 MB`).
  static func byteCountText(for bytes: UInt64) -> String {
    if bytes == 1 { return "1 byte" }
    if bytes < 1_000 { return "\(bytes) bytes" }
    var unitIndex = 0
    var tenthDivisor: UInt64 = 100
    var tenths = roundedQuotient(bytes, tenthDivisor)
    while tenths >= 10_000, unitIndex < units.count - 1 {
      unitIndex += 1
      tenthDivisor *= 1_000
      tenths = roundedQuotient(bytes, tenthDivisor)
    }
    return "\(tenths / 10).\(tenths % 10) \(units[unitIndex])"
  }

  // MARK: - Private helpers

  /// `Used`, `Free` and `Total`, titles in a column and values aligned on the right; `…`
  /// while the figures are not known.
  private static func detailLines(for space: DiskUsage.Space?) -> [String] {
    let titles = ["Used", "Free", "Total"]
    let values =
      space.map {
        [$0.usedBytes, $0.availableBytes, $0.totalBytes].map(byteCountText(for:))
      } ?? ["…", "…", "…"]
    let titleWidth = titles.map(\.count).max() ?? 0
    let valueWidth = values.map(\.count).max() ?? 0
    return zip(titles, values).map { title, value in
      padded(title, to: titleWidth + 1) + String(repeating: " ", count: valueWidth - value.count)
        + value
    }
  }

  private static func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(width - text.count, 0))
  }

  /// `dividend / divisor` rounded half up, without overflow.
  private static func roundedQuotient(_ dividend: UInt64, _ divisor: UInt64) -> UInt64 {
    let (quotient, remainder) = dividend.quotientAndRemainder(dividingBy: divisor)
    return remainder >= divisor - remainder ? quotient + 1 : quotient
  }
}
