extension GraphemeBuffer {
  /// An edit as it lands in the buffer: the graphemes it replaces and the ones it puts in.
  ///
  /// Inserted text can join the graphemes around it (a combining mark typed after `e`, a
  /// regional indicator typed before another), so ``range`` may take in neighbours of the
  /// range asked for, and ``text`` holds them segmented again.
  struct Edit {
    /// The graphemes replaced.
    var range: Range<Int>
    /// What replaces them: text that starts and ends at grapheme boundaries of the new
    /// text, so its own graphemes are the ones the new text has there.
    var text: Substring
    /// The number of graphemes in ``text``.
    var count: Int
    /// Where the cursor goes after the edit: just after the last grapheme holding any of
    /// the inserted text (or at the place of a deletion).
    var cursor: Int
  }

  /// The edit that replaces the graphemes in `range` with `text`, with the graphemes around
  /// it segmented again as they would be in the whole new text.
  ///
  /// The grapheme before `range` is segmented again with the text, and so are the graphemes
  /// after it, until a grapheme boundary of the new text meets one of the old text (one
  /// grapheme, except inside runs of regional indicators). Unicode's grapheme rules look no
  /// further than the scalar after a boundary, and no rule can join across a boundary that
  /// starts a cluster, so the rest of the text keeps its graphemes.
  ///
  /// - Parameters:
  ///   - range: The graphemes to replace, within `0..<count`.
  ///   - text: The text to put in their place.
  /// - Returns: The edit, not yet applied.
  /// - Complexity: O(m + k) in the length of `text` and the graphemes re-segmented.
  func edit(replacing range: Range<Int>, with text: some StringProtocol) -> Edit {
    if isASCIIEdit(replacing: range, with: text) { return asciiEdit(replacing: range, with: text) }
    let left = max(range.lowerBound - 1, 0)
    var head = string(in: left..<range.lowerBound)
    head.append(contentsOf: text)
    let base = head.utf8.count
    var lookahead = 1
    while true {
      let right = min(range.upperBound + lookahead, count)
      var window = head
      // Old boundaries after the edit, by UTF-8 offset in `window`, with the index of the
      // grapheme they precede; the window's end is one only at the end of the text.
      var oldBoundaries = [base: range.upperBound]
      var offset = base
      for index in range.upperBound..<right {
        window.append(self[index])
        offset += self[index].utf8.count
        if index + 1 < right || right == count { oldBoundaries[offset] = index + 1 }
      }
      if let edit = Self.synchronized(window, base: base, oldBoundaries: oldBoundaries, from: left)
      {
        return edit
      }
      lookahead *= 2
    }
  }

  /// Whether the edit puts printable ASCII text (or nothing) between graphemes that are
  /// printable ASCII too (or the ends of the text) — typing a character, Backspace and
  /// Delete between such characters, the commonest edits: no grapheme rule joins two such
  /// characters, so each byte is a grapheme and nothing needs segmenting.
  ///
  /// A test apart from ``asciiEdit(replacing:with:)`` rather than an optional edit: an
  /// optional of a struct as large as ``Edit`` is copied through the runtime's generic value
  /// witnesses, its metadata looked up first, a cost on every key.
  private func isASCIIEdit(replacing range: Range<Int>, with text: some StringProtocol) -> Bool {
    followsPrintableASCII(range.lowerBound) && precedesPrintableASCII(range.upperBound)
      && text.isPrintableASCII
  }

  /// Whether the place before grapheme `index` lies between printable ASCII graphemes (or an
  /// end of the text): printable ASCII text put in there stays graphemes of its own, a byte
  /// each, and leaves its neighbours as they are.
  func isBetweenPrintableASCII(_ index: Int) -> Bool {
    followsPrintableASCII(index) && precedesPrintableASCII(index)
  }

  /// Whether grapheme `index` is the first or follows a printable ASCII grapheme.
  private func followsPrintableASCII(_ index: Int) -> Bool {
    index == 0 || printableASCIIByte(at: index - 1) != nil
  }

  /// Whether grapheme `index` is the end or a printable ASCII grapheme.
  private func precedesPrintableASCII(_ index: Int) -> Bool {
    index == count || printableASCIIByte(at: index) != nil
  }

  /// The edit of an ``isASCIIEdit(replacing:with:)``: each byte of `text` a grapheme.
  private func asciiEdit(replacing range: Range<Int>, with text: some StringProtocol) -> Edit {
    let length = text.utf8.count
    return Edit(
      range: range, text: Substring(text), count: length, cursor: range.lowerBound + length)
  }

  /// The edit made of the graphemes of `window` (which starts at grapheme `left`) up to its
  /// first boundary at or after `base` that is also an old boundary, or `nil` when none is.
  private static func synchronized(
    _ window: String, base: Int, oldBoundaries: [Int: Int], from left: Int
  ) -> Edit? {
    var offset = 0
    var count = 0
    var beforeBase = 0
    var index = window.startIndex
    while index < window.endIndex {
      if offset >= base, let end = oldBoundaries[offset] {
        let text = window[..<index]
        return Edit(range: left..<end, text: text, count: count, cursor: left + beforeBase)
      }
      if offset < base { beforeBase += 1 }
      let next = window.index(after: index)
      offset += window.utf8.distance(from: index, to: next)
      count += 1
      index = next
    }
    guard let end = oldBoundaries[offset] else { return nil }
    return Edit(range: left..<end, text: window[...], count: count, cursor: left + beforeBase)
  }
}
