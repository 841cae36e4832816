import Testing

@testable import TerminalCore

extension InputDecoderTests {
  /// What a terminal with the kitty keyboard protocol's "disambiguate escape codes" sends.
  static let kittyCases: [Example] = [
    Example("\u{1B}[27u", [key(.escape)]),
    Example("\u{1B}[27u\u{1B}[27u", [key(.escape), key(.escape)]),
    Example("\u{1B}[27;3u", [key(.escape, .alt)]),
    Example("\u{1B}[13;2u", [key(.enter, .shift)]),
    Example("\u{1B}[13;5u", [key(.enter, .control)]),
    Example("\r", [key(.enter)]),
    Example("\u{1B}[109;5u", [key(.character("m"), .control)]),
    Example("\t", [key(.tab)]),
    Example("\u{1B}[105;5u", [key(.character("i"), .control)]),
    Example("\u{1B}[9;2u", [key(.tab, .shift)]),
    Example("\u{1B}[127;3u", [key(.backspace, .alt)]),
    Example("\u{1B}[97;7u", [key(.character("a"), [.alt, .control])]),
    Example("\u{1B}[97;6u", [key(.character("a"), [.shift, .control])]),
    Example("\u{1B}[97:65;6u", [key(.character("a"), [.shift, .control])]),
    Example("\u{1B}[97;5:1u", [key(.character("a"), .control)]),
    Example("\u{1B}[97;69u", [key(.character("a"), .control)]),  // Caps Lock is no modifier
    Example("\u{1B}[1;5A", [key(.up, .control)]),
    Example("\u{1B}[1;2D", [key(.left, .shift)]),
    Example("\u{1B}[1;3H", [key(.home, .alt)]),
    Example("\u{1B}[1;5P", [key(.function(1), .control)]),
    Example("\u{1B}[1;2S", [key(.function(4), .shift)]),
    Example("\u{1B}[13;5~", [key(.function(3), .control)]),
    Example("\u{1B}[15;2~", [key(.function(5), .shift)]),
    Example("\u{1B}[57376u", [key(.function(13))]),
    Example("\u{1B}[57383;5u", [key(.function(20), .control)]),
    Example("\u{1B}[57399u", [key(.character("0"))]),
    Example("\u{1B}[57408u", [key(.character("9"))]),
    Example("\u{1B}[57409u\u{1B}[57410u\u{1B}[57411u", characters("./*")),
    Example("\u{1B}[57412u\u{1B}[57413u\u{1B}[57415u\u{1B}[57416u", characters("-+=,")),
    Example("\u{1B}[57414u", [key(.enter)]),
    Example("\u{1B}[57414;2u", [key(.enter, .shift)]),
    Example(
      "\u{1B}[57417u\u{1B}[57418u\u{1B}[57419u\u{1B}[57420u",
      [key(.left), key(.right), key(.up), key(.down)]),
    Example(
      "\u{1B}[57421u\u{1B}[57422u\u{1B}[57423u\u{1B}[57424u\u{1B}[57425u\u{1B}[57426;5u",
      [key(.pageUp), key(.pageDown), key(.home), key(.end), key(.insert), key(.delete, .control)]),
    // Lock, media and modifier keys, and F21 and above: no key, and no private-use character.
    Example("\u{1B}[57358u\u{1B}[57384u\u{1B}[57441;2ux", characters("x")),
    // The answers to the protocol query: consumed, never keys.
    Example("\u{1B}[?1u\u{1B}[?62;22cq", characters("q")),
    Example("\u{1B}[?u\u{1B}[?1;2;3c", []),
  ]

  @Test(arguments: modifierParameters)
  func kittyKeysTakeEveryModifier(_ parameter: Int, _ modifiers: KeyModifiers) {
    let escape = Self.decodeWhole(Array("\u{1B}[27;\(parameter)u".utf8))
    let letter = Self.decodeWhole(Array("\u{1B}[122;\(parameter)u".utf8))
    let keypad = Self.decodeWhole(Array("\u{1B}[57414;\(parameter)u".utf8))
    #expect(escape == [Self.key(.escape, modifiers)])
    #expect(letter == [Self.key(.character("z"), modifiers)])
    #expect(keypad == [Self.key(.enter, modifiers)])
  }

