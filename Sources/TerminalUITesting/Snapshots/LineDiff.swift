/// A line-by-line difference between two texts, written for a person to read.
///
/// Lines only in the expected text are marked `-`, lines only in the actual text `+`, and
/// lines in both are shown unmarked around each change, with the line number in its own
/// text. Unchanged stretches far from any change are folded into one `⋮` line.
///
/// ```swift
/// LineDiff(expected: ["a", "b", "c"], actual: ["a", "B", "c"]).description
/// //   1|a
/// // - 2|b
/// // + 2|B
/// //   3|c
/// ```
struct LineDiff: Sendable, CustomStringConvertible {
  /// One line of the difference.
  enum Line: Equatable, Sendable {
    /// A line in both texts, with its line number (1-based) in the actual one.
    case same(String, number: Int)
    /// A line only in the expected text, with its line number there.
    case removed(String, number: Int)
    /// A line only in the actual text, with its line number there.
    case added(String, number: Int)
  }

  /// The lines of the difference, in order; every line of both texts appears once.
  let lines: [Line]

  /// Unchanged lines shown before and after each change.
  let context: Int

  /// Compares `expected` with `actual` by their longest common subsequence of lines.
  ///
  /// - Parameters:
  ///   - expected: The stored lines.
  ///   - actual: The lines produced now.
  ///   - context: Unchanged lines to show around each change.
  /// - Complexity: O(n × m) in the numbers of lines, which suits screens and short files.
  init(expected: [String], actual: [String], context: Int = 2) {
    self.lines = Self.difference(expected, actual)
    self.context = context
  }

  /// Whether the two texts differ.
  var hasChanges: Bool {
    lines.contains { if case .same = $0 { false } else { true } }
  }

  /// The difference as text, one marked line per row, distant unchanged lines folded.
  var description: String {
    let changed = lines.indices.filter { if case .same = lines[$0] { false } else { true } }
    var shown: [String] = []
    var lastShown = -1
    for index in lines.indices where isNear(index, changed) {
      if index > lastShown + 1 { shown.append("  ⋮") }
      shown.append(text(of: lines[index]))
      lastShown = index
    }
    if lastShown < lines.count - 1 { shown.append("  ⋮") }
    return shown.joined(separator: "\n")
  }

  // MARK: - Private helpers

  private func isNear(_ index: Int, _ changed: [Int]) -> Bool {
    changed.contains { abs($0 - index) <= context }
  }

  /// A line with its mark and its number, right-aligned to the widest number.
  private func text(of line: Line) -> String {
    let width = String(lines.count).count
    func numbered(_ mark: String, _ number: Int, _ text: String) -> String {
      let digits = String(number)
      return mark + String(repeating: " ", count: width - digits.count) + digits + "|" + text
    }
    return switch line {
    case .same(let text, let number): numbered("  ", number, text)
    case .removed(let text, let number): numbered("- ", number, text)
    case .added(let text, let number): numbered("+ ", number, text)
    }
  }

  private static func difference(_ expected: [String], _ actual: [String]) -> [Line] {
    // common[i][j]: the length of the longest common subsequence of expected[i...], actual[j...].
    var common = Array(
      repeating: Array(repeating: 0, count: actual.count + 1), count: expected.count + 1)
    for i in expected.indices.reversed() {
      for j in actual.indices.reversed() {
        common[i][j] =
          expected[i] == actual[j]
          ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var lines: [Line] = []
    var (i, j) = (0, 0)
    while i < expected.count || j < actual.count {
      if i < expected.count, j < actual.count, expected[i] == actual[j] {
        lines.append(.same(actual[j], number: j + 1))
        (i, j) = (i + 1, j + 1)
      } else if i < expected.count, j == actual.count || common[i + 1][j] >= common[i][j + 1] {
        lines.append(.removed(expected[i], number: i + 1))
        i += 1
      } else {
        lines.append(.added(actual[j], number: j + 1))
        j += 1
      }
    }
    return lines
  }
}
