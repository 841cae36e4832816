extension Color {
  /// The colour's red, green and blue as xterm shows them by default; `nil` for `.default`.
  ///
  /// The 16 ANSI colours follow the user's theme, so their values here are xterm's
  /// defaults, good enough to find a nearest colour.
  var components: (red: Int, green: Int, blue: Int)? {
    switch self {
    case .default: nil
    case .ansi(let index), .indexed(let index): Self.components(ofIndex: Int(index))
    case .rgb(let red, let green, let blue): (Int(red), Int(green), Int(blue))
    }
  }

  /// The ANSI colour (0–15) nearest to this one; 7 (white) for `.default`.
  var nearestANSI16: UInt8 {
    guard let target = components else { return 7 }
    var best = 0
    var bestDistance = Int.max
    for index in 0..<16 {
      let distance = Self.distance(target, Self.components(ofIndex: index))
      if distance < bestDistance {
        best = index
        bestDistance = distance
      }
    }
    return UInt8(best)
  }

  /// The indexed colour nearest to this one, from the 6×6×6 cube (16–231) or the grey ramp
  /// (232–255), which unlike 0–15 do not follow the user's theme; 7 for `.default`.
  var nearestIndexed256: UInt8 {
    guard let target = components else { return 7 }
    let cube =
      16 + 36 * Self.cubeStep(target.red) + 6 * Self.cubeStep(target.green)
      + Self.cubeStep(target.blue)
    let average = (target.red + target.green + target.blue) / 3
    let grey = 232 + min(max((average - 3) / 10, 0), 23)
    let cubeDistance = Self.distance(target, Self.components(ofIndex: cube))
    let greyDistance = Self.distance(target, Self.components(ofIndex: grey))
    return UInt8(greyDistance < cubeDistance ? grey : cube)
  }

  // MARK: - Private helpers

  /// xterm's default values of the 16 ANSI colours.
  private static let ansiComponents: [(red: Int, green: Int, blue: Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
    (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
    (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  /// The levels of the 6×6×6 cube.
  private static let cubeLevels = [0, 95, 135, 175, 215, 255]

  /// The red, green and blue of indexed colour `index` (0–255).
  private static func components(ofIndex index: Int) -> (red: Int, green: Int, blue: Int) {
    switch index {
    case ..<16:
      return ansiComponents[max(index, 0)]
    case 16..<232:
      let cube = index - 16
      return (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
    default:
      let level = 8 + 10 * (min(index, 255) - 232)
      return (level, level, level)
    }
  }

  /// The cube level (0–5) nearest to `value`.
  private static func cubeStep(_ value: Int) -> Int {
    value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40
  }

  /// The squared distance between two colours, weighted for the eye's sensitivity.
  private static func distance(
    _ first: (red: Int, green: Int, blue: Int), _ second: (red: Int, green: Int, blue: Int)
  ) -> Int {
    let red = first.red - second.red
    let green = first.green - second.green
    let blue = first.blue - second.blue
    return 2 * red * red + 4 * green * green + 3 * blue * blue
  }
}
