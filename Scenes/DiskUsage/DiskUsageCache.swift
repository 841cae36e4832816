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
/// that any instance may replace, so it takes no lock: the last writer wins. It is read and
/// written by hand, not with `JSONDecoder`, so the demo needs no Foundation: a file that is
/// not that one object (JSON whitespace between its tokens is fine, another key is not), or
/// holds a rate outside `0...1`, is no cache: it is renamed `disk-usage.json.corrupt` (or
/// `.corrupt-2`, `-3`, … if that name is taken) and the next fresh rate is written anew. It
/// is kept aside rather than overwritten, as the project does with every corrupt data file,
/// because it costs one rename and keeps the bytes for whoever wants to know what happened;
/// it is not reported on screen, since the rate it held is read again within milliseconds.
/// A regular file that cannot be read, or holds over 4 KiB, is kept aside the same way,
/// unread. A link to something other than a regular file (`/dev/null`, a pipe) turns the
/// cache off: nothing is read from it, moved or written over it.
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

  /// The settings file's path (it may be a symbolic link).
  var filePath: String {
    file.filePath
  }

  /// A cache in `directory`'s settings file.
  init(directory: DataDirectory) {
    file = AtomicFile(filePath: directory.path(forFile: Self.fileName), maximumSize: 4_096)
  }

  func load() -> Double? {
    file.removeStaleTemporaries(now: .now)
    let bytes: [UInt8]
    do {
      guard let contents = try file.read() else { return nil }
      bytes = contents.bytes
    } catch {
      keepAside()
      return nil
    }
    guard let rate = Self.rate(in: bytes), (0...1).contains(rate) else {
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

  /// The rate in `bytes` when they are the one object ``save(_:)`` writes,
  /// `{"usedRate":<number>}`, with JSON whitespace between its tokens and the number as
  /// JSON spells it; `nil` for anything else.
  private static func rate(in bytes: [UInt8]) -> Double? {
    var rest = bytes[...]
    func isWhitespace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
    func skip(_ token: StaticString) -> Bool {
      rest = rest.drop(while: isWhitespace)
      let matches = token.withUTF8Buffer { rest.starts(with: $0) }
      if matches { rest.removeFirst(token.utf8CodeUnitCount) }
      return matches
    }
    guard skip("{"), skip(#""usedRate""#), skip(":") else { return nil }
    rest = rest.drop(while: isWhitespace)
    let number = rest.prefix { !isWhitespace($0) && $0 != UInt8(ascii: "}") }
    rest.removeFirst(number.count)
    guard isJSONNumber(number), skip("}"), rest.allSatisfy(isWhitespace) else { return nil }
    return Double(String(decoding: number, as: UTF8.self))
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
  /// is then simply replaced by the next save), and anything but a regular file always.
  private func keepAside() {
    let target = (try? file.targetPath()) ?? file.filePath
    var status = stat()
    guard lstat(target, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return }
    for attempt in 1...Self.asideAttempts {
      let suffix = attempt == 1 ? ".corrupt" : ".corrupt-\(attempt)"
      guard AtomicFile.move(target, toFreeName: target + suffix) == EEXIST else { return }
    }
  }
}
