// PLACEHOLDER: replaced by the real implementation (helper task "width").
/// Makes text safe to show: control and bidi-override characters become visible placeholders.
public enum TextSanitizer {
  /// The grapheme to draw for `character`: itself when it is safe, else a visible placeholder.
  public static func displayable(_ character: Character) -> Character {
    guard let scalar = character.unicodeScalars.first else { return character }
    if scalar.value < 0x20 { return Character(Unicode.Scalar(0x2400 + scalar.value) ?? "?") }
    return character
  }

  /// `text` with every unsafe grapheme replaced by its placeholder.
  public static func sanitize(_ text: some StringProtocol) -> String {
    String(text.map(displayable))
  }
}
