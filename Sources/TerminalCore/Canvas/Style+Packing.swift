extension Style {
  // A style's ``packed`` bits are those a ``Cell`` keeps it in, with the width bits zero.
  // Bits 0–7 hold the attributes, bits 14–38 the foreground and bits 39–63 the background,
  // each as ``Color/packed``; bits 8–13 belong to the cell's width.

  /// Where the foreground's bits start.
  static let foregroundShift: UInt64 = 14
  /// Where the background's bits start.
  static let backgroundShift: UInt64 = 39

  /// The style held in the bits of `packed`, as ``packed`` lays them out; the width bits
  /// are dropped.
  init(packed: UInt64) {
    self.init()
    self.packed = packed & ~(0x3F << 8)
  }

  /// `packed` with the colour at `shift` replaced by `color`.
  static func replacing(_ shift: UInt64, of packed: UInt64, with color: Color) -> UInt64 {
    packed & ~(UInt64(Color.packedMask) << shift) | UInt64(color.packed) << shift
  }
}

extension Color {
  /// The mask of a packed colour's 25 bits.
  static let packedMask: UInt32 = 0x1FF_FFFF

  /// The colour in 25 bits: `0` for the default, `0x100 | n` for ANSI colour `n`,
  /// `0x200 | n` for indexed colour `n`, `0x100_0000 | r << 16 | g << 8 | b` for 24-bit.
  var packed: UInt32 {
    switch self {
    case .default: 0
    case .ansi(let index): 0x100 | UInt32(index)
    case .indexed(let index): 0x200 | UInt32(index)
    case .rgb(let red, let green, let blue):
      0x100_0000 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    }
  }

  /// The colour held in the low 25 bits of `packed`, as ``packed`` lays them out.
  init(packed: UInt32) {
    let value = packed & Self.packedMask
    let low = UInt8(truncatingIfNeeded: value)
    if value & 0x100_0000 != 0 {
      self = .rgb(
        UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8), low)
    } else if value & 0x200 != 0 {
      self = .indexed(low)
    } else if value & 0x100 != 0 {
      self = .ansi(low)
    } else {
      self = .default
    }
  }
}
