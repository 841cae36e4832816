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
    // Written byte by byte into one string: `Int.description` goes through the standard
    // library's unspecialized integer code and each `+` joins two strings, which Home →
    // Detail paid for in time and in cold pages of code.
    return String(unsafeUninitializedCapacity: 5) { bytes in
      let zero = UInt8(ascii: "0")
      bytes[0] = zero + UInt8(hour / 10)
      bytes[1] = zero + UInt8(hour % 10)
      bytes[2] = UInt8(ascii: ":")
      bytes[3] = zero + UInt8(minute / 10)
      bytes[4] = zero + UInt8(minute % 10)
      return 5
    }
  }
}
