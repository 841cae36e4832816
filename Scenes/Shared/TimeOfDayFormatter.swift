#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Formats the time of day of a date as `HH:mm` in a time zone given by its UTC offset.
///
/// `FoundationEssentials` has no time-zone database, so the local offset comes from the C
/// library (`localtime_r`, which honours `TZ` and `/etc/localtime`); tests use a fixed one.
///
/// ```swift
/// TimeOfDayFormatter.local.string(from: message.sentAt)  // "14:03"
/// TimeOfDayFormatter(utcOffsetSeconds: 0).string(from: Timestamp(secondsSince1970: 60))  // "00:01"
/// ```
public struct TimeOfDayFormatter: Sendable {
  private let utcOffset: @Sendable (Timestamp) -> Int

  /// A formatter for a fixed offset from UTC, in seconds.
  public init(utcOffsetSeconds: Int) {
    utcOffset = { _ in utcOffsetSeconds }
  }

  private init(utcOffset: @escaping @Sendable (Timestamp) -> Int) {
    self.utcOffset = utcOffset
  }

  /// A formatter for the system's local time zone, daylight saving included.
  public static let local = TimeOfDayFormatter { date in
    var seconds = time_t(date.wholeSeconds)
    var parts = tm()
    guard localtime_r(&seconds, &parts) != nil else { return 0 }
    return Int(parts.tm_gmtoff)
  }

  /// The time of day of `date`, as `HH:mm`.
  public func string(from date: Timestamp) -> String {
    let seconds = date.wholeSeconds + utcOffset(date)
    let secondsOfDay = ((seconds % 86_400) + 86_400) % 86_400
    let hour = secondsOfDay / 3_600
    let minute = secondsOfDay % 3_600 / 60
    return hour.zeroPadded(to: 2) + ":" + minute.zeroPadded(to: 2)
  }
}
