import Testing

@testable import TerminalCore

/// A paste's text is the same whichever check of its UTF-8 runs (the vector check, or
/// `UTF8Span` where that is not available), and the same as `String(decoding:as:)` makes,
/// each ill-formed sequence replaced by U+FFFD.
struct PasteTextTests {
  /// Random text, most of it with a byte broken: accents, CJK, emoji, the largest scalar.
  static let samples: [[UInt8]] = {
    var generator = SplitMix64(seed: 5)
    let pieces = ["a", "é", "漢", "👋🏽", "\n", "\u{10FFFF}", "\u{7FF}", "\u{1B}"]
    return (0..<500).map { _ in
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 0...60, using: &generator) {
        bytes += Array(pieces[Int.random(in: 0..<pieces.count, using: &generator)].utf8)
      }
      if !bytes.isEmpty, Int.random(in: 0..<4, using: &generator) != 0 {
        bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(
          in: 0x80...0xFF, using: &generator)
      }
      return bytes
    }
  }()

  @Test func theVectorCheckGivesTheTextStringDecodingGives() {
    let differing = Self.samples.filter {
      PasteCollector.text($0[...]) != String(decoding: $0, as: UTF8.self)
    }
    #expect(differing.isEmpty)
  }

  @Test func theStandardLibrarysCheckGivesTheSameTextWhereTheVectorCheckIsNotAvailable() {
    let differing = Self.samples.filter {
      PasteCollector.text($0[...], checkedBy: { _ in nil }) != String(decoding: $0, as: UTF8.self)
    }
    #expect(differing.isEmpty)
  }

  @Test func wellFormedTextIsCopiedWhole() {
    let text = String(repeating: "let s = \"héllo, 世界 👋🏽\"\n", count: 100)
    let bytes = Array(text.utf8)
    #expect(PasteCollector.text(bytes[...]) == text)
    #expect(PasteCollector.text(bytes[...], checkedBy: { _ in nil }) == text)
  }
}
