import Testing

@testable import DemoScenes

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

struct DiskUsageWorkerTests {
  /// The figures of `path`'s filesystem, computed here straight from `statvfs` the way `df`
  /// does: used = (f_blocks − f_bfree) × f_frsize, available = f_bavail × f_frsize.
  static func statvfsFigures(of path: String) throws -> (
    total: UInt64, used: UInt64, available: UInt64
  ) {
    var stats = statvfs()
    try #require(statvfs(path, &stats) == 0)
    let blockSize = UInt64(stats.f_frsize)
    return (
      UInt64(stats.f_blocks) * blockSize,
      (UInt64(stats.f_blocks) - UInt64(stats.f_bfree)) * blockSize,
      UInt64(stats.f_bavail) * blockSize
    )
  }

  // MARK: - The real filesystem

  @Test func homeFilesystemFiguresAgreeWithStatvfs() async throws {
    // Given
    let home = DiskUsageWorker.homeDirectory
    // When
    let space = try await DiskUsageWorker(path: home).readSpace()
    // Then
    let figures = try Self.statvfsFigures(of: home)
    #expect(space.totalBytes == figures.total)
    let rate = Double(figures.used) / Double(figures.used + figures.available)
    #expect(abs(space.usedRate - rate) < 0.001)
    #expect(space.usedBytes <= space.totalBytes)
    #expect(space.availableBytes <= space.totalBytes - space.usedBytes)
  }

  @Test func missingPathFailsWithTheSystemsReason() async {
    // Given
    let sut = DiskUsageWorker(path: "/nonexistent/clean-scenes-disk")
    // When / Then
    await #expect(
      throws: DiskUsage.ReadError.unreadable(
        path: "/nonexistent/clean-scenes-disk", reason: "No such file or directory")
    ) {
      try await sut.readSpace()
    }
  }

  @Test func readErrorSaysWhichPathAndWhy() {
    #expect(
      DiskUsage.ReadError.unreadable(path: "/home/ada", reason: "Permission denied").description
        == "Cannot read the filesystem of /home/ada: Permission denied.")
  }

  // MARK: - Arithmetic

  @Test func usedIsBlocksLessFreeAndAvailableLeavesOutTheReserve() {
    // When: 100 blocks of 4 KiB, 40 free of which 30 are available to users
    let space = DiskUsageWorker.space(
      blockSize: 4_096, blocks: 100, freeBlocks: 40, availableBlocks: 30)
    // Then
    #expect(
      space
        == DiskUsage.Space(totalBytes: 409_600, usedBytes: 245_760, availableBytes: 122_880))
    #expect(space.usedRate == 60.0 / 90.0)
  }

  @Test func emptyFilesystemIsZeroUsed() {
    let space = DiskUsageWorker.space(
      blockSize: 4_096, blocks: 0, freeBlocks: 0, availableBlocks: 0)

    #expect(space.usedRate == 0)
    #expect(space.totalBytes == 0)
  }

  @Test func absurdCountsSaturateInsteadOfTrapping() {
    let space = DiskUsageWorker.space(
      blockSize: 1 << 20, blocks: .max, freeBlocks: .max, availableBlocks: .max)

    #expect(space.totalBytes == .max)
    #expect(space.usedBytes == 0)
    #expect(space.availableBytes == .max)
    #expect(space.usedRate == 0)
  }

  @Test func freeCountLargerThanTheWholeCountsAsTheWhole() {
    let space = DiskUsageWorker.space(
      blockSize: 512, blocks: 10, freeBlocks: 20, availableBlocks: 10)

    #expect(space.usedBytes == 0)
  }
}
