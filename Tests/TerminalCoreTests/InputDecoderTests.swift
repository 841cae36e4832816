import TerminalCore
import Testing

/// Tests of ``InputDecoder``: keys, controls, Alt and the escape timeout.
///
/// Other concerns live in `InputDecoderTests+Text.swift`, `+Paste`, `+ControlStrings`,
/// `+Splits` and `+Garbage`; every case of ``allCases`` is also decoded split at every byte
/// boundary.
struct InputDecoderTests {
  // MARK: - Key sequences

  @Test(arguments: keyCases)
  func decodesKeySequence(_ example: Example) {
    #expect(Self.decodeWhole(example.bytes) == example.expected)
  }

  @Test(arguments: escapeCases)
  func decodesEscapeAndAltInput(_ example: Example) {
    #expect(Self.decodeWhole(example.bytes) == example.expected)
  }

  @Test(arguments: controlCases)
  func decodesControlByte(_ example: Example) {
    #expect(Self.decodeWhole(example.bytes) == example.expected)
  }

  @Test(arguments: Array(UInt8(0x01)...0x1A).filter { ![0x08, 0x09, 0x0A, 0x0D].contains($0) })
  func controlLetterByteIsLetterWithControl(_ byte: UInt8) {
    let letter = Character(Unicode.Scalar(byte + 0x60))
    #expect(Self.decodeWhole([byte]) == [.key(.control(letter))])
  }

  @Test(arguments: [(UInt8(0x1C), Character("\\")), (0x1D, "]"), (0x1E, "^"), (0x1F, "_")])
  func controlPunctuationByteIsPunctuationWithControl(_ byte: UInt8, _ character: Character) {
    #expect(Self.decodeWhole([byte]) == [.key(.control(character))])
  }

  @Test(arguments: modifierParameters)
  func modifierParameterIsOnePlusBitSet(_ parameter: Int, _ modifiers: KeyModifiers) {
    let arrow = Self.decodeWhole(Array("\u{1B}[1;\(parameter)A".utf8))
    let delete = Self.decodeWhole(Array("\u{1B}[3;\(parameter)~".utf8))
    let function = Self.decodeWhole(Array("\u{1B}[1;\(parameter)R".utf8))
    #expect(arrow == [Self.key(.up, modifiers)])
    #expect(delete == [Self.key(.delete, modifiers)])
    #expect(function == [Self.key(.function(3), modifiers)])
  }

  // MARK: - The escape timeout

  @Test func loneEscapeWaitsForFlush() {
    var decoder = InputDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.isAwaitingMore)
    #expect(decoder.flush() == [Self.key(.escape)])
    #expect(!decoder.isAwaitingMore)
    #expect(decoder.flush().isEmpty)
  }

  @Test func escapeThenKeyInNextReadIsAltKey() {
    var decoder = InputDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.decode(Array("x".utf8)) == [Self.key(.character("x"), .alt)])
    #expect(!decoder.isAwaitingMore)
  }

  @Test func escapeAfterFlushStartsAfresh() {
    var decoder = InputDecoder()
    _ = decoder.decode([0x1B])
    #expect(decoder.flush() == [Self.key(.escape)])
    #expect(decoder.decode(Array("x".utf8)) == [Self.key(.character("x"))])
  }

  @Test func doubleEscapeEmitsOneAndKeepsOnePending() {
    var decoder = InputDecoder()
    #expect(decoder.decode([0x1B, 0x1B]) == [Self.key(.escape)])
    #expect(decoder.isAwaitingMore)
    #expect(decoder.flush() == [Self.key(.escape)])
  }

  @Test func partialControlSequenceWaitsThenFlushDropsIt() {
    var decoder = InputDecoder()
    #expect(decoder.decode(Array("\u{1B}[1;5".utf8)).isEmpty)
    #expect(decoder.isAwaitingMore)
    #expect(decoder.flush().isEmpty)
    #expect(!decoder.isAwaitingMore)
    #expect(decoder.decode(Array("a".utf8)) == [Self.key(.character("a"))])
  }

  @Test func overlongSequenceIsAbandonedAndFlushDropsIt() {
    var decoder = InputDecoder()
    let bytes = Array("\u{1B}[".utf8) + Array(repeating: UInt8(0x31), count: 10_000)
    #expect(decoder.decode(bytes).isEmpty)
    #expect(decoder.isAwaitingMore)
    #expect(decoder.flush().isEmpty)
    #expect(!decoder.isAwaitingMore)
    #expect(decoder.decode(Array("a".utf8)) == [Self.key(.character("a"))])
  }

  @Test func oneASCIIBytePerCallGivesOneCharacterPerCall() {
    var decoder = InputDecoder()
    for byte in "Hi there!".utf8 {
      #expect(
        decoder.decode(CollectionOfOne(byte)) == [
          Self.key(.character(Character(Unicode.Scalar(byte))))
        ])
      #expect(!decoder.isAwaitingMore)
    }
  }
}

