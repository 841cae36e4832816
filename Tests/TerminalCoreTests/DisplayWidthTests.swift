import Testing

@testable import TerminalCore

struct DisplayWidthTests {
  /// A grapheme and the number of columns it should take.
  struct Sample: Sendable, CustomTestStringConvertible {
    let name: String
    let grapheme: Character
    let width: Int

    init(_ name: String, _ grapheme: Character, _ width: Int) {
      self.name = name
      self.grapheme = grapheme
      self.width = width
    }

    var testDescription: String { "\(name) -> \(width)" }
  }

  // MARK: - Graphemes by class

  static let latin: [Sample] = [
    .init("letter", "a", 1),
    .init("space", " ", 1),
    .init("tilde", "~", 1),
    .init("precomposed e acute", "\u{E9}", 1),
    .init("e + combining acute", "e\u{301}", 1),
    .init("a + three combining marks", "a\u{301}\u{302}\u{303}", 1),
    .init("n + combining tilde", "n\u{303}", 1),
    .init("soft hyphen", "\u{AD}", 1),
    .init("Latin Extended-B", "\u{1C4}", 1),
    .init("ambiguous degree sign", "\u{B0}", 1),
    .init("ambiguous Greek alpha", "\u{3B1}", 1),
    .init("ambiguous box drawing", "\u{2500}", 1),
    .init("replacement character", "\u{FFFD}", 1),
    .init("unassigned U+0378", "\u{378}", 1),
  ]

  static let rightToLeft: [Sample] = [
    .init("Arabic beh", "\u{628}", 1),
    .init("Arabic beh + fatha", "\u{628}\u{64E}", 1),
    .init("Arabic-Indic digit", "\u{663}", 1),
    .init("Arabic number sign (visible format)", "\u{600}", 1),
    .init("Hebrew alef", "\u{5D0}", 1),
    .init("Hebrew shin + shin dot + qamats", "\u{5E9}\u{5C1}\u{5B8}", 1),
  ]

  static let eastAsian: [Sample] = [
    .init("CJK ideograph", "\u{6F22}", 2),
    .init("CJK ideographic full stop", "\u{3002}", 2),
    .init("hiragana", "\u{3042}", 2),
    .init("katakana + voiced mark", "\u{30AB}\u{3099}", 2),
    .init("Hangul syllable", "\u{D55C}", 2),
    .init("Hangul jamo L+V+T", "\u{1112}\u{1161}\u{11AB}", 2),
    .init("fullwidth Latin A", "\u{FF21}", 2),
    .init("fullwidth exclamation", "\u{FF01}", 2),
    .init("halfwidth katakana", "\u{FF71}", 1),
    .init("CJK Extension B", "\u{20000}", 2),
    .init("unassigned in plane 2 defaults wide", "\u{2FFFD}", 2),
    .init("unassigned in plane 3 defaults wide", "\u{3FFFD}", 2),
  ]

  static let emoji: [Sample] = [
    .init("waving hand", "\u{1F44B}", 2),
    .init("grinning face", "\u{1F600}", 2),
    .init("watch (emoji presentation)", "\u{231A}", 2),
    .init("watch + VS15", "\u{231A}\u{FE0E}", 1),
    .init("grinning face + VS15", "\u{1F600}\u{FE0E}", 1),
    .init("heavy heart (text presentation)", "\u{2764}", 1),
    .init("heavy heart + VS16", "\u{2764}\u{FE0F}", 2),
    .init("smiling face + VS16", "\u{263A}\u{FE0F}", 2),
    .init("copyright + VS16", "\u{A9}\u{FE0F}", 2),
    .init("keycap #", "#\u{FE0F}\u{20E3}", 2),
    .init("keycap 1", "1\u{FE0F}\u{20E3}", 2),
    .init("# + keycap without VS16", "#\u{20E3}", 1),
    .init("flag of France", "\u{1F1EB}\u{1F1F7}", 2),
    .init("flag of Japan", "\u{1F1EF}\u{1F1F5}", 2),
    .init("lone regional indicator", "\u{1F1E6}", 2),
    .init("family ZWJ sequence", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}", 2),
    .init("technologist ZWJ sequence", "\u{1F469}\u{200D}\u{1F4BB}", 2),
    .init("rainbow flag", "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}", 2),
    .init("rainbow flag without VS16", "\u{1F3F3}\u{200D}\u{1F308}", 2),
    .init("heart on fire", "\u{2764}\u{FE0F}\u{200D}\u{1F525}", 2),
    .init("waving hand + skin tone", "\u{1F44B}\u{1F3FD}", 2),
    .init("index up (text) + skin tone", "\u{261D}\u{1F3FD}", 2),
    .init("index up alone", "\u{261D}", 1),
    .init("lone skin-tone modifier", "\u{1F3FD}", 2),
    .init("ZWJ family + skin tones", "\u{1F469}\u{1F3FD}\u{200D}\u{1F468}\u{1F3FF}", 2),
  ]

