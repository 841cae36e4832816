/// Prefix sums of row heights in a Fenwick (binary indexed) tree: the line a row starts on
/// and the row under a line, in O(log n).
///
/// Rows are numbered from 0; the tree is 1-based inside. Appending a row and changing a
/// row's height keep the tree in O(log n); any other edit rebuilds it in O(n).
///
/// ```swift
/// var index = TableHeightIndex()
/// index.rebuild(from: [1, 3, 1])
/// index.lineOffset(ofRow: 2)  // 4
/// index.row(containingLine: 2)  // 1
/// ```
struct TableHeightIndex {
  /// `tree[i]` holds the sum of the heights of rows `i - lowbit(i) ..< i` (0-based rows).
  private var tree: [Int] = [0]

  /// The number of rows indexed.
  var count: Int { tree.count - 1 }

  /// Indexes `heights`, dropping what was there.
  ///
  /// - Complexity: O(n).
  mutating func rebuild(from heights: some Sequence<Int>) {
    tree = [0]
    tree.append(contentsOf: heights)
    let count = self.count
    for node in stride(from: 1, through: count, by: 1) {
      let parent = node + Self.lowbit(node)
      if parent <= count { tree[parent] += tree[node] }
    }
  }

  /// Adds a row of `height` at the end.
  ///
  /// - Complexity: O(log n).
  mutating func append(_ height: Int) {
    let node = tree.count
    let low = node - Self.lowbit(node)
    var value = height
    var child = node - 1
    while child > low {
      value += tree[child]
      child -= Self.lowbit(child)
    }
    tree.append(value)
  }

  /// Adds `delta` to the height of row `row`.
  ///
  /// - Complexity: O(log n).
  mutating func add(_ delta: Int, toRow row: Int) {
    var node = row + 1
    while node < tree.count {
      tree[node] += delta
      node += Self.lowbit(node)
    }
  }

  /// The line row `row` starts on: the sum of the heights of the rows before it.
  ///
  /// - Complexity: O(log n).
  func lineOffset(ofRow row: Int) -> Int {
    var node = min(max(row, 0), count)
    var sum = 0
    while node > 0 {
      sum += tree[node]
      node -= Self.lowbit(node)
    }
    return sum
  }

  /// The sum of all heights.
  var totalHeight: Int { lineOffset(ofRow: count) }

  /// The row that covers `line`: the last row starting on or before it; the last row when
  /// `line` is past the end, and 0 when there are no rows.
  ///
  /// - Complexity: O(log n).
  func row(containingLine line: Int) -> Int {
    var node = 0
    var remaining = line
    var step = 1
    while step * 2 <= count { step *= 2 }
    while step > 0 {
      let next = node + step
      if next <= count, tree[next] <= remaining {
        node = next
        remaining -= tree[next]
      }
      step /= 2
    }
    return min(node, max(count - 1, 0))
  }

  private static func lowbit(_ value: Int) -> Int {
    value & -value
  }
}
