#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Date {
  /// 2023-11-14 22:13:20 UTC: the date every test clock stops at.
  public static let fixed = Date(timeIntervalSince1970: 1_700_000_000)
}
