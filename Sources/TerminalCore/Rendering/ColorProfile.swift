/// The colours a terminal can show, from none at all to 24-bit.
///
/// The ``Renderer`` maps every style it writes to its profile, so views describe colours as
/// they like (`.rgb`, `.indexed`, `.ansi`) and a terminal gets only the sequences it knows:
/// under ``noColor`` no colour sequence at all (bold, dim, italic, underline and reverse
/// stay, so focus and selection stay visible), under ``ansi16`` only the 16 ANSI colours,
/// under ``ansi256`` the 256 indexed ones, and under ``trueColor`` everything as given.
/// Detect the profile once at start with ``detect(environment:)``.
///
/// ```swift
/// let profile = try ColorProfile.detect(environment: ["TERM": "xterm-256color"])
/// var renderer = Renderer(colorProfile: profile)  // .rgb(255, 95, 0) is sent as 38;5;202
/// ```
public enum ColorProfile: Hashable, Sendable, CaseIterable {
  /// No colours: every colour is the terminal's default; attributes stay.
  case noColor
  /// The 16 ANSI colours (SGR 30–37, 90–97 and their backgrounds).
  case ansi16
  /// The 256 indexed colours (`38;5;n`).
  case ansi256
  /// 24-bit colours (`38;2;r;g;b`).
  case trueColor

  /// `style` with each colour replaced by the nearest one this profile has.
  ///
  /// - Parameter style: The style a view asked for.
  /// - Returns: The style the terminal is sent; `style` itself under ``trueColor``.
  public func apply(to style: Style) -> Style {
    let foreground = UInt32(truncatingIfNeeded: style.packed >> Style.foregroundShift)
    let background = UInt32(truncatingIfNeeded: style.packed >> Style.backgroundShift)
    guard !(shows(packedColor: foreground) && shows(packedColor: background)) else {
      return style
    }
    var mapped = style
    mapped.foreground = apply(to: style.foreground)
    mapped.background = apply(to: style.background)
    return mapped
  }

  /// `color` replaced by the nearest colour this profile has.
  ///
  /// - Parameter color: A colour a view asked for.
  /// - Returns: `.default` under ``noColor``; `.ansi(0…15)` or `.default` under ``ansi16``;
  ///   no `.rgb` under ``ansi256``; `color` itself under ``trueColor``.
  public func apply(to color: Color) -> Color {
    switch (self, color) {
    case (_, .default), (.trueColor, _): color
    case (.noColor, _): .default
    case (.ansi16, .ansi(let index)) where index < 16: color
    case (.ansi16, _): .ansi(color.nearestANSI16)
    case (.ansi256, .rgb): .indexed(color.nearestIndexed256)
    case (.ansi256, _): color
    }
  }

  /// Whether the profile shows the colour in the low bits of `packed` (as ``Color/packed``
  /// lays it out) as it is: the renderer asks for every pen it sets, and reads no `Color`
  /// for it.
  private func shows(packedColor packed: UInt32) -> Bool {
    let color = packed & Color.packedMask
    switch self {
    case .trueColor: return true
    case .ansi256: return color & 0x100_0000 == 0
    case .ansi16: return color == 0 || color & ~0xFF == 0x100 && color & 0xFF < 16
    case .noColor: return color == 0
    }
  }
}
