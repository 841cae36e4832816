import Testing

@testable import TerminalCore

/// Text measured, checked and drawn scalar by scalar must come out as it does grapheme by
/// grapheme.
struct SingleScalarGraphemesTests {
  /// Every scalar of the Basic Multilingual Plane that stands alone (all of the set is in it).
  static let standingAlone: [Unicode.Scalar] = (0..<0x1_0000).compactMap { value in
    SingleScalarGraphemes.standsAlone(UInt32(value)) ? Unicode.Scalar(UInt32(value)) : nil
  }

  /// Text made only of scalars that stand alone.
  static let standAloneTexts = [
    "Grüße › Détail", "漢字 かな カナ 한국어", "─┼─ → ← …", "Ελληνικά Кириллица", "a‼b",
    "©®", "",
  ]

  /// Text with scalars that join their neighbours: marks, joiners, selectors, modifiers,
  /// keycaps, flags, jamo, controls.
  static let joiningTexts = [
    "e\u{301}", "👋🏽 hi", "1\u{FE0F}\u{20E3}", "🇫🇷", "\u{1100}\u{1161}", "a\u{200D}b",
    "x\u{1B}[2J", "Grüße › \u{0915}\u{094D}\u{0937}", "\r\n",
  ]

  @Test func everyScalarThatStandsAloneIsAGraphemeOfItsOwnBesideAnyOther() {
    #expect(Self.standingAlone.count > 20_000)
    for scalar in Self.standingAlone {
      let alone = String(Character(scalar))
      for pair in ["a" + alone, alone + "a", alone + alone, "가" + alone, alone + "각"] {
        #expect(pair.count == 2, "U+\(String(scalar.value, radix: 16)) in \(pair.debugDescription)")
      }
    }
  }

  @Test func noScalarThatStandsAloneNeedsAPlaceholder() {
    for scalar in Self.standingAlone {
      let character = Character(scalar)
      #expect(TextSanitizer.displayable(character) == character)
    }
  }

  @Test func aScalarThatStandsAloneTakesTheWidthOfItsGrapheme() {
    for scalar in Self.standingAlone {
      var text = String(Character(scalar))
      let width = text.withUTF8 { SingleScalarGraphemes.displayWidth(utf8: $0) }
      #expect(width == Character(scalar).displayWidth, "U+\(String(scalar.value, radix: 16))")
    }
  }

  @Test(arguments: standAloneTexts)
  func textOfScalarsThatStandAloneIsMeasuredWithoutGraphemes(text: String) {
    var utf8 = text
    let fast = utf8.withUTF8 { SingleScalarGraphemes.displayWidth(utf8: $0) }

    #expect(fast == text.reduce(0) { $0 + $1.displayWidth })
    #expect(text.displayWidth == fast)
    #expect(TextSanitizer.sanitize(text) == text)
  }

  @Test(arguments: joiningTexts)
  func textWithJoiningScalarsIsMeasuredByGraphemes(text: String) {
    var utf8 = text
    let fast = utf8.withUTF8 { SingleScalarGraphemes.displayWidth(utf8: $0) }

    #expect(fast == nil)
    #expect(text.displayWidth == text.reduce(0) { $0 + $1.displayWidth })
  }

  @Test(arguments: standAloneTexts + joiningTexts)
  func textIsDrawnAsItIsGraphemeByGrapheme(text: String) {
    for clipWidth in 0...24 {
      let clip = Rect(x: 2, y: 0, width: clipWidth, height: 1)
      var whole = Canvas(
        size: Size(width: 30, height: 1), filling: Cell(grapheme: "x", width: 1, style: .plain))
      var byGrapheme = whole

      let advanced = whole.put(text, at: Point(x: 1, y: 0), clip: clip)
      var x = 1
      for character in text where x < clip.maxX {
        x += byGrapheme.put(character, at: Point(x: x, y: 0), clip: clip)
      }

      #expect(whole == byGrapheme, "\(text.debugDescription) clipped to \(clipWidth)")
      #expect(advanced == x - 1)
    }
  }
}
