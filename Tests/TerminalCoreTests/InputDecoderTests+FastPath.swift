import TerminalCore
import Testing

extension InputDecoderTests {
  /// Pieces of input the fast paths meet: runs of typed ASCII, UTF-8 (combining marks,
  /// joiners, flags), keys, mouse reports, pastes, control strings and lone control bytes.
  static let mixedFragments: [[UInt8]] = [
    "hello world ", "abc", "x", "~", "e\u{301}", "\u{301}", "世界", "👋🏽", "👨\u{200D}👩",
    "\u{200D}", "🇺🇸", "🇺", "\u{1B}[A", "\u{1B}[1;5C", "\u{1B}OP", "\u{1B}", "\u{1B}x",
    "\u{1B}[<0;3;4M", "\u{1B}[97;5u", "\r", "\t", "\u{7F}", "\u{1B}[200~", "\u{1B}[201~",
    "\u{1B}[200~pasted 世界\u{1B}[201~", "\u{1B}]11;rgb:0/0/0\u{07}", "\u{1B}_Gi=1;OK\u{1B}\\",
  ].map { Array($0.utf8) }

  static func mixedInput(using generator: inout SplitMix64) -> [UInt8] {
    var bytes: [UInt8] = []
    for _ in 0..<Int.random(in: 0...60, using: &generator) {
      if Int.random(in: 0..<10, using: &generator) == 0 {
        bytes.append(UInt8.random(in: 0...0xFF, using: &generator))
      } else {
        bytes += mixedFragments.randomElement(using: &generator) ?? []
      }
    }
    return bytes
  }

  /// Decodes each piece, then flushes and ends a stalled paste; with `contiguous` false the
  /// pieces have no contiguous storage, so the decoder takes them a byte at a time.
  static func decode(pieces: [ArraySlice<UInt8>], contiguous: Bool) -> [InputEvent] {
    var decoder = InputDecoder()
    var events: [InputEvent] = []
    for piece in pieces {
      events += contiguous ? decoder.decode(piece) : decoder.decode(piece.lazy.map { $0 })
    }
    return events + decoder.flush() + decoder.endStalledPaste()
  }

  @Test(arguments: 0..<16 as Range<UInt64>)
  func fastPathDecodesLikeByteAtATime(seed: UInt64) {
    var generator = SplitMix64(seed: seed &+ 2000)
    for _ in 0..<100 {
      let bytes = Self.mixedInput(using: &generator)
      let pieces = Self.randomPieces(of: bytes, using: &generator)
      let fast = Self.decode(pieces: pieces, contiguous: true)
      #expect(fast == Self.decode(pieces: pieces, contiguous: false), "\(bytes)")
    }
  }
}

extension InputDecoderTests {
  /// The run of typed ASCII is checked eight bytes at a time: every byte at every place of
  /// a run, the word it falls in included, decodes as byte-at-a-time decoding takes it.
  @Test(arguments: [0, 3])
  func everyByteAnywhereInARunDecodesLikeByteAtATime(lead: Int) {
    var differing: [[UInt8]] = []
    for byte in UInt8.min...UInt8.max {
      for position in 0..<20 {
        var bytes = Array(repeating: UInt8(ascii: "a"), count: lead + 20)
        bytes[lead + position] = byte
        let pieces = [bytes[...]]
        if Self.decode(pieces: pieces, contiguous: true)
          != Self.decode(pieces: pieces, contiguous: false)
        {
          differing.append(bytes)
        }
      }
    }
    #expect(differing.isEmpty)
  }

  @Test func everyPrintableByteInARunDecodesToItsCharacter() {
    let bytes = Array(UInt8(0x20)..<0x7F)
    let characters = bytes.map { Character(Unicode.Scalar($0)) }
    var whole = InputDecoder()
    let decoded = whole.decode(bytes)
    #expect(Array(decoded) == characters.map { .key(KeyEvent(.character($0))) })
    var byByte = InputDecoder()
    #expect(byByte.decode(bytes.lazy.map { $0 }) == decoded)
    var codes: [KeyCode] = []
    for case .key(let key) in decoded { codes.append(key.code) }
    #expect(codes == characters.map { .character($0) })
  }
}
