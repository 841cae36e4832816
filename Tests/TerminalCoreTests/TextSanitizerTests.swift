import Testing

@testable import TerminalCore

struct TextSanitizerTests {
  static let c0Controls = Array(UInt32(0x00)...0x1F)
  static let c1Controls = Array(UInt32(0x80)...0x9F)
  static let bidiControls: [UInt32] =
    [0x061C, 0x200E, 0x200F] + Array(0x202A...0x202E) + Array(0x2066...0x2069)

  /// Whether `scalar` must never reach the terminal.
  static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
      || bidiControls.contains(value)
  }

  static func character(_ value: UInt32) throws -> Character {
    Character(try #require(Unicode.Scalar(value)))
  }

  // MARK: - Controls

  @Test(arguments: c0Controls)
  func c0ControlShowsAsItsControlPicture(value: UInt32) throws {
    let shown = TextSanitizer.displayable(try Self.character(value))
    #expect(shown.unicodeScalars.map(\.value) == [0x2400 + value])
    #expect(shown.displayWidth == 1)
  }

  @Test func escapeShowsAsSymbolForEscape() {
    #expect(TextSanitizer.displayable("\u{1B}") == "\u{241B}")
  }

  @Test func deleteShowsAsSymbolForDelete() {
    #expect(TextSanitizer.displayable("\u{7F}") == "\u{2421}")
    #expect(TextSanitizer.displayable("\u{7F}").displayWidth == 1)
  }

  @Test(arguments: c1Controls)
  func c1ControlShowsAsReplacementCharacter(value: UInt32) throws {
    let shown = TextSanitizer.displayable(try Self.character(value))
    #expect(shown == "\u{FFFD}")
    #expect(shown.displayWidth == 1)
  }

  @Test(arguments: bidiControls)
  func bidiControlShowsAsArrowsPlaceholder(value: UInt32) throws {
    let shown = TextSanitizer.displayable(try Self.character(value))
    #expect(shown == "\u{21C4}")
    #expect(shown.displayWidth == 1)
  }

  @Test func lineAndParagraphSeparatorsShowAsNewlineAndPilcrow() {
    #expect(TextSanitizer.displayable("\u{2028}") == "\u{2424}")
    #expect(TextSanitizer.displayable("\u{2029}") == "\u{B6}")
    #expect(TextSanitizer.displayable("\u{2028}").displayWidth == 1)
    #expect(TextSanitizer.displayable("\u{2029}").displayWidth == 1)
  }

  @Test func crlfGraphemeShowsAsOneNewlineSymbol() {
    #expect(TextSanitizer.displayable("\r\n") == "\u{2424}")
    #expect(TextSanitizer.sanitize("one\r\ntwo") == "one\u{2424}two")
    #expect(TextSanitizer.sanitize("one\rtwo\nthree") == "one\u{240D}two\u{240A}three")
  }

  // MARK: - Escape sequences in text

  @Test func escapeSequencesInsideTextShowAsVisibleText() {
    #expect(TextSanitizer.sanitize("\u{1B}[31m") == "\u{241B}[31m")
    #expect(
      TextSanitizer.sanitize("red \u{1B}[31mtext\u{1B}[0m end")
        == "red \u{241B}[31mtext\u{241B}[0m end")
    #expect(
      TextSanitizer.sanitize("\u{1B}]0;title\u{07}after") == "\u{241B}]0;title\u{2407}after")
    #expect(TextSanitizer.sanitize("\u{9B}2J") == "\u{FFFD}2J")
    #expect(TextSanitizer.sanitize("clear\u{1B}c") == "clear\u{241B}c")
  }

  @Test func bidiOverrideInsideTextIsShownNotApplied() {
    let text = "file\u{202E}gpj.exe"
    #expect(TextSanitizer.sanitize(text) == "file\u{21C4}gpj.exe")
  }

  @Test func sanitizedTextNeverHoldsAnUnsafeScalar() throws {
    var text = ""
    let unsafe = Self.c0Controls + Array(0x7F...0x9F) + Self.bidiControls + [0x2028, 0x2029]
    for value in unsafe {
      text.unicodeScalars.append(try #require(Unicode.Scalar(value)))
      text += "a\u{301}\u{1F44B}"
      text.unicodeScalars.append(try #require(Unicode.Scalar(value)))
      text += "\u{301}"
    }
    let sanitized = TextSanitizer.sanitize(text)
    #expect(!sanitized.unicodeScalars.contains(where: Self.isUnsafe))
    #expect(sanitized.count >= unsafe.count * 3)
  }

  @Test func everyBasicMultilingualPlaneScalarShowsSafelyInOneColumnWhenReplaced() {
    var wrong: [UInt32] = []
    for value in UInt32(0)...0xFFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let character = Character(scalar)
      let shown = TextSanitizer.displayable(character)
      let replaced = shown != character
      if shown.unicodeScalars.contains(where: Self.isUnsafe)
        || replaced != Self.isUnsafe(scalar) || (replaced && shown.displayWidth != 1)
      {
        wrong.append(value)
      }
    }
    #expect(wrong == [])
  }

  // MARK: - Safe text

  @Test(
    arguments: [
      "Hello, world! ~ {}[]()",
      "Cre\u{300}me bru\u{302}le\u{301}e",
      "\u{645}\u{631}\u{62D}\u{628}\u{627} \u{628}\u{627}\u{644}\u{639}\u{627}\u{644}\u{645}",
      "\u{5E9}\u{5C1}\u{5B8}\u{5DC}\u{5D5}\u{5B9}\u{5DD}",
      "\u{65E5}\u{672C}\u{8A9E}\u{306E}\u{30C6}\u{30AD}\u{30B9}\u{30C8} \u{D55C}\u{AD6D}\u{C5B4}",
      "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} \u{1F1EB}\u{1F1F7} \u{2764}\u{FE0F} \u{1F44B}\u{1F3FD}",
      "zero\u{200B}width\u{200D}joiner\u{FEFF}",
      "",
    ])
  func safeTextIsUnchanged(text: String) {
    #expect(TextSanitizer.sanitize(text) == text)
    #expect(TextSanitizer.sanitize(text).unicodeScalars.elementsEqual(text.unicodeScalars))
    for character in text {
      #expect(TextSanitizer.displayable(character) == character)
    }
  }

  @Test func substringIsSanitizedOnItsOwn() {
    let text = "keep\u{1B}[1mbold"
    #expect(TextSanitizer.sanitize(text.dropFirst(4)) == "\u{241B}[1mbold")
    #expect(TextSanitizer.sanitize(text.prefix(4)) == "keep")
  }
}
