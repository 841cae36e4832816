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

  private let file: AtomicFile

  /// The settings file (it may be a symbolic link).
  var url: URL {
    file.url
  }

  /// A cache in `directory`'s settings file.
  init(directory: DataDirectory) {
    file = AtomicFile(filePath: directory.path(forFile: Self.fileName))
  }

  private struct Contents: Decodable {
    var usedRate: Double
  }

  func load() -> Double? {
    file.removeStaleTemporaries(secondsSince1970: Double(time(nil)))
    guard let bytes = try? file.read()?.bytes else { return nil }
    guard let rate = Self.rate(written: bytes) ?? Self.rate(decoding: bytes),
      (0...1).contains(rate)
    else {
      keepAside()
      return nil
    }
    return rate
  }

  func save(_ rate: Double) throws(DiskUsage.CacheError) {
    guard rate.isFinite else {
      throw .unwritable(
        path: file.filePath, reason: "the rate \(rate) is not a number JSON can hold")
    }
    do {
      try file.write(Array(#"{"usedRate":\#(rate)}"#.utf8))
    } catch {
      throw .unwritable(path: file.filePath, reason: error.reason)
    }
  }

  // MARK: - Private helpers

  /// The rate in `bytes` when they are exactly what ``save(_:)`` writes,
  /// `{"usedRate":<number>}` with a number as JSON spells it; `nil` for anything else, which
  /// ``rate(decoding:)`` then reads as any JSON. This is every start-up's read, and it
  /// keeps the first frame clear of `JSONDecoder`.
  private static func rate(written bytes: [UInt8]) -> Double? {
    let opening = Array(#"{"usedRate":"#.utf8)
    guard bytes.count > opening.count + 1, bytes.starts(with: opening),
      bytes.last == UInt8(ascii: "}")
    else { return nil }
    let number = bytes[opening.count..<bytes.count - 1]
    guard isJSONNumber(number) else { return nil }
    return Double(String(decoding: number, as: UTF8.self))
  }

  /// The rate in `bytes` read as JSON, in whatever form: spaces, keys in any order, other
  /// keys; `nil` when they are not a JSON object whose `usedRate` is a number.
  private static func rate(decoding bytes: [UInt8]) -> Double? {
    try? JSONDecoder().decode(Contents.self, from: Data(bytes)).usedRate
  }

  /// Whether `bytes` are one number by JSON's grammar:
  /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
  private static func isJSONNumber(_ bytes: ArraySlice<UInt8>) -> Bool {
    var rest = bytes[...]
    func digits() -> Int {
      let count = rest.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
      rest.removeFirst(count)
      return count
    }
    if rest.first == UInt8(ascii: "-") { rest.removeFirst() }
    if rest.first == UInt8(ascii: "0") {
      rest.removeFirst()
    } else if digits() == 0 {
      return false
    }
    if rest.first == UInt8(ascii: ".") {
      rest.removeFirst()
      guard digits() > 0 else { return false }
    }
    if rest.first == UInt8(ascii: "e") || rest.first == UInt8(ascii: "E") {
      rest.removeFirst()
      if rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-") { rest.removeFirst() }
      guard digits() > 0 else { return false }
    }
    return rest.isEmpty
  }

  /// Renames the corrupt file (a link's target, if it is a link) to the first free
  /// `.corrupt` name beside it; leaves it where it is if none is free or the rename fails (it
  /// is then simply replaced by the next save).
  private func keepAside() {
    let manager = FileManager.default
    let target = URL(fileURLWithPath: (try? file.targetPath()) ?? file.filePath)
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
