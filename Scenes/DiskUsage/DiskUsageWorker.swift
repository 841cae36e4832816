#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Reads the space of a filesystem; the interactor's worker, swapped by tests.
protocol DiskSpaceReading: Sendable {
  /// The space of the filesystem, read now.
  ///
  /// - Throws: ``DiskUsage/ReadError/unreadable(path:reason:)`` when it cannot be read.
  func readSpace() async throws(DiskUsage.ReadError) -> DiskUsage.Space
}

/// Reads the space of the filesystem that holds `path` with `statvfs(3)`, off the main actor.
///
/// Used is `f_blocks − f_bfree` and free is `f_bavail`, as `df` and GLib (so GNOME's file
/// manager) count them: `f_bavail` leaves out the blocks reserved for root (5% on ext4 by
/// default), which a user cannot fill, so the rate reaches 100% when the user's writes start
/// failing. `Used + Free` is therefore less than Total by the reserve.
///
/// ```swift
/// let space = try await DiskUsageWorker(path: DiskUsageWorker.homeDirectory).readSpace()
/// ```
struct DiskUsageWorker: DiskSpaceReading {
  /// The path whose filesystem is read.
  let path: String

  /// The current user's home directory: `$HOME` when it is an absolute path, else the
  /// user database's entry (which reads `/etc/passwd`, so start-up does it only without
  /// `$HOME`), else `/`.
  static var homeDirectory: String {
    if let home = getenv("HOME").map({ String(cString: $0) }), home.hasPrefix("/") {
      return home
    }
    var entry = passwd()
    var found: UnsafeMutablePointer<passwd>?
    var buffer = [CChar](repeating: 0, count: 16_384)
    guard getpwuid_r(getuid(), &entry, &buffer, buffer.count, &found) == 0, found != nil,
      let directory = entry.pw_dir
    else { return "/" }
    return String(cString: directory)
  }

  func readSpace() async throws(DiskUsage.ReadError) -> DiskUsage.Space {
    try Self.space(ofFileSystemAt: path)
  }

  /// The space of the filesystem that holds `path`.
  ///
  /// - Throws: ``DiskUsage/ReadError/unreadable(path:reason:)`` when `statvfs` fails.
  static func space(ofFileSystemAt path: String) throws(DiskUsage.ReadError) -> DiskUsage.Space {
    var stats = statvfs()
    guard statvfs(path, &stats) == 0 else {
      throw .unreadable(path: path, reason: String(cString: strerror(errno)))
    }
    return space(
      blockSize: UInt64(stats.f_frsize), blocks: UInt64(stats.f_blocks),
      freeBlocks: UInt64(stats.f_bfree), availableBlocks: UInt64(stats.f_bavail))
  }

  /// The space of `statvfs` counts: sizes are `blockSize` times the counts, saturating at
  /// `UInt64.max`; a free count larger than the whole is taken as the whole.
  static func space(
    blockSize: UInt64, blocks: UInt64, freeBlocks: UInt64, availableBlocks: UInt64
  ) -> DiskUsage.Space {
    let free = min(freeBlocks, blocks)
    return DiskUsage.Space(
      totalBytes: bytes(blocks, blockSize), usedBytes: bytes(blocks - free, blockSize),
      availableBytes: bytes(availableBlocks, blockSize))
  }

  private static func bytes(_ count: UInt64, _ blockSize: UInt64) -> UInt64 {
    let (product, overflow) = count.multipliedReportingOverflow(by: blockSize)
    return overflow ? .max : product
  }
}
