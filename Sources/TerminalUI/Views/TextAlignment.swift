/// Where a line of text sits in the columns it is given, when it is narrower than they are.
///
/// Terminals lay text out left to right whatever its script, so the alignments name sides,
/// as `NSTextAlignment`'s `.left` and `.right` do, not a writing direction.
///
/// ```swift
/// let remaining = Label("4:59")
/// remaining.textAlignment = .right  // a column of times lines up on its right edge
/// ```
public enum TextAlignment: Hashable, Sendable {
  /// Against the left edge (the default).
  case left
  /// In the middle; a column left over goes on the right.
  case center
  /// Against the right edge.
  case right

  /// How many columns a line `width` columns wide is moved right in `columns` columns.
  func offset(ofLineWidth width: Int, in columns: Int) -> Int {
    let spare = max(columns - width, 0)
    switch self {
    case .left: return 0
    case .center: return spare / 2
    case .right: return spare
    }
  }
}