  @Test func escapeOfTheProtocolNeedsNoTimeout() {
    var decoder = InputDecoder()

    let events = decoder.decode(Array("\u{1B}[27u".utf8))

    #expect(events == [Self.key(.escape)])
    #expect(!decoder.isAwaitingMore)
  }

  @Test func queryAnswersAreRecordedInOrderWhateverTheSplit() {
    let bytes = Array("a\u{1B}[?5u\u{1B}[?62;22cb".utf8)
    for cut in 0...bytes.count {
      var decoder = InputDecoder()
      let events = decoder.decode(bytes[..<cut]) + decoder.decode(bytes[cut...])
      #expect(Array(events) == Self.characters("ab"), "cut \(cut)")
      #expect(decoder.replies == [.keyboardFlags(5), .primaryDeviceAttributes], "cut \(cut)")
    }
  }

  @Test func answersNobodyTakesAreKeptUpToTheirLimit() {
    var decoder = InputDecoder()

    let events = decoder.decode(Array(String(repeating: "\u{1B}[?1u", count: 1000).utf8))

    #expect(events.isEmpty)
    #expect(decoder.replies == Array(repeating: .keyboardFlags(1), count: 8))
  }

  @Test(arguments: [
    "\u{1B}[?1;2u",  // two flags
    "\u{1B}[?1:2u",  // a sub-parameter
    "\u{1B}[?>u",  // another private byte
    "\u{1B}[?1$u",  // an intermediate byte
    "\u{1B}[>1u",  // a push echoed back
    "\u{1B}[?1x",  // another final byte
  ])
  func malformedAnswersAreDroppedAndRecordNothing(answer: String) {
    var decoder = InputDecoder()

    let events = decoder.decode(Array((answer + "k").utf8)) + decoder.flush()

    #expect(Array(events) == Self.characters("k"))
    #expect(decoder.replies.isEmpty)
  }

  @Test(arguments: [
    ("\u{1B}[57414", []),  // cut short: dropped
    ("\u{1B}[57414;u", [key(.enter)]),  // an empty modifier is none
    ("\u{1B}[55296u", []),  // a surrogate, no scalar
    ("\u{1B}[;5u", []),  // no key
  ])
  func malformedProtocolKeysDecodeLikeOtherSequences(input: String, expected: [InputEvent]) {
    #expect(Self.decodeWhole(Array(input.utf8)) == expected)
  }

  @Test(arguments: [
    ("\u{1B}[1114112u", []),  // U+10FFFF + 1
    ("\u{1B}[4294967393u", []),  // 2³² + 97, "a" if it wrapped
    ("\u{1B}[99999999999999999999999999u", []),
    ("\u{1B}[57343;5u", []),  // the last surrogate
    ("\u{1B}[27;5;1114112~", []),  // modifyOtherKeys
    ("\u{1B}[27;5;55296~", []),
    ("\u{1B}[1114111u", [key(.character("\u{10FFFF}"))]),  // the last scalar still is one
    ("\u{1B}[27;5;1114111~", [key(.character("\u{10FFFF}"), .control)]),
  ])
  func codePointsBeyondUnicodeOrSurrogatesMakeNoKey(input: String, expected: [InputEvent]) {
    #expect(Self.decodeWhole(Array(input.utf8)) == expected)
  }

  @Test(arguments: [
    ("\u{1B}[1;257A", []),  // a bit above kitty's eight
    ("\u{1B}[1;100000A", []),
    ("\u{1B}[1;99999999999999999999A", []),
    ("\u{1B}[3;257~", []),
    ("\u{1B}O257P", []),
    ("\u{1B}[1;257P", []),
    ("\u{1B}[97;257u", []),
    ("\u{1B}[57414;257u", []),  // keypad Enter
    ("\u{1B}[27;257;97~", []),
    ("\u{1B}[1;256A", [key(.up, [.shift, .alt, .control])]),  // all eight bits
  ])
  func modifierParametersBeyondTheProtocolsBitsMakeNoKey(
    input: String, expected: [InputEvent]
  ) {
    #expect(Self.decodeWhole(Array(input.utf8)) == expected)
  }
}
