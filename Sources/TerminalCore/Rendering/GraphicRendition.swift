/// The SGR (`ESC [ … m`) sequences that change the terminal's pen from one ``Style`` to another.
///
/// Two ways lead from a pen to a style: a *delta* that names only what changed (`22` to
/// drop bold and dim, `23`, `24`, `27` to drop italic, underline and reverse, then what turns
/// on and the colours that differ), and a *reset* that starts over from `0` and names
/// everything the style has. The cheaper one wins; when the pen is unknown only the reset
/// is safe. A reset to the plain style is written `ESC [ m`.
///
/// Colours: `.default` is 39/49, `.ansi(0…7)` 30–37/40–47, `.ansi(8…15)` 90–97/100–107,
/// `.indexed(n)` (and `.ansi(n)` above 15) `38;5;n`/`48;5;n`, `.rgb` `38;2;r;g;b`/`48;2;r;g;b`.
///
/// ```swift
/// var writer = EscapeWriter(capacity: 16)
/// GraphicRendition.write(from: .plain, to: Style(attributes: .bold), into: &writer)  // ESC [ 1 m
/// ```
enum GraphicRendition {
  /// One parameter of an SGR sequence: a plain code or a colour for one side.
  private enum Parameter {
    case code(Int)
    case foreground(Color)
    case background(Color)
  }

  /// The attributes with their SGR codes, in the order they are written.
  private static let attributeCodes: [(TextAttributes, Int)] = [
    (.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.reverse, 7),
  ]

  /// Writes the cheapest sequence that changes the pen from `pen` (unknown when `nil`) to
  /// `style`, and nothing when they are the same.
  static func write(from pen: Style?, to style: Style, into writer: inout EscapeWriter) {
    guard pen != style else { return }
    let reset = resetCost(to: style)
    if let pen, sequenceCost(visiting: { deltaParameters(from: pen, to: style, $0) }) < reset {
      writeSequence(into: &writer) { deltaParameters(from: pen, to: style, $0) }
    } else if style == .plain {
      writer.ascii("\u{1B}[m")
    } else {
      writeSequence(into: &writer) { resetParameters(to: style, $0) }
    }
  }

  // MARK: - Private helpers

  /// Visits the parameters of the delta from `pen` to `style`.
  private static func deltaParameters(
    from pen: Style, to style: Style, _ visit: (Parameter) -> Void
  ) {
    var kept = pen.attributes
    let dropped = pen.attributes.subtracting(style.attributes)
    if !dropped.isDisjoint(with: [.bold, .dim]) {
      visit(.code(22))
      kept.subtract([.bold, .dim])
    }
    if dropped.contains(.italic) { visit(.code(23)) }
    if dropped.contains(.underline) { visit(.code(24)) }
    if dropped.contains(.reverse) { visit(.code(27)) }
    let added = style.attributes.subtracting(kept)
    for (attribute, code) in attributeCodes where added.contains(attribute) {
      visit(.code(code))
    }
    if pen.foreground != style.foreground { visit(.foreground(style.foreground)) }
    if pen.background != style.background { visit(.background(style.background)) }
  }

  /// Visits the parameters of a reset to `style`: `0`, then everything `style` has.
  private static func resetParameters(to style: Style, _ visit: (Parameter) -> Void) {
    visit(.code(0))
    for (attribute, code) in attributeCodes where style.attributes.contains(attribute) {
      visit(.code(code))
    }
    if style.foreground != .default { visit(.foreground(style.foreground)) }
    if style.background != .default { visit(.background(style.background)) }
  }

  /// The bytes of a reset to `style`; `ESC [ m` for the plain style.
  private static func resetCost(to style: Style) -> Int {
    style == .plain ? 3 : sequenceCost(visiting: { resetParameters(to: style, $0) })
  }

  /// The bytes of `ESC [ p1 ; p2 … m` for the parameters `visitor` produces.
  private static func sequenceCost(visiting visitor: ((Parameter) -> Void) -> Void) -> Int {
    var total = 2
    visitor { parameter in total += cost(of: parameter) + 1 }
    return total
  }

  private static func writeSequence(
    into writer: inout EscapeWriter, visiting visitor: ((Parameter) -> Void) -> Void
  ) {
    writer.csi()
    var isFirst = true
    visitor { parameter in
      if !isFirst { writer.byte(0x3B) }
      isFirst = false
      write(parameter, into: &writer)
    }
    writer.byte(0x6D)
  }

  private static func cost(of parameter: Parameter) -> Int {
    switch parameter {
    case .code(let code): EscapeWriter.digitCount(code)
    case .foreground(let color): colorCost(color, base: 30)
    case .background(let color): colorCost(color, base: 40)
    }
  }

  private static func write(_ parameter: Parameter, into writer: inout EscapeWriter) {
    switch parameter {
    case .code(let code): writer.decimal(code)
    case .foreground(let color): writeColor(color, base: 30, into: &writer)
    case .background(let color): writeColor(color, base: 40, into: &writer)
    }
  }

  /// The bytes of a colour parameter; `base` is 30 for the foreground, 40 for the background.
  private static func colorCost(_ color: Color, base: Int) -> Int {
    switch color {
    case .default: 2
    case .ansi(let index) where index < 16: EscapeWriter.digitCount(brightCode(index, base: base))
    case .ansi(let index), .indexed(let index): 5 + EscapeWriter.digitCount(Int(index))
    case .rgb(let red, let green, let blue):
      7 + EscapeWriter.digitCount(Int(red)) + EscapeWriter.digitCount(Int(green))
        + EscapeWriter.digitCount(Int(blue))
    }
  }

  private static func writeColor(_ color: Color, base: Int, into writer: inout EscapeWriter) {
    switch color {
    case .default:
      writer.decimal(base + 9)
    case .ansi(let index) where index < 16:
      writer.decimal(brightCode(index, base: base))
    case .ansi(let index), .indexed(let index):
      writer.decimal(base + 8)
      writer.ascii(";5;")
      writer.decimal(Int(index))
    case .rgb(let red, let green, let blue):
      writer.decimal(base + 8)
      writer.ascii(";2;")
      writer.decimal(Int(red))
      writer.byte(0x3B)
      writer.decimal(Int(green))
      writer.byte(0x3B)
      writer.decimal(Int(blue))
    }
  }

  /// The code of ANSI colour `index` (0–15): 30–37 / 90–97, or 40–47 / 100–107.
  private static func brightCode(_ index: UInt8, base: Int) -> Int {
    index < 8 ? base + Int(index) : base + 60 + Int(index) - 8
  }
}
