import TerminalCore
import Testing

struct TextSanitizerMultilineTests {
  /// Every line break a paste may hold, as its own string.
  static let lineBreaks = ["\n", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}"]

  @Test(arguments: lineBreaks)
  func lineBreakBecomesOneLineFeed(lineBreak: String) {
    #expect(TextSanitizer.multiline("a\(lineBreak)b") == "a\nb")
  }

  @Test func carriageReturnAndLineFeedApartAreTwoLineBreaks() {
    #expect(TextSanitizer.multiline("a\n\rb") == "a\n\nb")
    #expect(TextSanitizer.multiline("a\r\r\nb") == "a\n\nb")
  }

  @Test func tabsBecomeSpacesAndOtherControlsAreDropped() {
    #expect(
      TextSanitizer.multiline("Buy\r\nmilk\tand\u{07}eggs\u{1B}[2J") == "Buy\nmilk andeggs[2J")
    #expect(TextSanitizer.multiline("a\u{7F}\u{9B}b") == "ab")
  }

  @Test(arguments: ["", "hello", "two\nlines", "héllo 漢字 👋🏽\n", "a\u{202E}b"])
  func textWhoseOnlyBreaksAreLineFeedsIsKept(text: String) {
    #expect(TextSanitizer.multiline(text) == text)
  }
}
