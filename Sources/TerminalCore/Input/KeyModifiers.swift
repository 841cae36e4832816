/// The modifier keys held with a key.
///
/// ```swift
/// let quit = KeyEvent(.character("c"), modifiers: .control)
/// ```
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: UInt8

  /// Creates a set from its bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Shift.
  public static let shift = KeyModifiers(rawValue: 1 << 0)
  /// Alt / Option / Meta (sent as an Escape prefix or a CSI modifier).
  public static let alt = KeyModifiers(rawValue: 1 << 1)
  /// Control.
  public static let control = KeyModifiers(rawValue: 1 << 2)
}
