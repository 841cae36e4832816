import DemoScenesTestSupport
import Testing

@testable import DemoScenes

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

struct TimestampTests {
  @Test(arguments: [
    (1_700_000_000.75, "20231114T221320Z"), (0, "19700101T000000Z"),
    (-0.5, "19691231T235959Z"), (-62_135_596_800, "00010101T000000Z"),
  ])
  func basicISO8601IsTheUTCDateAndTimeToTheSecond(seconds: Double, expected: String) {
    #expect(Timestamp(secondsSince1970: seconds).basicISO8601 == expected)
  }

  @Test func nowIsTheWallClocksTime() {
    // When
    let now = Timestamp.now
    // Then: Foundation's clock, read just after, agrees to the second.
    #expect(abs(Date().timeIntervalSince1970 - now.secondsSince1970) < 1)
  }

  @Test func addingMovesTheMomentAndOrderFollowsIt() {
    // When
    let later = Timestamp.fixed.adding(seconds: 90)
    // Then
    #expect(later.secondsSince1970 == 1_700_000_090)
    #expect(Timestamp.fixed < later)
    #expect(later.adding(seconds: -90) == .fixed)
  }
}
