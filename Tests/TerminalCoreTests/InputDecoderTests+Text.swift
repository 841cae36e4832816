import TerminalCore
import Testing

extension InputDecoderTests {
  static let textCases: [Example] = [
    Example("hello", characters("hello")),
    Example("\u{E9}", [key(.character("\u{E9}"))]),
    Example("e\u{301}", [key(.character("e\u{301}"))], regroupsWhenSplit: true),
    Example("漢字", characters("漢字")),
    Example("👋🏽", [key(.character("👋🏽"))], regroupsWhenSplit: true),
    Example("👨‍👩‍👧", [key(.character("👨‍👩‍👧"))], regroupsWhenSplit: true),
    Example("🇺🇸🇫🇷", [key(.character("🇺🇸")), key(.character("🇫🇷"))]),
    Example("مرحبا", characters("مرحبا")),
    Example("مَرْحَبًا", characters("مَرْحَبًا"), regroupsWhenSplit: true),
    Example("a😀b", characters("a😀b")),
    Example("x\u{301}\u{1B}[A", [key(.character("x\u{301}")), key(.up)], regroupsWhenSplit: true),
    Example(bytes: [0xFF], [key(.character("\u{FFFD}"))]),
    Example(bytes: [0xC3], [key(.character("\u{FFFD}"))]),
    Example(bytes: [0xC3, 0x41], characters("\u{FFFD}A")),
    Example(bytes: [0xE6, 0xBC, 0x0D], [key(.character("\u{FFFD}")), key(.enter)]),
    Example(bytes: [0xED, 0xA0, 0x80], characters("\u{FFFD}\u{FFFD}\u{FFFD}")),
    Example(bytes: [0xC0, 0xAF], characters("\u{FFFD}\u{FFFD}")),
    Example(bytes: [0xF0, 0x9F, 0x98, 0x78], characters("\u{FFFD}x")),
    Example(bytes: [0xF4, 0x90, 0x80, 0x80], characters("\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}")),
    Example(bytes: [0x1B, 0xFF], [key(.escape), key(.character("\u{FFFD}"))]),
    Example(bytes: [0x1B, 0xC3], [key(.escape), key(.character("\u{FFFD}"))]),
    Example(bytes: [0x1B, 0xC3, 0x41], [key(.escape)] + characters("\u{FFFD}A")),
    Example(bytes: [0x61, 0xE6, 0x1B, 0x5B, 0x44], characters("a\u{FFFD}") + [key(.left)]),
  ]

  @Test(arguments: textCases)
  func decodesTextByGrapheme(_ example: Example) {
    #expect(Self.decodeWhole(example.bytes) == example.expected)
  }

  @Test func combiningMarkInSameReadJoinsItsBase() {
    var decoder = InputDecoder()
    #expect(decoder.decode(Array("e\u{301}".utf8)) == [Self.key(.character("e\u{301}"))])
  }

  @Test func scalarSplitAcrossReadsWaitsForItsLastByte() {
    var decoder = InputDecoder()
    let bytes = Array("漢".utf8)
    #expect(decoder.decode(bytes[..<1]).isEmpty)
    #expect(decoder.isAwaitingMore)
    #expect(decoder.decode(bytes[1..<2]).isEmpty)
    #expect(decoder.decode(bytes[2...]) == [Self.key(.character("漢"))])
    #expect(!decoder.isAwaitingMore)
  }

  @Test func combiningMarkSplitInsideItsBytesStillJoinsItsBase() {
    var decoder = InputDecoder()
    let bytes = Array("e\u{301}".utf8)
    #expect(decoder.decode(bytes[..<2]).isEmpty)
    #expect(decoder.decode(bytes[2...]) == [Self.key(.character("e\u{301}"))])
  }

  @Test func graphemeEndingInJoinerWaitsForTheNextRead() {
    var decoder = InputDecoder()
    #expect(decoder.decode(Array("a👨\u{200D}".utf8)) == [Self.key(.character("a"))])
    #expect(decoder.isAwaitingMore)
    #expect(decoder.decode(Array("👩".utf8)) == [Self.key(.character("👨\u{200D}👩"))])
    #expect(!decoder.isAwaitingMore)
  }

  @Test func halfFlagWaitsAndFlushesAlone() {
    var decoder = InputDecoder()
    #expect(decoder.decode(Array("🇺".utf8)).isEmpty)
    #expect(decoder.isAwaitingMore)
    #expect(decoder.flush() == [Self.key(.character("🇺"))])
    #expect(!decoder.isAwaitingMore)
  }

  @Test func combiningMarkInLaterReadBecomesItsOwnCharacter() {
    var decoder = InputDecoder()
    #expect(decoder.decode(Array("e".utf8)) == [Self.key(.character("e"))])
    #expect(decoder.decode(Array("\u{301}".utf8)) == [Self.key(.character("\u{301}"))])
  }

  @Test func longJoinedRunIsNotHeldBeyondLimit() {
    var decoder = InputDecoder()
    let text = String(repeating: "👨\u{200D}", count: 40)
    let events = decoder.decode(Array(text.utf8))
    #expect(events == [Self.key(.character(Character(text)))])
    #expect(!decoder.isAwaitingMore)
  }

  @Test(arguments: 0..<8 as Range<UInt64>)
  func printableBytesDecodeLikeStandardLibrary(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    for _ in 0..<200 {
      let bytes = (0..<Int.random(in: 1...40, using: &generator)).map { _ in
        let byte = UInt8.random(in: 0x20...0xFF, using: &generator)
        return byte == 0x7F ? 0x80 : byte
      }
      let expected = String(decoding: bytes, as: UTF8.self).map { Self.key(.character($0)) }
      #expect(Self.decodeWhole(bytes) == expected)
    }
  }
}
