/// A growing byte buffer for one frame: text and escape sequences, written without allocating
/// per call.
///
/// Numbers are written digit by digit and graphemes as their UTF-8 bytes, so a frame costs
/// one buffer, reserved up front (or handed over from the last frame, which then costs no
/// allocation at all). The `cost` functions count the bytes a sequence would take
/// without writing it, which is how the ``Renderer`` compares its options.
///
/// ```swift
/// var writer = EscapeWriter(capacity: 16)
/// writer.cursorPosition(Point(x: 4, y: 2))  // ESC [ 3 ; 5 H
/// writer.grapheme(GraphemeCode("漢"))
/// ```
struct EscapeWriter {
  /// The bytes written so far.
  private(set) var bytes: [UInt8] = []

  /// Creates an empty writer with room for `capacity` bytes.
  init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  /// Creates an empty writer that takes over the storage of `buffer` (left empty), grown to
  /// room for `capacity` bytes if it has less.
  init(reusing buffer: inout [UInt8], capacity: Int) {
    swap(&bytes, &buffer)
    bytes.removeAll(keepingCapacity: true)
    bytes.reserveCapacity(capacity)
  }

  /// Hands over the bytes written so far, leaving the writer empty.
  mutating func takeBytes() -> [UInt8] {
    var taken: [UInt8] = []
    swap(&taken, &bytes)
    return taken
  }

  // MARK: - Writing

  /// Writes `other`'s bytes.
  mutating func bytes(of other: EscapeWriter) {
    bytes.append(contentsOf: other.bytes)
  }

  /// Writes one byte.
  mutating func byte(_ value: UInt8) {
    bytes.append(value)
  }

  /// Writes the bytes of an ASCII literal.
  mutating func ascii(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Writes the UTF-8 bytes of one grapheme.
  mutating func grapheme(_ code: GraphemeCode) {
    code.write(into: &bytes)
  }

  /// Writes `value` (zero or more) in decimal.
  mutating func decimal(_ value: Int) {
    if value >= 10 { decimal(value / 10) }
    bytes.append(UInt8(truncatingIfNeeded: 0x30 + value % 10))
  }

  /// Writes the Control Sequence Introducer, `ESC [`.
  mutating func csi() {
    bytes.append(0x1B)
    bytes.append(0x5B)
  }

  /// Writes `ESC [ n final`, leaving out `n` when it is 1 (the default of the cursor moves).
  mutating func csi(_ count: Int, _ final: UInt8) {
    csi()
    if count != 1 { decimal(count) }
    bytes.append(final)
  }

  /// Writes the shortest CUP (`ESC [ row ; column H`) that moves the cursor to `point`.
  mutating func cursorPosition(_ point: Point) {
    csi()
    if point.x == 0 {
      if point.y != 0 { decimal(point.y + 1) }
    } else {
      decimal(point.y + 1)
      bytes.append(0x3B)
      decimal(point.x + 1)
    }
    bytes.append(0x48)
  }

  // MARK: - Costs

  /// The number of decimal digits of `value` (zero or more).
  static func digitCount(_ value: Int) -> Int {
    var count = 1
    var rest = value
    while rest >= 10 {
      rest /= 10
      count += 1
    }
    return count
  }

  /// The bytes of `ESC [ n final` as ``csi(_:_:)`` writes it.
  static func csiCost(_ count: Int) -> Int {
    count == 1 ? 3 : 3 + digitCount(count)
  }

  /// The bytes of the CUP that ``cursorPosition(_:)`` writes for `point`.
  static func cursorPositionCost(_ point: Point) -> Int {
    if point.x == 0 {
      return point.y == 0 ? 3 : 3 + digitCount(point.y + 1)
    }
    return 4 + digitCount(point.y + 1) + digitCount(point.x + 1)
  }
}
