import Testing

@testable import TerminalCore

struct TextSanitizerSingleLineTests {
  static let lineBreaks: [String] = ["\n", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}"]
  static let droppedControls: [UInt32] =
    Array(0x00...0x1F).filter { ![0x09, 0x0A, 0x0D].contains($0) }
    + Array(0x7F...0x9F)
    .filter { $0 != 0x85 }

  @Test func lineBreaksTabsAndControlsOfAPaste() {
    #expect(TextSanitizer.singleLine("Buy\nmilk\tand\u{07}eggs") == "Buy milk andeggs")
  }

  @Test(arguments: lineBreaks)
  func lineBreakBecomesOneSpace(lineBreak: String) {
    #expect(TextSanitizer.singleLine("a\(lineBreak)b") == "a b")
  }

  @Test func carriageReturnAndLineFeedApartAreTwoSpaces() {
    #expect(TextSanitizer.singleLine("a\n\rb") == "a  b")
    #expect(TextSanitizer.singleLine("a\r\r\nb") == "a  b")
  }

  @Test func tabBecomesASpace() {
    #expect(TextSanitizer.singleLine("\ta\t\tb") == " a  b")
  }

  @Test(arguments: droppedControls)
  func otherControlIsDropped(value: UInt32) throws {
    let scalar = try #require(Unicode.Scalar(value))
    #expect(TextSanitizer.singleLine("a\(Character(scalar))é") == "aé")
  }

  @Test func escapeSequenceLosesItsEscape() {
    #expect(TextSanitizer.singleLine("\u{1B}[2Jx") == "[2Jx")
  }

  @Test(arguments: ["", "hello", "héllo 漢字 👋🏽", "e\u{301}", "مرحبا\u{200F}", "a\u{202E}b"])
  func textWithoutControlsIsKept(text: String) {
    #expect(TextSanitizer.singleLine(text) == text)
    #expect(TextSanitizer.singleLine(text[...]) == text)
  }

  @Test func controlBetweenJoinableScalarsLetsThemJoin() {
    #expect(TextSanitizer.singleLine("e\u{07}\u{301}") == "e\u{301}")
    #expect(TextSanitizer.singleLine("e\u{07}\u{301}").count == 1)
  }
}
