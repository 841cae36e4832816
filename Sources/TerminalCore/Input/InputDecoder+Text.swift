extension InputDecoder {
  /// Emits the decoded text as one ``KeyCode/character(_:)`` per grapheme.
  ///
  /// - Parameters:
  ///   - events: Where the characters are appended.
  ///   - hold: Whether to keep back a last grapheme that the next read may extend: one
  ///     whose next scalar is still arriving, one that ends with a zero-width joiner, or
  ///     half a flag. A grapheme longer than ``maximumHeldGraphemeLength`` is never held.
  /// - Complexity: O(*n*) in the length of the text.
  mutating func emitText(into events: inout InputEvents, holdingUnfinishedGrapheme hold: Bool) {
    guard !text.isEmpty else { return }
    var end = text.endIndex
    if hold {
      let lastStart = text.index(before: end)
      if mayGrow(text[lastStart...]) { end = lastStart }
    }
    for character in text[..<end] {
      events.append(.key(KeyEvent(.character(character))))
    }
    if end == text.endIndex {
      text.removeAll(keepingCapacity: true)
    } else {
      text.removeSubrange(..<end)
    }
  }

  private func mayGrow(_ grapheme: Substring) -> Bool {
    guard grapheme.utf8.count <= Self.maximumHeldGraphemeLength else { return false }
    guard !utf8.isPending else { return true }
    let scalars = grapheme.unicodeScalars
    guard let last = scalars.last else { return false }
    let isRegionalIndicator = (0x1F1E6...0x1F1FF).contains(last.value)
    return last == "\u{200D}" || (isRegionalIndicator && scalars.count == 1)
  }
}
