extension GraphemeBuffer {
  /// Where the word before `index` starts: past the spaces and line breaks before `index`,
  /// then past the graphemes other than those before them.
  ///
  /// A word is a run of graphemes other than a space or a line break; a key that goes by
  /// words (Ctrl-W, Alt-b) stops where this says.
  ///
  /// - Complexity: O(k) in the graphemes passed over.
  func startOfPreviousWord(before index: Int) -> Int {
    var index = index
    while index > 0, Self.isWordSeparator(self[index - 1]) { index -= 1 }
    while index > 0, !Self.isWordSeparator(self[index - 1]) { index -= 1 }
    return index
  }

  /// Where the word after `index` starts: past the graphemes other than a space or a line
  /// break from `index`, then past the spaces and line breaks after them; the end of the
  /// text after the last word.
  ///
  /// - Complexity: O(k) in the graphemes passed over.
  func startOfNextWord(after index: Int) -> Int {
    var index = index
    while index < count, !Self.isWordSeparator(self[index]) { index += 1 }
    while index < count, Self.isWordSeparator(self[index]) { index += 1 }
    return index
  }

  /// Whether `grapheme` separates words: a space or a line break.
  private static func isWordSeparator(_ grapheme: Character) -> Bool {
    grapheme == " " || grapheme == "\n"
  }
}
