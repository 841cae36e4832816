/// How a cell is painted: foreground, background and attributes.
///
/// ```swift
/// canvas.put("Error: empty message", at: Point(x: 0, y: 22), style: Style(foreground: .red))
/// ```
///
/// A style is kept in 64 bits, as cells keep theirs, so that comparing two styles (a view
/// asking whether it has one, a label whether its theme changed) compares two integers.
public struct Style: Hashable, Sendable {
  /// The style's 64 bits, laid out as `Style+Packing.swift` says.
  var packed: UInt64

  /// The colour of the glyph.
  public var foreground: Color {
    get { Color(packed: UInt32(truncatingIfNeeded: packed >> Self.foregroundShift)) }
    set { packed = Self.replacing(Self.foregroundShift, of: packed, with: newValue) }
  }

  /// The colour behind the glyph.
  public var background: Color {
    get { Color(packed: UInt32(truncatingIfNeeded: packed >> Self.backgroundShift)) }
    set { packed = Self.replacing(Self.backgroundShift, of: packed, with: newValue) }
  }

  /// Bold, dim, italic, underline, reverse.
  public var attributes: TextAttributes {
    get { TextAttributes(rawValue: UInt8(truncatingIfNeeded: packed)) }
    set { packed = packed & ~0xFF | UInt64(newValue.rawValue) }
  }

  /// Creates a style; every part defaults to the terminal's own.
  public init(
    foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []
  ) {
    packed =
      UInt64(attributes.rawValue) | UInt64(foreground.packed) << Self.foregroundShift
      | UInt64(background.packed) << Self.backgroundShift
  }

  /// The terminal's default style.
  public static let plain = Style()
}

extension Style: CustomReflectable {
  /// The foreground, background and attributes, as a failed test or `dump` shows them.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: ["foreground": foreground, "background": background, "attributes": attributes],
      displayStyle: .struct)
  }
}
