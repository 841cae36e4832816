import TerminalCore

extension Style {
  /// This style with `overlay` laid over it: the overlay's attributes added, its colours
  /// replacing this style's where they are not `.default`.
  ///
  /// ```swift
  /// Style(foreground: .red).overlaid(with: Style(attributes: .reverse))
  /// // Style(foreground: .red, attributes: .reverse)
  /// ```
  ///
  /// - Parameter overlay: A theme's overlay role, such as ``Theme/focus``.
  /// - Returns: The combined style.
  public func overlaid(with overlay: Style) -> Style {
    Style(
      foreground: overlay.foreground == .default ? foreground : overlay.foreground,
      background: overlay.background == .default ? background : overlay.background,
      attributes: attributes.union(overlay.attributes))
  }
}
