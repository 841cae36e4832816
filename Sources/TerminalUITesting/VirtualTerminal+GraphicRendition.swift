import TerminalCore

extension VirtualTerminal {
  /// SGR: changes the pen as the parameters say; an empty parameter counts as 0.
  ///
  /// Understood: 0, 1, 2, 3, 4, 7, 22, 23, 24, 25 (no blink to end), 27, 30–39, 40–49,
  /// 90–97, 100–107, with `38;5;n`, `38;2;r;g;b` and their `48` forms. A sequence with any
  /// other parameter is recorded in ``unknownSequences``; the parameters before it apply.
  mutating func selectGraphicRendition(_ parameters: [Int?], text: String) {
    let values = parameters.map { $0 ?? 0 }
    var index = 0
    while index < values.count {
      let value = values[index]
      index += 1
      switch value {
      case 0: pen = .plain
      case 1: pen.attributes.insert(.bold)
      case 2: pen.attributes.insert(.dim)
      case 3: pen.attributes.insert(.italic)
      case 4: pen.attributes.insert(.underline)
      case 7: pen.attributes.insert(.reverse)
      case 22: pen.attributes.subtract([.bold, .dim])
      case 23: pen.attributes.remove(.italic)
      case 24: pen.attributes.remove(.underline)
      case 25: break
      case 27: pen.attributes.remove(.reverse)
      case 30...37: pen.foreground = .ansi(UInt8(value - 30))
      case 39: pen.foreground = .default
      case 40...47: pen.background = .ansi(UInt8(value - 40))
      case 49: pen.background = .default
      case 90...97: pen.foreground = .ansi(UInt8(value - 90 + 8))
      case 100...107: pen.background = .ansi(UInt8(value - 100 + 8))
      case 38, 48:
        guard let color = Self.extendedColor(values, at: &index) else {
          recordUnknown(text)
          return
        }
        if value == 38 { pen.foreground = color } else { pen.background = color }
      default:
        recordUnknown(text)
        return
      }
    }
  }

  /// The colour of `5;n` or `2;r;g;b` at `index`, which moves past it; `nil` if malformed.
  private static func extendedColor(_ values: [Int], at index: inout Int) -> Color? {
    guard index < values.count else { return nil }
    let rest = values[(index + 1)...].prefix(values[index] == 5 ? 1 : 3)
    let bytes = rest.compactMap { UInt8(exactly: $0) }
    switch (values[index], bytes.count) {
    case (5, 1):
      index += 2
      return .indexed(bytes[0])
    case (2, 3):
      index += 4
      return .rgb(bytes[0], bytes[1], bytes[2])
    default:
      return nil
    }
  }
}
