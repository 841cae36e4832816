// PLACEHOLDER: replaced by the generated-table implementation (helper task "width").
extension Character {
  /// The number of terminal columns the grapheme takes: 0, 1 or 2.
  public var displayWidth: Int {
    guard let scalar = unicodeScalars.first else { return 0 }
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60,
      0x1F300...0x1FAFF:
      return 2
    default: return 1
    }
  }
}

extension StringProtocol {
  /// The number of terminal columns the text takes, summed over its graphemes.
  public var displayWidth: Int {
    var total = 0
    for character in self { total += character.displayWidth }
    return total
  }
}
