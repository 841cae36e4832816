import Testing

/// Expects each of `expected` to be a whole line of `text`, in this order.
func expectLines(
  _ expected: [String], inOrderIn text: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
  for line in expected {
    guard let index = lines.firstIndex(where: { $0 == line }) else {
      Issue.record("missing, or out of order: \(line)", sourceLocation: sourceLocation)
      return
    }
    lines = lines[(index + 1)...]
  }
}

/// The lines of `edited` that are not in `original`, when `original`'s lines all appear in
/// `edited` in the same order (a line may have gained a trailing comma); `nil` when a line
/// of `original` was lost or changed otherwise.
func addedLines(from original: String, to edited: String) -> [String]? {
  let before = original.split(separator: "\n", omittingEmptySubsequences: false)
  var added: [String] = []
  var index = 0
  for line in edited.split(separator: "\n", omittingEmptySubsequences: false) {
    if index < before.count, line == before[index] || line == before[index] + "," {
      index += 1
    } else {
      added.append(String(line))
    }
  }
  return index == before.count ? added : nil
}