// MARK: - Examples

extension InputDecoderTests {
  /// One input and the events it must decode to, named by its bytes.
  struct Example: Sendable, CustomTestStringConvertible {
    /// The bytes fed to the decoder.
    let bytes: [UInt8]
    /// The events of decoding them in one call, then flushing.
    let expected: [InputEvent]
    /// Whether a split between two scalars of one grapheme may part the grapheme, so that
    /// such splits are compared scalar by scalar.
    let regroupsWhenSplit: Bool

    init(_ input: String, _ expected: [InputEvent], regroupsWhenSplit: Bool = false) {
      self.init(bytes: Array(input.utf8), expected, regroupsWhenSplit: regroupsWhenSplit)
    }

    init(bytes: [UInt8], _ expected: [InputEvent], regroupsWhenSplit: Bool = false) {
      self.bytes = bytes
      self.expected = expected
      self.regroupsWhenSplit = regroupsWhenSplit
    }

    var testDescription: String {
      String(decoding: bytes, as: UTF8.self).unicodeScalars.map { scalar in
        switch scalar.value {
        case 0x1B: "⎋"
        case 0x20..<0x7F: String(scalar)
        case 0x80...: String(scalar)
        default: "^\(Character(Unicode.Scalar(UInt8(scalar.value) ^ 0x40)))"
        }
      }.joined()
    }
  }

  static let modifierParameters: [(Int, KeyModifiers)] = [
    (2, .shift), (3, .alt), (4, [.shift, .alt]), (5, .control), (6, [.shift, .control]),
    (7, [.alt, .control]), (8, [.shift, .alt, .control]), (9, .alt), (10, [.shift, .alt]),
    (13, [.alt, .control]), (16, [.shift, .alt, .control]), (17, []), (69, .control),
  ]

  static let allCases =
    keyCases + escapeCases + controlCases + textCases + pasteCases + kittyCases
    + controlStringCases

