import TerminalCore
import Testing

/// The one check the hot paths of drawing, decoding and editing share.
struct CharacterPrintableASCIITests {
  @Test func everyPrintableASCIICharacterGivesItsByte() {
    for byte in UInt8(0x20)..<0x7F {
      #expect(Character(Unicode.Scalar(byte)).printableASCIIByte == byte)
    }
  }

  @Test(arguments: ["\t", "\u{7F}", "\u{1B}", "é", "e\u{301}", "\r\n", "漢", "👋🏽"])
  func anyOtherGraphemeGivesNil(_ text: String) throws {
    let character = try #require(text.first)
    #expect(character.printableASCIIByte == nil)
  }
}
