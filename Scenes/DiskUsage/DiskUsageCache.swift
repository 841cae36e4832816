#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Keeps the last used rate between runs, so the widget's first frame needs no disk read.
protocol UsedRateCaching: Sendable {
  /// The cached rate, or `nil` when there is none.
  func load() -> Double?

  /// Replaces the cached rate with `rate`.
  ///
  /// - Throws: ``DiskUsage/CacheError/unwritable(path:reason:)`` when it cannot be written.
  func save(_ rate: Double) throws(DiskUsage.CacheError)
}

/// The used rate in a small settings file, `disk-usage.json` in the data directory:
/// `{"usedRate":0.4273}`.
///
/// It is written through ``AtomicFile``, as the to-do list is: a temporary file created 0600
/// (or with the file's owner and mode) beside the target, flushed and renamed over it, through
/// a symbolic link, so a crash leaves the old file or the new one, never half of one, and
/// temporaries a killed save left are removed on the next ``load()``. It holds one value
/// that any instance may replace, so it takes no lock: the last writer wins. A file that cannot be decoded, or holds a
/// rate outside `0...1`, is no cache: it is renamed `disk-usage.json.corrupt` (or
/// `.corrupt-2`, `-3`, … if that name is taken) and the next fresh rate is written anew. It
/// is kept aside rather than overwritten, as the project does with every corrupt data file,
/// because it costs one rename and keeps the bytes for whoever wants to know what happened;
/// it is not reported on screen, since the rate it held is read again within milliseconds.
///
/// ```swift
/// let cache = DiskUsageCache(directory: environment.dataDirectory)
/// try cache.save(0.4273)
/// cache.load()  // 0.4273
/// ```
struct DiskUsageCache: UsedRateCaching {
  /// The settings file's name in the data directory.
  static let fileName = "disk-usage.json"

  /// The most names tried when keeping a corrupt file aside.
  private static let asideAttempts = 100

  /// The settings file (it may be a symbolic link).
  let url: URL

  private let file: AtomicFile

  /// A cache in `directory`'s settings file.
  init(directory: DataDirectory) {
    url = directory.url(forFile: Self.fileName)
    file = AtomicFile(url: url)
  }

  private struct Contents: Codable {
    var usedRate: Double
  }

  func load() -> Double? {
    file.removeStaleTemporaries(now: Date())
    guard let bytes = try? file.read()?.bytes else { return nil }
    let data = Data(bytes)
    guard let contents = try? JSONDecoder().decode(Contents.self, from: data),
      (0...1).contains(contents.usedRate)
    else {
      keepAside()
      return nil
    }
    return contents.usedRate
  }

  func save(_ rate: Double) throws(DiskUsage.CacheError) {
    let data: Data
    do {
      data = try JSONEncoder().encode(Contents(usedRate: rate))
    } catch {
      throw .unwritable(path: url.path, reason: String(describing: error))
    }
    do {
      try file.write(Array(data))
    } catch {
      throw .unwritable(path: url.path, reason: error.reason)
    }
  }

  // MARK: - Private helpers

  /// Renames the corrupt file (a link's target, if it is a link) to the first free
  /// `.corrupt` name beside it; leaves it where it is if none is free or the rename fails (it
  /// is then simply replaced by the next save).
  private func keepAside() {
    let manager = FileManager.default
    let target = URL(fileURLWithPath: (try? file.targetPath()) ?? url.path)
    for attempt in 1...Self.asideAttempts {
      let suffix = attempt == 1 ? ".corrupt" : ".corrupt-\(attempt)"
      let aside = target.deletingLastPathComponent()
        .appendingPathComponent(target.lastPathComponent + suffix, isDirectory: false)
      guard !manager.fileExists(atPath: aside.path) else { continue }
      try? manager.moveItem(at: target, to: aside)
      return
    }
  }
}
