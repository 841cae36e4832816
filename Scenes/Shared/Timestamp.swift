#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// A moment on the wall clock: seconds since 1970-01-01 00:00:00 UTC, as `clock_gettime(2)`
/// with `CLOCK_REALTIME` gives it.
///
/// The scenes date messages and name corrupt copies with it instead of Foundation's `Date`,
/// so the demo links no Foundation at all: loading `libFoundationEssentials` costs a start-up
/// about 1.6 MB of memory and its relocations before a line of it runs.
///
/// ```swift
/// let sent = Timestamp.now
/// TimeOfDayFormatter.local.string(from: sent)  // "14:05"
/// Timestamp(secondsSince1970: 1_700_000_000).adding(seconds: 90)
/// ```
public struct Timestamp: Equatable, Hashable, Comparable, Sendable {
  /// Seconds since 1970-01-01 00:00:00 UTC; negative before it.
  public var secondsSince1970: Double

  /// The moment `secondsSince1970` seconds after 1970-01-01 00:00:00 UTC.
  ///
  /// - Parameter secondsSince1970: Seconds since the epoch, fractions included.
  public init(secondsSince1970: Double) {
    self.secondsSince1970 = secondsSince1970
  }

  /// The wall clock's time now, to the nanosecond the clock gives.
  public static var now: Timestamp {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return Timestamp(secondsSince1970: Double(time.tv_sec) + Double(time.tv_nsec) / 1e9)
  }

  /// This moment moved by `seconds` (earlier when negative).
  ///
  /// - Parameter seconds: How far to move.
  /// - Returns: The moved moment.
  public func adding(seconds: Double) -> Timestamp {
    Timestamp(secondsSince1970: secondsSince1970 + seconds)
  }

  /// The whole seconds since the epoch, rounded down (so a moment before 1970 rounds to
  /// the second before it, as `time_t` counts).
  var wholeSeconds: Int {
    Int(secondsSince1970.rounded(.down))
  }

  /// The UTC date and time as ISO 8601's basic format: `20231114T221320Z`.
  var basicISO8601: String {
    var seconds = time_t(wholeSeconds)
    var parts = tm()
    guard gmtime_r(&seconds, &parts) != nil else { return "\(wholeSeconds)" }
    return Int(parts.tm_year + 1900).zeroPadded(to: 4) + Int(parts.tm_mon + 1).zeroPadded(to: 2)
      + Int(parts.tm_mday).zeroPadded(to: 2) + "T" + Int(parts.tm_hour).zeroPadded(to: 2)
      + Int(parts.tm_min).zeroPadded(to: 2) + Int(parts.tm_sec).zeroPadded(to: 2) + "Z"
  }

  /// Whether `lhs` is earlier than `rhs`.
  public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
    lhs.secondsSince1970 < rhs.secondsSince1970
  }
}
