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
    plainText(text, lineBreak: " ")
  }

  /// `text` made into lines of plain text separated by LF, as a multi-line text view keeps
  /// it.
  ///
  /// The same as ``singleLine(_:)`` but for line breaks, which are kept as one LF each:
  ///
  /// | input | becomes |
  /// |---|---|
  /// | a line break: CR, LF, CR LF (as one), NEL U+0085, U+2028, U+2029 | LF |
  /// | TAB | a space |
  /// | any other C0 control (U+0000–U+001F), DEL U+007F, any other C1 control (U+0080–U+009F) | nothing |
  ///
  /// ```swift
  /// TextSanitizer.multiline("Buy\r\nmilk\rand\u{07}eggs")  // "Buy\nmilk\nandeggs"
  /// ```
  ///
  /// - Parameter text: Text typed, pasted or set by code.
  /// - Returns: The text with LF as its only line break and no other control character.
  /// - Complexity: O(n) in the length of `text`; text with nothing to change is returned
  ///   without being copied scalar by scalar.
  public static func multiline(_ text: some StringProtocol) -> String {
    plainText(text, lineBreak: "\n")
  }

  /// `text` with each line break made `lineBreak`, each tab a space, and the other control
  /// characters dropped.
  private static func plainText(_ text: some StringProtocol, lineBreak: Unicode.Scalar) -> String {
    if text.isPrintableASCII
      || !text.unicodeScalars.contains(where: { isChanged($0, lineBreak: lineBreak) })
    {
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
      case 0x0A, 0x0D, 0x85, 0x2028, 0x2029:
        result.unicodeScalars.append(lineBreak)
      case 0x09:
        result.unicodeScalars.append(" ")
      case 0x00..<0x20, 0x7F...0x9F:
        continue
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether ``plainText(_:lineBreak:)`` replaces or drops `scalar`.
  private static func isChanged(_ scalar: Unicode.Scalar, lineBreak: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case lineBreak.value: false
    case 0x00..<0x20, 0x7F...0x9F, 0x2028, 0x2029: true
    default: false
    }
  }
}
