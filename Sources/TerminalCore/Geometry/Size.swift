/// A size on the terminal grid, in cells.
///
/// ```swift
/// let screen = Size(width: 80, height: 24)
/// ```
public struct Size: Hashable, Sendable {
  /// The number of columns.
  public var width: Int
  /// The number of rows.
  public var height: Int

  /// Creates a size; negative dimensions are clamped to zero.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// A size with no cells.
  public static let zero = Size(width: 0, height: 0)
}
