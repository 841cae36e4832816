/// A position on the terminal grid, in cells, with the origin at the top left.
///
/// ```swift
/// let cursor = Point(x: 4, y: 2)
/// ```
public struct Point: Hashable, Sendable {
  /// The column, counted from zero.
  public var x: Int
  /// The row, counted from zero.
  public var y: Int

  /// Creates a point at column `x`, row `y`.
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }

  /// The top-left corner.
  public static let zero = Point(x: 0, y: 0)
}
