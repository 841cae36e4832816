extension Style {
  /// This style with `overlay` laid over it: the overlay's attributes added, its colours
  /// replacing this style's where they are not `.default`.
  ///
  /// ```swift
  /// Style(foreground: .red).overlaid(with: Style(attributes: .reverse))
  /// // Style(foreground: .red, attributes: .reverse)
  /// ```
  ///
  /// - Parameter overlay: A theme's overlay role, such as `Theme.focus`.
  /// - Returns: The combined style.
  public func overlaid(with overlay: Style) -> Style {
    var combined = Style()
    combined.packed = packed & overlay.bitsKeptUnderneath | overlay.packed
    return combined
  }

  /// The bits of a packed style (or of a cell's look) that laying this style over it keeps:
  /// all but those of the colours this style sets. A `.default` colour packs to zero bits,
  /// so the overlay's own bits can then be or-ed in whole.
  var bitsKeptUnderneath: UInt64 {
    let color = UInt64(Color.packedMask)
    var kept = ~UInt64(0)
    if packed >> Self.foregroundShift & color != 0 { kept &= ~(color << Self.foregroundShift) }
    if packed >> Self.backgroundShift & color != 0 { kept &= ~(color << Self.backgroundShift) }
    return kept
  }
}
