import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

/// Random keys in a narrow text view, checked after every frame against a text view that
/// wraps the same text from scratch: the view wraps only the rows it shows, keeps the first
/// of them from frame to frame, and after an edit wraps again only from the edited line to
/// where its rows meet the last layout's, so this proves that the rows it shows are always
/// rows of the whole text, one after another, with the cursor among them where it should be.
@MainActor
struct TextViewRandomEditTests {
  /// Keys that type (wide, narrow, spaces), break and join lines, and move by every unit.
  nonisolated static let keys: [KeyEvent] = [
    KeyEvent(.character("a")), KeyEvent(.character("b")), KeyEvent(.character(" ")),
    KeyEvent(.character(" ")), KeyEvent(.character("漢")), KeyEvent(.character("👋🏽")),
    KeyEvent(.enter), KeyEvent(.backspace), KeyEvent(.delete), KeyEvent(.left),
    KeyEvent(.right), KeyEvent(.up), KeyEvent(.down), KeyEvent(.up), KeyEvent(.down),
    KeyEvent(.home), KeyEvent(.end), KeyEvent(.pageUp), KeyEvent(.pageDown), .control("w"),
    KeyEvent(.right, modifiers: .control), KeyEvent(.home, modifiers: .control),
  ]

  /// Six seeds on a view of 3 rows, where the first row shown moves often, and four on one
  /// of 10, where an edit mostly keeps rows above and below it (laid out again only from the
  /// edited line to where the rows meet the last layout's).
  @Test(arguments: [
    (1, 3), (2, 3), (3, 3), (4, 3), (5, 3), (6, 3), (7, 10), (8, 10), (9, 10), (10, 10),
  ])
  func rowsShownAreAlwaysConsecutiveRowsOfTheWholeText(seed: UInt64, rows: Int) {
    var random = SeededRandom(seed: seed)
    let sut = TextView()
    let width = 7
    let screen = HeadlessScreen(
      rootViewController: HostViewController(sut), size: Size(width: width, height: rows + 2))
    for step in 0..<250 {
      guard let key = Self.keys.randomElement(using: &random) else { return }
      screen.press(key)
      let shown = Array(screen.lines.prefix(rows))
      let (all, cursorRow) = Self.wholeRows(
        of: sut.text, cursor: sut.cursorIndex, width: width, atLeast: rows)
      let tops = (0...all.count - rows).filter { Array(all[$0..<$0 + rows]) == shown }
      #expect(!tops.isEmpty, "step \(step): \(shown) is not a window of \(all)")
      // Blank rows match in several places: the cursor must be where one of them puts it.
      #expect(
        tops.contains { cursorRow - $0 == screen.cursor?.y },
        "step \(step): cursor \(String(describing: screen.cursor)), row \(cursorRow) of \(all)")
      guard !tops.isEmpty else { return }
    }
  }

  /// The rows of `text` wrapped to `width` by a text view taller than the text (blank rows
  /// after its last), `rows` more than it needs at least, and the row of the cursor at
  /// `cursor`.
  static func wholeRows(of text: String, cursor: Int, width: Int, atLeast rows: Int) -> (
    [String], Int
  ) {
    let reference = TextView(text: text)
    let window = Window(
      rootViewController: HostViewController(reference),
      size: Size(width: width, height: 2 * text.count + rows + 6))
    for _ in cursor..<text.count { _ = try? reference.handleKey(KeyEvent(.left)) }
    let frame = window.render()
    let rows = Array(frame.canvas.lines.dropLast(2))
    return (rows, frame.cursor?.y ?? 0)
  }
}
