/// A terminal colour for the foreground or background of a cell.
///
/// ```swift
/// let warning = Style(foreground: .yellow)
/// let brand = Style(foreground: .rgb(255, 95, 0))
/// ```
public enum Color: Hashable, Sendable {
  /// The terminal's own default colour.
  case `default`
  /// One of the 16 ANSI colours (0–7 normal, 8–15 bright), which follow the user's theme.
  case ansi(UInt8)
  /// One of the 256 indexed colours.
  case indexed(UInt8)
  /// A 24-bit colour.
  case rgb(UInt8, UInt8, UInt8)

  /// ANSI black.
  public static let black = Color.ansi(0)
  /// ANSI red.
  public static let red = Color.ansi(1)
  /// ANSI green.
  public static let green = Color.ansi(2)
  /// ANSI yellow.
  public static let yellow = Color.ansi(3)
  /// ANSI blue.
  public static let blue = Color.ansi(4)
  /// ANSI magenta.
  public static let magenta = Color.ansi(5)
  /// ANSI cyan.
  public static let cyan = Color.ansi(6)
  /// ANSI white (light grey on most themes).
  public static let white = Color.ansi(7)
  /// ANSI bright black (dark grey on most themes).
  public static let brightBlack = Color.ansi(8)
}
