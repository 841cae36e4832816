import Testing

@testable import TerminalCore

/// The vector check of UTF-8 against the standard library's, which is the reference: every
/// pair of bytes (each of the three tables' 16 entries meets every other), the boundaries of
/// each range of Unicode's table 3-7 as the third and fourth byte of a sequence, random text
/// with bytes broken, and sequences cut short at the end, each placed across the boundary of
/// two blocks of sixteen bytes.
@Suite(.enabled(if: WellFormedUTF8.isAvailable, "the vector check needs x86-64 with SSSE3"))
struct WellFormedUTF8Tests {
  /// Where a sequence begins in the tests: at the start, across the first block's end
  /// (14, 15), at the second block's start, and in the second block.
  static let offsets = [0, 14, 15, 16, 29]

  /// A byte of every high nibble, and the first and last byte of each range table 3-7 names.
  static let boundaries: [UInt8] = Array(
    Set(
      stride(from: 0x00, through: 0xF0, by: 0x10).map(UInt8.init)
        + [0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC1, 0xC2, 0xDF, 0xE1, 0xEC, 0xED, 0xEE]
        + [0xEF, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF])
  ).sorted()

  /// What a byte can be after the second of a sequence: ASCII, the first and last
  /// continuation byte, and leads of two, three and four bytes and beyond.
  static let laterBytes: [UInt8] = [0x41, 0x80, 0xBF, 0xC2, 0xE0, 0xF0, 0xFF]

  /// Whether both checks judge the bytes alike: the standard library's decoder (no
  /// allocation, so the millions of cases stay quick) and the vector check.
  static func agree(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var reference = true
    decoding: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: break decoding
      case .error:
        reference = false
        break decoding
      }
    }
    return WellFormedUTF8.check(bytes) == reference
  }

  /// A buffer of ASCII with room for a sequence of up to four bytes at `offset` and three
  /// bytes after it.
  static func buffer(offset: Int) -> [UInt8] {
    Array(repeating: UInt8(ascii: "a"), count: offset + 4 + 3)
  }

  @Test(arguments: offsets)
  func everyPairOfBytesIsJudgedAsTheStandardLibraryJudgesIt(offset: Int) {
    var disagreements: [[UInt8]] = []
    var bytes = Self.buffer(offset: offset)
    bytes.withUnsafeMutableBufferPointer { bytes in
      for first in UInt8.min...UInt8.max {
        for second in UInt8.min...UInt8.max {
          bytes[offset] = first
          bytes[offset + 1] = second
          for end in [offset + 2, offset + 5]
          where !Self.agree(UnsafeBufferPointer(rebasing: bytes[..<end])) {
            disagreements.append([first, second])
          }
        }
      }
    }
    #expect(disagreements.isEmpty)
  }

  @Test(arguments: offsets)
  func everyLeadBeforeTheBoundariesOfEachRangeIsJudgedAsTheStandardLibraryJudgesIt(offset: Int) {
    var disagreements: [[UInt8]] = []
    var bytes = Self.buffer(offset: offset)
    bytes.withUnsafeMutableBufferPointer { bytes in
      for lead in UInt8(0xC0)...UInt8.max {
        for second in Self.boundaries {
          for third in Self.laterBytes {
            for fourth in Self.laterBytes {
              bytes[offset] = lead
              bytes[offset + 1] = second
              bytes[offset + 2] = third
              bytes[offset + 3] = fourth
              for end in [offset + 3, offset + 4, offset + 6]
              where !Self.agree(UnsafeBufferPointer(rebasing: bytes[..<end])) {
                disagreements.append(Array(bytes[offset..<end]))
              }
            }
          }
        }
      }
    }
    #expect(disagreements.isEmpty)
  }

  @Test func randomTextWithBrokenBytesIsJudgedAsTheStandardLibraryJudgesIt() {
    var generator = SplitMix64(seed: 11)
    let pieces = ["a", "é", "漢", "👋🏽", "\n", "\u{10FFFF}", "\u{FFFF}", "\u{80}", "\u{7FF}"]
    var disagreements: [[UInt8]] = []
    for _ in 0..<5_000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 0...40, using: &generator) {
        bytes += Array(pieces[Int.random(in: 0..<pieces.count, using: &generator)].utf8)
      }
      if !bytes.isEmpty, Bool.random(using: &generator) {
        bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(
          in: 0x80...0xFF, using: &generator)
      }
      if !bytes.withUnsafeBufferPointer(Self.agree) { disagreements.append(bytes) }
    }
    #expect(disagreements.isEmpty)
  }

  @Test func aLongWellFormedTextPassesAndOneBrokenByteAnywhereFailsIt() {
    var bytes = Array(String(repeating: "let s = \"héllo, 世界 👋🏽\"\n", count: 2_000).utf8)
    #expect(bytes.withUnsafeBufferPointer(WellFormedUTF8.check) == true)
    for position in [0, 15, 16, 31_000, bytes.count - 4, bytes.count - 1] {
      let kept = bytes[position]
      bytes[position] = 0xFF
      #expect(bytes.withUnsafeBufferPointer(WellFormedUTF8.check) == false, "0xFF at \(position)")
      bytes[position] = kept
    }
  }

  @Test(arguments: [0, 1, 14, 15, 16, 17, 31, 32])
  func aScalarCutShortAtTheEndFails(length: Int) {
    for cut in [[0xC3], [0xE4, 0xB8], [0xF0, 0x9F, 0x91], [0xF0, 0x9F]] as [[UInt8]] {
      let bytes = Array(repeating: UInt8(ascii: "x"), count: length) + cut
      #expect(
        bytes.withUnsafeBufferPointer(WellFormedUTF8.check) == false, "\(cut) after \(length)")
    }
  }

  @Test func emptyInputIsWellFormed() {
    #expect(WellFormedUTF8.check(UnsafeBufferPointer(start: nil, count: 0)) == true)
    #expect([UInt8]().withUnsafeBufferPointer(WellFormedUTF8.check) == true)
  }
}
