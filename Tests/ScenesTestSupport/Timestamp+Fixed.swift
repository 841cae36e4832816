import DemoScenes

extension Timestamp {
  /// 2023-11-14 22:13:20 UTC: the moment every test clock stops at.
  public static let fixed = Timestamp(secondsSince1970: 1_700_000_000)
}
