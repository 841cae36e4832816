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

  /// Takes one of the three bytes after `CSI M`; the third makes the report's event.
  ///
  /// - Returns: Whether the byte was consumed; a control byte, which no report holds, drops
  ///   the report cut short and is not.
  mutating func legacyMouseByte(_ byte: UInt8, into events: inout InputEvents) -> Bool {
    guard byte >= 0x20 else {
      sequence.removeAll(keepingCapacity: true)
      mode = .ground
      return false
    }
    sequence.append(byte)
    guard sequence.count == 3 else { return true }
    if let mouse = Self.x10Mouse(sequence) { events.append(.mouse(mouse)) }
    sequence.removeAll(keepingCapacity: true)
    mode = .ground
    return true
  }

  /// The report a legacy mouse sequence stands for: `CSI M`, then the button code, the
  /// column and the row, each a byte 32 more than its value (columns and rows count from 1,
  /// so they end at 223), as a terminal sends it in modes 1000 and 1002 without SGR's 1006.
  ///
  /// The code is read as in ``sgrMouse(_:final:)``; a release, which names no button in this
  /// encoding, is dropped (the framework acts on presses), as is a column or a row of 0.
  ///
  /// - Parameter bytes: The three bytes after `CSI M`.
  /// - Returns: The mouse event, or `nil` to drop the report.
  static func x10Mouse(_ bytes: [UInt8]) -> MouseEvent? {
    guard bytes.count == 3, bytes[1] > 32, bytes[2] > 32 else { return nil }
    return mouseEvent(
      code: Int(bytes[0]) - 32, x: Int(bytes[1]) - 33, y: Int(bytes[2]) - 33, final: 0x4D)
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
