/// A grapheme as a cell stores it: 64 bits of plain data, no reference to count.
///
/// A grapheme of up to 8 UTF-8 bytes, none of them zero, is kept inline: its bytes in
/// order from the least significant byte up, the unused high bytes zero. That covers every
/// single scalar, a letter with a combining mark or two, `❤️`, a flag and an emoji with a
/// skin tone. A longer cluster (a ZWJ family, a stack of marks) is interned once in
/// ``GraphemePool`` and stored as `0xFF` (never a UTF-8 byte) in the low byte and its index
/// in the high 32 bits. Equal graphemes thus have equal codes whatever canvas holds them,
/// so cells compare and copy as bytes.
///
/// ```swift
/// GraphemeCode("a").rawValue  // 0x61
/// GraphemeCode("é").rawValue  // 0xA9C3
/// GraphemeCode("👨‍👩‍👧").character  // "👨‍👩‍👧", through the pool
/// ```
struct GraphemeCode: Hashable, Sendable {
  /// The low byte of an interned code.
  private static let internedMarker: UInt64 = 0xFF

  /// The code: inline UTF-8 bytes, or the interned marker and a pool index.
  let rawValue: UInt64

  /// A space, the grapheme of blank and continuation cells.
  static let space = GraphemeCode(rawValue: 0x20)

  /// Creates a code from its raw value.
  init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// The code of a printable ASCII byte.
  init(ascii byte: UInt8) {
    rawValue = UInt64(byte)
  }

  /// The code of a grapheme of the one scalar `scalar` (not U+0000): always inline, the
  /// same as the code of `Character(scalar)`.
  init(_ scalar: Unicode.Scalar) {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    UTF8.encode(scalar) { byte in
      value |= UInt64(byte) << shift
      shift += 8
    }
    self.init(rawValue: value)
  }

  /// The code of `character`: inline when its UTF-8 bytes fit, interned otherwise.
  init(_ character: Character) {
    var value: UInt64 = 0
    var count = 0
    for byte in character.utf8 {
      guard count < 8, byte != 0 else {
        self.init(rawValue: Self.internedMarker | UInt64(GraphemePool.index(of: character)) << 32)
        return
      }
      value |= UInt64(byte) << (8 * count)
      count += 1
    }
    self.init(rawValue: value)
  }

  // MARK: - Reading

  /// Whether the grapheme lives in ``GraphemePool``.
  var isInterned: Bool { rawValue & 0xFF == Self.internedMarker }

  /// The number of inline UTF-8 bytes (0 for an interned code).
  private var inlineCount: Int {
    isInterned ? 0 : 8 - rawValue.leadingZeroBitCount / 8
  }

  /// The grapheme.
  var character: Character {
    if rawValue < 0x80 {
      return Character(Unicode.Scalar(UInt8(truncatingIfNeeded: rawValue)))
    }
    if isInterned {
      return GraphemePool.character(at: UInt32(truncatingIfNeeded: rawValue >> 32))
    }
    let count = inlineCount
    return withUnsafeBytes(of: rawValue.littleEndian) { bytes in
      Character(String(decoding: bytes.prefix(count), as: UTF8.self))
    }
  }

  /// The number of UTF-8 bytes of the grapheme.
  var utf8Count: Int {
    isInterned ? character.utf8.count : inlineCount
  }

  /// Whether terminals may disagree on the width of the grapheme (a *fragile* one, for the
  /// renderer): it has more than one scalar and its first scalar is U+2000 or above (an
  /// emoji sequence, not a letter with a mark).
  var isFragile: Bool {
    if isInterned {
      let scalars = character.unicodeScalars
      return scalars.count > 1 && scalars.first.map { $0.value >= 0x2000 } == true
    }
    // U+2000 is E2 80 80: a lead byte of E2 or more starts a scalar at or above it.
    guard rawValue & 0xFF >= 0xE2 else { return false }
    var leads = 0
    for shift in stride(from: 0, to: 64, by: 8) {
      let byte = UInt8(truncatingIfNeeded: rawValue >> UInt64(shift))
      if byte != 0 && byte & 0xC0 != 0x80 { leads += 1 }
    }
    return leads > 1
  }

  /// Appends the grapheme's UTF-8 bytes to `bytes`.
  func write(into bytes: inout [UInt8]) {
    if rawValue < 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: rawValue))
    } else if isInterned {
      bytes.append(contentsOf: character.utf8)
    } else {
      var rest = rawValue
      while rest != 0 {
        bytes.append(UInt8(truncatingIfNeeded: rest))
        rest >>= 8
      }
    }
  }
}
