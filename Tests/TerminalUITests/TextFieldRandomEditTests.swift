import TerminalCore
import TerminalUI
import Testing

/// Random edits of a field, checked after every step against a model that edits a whole
/// `String`: the field keeps its text in a gap buffer and segments only around each edit,
/// so this proves its graphemes, cursor and screen are those of the whole text. The model
/// makes what comes in one line, as the field does: CR, LF and CR LF become a space and ESC
/// is dropped, so removing a space or an ESC can still join what was around it.
@MainActor
struct TextFieldRandomEditTests {
  /// Scalars that join their neighbours in every way Unicode allows: combining marks,
  /// regional indicators, emoji modifiers, joiners, CR LF, Arabic vowel marks, and a prepended
  /// mark (U+0600, which joins the character after it, ASCII included).
  nonisolated static let pieces: [Character] = [
    "a", "b", " ", "e", "\u{301}", "🇫", "🇷", "🇩", "👋", "\u{1F3FD}", "\u{200D}", "👩", "漢",
    "\r", "\n", "\u{1B}", "ب", "\u{650}", "\u{600}",
  ]

  /// A field and what it should hold.
  struct Model {
    var text = ""
    var cursor = 0

    var graphemes: [Character] { Array(text) }

    /// `input` as a field takes it in: a line break (CR LF as one) is a space, and ESC, the
    /// only other control among the pieces, is dropped.
    static func oneLine(_ input: String) -> String {
      input.replacing("\r\n", with: " ").replacing("\r", with: " ").replacing("\n", with: " ")
        .replacing("\u{1B}", with: "")
    }

    /// Replaces graphemes `range` with `insertion`; the cursor goes after the last
    /// grapheme holding any of `insertion` (or to the place of a deletion).
    mutating func replace(_ range: Range<Int>, with insertion: String) {
      let graphemes = self.graphemes
      let head = String(graphemes[..<range.lowerBound]) + insertion
      let new = head + String(graphemes[range.upperBound...])
      guard !new.unicodeScalars.elementsEqual(text.unicodeScalars) else { return }
      text = new
      let base = head.utf8.count
      var offset = 0
      cursor = 0
      for grapheme in text where offset < base {
        cursor += 1
        offset += grapheme.utf8.count
      }
    }

    mutating func apply(_ key: KeyEvent) {
      let count = graphemes.count
      switch (key.code, key.modifiers) {
      case (.character(let character), []):
        replace(cursor..<cursor, with: Self.oneLine(String(character)))
      case (.left, []): cursor = max(cursor - 1, 0)
      case (.right, []): cursor = min(cursor + 1, count)
      case (.home, []): cursor = 0
      case (.end, []): cursor = count
      case (.backspace, []): if cursor > 0 { replace(cursor - 1..<cursor, with: "") }
      case (.delete, []): if cursor < count { replace(cursor..<cursor + 1, with: "") }
      case (.character("u"), .control): replace(0..<cursor, with: "")
      case (.character("k"), .control): replace(cursor..<count, with: "")
      case (.character("w"), .control): replace(startOfPreviousWord()..<cursor, with: "")
      case (.left, .control): cursor = startOfPreviousWord()
      case (.right, .control): cursor = startOfNextWord()
      case (.delete, .control): replace(cursor..<startOfNextWord(), with: "")
      default: break
      }
    }

    func startOfPreviousWord() -> Int {
      let graphemes = self.graphemes
      var index = cursor
      while index > 0, graphemes[index - 1] == " " { index -= 1 }
      while index > 0, graphemes[index - 1] != " " { index -= 1 }
      return index
    }

    func startOfNextWord() -> Int {
      let graphemes = self.graphemes
      let rest = graphemes[cursor...]
      let wordEnd = rest.firstIndex(of: " ") ?? graphemes.endIndex
      return graphemes[wordEnd...].firstIndex { $0 != " " } ?? graphemes.endIndex
    }
  }

  /// A deterministic pseudo-random sequence (a 64-bit linear congruential generator).
  struct Generator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state ^ (state >> 29)
    }
  }

  static let keys: [KeyEvent] = [
    KeyEvent(.left), KeyEvent(.right), KeyEvent(.home), KeyEvent(.end), KeyEvent(.backspace),
    KeyEvent(.delete), .control("u"), .control("k"), .control("w"),
    KeyEvent(.left, modifiers: .control), KeyEvent(.right, modifiers: .control),
    KeyEvent(.delete, modifiers: .control),
  ]

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func randomEditsMatchEditingTheWholeString(seed: UInt64) throws {
    var random = Generator(state: seed)
    let sut = TextField()
    let window = mount(sut, size: Size(width: 200, height: 3))
    var model = Model()
    for step in 0..<600 {
      let roll = Int.random(in: 0..<10, using: &random)
      if roll < 5 {
        let piece = Self.pieces.randomElement(using: &random) ?? "a"
        window.handle(.key(KeyEvent(.character(piece))))
        model.apply(KeyEvent(.character(piece)))
      } else if roll < 6 {
        let length = Int.random(in: 1...4, using: &random)
        let text = String(
          (0..<length).map { _ in Self.pieces.randomElement(using: &random) ?? "a" })
        window.handle(.paste(text))
        model.replace(model.cursor..<model.cursor, with: Model.oneLine(text))
      } else {
        let key = Self.keys.randomElement(using: &random) ?? KeyEvent(.left)
        window.handle(.key(key))
        model.apply(key)
      }
      let frame = window.render()
      var expected = Canvas(size: Size(width: 200, height: 1))
      expected.put(model.text, at: .zero)
      let cursorColumn = expected.put(String(model.graphemes[..<model.cursor]), at: .zero)
      expected.put(model.text, at: .zero)

      #expect(Array(sut.text.unicodeScalars) == Array(model.text.unicodeScalars), "step \(step)")
      #expect(sut.cursorIndex == model.cursor, "step \(step)")
      #expect(frame.canvas.lines[0] == expected.lines[0], "step \(step)")
      #expect(frame.cursor == Point(x: cursorColumn, y: 0), "step \(step)")
      if model.graphemes.count > 60 {
        window.handle(.key(.control("u")))
        window.handle(.key(.control("k")))
        model.apply(.control("u"))
        model.apply(.control("k"))
      }
    }
    try press(KeyEvent(.end), on: sut)
    #expect(sut.cursorIndex == model.graphemes.count)
  }
}
