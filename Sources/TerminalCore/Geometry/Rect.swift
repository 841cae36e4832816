/// A rectangle on the terminal grid, in cells.
///
/// ```swift
/// let footer = Rect(x: 0, y: 23, width: 80, height: 1)
/// footer.contains(Point(x: 3, y: 23))  // true
/// ```
public struct Rect: Hashable, Sendable {
  /// The top-left corner.
  public var origin: Point
  /// The number of columns and rows.
  public var size: Size

  /// Creates a rectangle from its corner and size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its corner coordinates and size.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// A rectangle with no cells at the origin.
  public static let zero = Rect(origin: .zero, size: .zero)

  /// The leftmost column.
  public var minX: Int { origin.x }
  /// The topmost row.
  public var minY: Int { origin.y }
  /// The column just right of the rectangle.
  public var maxX: Int { origin.x + size.width }
  /// The row just below the rectangle.
  public var maxY: Int { origin.y + size.height }
  /// The number of columns.
  public var width: Int { size.width }
  /// The number of rows.
  public var height: Int { size.height }
  /// Whether the rectangle holds no cell.
  public var isEmpty: Bool { size.width == 0 || size.height == 0 }

  /// Whether `point` lies inside the rectangle.
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The part of the rectangle that lies inside `other`; empty when they do not overlap.
  ///
  /// Inlinable: every view drawn in a frame clips itself with it.
  @inlinable
  public func intersection(_ other: Rect) -> Rect {
    let left = max(minX, other.minX)
    let top = max(minY, other.minY)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    guard right > left, bottom > top else { return Rect(x: left, y: top, width: 0, height: 0) }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The rectangle moved by `dx` columns and `dy` rows.
  public func offsetBy(dx: Int, dy: Int) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width, height: height)
  }

  /// The rectangle shrunk by the given margins on each side (never below zero size).
  public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
    Rect(
      x: minX + left, y: minY + top,
      width: width - left - right, height: height - top - bottom)
  }
}
