extension InputDecoder {
  /// The report an SGR mouse sequence stands for (`CSI < b ; x ; y M` for a press or a
  /// motion, `… m` for a release), or `nil` when the sequence is not a well-formed one.
  ///
  /// `b` holds the button in its low two bits (0 left, 1 middle, 2 right, 3 none) plus 64 for
  /// the wheel (64 up, 65 down; 66 and 67, the horizontal wheel, are dropped), 32 for motion
  /// and the modifiers 4 Shift, 8 Meta (read as Alt) and 16 Control. `x` and `y` count from 1;
  /// a report of 0, or of a number too large for an `Int`, is malformed.
  ///
  /// - Parameters:
  ///   - sequence: The parameter bytes after `CSI`, starting with `<`.
  ///   - final: The final byte.
  /// - Returns: The mouse event, or `nil` to drop the sequence.
  static func sgrMouse(_ sequence: [UInt8], final: UInt8) -> MouseEvent? {
    guard final == 0x4D || final == 0x6D, sequence.first == 0x3C else { return nil }
    var numbers: [Int] = []
    var current: Int?
    for byte in sequence.dropFirst() {
      switch byte {
      case 0x30...0x39:
        let (times, overflowTimes) = (current ?? 0).multipliedReportingOverflow(by: 10)
        let (sum, overflowSum) = times.addingReportingOverflow(Int(byte - 0x30))
        guard !overflowTimes, !overflowSum else { return nil }
        current = sum
      case 0x3B:
        guard let value = current else { return nil }
        numbers.append(value)
        current = nil
      default:
        return nil
      }
    }
    guard let last = current else { return nil }
    numbers.append(last)
    guard numbers.count == 3, numbers[1] >= 1, numbers[2] >= 1 else { return nil }
    return mouseEvent(code: numbers[0], x: numbers[1] - 1, y: numbers[2] - 1, final: final)
  }

  private static func mouseEvent(code: Int, x: Int, y: Int, final: UInt8) -> MouseEvent? {
    guard code < 256 else { return nil }
    var modifiers: KeyModifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.control) }
    let isMotion = code & 32 != 0
    let isRelease = final == 0x6D
    let button: MouseEvent.Button
    switch (code & 0b1100_0011, code & 128) {
    case (0, 0): button = .left
    case (1, 0): button = .middle
    case (2, 0): button = .right
    case (3, 0): button = .none
    case (64, 0): button = .wheelUp
    case (65, 0): button = .wheelDown
    default: return nil
    }
    let kind: MouseEvent.Kind
    switch (button, isMotion, isRelease) {
    case (.none, true, false): kind = .motion
    case (.wheelUp, false, false), (.wheelDown, false, false): kind = .press
    case (.none, _, _), (.wheelUp, _, _), (.wheelDown, _, _): return nil
    case (_, true, false): kind = .drag
    case (_, false, false): kind = .press
    case (_, false, true): kind = .release
    case (_, true, true): return nil
    }
    return MouseEvent(button, kind: kind, at: Point(x: x, y: y), modifiers: modifiers)
  }
}
