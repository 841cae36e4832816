import TerminalCore
import Testing

extension InputDecoderTests {
  /// Bytes that start or steer sequences, drawn more often than chance would.
  static let interestingBytes: [UInt8] = [
    0x1B, 0x1B, 0x5B, 0x5B, 0x4F, 0x30, 0x31, 0x32, 0x35, 0x3B, 0x3A, 0x3C, 0x3F, 0x7E, 0x41, 0x50,
    0x75, 0x20, 0x0D, 0x7F, 0x00, 0xC3, 0xE6, 0xF0, 0x9F, 0x80, 0xBF, 0xCC, 0x81, 0xE2, 0x8D,
    0x5D, 0x5F, 0x5C, 0x07,
  ]

  static let fragments: [[UInt8]] = [
    Array("\u{1B}[200~".utf8), Array("\u{1B}[201~".utf8), Array("\u{200D}".utf8), Array("🇺".utf8),
    Array("\u{1B}]".utf8), Array("\u{1B}P".utf8), Array("\u{1B}\\".utf8),
  ]

  static func garbage(using generator: inout SplitMix64) -> [UInt8] {
    var bytes: [UInt8] = []
    for _ in 0..<Int.random(in: 0...300, using: &generator) {
      switch Int.random(in: 0..<20, using: &generator) {
      case 0:
        bytes += fragments.randomElement(using: &generator) ?? []
      case 1...7:
        bytes.append(UInt8.random(in: 0...0xFF, using: &generator))
      default:
        bytes.append(interestingBytes.randomElement(using: &generator) ?? 0)
      }
    }
    return bytes
  }

  static func randomPieces(of bytes: [UInt8], using generator: inout SplitMix64) -> [ArraySlice<
    UInt8
  >] {
    var pieces: [ArraySlice<UInt8>] = []
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + Int.random(in: 0...12, using: &generator))
      pieces.append(bytes[start..<end])
      start = end
    }
    return pieces
  }

  @Test(arguments: 0..<16 as Range<UInt64>)
  func garbageInPiecesDecodesLikeWhole(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    for _ in 0..<100 {
      let bytes = Self.garbage(using: &generator)
      let whole = Self.decodeWhole(bytes)
      let pieces = Self.decode(pieces: Self.randomPieces(of: bytes, using: &generator))
      #expect(Self.scalarsAndKeys(pieces) == Self.scalarsAndKeys(whole), "\(bytes)")
    }
  }

  @Test(arguments: 0..<16 as Range<UInt64>)
  func garbageNeverWedgesTheDecoder(seed: UInt64) {
    var generator = SplitMix64(seed: seed &+ 1000)
    for _ in 0..<100 {
      let bytes = Self.garbage(using: &generator)
      var decoder = InputDecoder()
      for piece in Self.randomPieces(of: bytes, using: &generator) {
        _ = decoder.decode(piece)
      }
      _ = decoder.flush()
      #expect(!decoder.isAwaitingMore, "\(bytes)")
      _ = decoder.decode(Array("\u{1B}[201~".utf8))
      _ = decoder.flush()
      #expect(!decoder.isInsidePaste, "\(bytes)")
      #expect(decoder.decode(Array("a".utf8)) == [Self.key(.character("a"))], "\(bytes)")
    }
  }

  @Test func everyByteValueAloneDecodesAndSettles() {
    for byte in UInt8.min...UInt8.max {
      var decoder = InputDecoder()
      let events = decoder.decode([byte]) + decoder.flush()
      #expect(events.count == 1, "byte \(byte)")
      #expect(!decoder.isAwaitingMore, "byte \(byte)")
    }
  }

  @Test func everyBytePairAfterEscapeBracketSettles() {
    for first in UInt8.min...UInt8.max {
      for second in [UInt8(0x1B), 0x31, 0x3B, 0x41, 0x7E, 0x80, 0xC3, 0x0D] {
        var decoder = InputDecoder()
        _ = decoder.decode([0x1B, 0x5B, first, second])
        _ = decoder.flush()
        #expect(!decoder.isAwaitingMore, "bytes \(first) \(second)")
      }
    }
  }
}
