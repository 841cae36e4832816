import DemoScenesTestSupport
import Testing

@testable import DemoScenes

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

struct TimeOfDayFormatterTests {
  @Test(arguments: [
    (0.0, "00:00"),
    (60.0, "00:01"),
    (59.9, "00:00"),
    (3_599.0, "00:59"),
    (43_200.0, "12:00"),
    (86_399.0, "23:59"),
    (86_400.0, "00:00"),
    (1_700_000_000.0, "22:13"),
  ])
  func formatsTimeOfDayInUTC(secondsSince1970: Double, expected: String) {
    // Given
    let sut = TimeOfDayFormatter(utcOffsetSeconds: 0)
    // When
    let text = sut.string(from: Timestamp(secondsSince1970: secondsSince1970))
    // Then
    #expect(text == expected)
  }

  @Test(arguments: [
    (3_600, "23:13"),
    (19_800, "03:43"),
    (20_700, "03:58"),
    (50_400, "12:13"),
    (-3_600, "21:13"),
    (-18_000, "17:13"),
    (-36_000, "12:13"),
  ])
  func addsTheFixedOffsetToTheFixedDate(offsetSeconds: Int, expected: String) {
    // Given
    let sut = TimeOfDayFormatter(utcOffsetSeconds: offsetSeconds)
    // When
    let text = sut.string(from: .fixed)
    // Then
    #expect(text == expected)
  }

  @Test(arguments: [
    (82_800.0, 3_600, "00:00"),
    (85_500.0, 7_200, "01:45"),
    (0.0, -60, "23:59"),
    (1_800.0, -3_600, "23:30"),
    (-1.0, 0, "23:59"),
    (-0.5, 0, "23:59"),
    (-86_400.0, 0, "00:00"),
    (-90_000.0, -43_200, "11:00"),
  ])
  func wrapsAroundMidnightBothWays(secondsSince1970: Double, offsetSeconds: Int, expected: String) {
    // Given
    let sut = TimeOfDayFormatter(utcOffsetSeconds: offsetSeconds)
    // When
    let text = sut.string(from: Timestamp(secondsSince1970: secondsSince1970))
    // Then
    #expect(text == expected)
  }
}
