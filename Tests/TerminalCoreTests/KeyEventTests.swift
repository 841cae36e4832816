import Testing

@testable import TerminalCore

/// Tests of ``KeyEvent``: a printable ASCII key is held as its byte, and nothing outside can
/// tell — its code, equality, hashing, pattern matching and description are those of the
/// ``KeyCode`` it stands for.
struct KeyEventTests {
  /// Every printable ASCII character, 0x20 through 0x7E.
  static let printableCharacters: [Character] = (0x20..<0x7F).map {
    Character(Unicode.Scalar(UInt8($0)))
  }

  @Test(arguments: printableCharacters)
  func printableKeyIsHeldAsItsByteAndGivesItsCharacterBack(_ character: Character) throws {
    let byte = try #require(character.asciiValue)
    let made = KeyEvent(.character(character), modifiers: .alt)
    let decoded = KeyEvent(printable: byte, modifiers: .alt)
    #expect(made.code == .character(character))
    #expect(decoded.code == .character(character))
    #expect(decoded == made)
    #expect(Set([made, decoded]).count == 1)
  }

  @Test(arguments: [
    KeyCode.character("é"), .character("👋🏽"), .character("\t"), .character("\r\n"),
    .character("\u{7F}"), .character("e\u{301}"), .enter, .escape, .function(12),
  ])
  func otherCodeIsHeldAsItIs(_ code: KeyCode) {
    let key = KeyEvent(code, modifiers: .control)
    #expect(key.code == code)
    #expect(key.modifiers == .control)
    #expect(key != KeyEvent(.character("e"), modifiers: .control))
  }

  @Test func settingTheCodeChangesHowItIsHeld() {
    var key = KeyEvent(.enter, modifiers: .shift)
    key.code = .character("x")
    #expect(key == KeyEvent(printable: 0x78, modifiers: .shift))
    #expect(key.code == .character("x"))
    key.code = .character("é")
    #expect(key == KeyEvent(.character("é"), modifiers: .shift))
    #expect(key.code == .character("é"))
    key.code = .tab
    #expect(key == KeyEvent(.tab, modifiers: .shift))
  }

  @Test func aCharacterWithNoModifierButShiftIsTyped() {
    #expect(KeyEvent(printable: 0x61).typedCharacter == "a")
    #expect(KeyEvent(.character("A"), modifiers: .shift).typedCharacter == "A")
    #expect(KeyEvent(.character("é")).typedCharacter == "é")
    #expect(KeyEvent(.character("👋🏽"), modifiers: .shift).typedCharacter == "👋🏽")
    #expect(KeyEvent.control("a").typedCharacter == nil)
    #expect(KeyEvent(printable: 0x61, modifiers: .alt).typedCharacter == nil)
    #expect(KeyEvent(.character("é"), modifiers: [.shift, .alt]).typedCharacter == nil)
    #expect(KeyEvent(.enter).typedCharacter == nil)
    #expect(KeyEvent(.left, modifiers: .shift).typedCharacter == nil)
  }

  @Test func decodedKeysMatchPatternsWrittenWithCharacters() {
    var decoder = InputDecoder()
    var matched: [String] = []
    for event in decoder.decode(Array("q?é\u{1B}x".utf8)) + decoder.flush() {
      switch event {
      case .key(KeyEvent(.character("q"))): matched.append("q")
      case .key(KeyEvent(.character("x"), modifiers: .alt)): matched.append("Alt-x")
      case .key(let key):
        if case .character(let character) = key.code { matched.append(String(character)) }
      default: matched.append("other")
      }
    }
    #expect(matched == ["q", "?", "é", "Alt-x"])
  }

  @Test func descriptionShowsTheCodeAndModifiers() {
    let key = KeyEvent(printable: 0x71, modifiers: .control)
    #expect(
      String(describing: key)
        == "KeyEvent(code: TerminalCore.KeyCode.character(\"q\"), "
        + "modifiers: TerminalCore.KeyModifiers(rawValue: 4))")
    #expect(
      String(reflecting: InputEvent.key(KeyEvent(.character("é"))))
        == "TerminalCore.InputEvent.key(TerminalCore.KeyEvent(code: "
        + "TerminalCore.KeyCode.character(\"é\"), modifiers: TerminalCore.KeyModifiers(rawValue: 0)))"
    )
  }
}
