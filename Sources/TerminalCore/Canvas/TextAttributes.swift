/// Character attributes of a cell: bold, dim, italic, underline, reverse.
///
/// ```swift
/// let title = Style(attributes: [.bold, .reverse])
/// ```
public struct TextAttributes: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: UInt8

  /// Creates a set from its bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Bold (SGR 1).
  public static let bold = TextAttributes(rawValue: 1 << 0)
  /// Dim / faint (SGR 2).
  public static let dim = TextAttributes(rawValue: 1 << 1)
  /// Italic (SGR 3).
  public static let italic = TextAttributes(rawValue: 1 << 2)
  /// Underline (SGR 4).
  public static let underline = TextAttributes(rawValue: 1 << 3)
  /// Reverse video (SGR 7).
  public static let reverse = TextAttributes(rawValue: 1 << 4)
}