  static let keyCases: [Example] = [
    Example("\u{1B}[A", [key(.up)]),
    Example("\u{1B}[B", [key(.down)]),
    Example("\u{1B}[C", [key(.right)]),
    Example("\u{1B}[D", [key(.left)]),
    Example("\u{1B}OA", [key(.up)]),
    Example("\u{1B}OB", [key(.down)]),
    Example("\u{1B}OC", [key(.right)]),
    Example("\u{1B}OD", [key(.left)]),
    Example("\u{1B}[H", [key(.home)]),
    Example("\u{1B}[F", [key(.end)]),
    Example("\u{1B}OH", [key(.home)]),
    Example("\u{1B}OF", [key(.end)]),
    Example("\u{1B}[1~", [key(.home)]),
    Example("\u{1B}[7~", [key(.home)]),
    Example("\u{1B}[4~", [key(.end)]),
    Example("\u{1B}[8~", [key(.end)]),
    Example("\u{1B}[2~", [key(.insert)]),
    Example("\u{1B}[3~", [key(.delete)]),
    Example("\u{1B}[5~", [key(.pageUp)]),
    Example("\u{1B}[6~", [key(.pageDown)]),
    Example("\u{1B}OP", [key(.function(1))]),
    Example("\u{1B}OQ", [key(.function(2))]),
    Example("\u{1B}OR", [key(.function(3))]),
    Example("\u{1B}OS", [key(.function(4))]),
    Example("\u{1B}[11~", [key(.function(1))]),
    Example("\u{1B}[12~", [key(.function(2))]),
    Example("\u{1B}[13~", [key(.function(3))]),
    Example("\u{1B}[14~", [key(.function(4))]),
    Example("\u{1B}[15~", [key(.function(5))]),
    Example("\u{1B}[17~", [key(.function(6))]),
    Example("\u{1B}[18~", [key(.function(7))]),
    Example("\u{1B}[19~", [key(.function(8))]),
    Example("\u{1B}[20~", [key(.function(9))]),
    Example("\u{1B}[21~", [key(.function(10))]),
    Example("\u{1B}[23~", [key(.function(11))]),
    Example("\u{1B}[24~", [key(.function(12))]),
    Example("\u{1B}[34~", [key(.function(20))]),
    Example("\u{1B}[1;2P", [key(.function(1), .shift)]),
    Example("\u{1B}[1;5Q", [key(.function(2), .control)]),
    Example("\u{1B}[1;3S", [key(.function(4), .alt)]),
    Example("\u{1B}O5P", [key(.function(1), .control)]),
    Example("\u{1B}O1;2R", [key(.function(3), .shift)]),
    Example("\u{1B}[15;2~", [key(.function(5), .shift)]),
    Example("\u{1B}[24;5~", [key(.function(12), .control)]),
    Example("\u{1B}[Z", [key(.tab, .shift)]),
    Example("\u{1B}[1;2A", [key(.up, .shift)]),
    Example("\u{1B}[1;3B", [key(.down, .alt)]),
    Example("\u{1B}[1;5C", [key(.right, .control)]),
    Example("\u{1B}[1;9D", [key(.left, .alt)]),
    Example("\u{1B}[1;6H", [key(.home, [.shift, .control])]),
    Example("\u{1B}[1;8F", [key(.end, [.shift, .alt, .control])]),
    Example("\u{1B}[3;5~", [key(.delete, .control)]),
    Example("\u{1B}[5;3~", [key(.pageUp, .alt)]),
    Example("\u{1B}[6;2~", [key(.pageDown, .shift)]),
    Example("\u{1B}[1;5:1A", [key(.up, .control)]),
    Example("\u{1B}[[A", [key(.function(1))]),
    Example("\u{1B}[[E", [key(.function(5))]),
    Example("\u{1B}[27;5;13~", [key(.enter, .control)]),
    Example("\u{1B}[27;2;9~", [key(.tab, .shift)]),
    Example("\u{1B}[99;5u", [key(.character("c"), .control)]),
    Example("\u{1B}[13;2u", [key(.enter, .shift)]),
    Example("\u{1B}[127;3u", [key(.backspace, .alt)]),
    Example("\u{1B}OM", [key(.enter)]),
    Example("\u{1B}Op", [key(.character("0"))]),
    Example("\u{1B}Oj", [key(.character("*"))]),
    Example("a\u{1B}[Bb", [key(.character("a")), key(.down), key(.character("b"))]),
    Example("\u{1B}[A\u{1B}[A\u{1B}OB", [key(.up), key(.up), key(.down)]),
  ]

