import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@testable import DemoScenes

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// The disk widget in the whole demo, reading the real filesystem of the home directory.
@MainActor
struct DiskUsageWidgetTests {
  let scheduler = TestScheduler()
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  /// The demo on the real filesystem of the home directory, or on `diskSpace`.
  func makeScreen(diskSpace: (any DiskSpaceReading)? = nil) throws -> HeadlessScreen {
    try makeDemoScreen(
      dataDirectory: DataDirectory(path: folder.path), scheduler: scheduler, diskSpace: diskSpace)
  }

  /// The used percent of `path`'s filesystem, straight from `statvfs` as `df` computes it
  /// (before `df` rounds it up): (f_blocks − f_bfree) / (f_blocks − f_bfree + f_bavail).
  static func statvfsPercent(of path: String) throws -> Double {
    var stats = statvfs()
    try #require(statvfs(path, &stats) == 0)
    let used = Double(UInt64(stats.f_blocks) - UInt64(stats.f_bfree))
    return used / (used + Double(UInt64(stats.f_bavail))) * 100
  }

  /// The percent shown in `line` (`  Disk 42.7% ███…`).
  static func shownPercent(in line: String) throws -> Double {
    let words = line.split(separator: " ")
    try #require(words.count >= 2 && words[0] == "Disk")
    return try #require(Double(words[1].dropLast()))
  }

  @Test func shownPercentAgreesWithStatvfsForTheHomeDirectory() async throws {
    // Given
    let screen = try makeScreen()
    #expect(screen.lines[2] == "  Disk …")
    // When: read between two readings of statvfs, since other programs fill and free the
    // disk meanwhile
    let before = try Self.statvfsPercent(of: DiskUsageWorker.homeDirectory)
    await scheduler.advance(by: .zero)
    await screen.settle()
    let after = try Self.statvfsPercent(of: DiskUsageWorker.homeDirectory)
    // Then: what is shown (one decimal) lies between them
    let shown = try Self.shownPercent(in: String(screen.lines[2].dropFirst(2)))
    #expect(shown >= min(before, after) - 0.05 && shown <= max(before, after) + 0.05)
  }

  @Test func tabReachesTheWidgetAfterToDosAndEnterExpandsAndCollapsesIt() async throws {
    // Given
    let screen = try makeScreen(diskSpace: FixedDiskSpace())
    await scheduler.advance(by: .zero)
    await screen.settle()
    // When
    screen.press(.tab)
    screen.press(.tab)
    screen.press(.tab)
    screen.press(.enter)
    // Then
    #expect(
      Array(screen.lines[0...8]) == [
        " Home",
        "",
        "  Disk 42.7% ██████████▎",
        "       Used  213.6 GB",
        "       Free  286.4 GB",
        "       Total 525.0 GB",
        "",
        "  Message Type a message",
        "",
      ])
    #expect(screen.footer.hasPrefix(" Enter Hide details  Tab Next"))
    // When
    screen.press(.enter)
    // Then
    #expect(
      Array(screen.lines[0...5]) == [
        " Home", "", "  Disk 42.7% ██████████▎", "", "  Message Type a message", "",
      ])
    #expect(screen.footer.hasPrefix(" Enter Show details  Tab Next"))
  }

  @Test func clickOnTheWidgetFocusesItAndExpandsAndCollapsesIt() async throws {
    // Given
    let screen = try makeScreen(diskSpace: FixedDiskSpace())
    await scheduler.advance(by: .zero)
    await screen.settle()
    // When a click lands on its bar, then another on its title
    screen.click(at: Point(x: 15, y: 2))
    // Then
    #expect(
      Array(screen.lines[0...6]) == [
        " Home",
        "",
        "  Disk 42.7% ██████████▎",
        "       Used  213.6 GB",
        "       Free  286.4 GB",
        "       Total 525.0 GB",
        "",
      ])
    #expect(screen.footer.hasPrefix(" Enter Hide details  Tab Next"))
    screen.click(at: Point(x: 3, y: 2))
    #expect(
      Array(screen.lines[0...5]) == [
        " Home", "", "  Disk 42.7% ██████████▎", "", "  Message Type a message", "",
      ])
  }

  @Test func nextStartShowsTheCachedRateInItsFirstFrame() async throws {
    // Given
    let first = try makeScreen()
    await scheduler.advance(by: .zero)
    await first.settle()
    let shown = first.lines[2]
    #expect(shown != "  Disk …")
    // When
    let second = try makeDemoScreen(
      dataDirectory: DataDirectory(path: folder.path), scheduler: TestScheduler())
    // Then
    #expect(second.lines[2] == shown)
    let cached = try Data(contentsOf: folder.url.appendingPathComponent("disk-usage.json"))
    #expect(String(decoding: cached, as: UTF8.self).hasPrefix(#"{"usedRate":0."#))
  }

  @Test func corruptSettingsFileIsKeptAsideAndTheWidgetStartsWithoutIt() async throws {
    // Given
    let file = folder.url.appendingPathComponent("disk-usage.json")
    try Data("{\"usedRate\":".utf8).write(to: file)
    // When
    let screen = try makeScreen(diskSpace: FixedDiskSpace())
    // Then
    #expect(screen.lines[2] == "  Disk …")
    let aside = folder.url.appendingPathComponent("disk-usage.json.corrupt")
    #expect(String(decoding: try Data(contentsOf: aside), as: UTF8.self) == "{\"usedRate\":")
    // When
    await scheduler.advance(by: .zero)
    await screen.settle()
    // Then
    #expect(screen.lines[2] == "  Disk 42.7% ██████████▎")
    let rewritten = String(decoding: try Data(contentsOf: file), as: UTF8.self)
    #expect(rewritten == #"{"usedRate":0.4272}"#)
  }

  @Test func widgetRefreshesEveryThirtySecondsWhileHomeIsShown() async throws {
    // Given
    let screen = try makeScreen()
    await scheduler.advance(by: .zero)
    #expect(scheduler.tickCount == 1)
    // When
    await scheduler.advance(by: .seconds(90))
    // Then
    #expect(scheduler.tickCount == 4)
    // When Detail covers Home
    screen.type("Hi")
    screen.press(.enter)
    await scheduler.advance(by: .seconds(90))
    // Then
    #expect(scheduler.tickCount == 4)
    #expect(scheduler.activeTimerCount == 0)
  }
}
