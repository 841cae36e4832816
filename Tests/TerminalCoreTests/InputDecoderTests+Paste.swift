import TerminalCore
import Testing

extension InputDecoderTests {
  static let pasteCases: [Example] = [
    Example("\u{1B}[200~hello\u{1B}[201~", [.paste("hello")]),
    Example("\u{1B}[200~\u{1B}[201~", [.paste("")]),
    Example("\u{1B}[200~a\u{1B}[Ab\u{1B}\u{1B}[201~", [.paste("a\u{1B}[Ab\u{1B}")]),
    Example("\u{1B}[200~l1\r\nl2\tx\u{7F}\u{03}\u{1B}[201~", [.paste("l1\r\nl2\tx\u{7F}\u{03}")]),
    Example(
      "\u{1B}[200~x\u{1B}[201y\u{1B}[20\u{1B}[2\u{1B}[201~",
      [.paste("x\u{1B}[201y\u{1B}[20\u{1B}[2")]),
    Example("\u{1B}[200~\u{1B}[200~\u{1B}[201~", [.paste("\u{1B}[200~")]),
    Example("\u{1B}[200~漢👋🏽 e\u{301}\u{1B}[201~", [.paste("漢👋🏽 e\u{301}")]),
    Example(
      bytes: Array("\u{1B}[200~".utf8) + [0x61, 0xFF, 0xE6, 0xBC] + Array("\u{1B}[201~".utf8),
      [.paste("a\u{FFFD}\u{FFFD}")]),
    // A surrogate's encoding and an overlong slash: each ill-formed byte replaced, as
    // String(decoding:as:) replaces it.
    Example(
      bytes: Array("\u{1B}[200~".utf8) + [0xED, 0xA0, 0x80, 0x62, 0xC0, 0xAF]
        + Array("\u{1B}[201~".utf8),
      [.paste("\u{FFFD}\u{FFFD}\u{FFFD}b\u{FFFD}\u{FFFD}")]),
    Example(
      "a\u{1B}[200~p\u{1B}[201~b\u{1B}[A",
      [key(.character("a")), .paste("p"), key(.character("b")), key(.up)]),
    Example("\u{1B}[200~one\u{1B}[201~\u{1B}[200~two\u{1B}[201~", [.paste("one"), .paste("two")]),
  ]

  @Test(arguments: pasteCases)
  func decodesBracketedPaste(_ example: Example) {
    #expect(Self.decodeWhole(example.bytes) == example.expected)
  }

  @Test func pasteIsHeldUntilEndMarkerAndNeverTimedOut() {
    var decoder = InputDecoder()
    #expect(decoder.decode(Array("\u{1B}[200~abc\u{1B}[20".utf8)).isEmpty)
    #expect(decoder.isInsidePaste)
    #expect(!decoder.isAwaitingMore)
    #expect(decoder.flush().isEmpty)
    #expect(decoder.isInsidePaste)
    #expect(decoder.decode(Array("1~x".utf8)) == [.paste("abc"), Self.key(.character("x"))])
    #expect(!decoder.isInsidePaste)
  }

  @Test func hugePasteComesOutInChunksCutBetweenScalars() {
    let size = InputDecoder.pasteChunkSize
    let text = String(repeating: "a", count: size - 1) + "漢" + String(repeating: "b", count: 10)
    var decoder = InputDecoder()
    let events = decoder.decode(Array("\u{1B}[200~\(text)\u{1B}[201~".utf8))
    let expected: InputEvents = [
      .paste(String(repeating: "a", count: size - 1)),
      .paste("漢" + String(repeating: "b", count: 10)),
    ]
    #expect(events == expected)
  }

  @Test func bigPasteInSmallReadsDecodesLikeWhole() {
    var generator = SplitMix64(seed: 7)
    let words = ["alpha ", "漢字 ", "\u{1B}[A", "\r\n", "👋🏽", "\u{1B}[201", "x\u{1B}"]
    let text = (0..<60_000).map { _ in words.randomElement(using: &generator) ?? "" }.joined()
    let bytes = Array("\u{1B}[200~\(text)\u{1B}[201~".utf8)
    var pieces: [ArraySlice<UInt8>] = []
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + Int.random(in: 1...4096, using: &generator))
      pieces.append(bytes[start..<end])
      start = end
    }
    #expect(Self.decode(pieces: pieces) == [.paste(text)])
  }

  @Test func stalledPasteEndsWithWhatCameAndKeysWorkAfter() {
    var decoder = InputDecoder()
    #expect(decoder.decode(Array("\u{1B}[200~hello".utf8)).isEmpty)

    #expect(decoder.endStalledPaste() == [.paste("hello")])
    #expect(!decoder.isInsidePaste)
    #expect(decoder.decode([0x03, 0x1B, 0x5B, 0x41]) == [.key(.control("c")), Self.key(.up)])
  }

  @Test func stalledPasteKeepsAHalfMatchedEndMarkerAsContent() {
    var decoder = InputDecoder()
    _ = decoder.decode(Array("\u{1B}[200~ab\u{1B}[20".utf8))

    #expect(decoder.endStalledPaste() == [.paste("ab\u{1B}[20")])
  }

  @Test func stalledEmptyPasteAddsNothingAndOutsideAPasteNothingHappens() {
    var decoder = InputDecoder()
    _ = decoder.decode(Array("\u{1B}[200~".utf8))
    #expect(decoder.endStalledPaste().isEmpty)
    #expect(!decoder.isInsidePaste)

    _ = decoder.decode(Array("x".utf8))
    #expect(decoder.endStalledPaste().isEmpty)
  }

  @Test func pasteBeyondTheCapIsCutAtAScalarAndTheRestDroppedUpToItsEnd() {
    // Given a paste whose 漢 straddles the cap, and more after it
    let cap = InputDecoder.maximumPasteLength
    let text = String(repeating: "a", count: cap - 1) + "漢" + String(repeating: "b", count: 100)
    var decoder = InputDecoder()

    // When
    let events = decoder.decode(Array("\u{1B}[200~\(text)\u{1B}[201~x".utf8))

    // Then what fits, in whole scalars, is pasted; the rest is dropped; keys follow
    let pasted = events.compactMap { event -> String? in
      if case .paste(let chunk) = event { return chunk }
      return nil
    }
    #expect(pasted.joined() == String(repeating: "a", count: cap - 1))
    #expect(events.last == Self.key(.character("x")))
    #expect(!decoder.isInsidePaste)
  }

  @Test func pasteBeyondTheCapThatStallsEndsWithoutMore() {
    var decoder = InputDecoder()
    let events = decoder.decode(
      Array("\u{1B}[200~".utf8)
        + [UInt8](repeating: 0x61, count: InputDecoder.maximumPasteLength + 10))

    #expect(events.count == InputDecoder.maximumPasteLength / InputDecoder.pasteChunkSize)
    #expect(decoder.endStalledPaste().isEmpty)
    #expect(decoder.decode([0x03]) == [.key(.control("c"))])
  }
}
