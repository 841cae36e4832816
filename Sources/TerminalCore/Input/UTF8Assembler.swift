/// Assembles Unicode scalars from UTF-8 bytes fed one at a time, across reads.
///
/// Ill-formed input follows the Unicode "maximal subpart" practice that `String(decoding:)`
/// uses: each maximal ill-formed subsequence becomes one U+FFFD. A byte that cannot continue
/// the scalar under way ends it as ``Step/interrupted``, and the caller feeds that byte again.
///
/// ```swift
/// var assembler = UTF8Assembler()
/// assembler.feed(0xE6)  // .needsMore
/// assembler.feed(0xBC)  // .needsMore
/// assembler.feed(0xA2)  // .scalar("漢")
/// ```
struct UTF8Assembler: Sendable {
  /// What one byte did.
  enum Step: Equatable, Sendable {
    /// The byte completed a scalar.
    case scalar(Unicode.Scalar)
    /// The byte started or continued a scalar that needs more bytes.
    case needsMore
    /// The byte can start no scalar: it stands for one U+FFFD.
    case invalid
    /// The scalar under way is ill-formed (one U+FFFD); the byte was not consumed.
    case interrupted
  }

  private var codePoint: UInt32 = 0
  private var remaining = 0
  private var lowerBound: UInt8 = 0x80
  private var upperBound: UInt8 = 0xBF

  /// Whether a scalar is under way and needs more bytes.
  var isPending: Bool { remaining > 0 }

  /// Feeds one byte.
  ///
  /// - Parameter byte: The next byte of input.
  /// - Returns: What the byte did; after ``Step/interrupted`` feed the same byte again.
  mutating func feed(_ byte: UInt8) -> Step {
    guard remaining > 0 else { return start(byte) }
    guard byte >= lowerBound, byte <= upperBound else {
      reset()
      return .interrupted
    }
    codePoint = codePoint << 6 | UInt32(byte & 0x3F)
    remaining -= 1
    lowerBound = 0x80
    upperBound = 0xBF
    guard remaining == 0 else { return .needsMore }
    return Unicode.Scalar(codePoint).map(Step.scalar) ?? .invalid
  }

  /// Forgets the scalar under way.
  mutating func reset() {
    remaining = 0
    lowerBound = 0x80
    upperBound = 0xBF
  }

  private mutating func start(_ byte: UInt8) -> Step {
    switch byte {
    case 0x00...0x7F:
      return .scalar(Unicode.Scalar(byte))
    case 0xC2...0xDF:
      begin(UInt32(byte & 0x1F), remaining: 1)
    case 0xE0:
      begin(0, remaining: 2, lowerBound: 0xA0)
    case 0xED:
      begin(0x0D, remaining: 2, upperBound: 0x9F)
    case 0xE1...0xEF:
      begin(UInt32(byte & 0x0F), remaining: 2)
    case 0xF0:
      begin(0, remaining: 3, lowerBound: 0x90)
    case 0xF4:
      begin(0x04, remaining: 3, upperBound: 0x8F)
    case 0xF1...0xF3:
      begin(UInt32(byte & 0x07), remaining: 3)
    default:
      return .invalid
    }
    return .needsMore
  }

  private mutating func begin(
    _ bits: UInt32, remaining: Int, lowerBound: UInt8 = 0x80, upperBound: UInt8 = 0xBF
  ) {
    codePoint = bits
    self.remaining = remaining
    self.lowerBound = lowerBound
    self.upperBound = upperBound
  }
}
