extension TextSanitizer {
  /// `text` made into one line of plain text, as a single-line field keeps it.
  ///
  /// Unlike ``sanitize(_:)``, which keeps every grapheme and shows the unsafe ones as
  /// placeholders, this changes the text itself, as Bubble Tea's `textinput` does with a
  /// paste:
  ///
  /// | input | becomes |
  /// |---|---|
  /// | a line break: CR, LF, CR LF (as one), NEL U+0085, U+2028, U+2029 | a space |
  /// | TAB | a space |
  /// | any other C0 control (U+0000–U+001F), DEL U+007F, any other C1 control (U+0080–U+009F) | nothing |
  ///
  /// Everything else is kept, bidi controls included (right-to-left text needs them; they
  /// still show as placeholders when drawn).
  ///
  /// ```swift
  /// TextSanitizer.singleLine("Buy\nmilk\tand\u{07}eggs")  // "Buy milk andeggs"
  /// TextSanitizer.singleLine("a\r\nb")  // "a b"
  /// ```
  ///
  /// - Parameter text: Text typed, pasted or set by code.
  /// - Returns: The text without line breaks and control characters.
  /// - Complexity: O(n) in the length of `text`; text with nothing to change is returned
  ///   without being copied scalar by scalar.
  public static func singleLine(_ text: some StringProtocol) -> String {
    if text.isPrintableASCII || !text.unicodeScalars.contains(where: isChangedInALine) {
      return String(text)
    }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var afterCarriageReturn = false
    for scalar in text.unicodeScalars {
      let isLineFeedOfCRLF = afterCarriageReturn && scalar == "\n"
      afterCarriageReturn = scalar == "\r"
      if isLineFeedOfCRLF { continue }
      switch scalar.value {
      case 0x09, 0x0A, 0x0D, 0x85, 0x2028, 0x2029:
        result.unicodeScalars.append(" ")
      case 0x00..<0x20, 0x7F...0x9F:
        continue
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether ``singleLine(_:)`` replaces or drops `scalar`.
  private static func isChangedInALine(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00..<0x20, 0x7F...0x9F, 0x2028, 0x2029: true
    default: false
    }
  }
}