  static let escapeCases: [Example] = [
    Example("\u{1B}", [key(.escape)]),
    Example("\u{1B}\u{1B}", [key(.escape), key(.escape)]),
    Example("\u{1B}\u{1B}[A", [key(.escape), key(.up)]),
    Example("\u{1B}x", [key(.character("x"), .alt)]),
    Example("\u{1B}X", [key(.character("X"), .alt)]),
    Example("\u{1B} ", [key(.character(" "), .alt)]),
    Example("\u{1B}\r", [key(.enter, .alt)]),
    Example("\u{1B}\u{7F}", [key(.backspace, .alt)]),
    Example("\u{1B}\u{01}", [key(.character("a"), [.control, .alt])]),
    Example("\u{1B}é", [key(.character("é"), .alt)]),
    Example("\u{1B}漢x", [key(.character("漢"), .alt), key(.character("x"))]),
    Example("\u{1B}[", [key(.character("["), .alt)]),
    Example("\u{1B}O", [key(.character("O"), .alt)]),
    // Cut short after its parameters began: the terminal's, never typed.
    Example("\u{1B}[1;5", []),
    Example("\u{1B}[1;", []),
    Example("\u{1B}[?0", []),
    Example("\u{1B}[[", []),
    Example("\u{1B}O5", []),
    Example("\u{1B}[1\r", [key(.enter)]),
    Example("\u{1B}[1;5\u{1B}[A", [key(.up)]),
    Example("\u{1B}[\u{1B}[A", [key(.character("["), .alt), key(.up)]),
    Example("\u{1B}[2é", characters("é")),
    Example("\u{1B}O\u{1B}", [key(.character("O"), .alt), key(.escape)]),
    Example("\u{1B}[<0;10;20M", [mouse(.left, x: 9, y: 19)]),
    Example("\u{1B}[<0;10;20Mx", [mouse(.left, x: 9, y: 19), key(.character("x"))]),
    Example("\u{1B}[I\u{1B}[O", []),
    Example("\u{1B}[?1;2c", []),
    Example("\u{1B}[99~", []),
    Example("\u{1B}[1 q", []),
    Example("\u{1B}[201~", []),
    Example("\u{1B}[[1Z", []),
    Example("\u{1B}[E", []),
    Example("\u{1B}Oz", []),
    Example("\u{1B}[" + String(repeating: "1;", count: 50) + "Ab", [key(.character("b"))]),
  ]

  static let controlCases: [Example] = [
    Example("\r", [key(.enter)]),
    Example("\n", [key(.enter)]),
    Example("\t", [key(.tab)]),
    Example("\u{7F}", [key(.backspace)]),
    Example("\u{08}", [key(.backspace)]),
    Example("\u{00}", [.key(.control(" "))]),
    Example("\u{01}", [.key(.control("a"))]),
    Example("\u{03}", [.key(.control("c"))]),
    Example("\u{1A}", [.key(.control("z"))]),
    Example(
      "\u{1C}\u{1D}\u{1E}\u{1F}",
      [
        .key(.control("\\")), .key(.control("]")), .key(.control("^")), .key(.control("_")),
      ]),
    Example("ok\r", characters("ok") + [key(.enter)]),
  ]

  // MARK: - Helpers

  /// Decodes `bytes` in one call, then flushes.
  static func decodeWhole(_ bytes: [UInt8]) -> [InputEvent] {
    var decoder = InputDecoder()
    return Array(decoder.decode(bytes) + decoder.flush())
  }

  /// Decodes `pieces` one call each, then flushes.
  static func decode(pieces: [ArraySlice<UInt8>]) -> [InputEvent] {
    var decoder = InputDecoder()
    var events: [InputEvent] = []
    for piece in pieces {
      events += decoder.decode(piece)
    }
    return Array(events + decoder.flush())
  }

  static func key(_ code: KeyCode, _ modifiers: KeyModifiers = []) -> InputEvent {
    .key(KeyEvent(code, modifiers: modifiers))
  }

  /// One unmodified character event per grapheme of `text`.
  static func characters(_ text: String) -> [InputEvent] {
    text.map { key(.character($0)) }
  }
}