  static let zeroWidth: [Sample] = [
    .init("lone combining acute", "\u{301}", 0),
    .init("lone enclosing circle", "\u{20DD}", 0),
    .init("zero-width space", "\u{200B}", 0),
    .init("zero-width non-joiner", "\u{200C}", 0),
    .init("zero-width joiner", "\u{200D}", 0),
    .init("word joiner", "\u{2060}", 0),
    .init("byte order mark", "\u{FEFF}", 0),
    .init("left-to-right mark", "\u{200E}", 0),
    .init("right-to-left override", "\u{202E}", 0),
    .init("variation selector 16 alone", "\u{FE0F}", 0),
    .init("Hangul medial vowel alone", "\u{1161}", 0),
    .init("Hangul final consonant alone", "\u{11AB}", 0),
    .init("Hangul Jamo Extended-B final", "\u{D7CB}", 0),
    .init("tag character", "\u{E0061}", 0),
    .init("line separator", "\u{2028}", 0),
    .init("CRLF", "\r\n", 0),
  ]

  @Test(arguments: latin + rightToLeft)
  func latinAndRightToLeftGraphemesTakeOneColumn(sample: Sample) {
    #expect(sample.grapheme.displayWidth == sample.width)
  }

  @Test(arguments: eastAsian)
  func eastAsianWideAndFullwidthGraphemesTakeTwoColumns(sample: Sample) {
    #expect(sample.grapheme.displayWidth == sample.width)
  }

  @Test(arguments: emoji)
  func emojiWidthFollowsPresentation(sample: Sample) {
    #expect(sample.grapheme.displayWidth == sample.width)
  }

  @Test(arguments: zeroWidth)
  func marksFormatCharactersAndMedialJamoTakeNoColumn(sample: Sample) {
    #expect(sample.grapheme.displayWidth == sample.width)
  }

  @Test func everyPrintableAsciiCharacterTakesOneColumn() {
    for value in UInt8(0x20)...0x7E {
      #expect(Character(Unicode.Scalar(value)).displayWidth == 1, "U+\(String(value, radix: 16))")
    }
  }

  @Test func everyC0AndC1ControlAndDeleteTakeNoColumn() {
    for value in Array(UInt8(0x00)...0x1F) + Array(UInt8(0x7F)...0x9F) {
      #expect(Character(Unicode.Scalar(value)).displayWidth == 0, "U+\(String(value, radix: 16))")
    }
  }

  // MARK: - Strings

  @Test(
    arguments: [
      ("", 0),
      ("Hello", 5),
      ("Hello, \u{4E16}\u{754C}", 11),
      ("\u{65E5}\u{672C}\u{8A9E}", 6),
      ("\u{1F44B}\u{1F3FD} hi", 5),
      ("e\u{301}te\u{301}", 3),
      ("\u{633}\u{644}\u{627}\u{645}", 4),
      ("\u{1F1EB}\u{1F1F7}\u{1F1EF}\u{1F1F5}", 4),
      ("a\u{200B}b", 2),
      ("tab\there", 7),
    ])
  func stringWidthSumsItsGraphemes(text: String, width: Int) {
    #expect(text.displayWidth == width)
  }

  @Test func substringWidthCountsOnlyItsGraphemes() {
    let text = "ab\u{6F22}\u{5B57}cd"
    #expect(text.dropFirst(2).prefix(2).displayWidth == 4)
    #expect(text.dropLast(2).displayWidth == 6)
  }

  // MARK: - Columns

  @Test func prefixKeepsWholeGraphemesThatFit() {
    let text = "Hello, \u{4E16}\u{754C}"
    #expect(text.prefix(columns: 8) == "Hello, ")
    #expect(text.prefix(columns: 9) == "Hello, \u{4E16}")
    #expect(text.prefix(columns: 100) == text[...])
    #expect(text.prefix(columns: 0) == "")
    #expect(text.prefix(columns: -3) == "")
  }

