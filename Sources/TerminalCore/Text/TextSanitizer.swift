/// Makes text safe to show: controls and bidi controls become visible placeholders.
///
/// Text from users or files never reaches the terminal raw. Each grapheme that could move
/// the cursor, start an escape sequence or reorder the line is replaced by a placeholder
/// one column wide; every other grapheme is returned unchanged.
///
/// | input | placeholder |
/// |---|---|
/// | C0 controls U+0000–U+001F | the Control Pictures U+2400–U+241F (`␀` … `␛` … `␟`) |
/// | DEL U+007F | `␡` U+2421 |
/// | the grapheme `"\r\n"` and LINE SEPARATOR U+2028 | `␤` U+2424 |
/// | PARAGRAPH SEPARATOR U+2029 | `¶` U+00B6 |
/// | C1 controls U+0080–U+009F | `�` U+FFFD (no Control Picture exists for them) |
/// | bidi controls: LRM, RLM, ALM, U+202A–U+202E, U+2066–U+2069 | `⇄` U+21C4 |
///
/// An escape sequence thus shows as text: `"\u{1B}[31m"` becomes `"␛[31m"`.
///
/// ```swift
/// TextSanitizer.sanitize("bell\u{07} \u{1B}[2J")  // "bell␇ ␛[2J"
/// TextSanitizer.displayable("\t")  // "␉"
/// TextSanitizer.displayable("é")  // "é"
/// ```
public enum TextSanitizer {
  /// The placeholder of a CRLF grapheme and of LINE SEPARATOR: `␤` SYMBOL FOR NEWLINE.
  private static let newlinePlaceholder: Character = "\u{2424}"

  /// The placeholder of PARAGRAPH SEPARATOR: `¶` PILCROW SIGN.
  private static let paragraphPlaceholder: Character = "\u{00B6}"

  /// The placeholder of DEL: `␡` SYMBOL FOR DELETE.
  private static let deletePlaceholder: Character = "\u{2421}"

  /// The placeholder of a C1 control: `�` REPLACEMENT CHARACTER.
  private static let c1ControlPlaceholder: Character = "\u{FFFD}"

  /// The placeholder of a bidi control: `⇄` RIGHTWARDS ARROW OVER LEFTWARDS ARROW.
  private static let bidiControlPlaceholder: Character = "\u{21C4}"

  /// The Control Pictures of the C0 controls, indexed by control value.
  private static let controlPictures: [Character] = (0x2400...0x241F).compactMap { value in
    Unicode.Scalar(UInt32(value)).map(Character.init)
  }

  /// The grapheme to draw for `character`: itself when it is safe, else a visible
  /// placeholder one column wide.
  ///
  /// Controls and bidi controls always form a grapheme of their own, except the pair
  /// `"\r\n"`; a grapheme holding any unsafe scalar is replaced whole, by the placeholder
  /// of its first unsafe scalar (`"\r\n"` by `␤`).
  ///
  /// - Parameter character: A grapheme about to be drawn.
  /// - Returns: `character`, or its placeholder from the table of ``TextSanitizer``.
  /// - Complexity: O(1) for printable ASCII; otherwise O(k) in the scalars of `character`.
  public static func displayable(_ character: Character) -> Character {
    if character.printableASCIIByte != nil { return character }
    for scalar in character.unicodeScalars {
      guard let placeholder = placeholder(for: scalar.value) else { continue }
      return character == "\r\n" ? newlinePlaceholder : placeholder
    }
    return character
  }

  /// `text` with every unsafe grapheme replaced by its placeholder.
  ///
  /// Each grapheme goes through ``displayable(_:)``; text without unsafe graphemes comes
  /// back unchanged.
  ///
  /// - Parameter text: Text from a user or a file.
  /// - Returns: The text as it may be drawn.
  /// - Complexity: O(n) in the length of `text`; printable ASCII, and text whose every
  ///   scalar is a grapheme of its own whatever surrounds it (accented Latin, CJK, `›`), is
  ///   checked without breaking it into graphemes.
  @inlinable
  public static func sanitize(_ text: some StringProtocol) -> String {
    // Scalars that stand alone include no unsafe one: such text is safe as it is, and is
    // found so without breaking it into graphemes.
    if text.isPrintableASCII
      || text.utf8.withContiguousStorageIfAvailable(
        SingleScalarGraphemes.everyScalarStandsAlone(in:)) == true
    {
      return String(text)
    }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      result.append(displayable(character))
    }
    return result
  }

  /// The placeholder of the scalar `value`, or `nil` when the scalar is safe to draw.
  private static func placeholder(for value: UInt32) -> Character? {
    switch value {
    case 0x20..<0x7F:
      return nil
    case 0x00..<0x20:
      return controlPictures[Int(value)]
    case 0x7F:
      return deletePlaceholder
    case 0x80...0x9F:
      return c1ControlPlaceholder
    case 0x2028:
      return newlinePlaceholder
    case 0x2029:
      return paragraphPlaceholder
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
      return bidiControlPlaceholder
    default:
      return nil
    }
  }
}
