import TerminalCore
import Testing

extension InputDecoderTests {
  /// OSC, DCS, APC, PM and SOS strings: a terminal's answers, consumed without an event.
  static let controlStringCases: [Example] = [
    Example("\u{1B}]11;rgb:0000/0000/0000\u{07}", []),  // OSC, ended by BEL
    Example("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\", []),  // OSC, ended by ST
    Example("\u{1B}P1$r0m\u{1B}\\", []),  // DCS
    Example("\u{1B}_Gi=1;OK\u{1B}\\", []),  // APC
    Example("\u{1B}^note\u{1B}\\", []),  // PM
    Example("\u{1B}Xnote\u{1B}\\", []),  // SOS
    Example("\u{1B}]\u{1B}\\", []),  // empty
    Example("a\u{1B}]0;title\u{1B}\\b", characters("ab")),
    Example("\u{1B}]2;漢字 👋🏽\u{07}x", characters("x")),
    Example("\u{1B}]10;?\u{07}\u{1B}]11;rgb:ff/ff/ff\u{1B}\\\u{1B}[A", [key(.up)]),
    // Cut short: the string is dropped, and what cut it is decoded afresh.
    Example("\u{1B}]11;rgb:00", []),
    Example("\u{1B}]11;rgb:00\u{1B}", []),
    Example("\u{1B}]11;rgb:00\u{1B}[A", [key(.up)]),
    Example("\u{1B}P1$r\rx", [key(.enter), key(.character("x"))]),
    Example("\u{1B}P1\u{07}x", [.key(.control("g")), key(.character("x"))]),  // BEL ends OSC only
    Example("\u{1B}P>|kitty(0.35)\u{1B}\\", []),  // XTVERSION's answer
    Example("\u{1B}P!|00000000\u{1B}\\", []),  // DECRPTUI's
    Example("\u{1B}]l title\u{1B}\\", []),  // a window title reported
    Example("\u{1B}_G\u{7F}", [key(.backspace)]),
    // An introducer alone is the Alt key a person typed.
    Example("\u{1B}]", [key(.character("]"), .alt)]),
    Example("\u{1B}P", [key(.character("P"), .alt)]),
    Example("\u{1B}_", [key(.character("_"), .alt)]),
    Example("\u{1B}^", [key(.character("^"), .alt)]),
    Example("\u{1B}]\u{1B}[A", [key(.character("]"), .alt), key(.up)]),
    Example("\u{1B}]\r", [key(.character("]"), .alt), key(.enter)]),
    Example("\u{1B}]\u{1B}", [key(.character("]"), .alt), key(.escape)]),
    // Keys in one read after an introducer: a byte no answer begins with is the next key.
    Example("\u{1B}]abc", [key(.character("]"), .alt)] + characters("abc")),
    Example("\u{1B}Pq", [key(.character("P"), .alt), key(.character("q"))]),
    Example(
      "\u{1B}_x\u{1B}]y",
      [
        key(.character("_"), .alt), key(.character("x")),
        key(.character("]"), .alt), key(.character("y")),
      ]),
    Example("\u{1B}] ok", [key(.character("]"), .alt)] + characters(" ok")),
    Example("\u{1B}]é", [key(.character("]"), .alt), key(.character("é"))]),
  ]

  @Test(arguments: controlStringCases)
  func decodesControlString(_ example: Example) {
    #expect(Self.decodeWhole(example.bytes) == example.expected)
  }

  @Test func unterminatedStringEndsAtTheTimeoutAndKeysWorkAgain() {
    var decoder = InputDecoder()

    let cut = decoder.decode(Array("\u{1B}]11;rgb:0000/00".utf8))

    #expect(cut.isEmpty)
    #expect(decoder.isAwaitingMore)
    #expect(decoder.flush().isEmpty)
    #expect(!decoder.isAwaitingMore)
    #expect(Array(decoder.decode(Array("ok".utf8))) == Self.characters("ok"))
  }

  @Test func stringOfAnyLengthIsSkippedWhole() {
    var decoder = InputDecoder()
    let body = Array(repeating: UInt8(ascii: "A"), count: 1 << 20)

    let events =
      decoder.decode(Array("\u{1B}_G".utf8)) + decoder.decode(body)
      + decoder.decode(Array("\u{1B}\\x".utf8))

    #expect(events.count == 1)  // counted first: a failure would print a million events
    #expect(Array(events.prefix(2)) == Self.characters("x"))
    #expect(!decoder.isAwaitingMore)
  }
}