  @Test func prefixNeverSeparatesCombiningMarksOrEmojiSequences() {
    #expect("e\u{301}x".prefix(columns: 1) == "e\u{301}")
    #expect("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}!".prefix(columns: 2).count == 1)
    #expect("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}!".prefix(columns: 1) == "")
  }

  @Test func prefixKeepsZeroWidthGraphemesAfterTheLastOneKept() {
    #expect("a\u{200B}b".prefix(columns: 1) == "a\u{200B}")
  }

  @Test func suffixKeepsWholeTrailingGraphemesThatFit() {
    let text = "Hello, \u{4E16}\u{754C}"
    #expect(text.suffix(columns: 3) == "\u{754C}")
    #expect(text.suffix(columns: 5) == " \u{4E16}\u{754C}")
    #expect(text.suffix(columns: 100) == text[...])
    #expect(text.suffix(columns: 0) == "")
    #expect("a\u{200B}b".suffix(columns: 1) == "\u{200B}b")
  }

  @Test func fittedPadsShortTextAndCutsLongTextToExactWidth() {
    #expect("ab".fitted(toColumns: 4) == "ab  ")
    #expect("ab\u{6F22}\u{5B57}".fitted(toColumns: 5) == "ab\u{6F22} ")
    #expect("ab\u{6F22}\u{5B57}".fitted(toColumns: 6) == "ab\u{6F22}\u{5B57}")
    #expect("abc".fitted(toColumns: 0) == "")
    #expect("abc".fitted(toColumns: -1) == "")
    #expect("\u{1F44B}\u{1F3FD}x".fitted(toColumns: 5).displayWidth == 5)
  }

  // MARK: - Generated table

  @Test func widthRangesAreSortedNonOverlappingAndNotMergeable() {
    let ranges = UnicodeWidthTable.widthRanges
    #expect(ranges.count > 100)
    for range in ranges {
      #expect(range.first <= range.last)
      #expect(range.last <= 0x10_FFFF)
      #expect(range.width == 0 || range.width == 2)
      #expect(range.last < 0xD800 || range.first > 0xDFFF, "surrogates are not scalars")
    }
    for (previous, next) in zip(ranges, ranges.dropFirst()) {
      #expect(previous.last < next.first)
      #expect(previous.last + 1 < next.first || previous.width != next.width)
    }
  }

  @Test func emojiBaseRangesAreSortedAndNonOverlapping() {
    let ranges = UnicodeWidthTable.emojiBaseRanges
    #expect(ranges.count > 10)
    for range in ranges {
      #expect(range.first <= range.last)
    }
    for (previous, next) in zip(ranges, ranges.dropFirst()) {
      #expect(previous.last + 1 < next.first)
    }
  }

  @Test func tableLookupFindsEveryRangeAtBothEndsAndNothingBetween() {
    let ranges = UnicodeWidthTable.widthRanges
    for (index, range) in ranges.enumerated() {
      #expect(UnicodeWidthTable.tableWidth(of: range.first) == Int(range.width))
      #expect(UnicodeWidthTable.tableWidth(of: range.last) == Int(range.width))
      let followsGap = index == 0 || ranges[index - 1].last + 1 < range.first
      if range.first > 0 && followsGap {
        #expect(UnicodeWidthTable.tableWidth(of: range.first - 1) == 1)
      }
    }
    #expect(UnicodeWidthTable.tableWidth(of: 0x10_FFFF) == 1)
  }

  @Test func fastPathAgreesWithTableBelowCombiningMarks() {
    for value in UInt32(0)..<0x300 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      #expect(UnicodeWidthTable.width(of: scalar) == UnicodeWidthTable.tableWidth(of: value))
    }
  }

  @Test func emojiBasesIncludeKeycapBasesAndPictographsButNotLetters() {
    #expect(UnicodeWidthTable.isEmojiBase("#"))
    #expect(UnicodeWidthTable.isEmojiBase("7"))
    #expect(UnicodeWidthTable.isEmojiBase("\u{2764}"))
    #expect(UnicodeWidthTable.isEmojiBase("\u{1F600}"))
    #expect(!UnicodeWidthTable.isEmojiBase("a"))
    #expect(!UnicodeWidthTable.isEmojiBase("\u{6F22}"))
  }

  @Test func tableNamesItsUnicodeVersion() {
    let parts = UnicodeWidthTable.unicodeVersion.split(separator: ".")
    #expect(parts.count == 3)
    #expect(parts.allSatisfy { Int($0) != nil })
  }
}
