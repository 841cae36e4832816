import TerminalCore

/// A single-line text field that edits like a shell line, grapheme by grapheme.
///
/// Keys: Left/Right, Home/End (Ctrl-A/E), Backspace, Delete, Ctrl-U (delete to start),
/// Ctrl-K (delete to end), Ctrl-W (delete the word before the cursor). Enter sends
/// ``Control/Event/primaryActionTriggered`` when a handler is added for it. Pasted text is
/// inserted verbatim; control characters in it show as placeholders and never reach the
/// terminal. The cursor moves by grapheme, so `漢`, `👋🏽` and `é` written as e + U+0301
/// each take one step.
///
/// ```swift
/// let field = TextField(placeholder: "Say hello")
///   .shouldChangeString { field, old, new in new.count <= 200 }
///   .on(.primaryActionTriggered) { field in try send(field.text) }
/// ```
@MainActor
public final class TextField: Control {
  /// The text in the field; setting it moves the cursor to the end.
  public var text: String {
    get { String(characters) }
    set {
      characters = Array(newValue)
      cursorIndex = characters.count
      setNeedsDisplay()
    }
  }

  /// Dim text shown while the field is empty.
  public var placeholder: String {
    didSet { setNeedsDisplay() }
  }

  /// The cursor's position, in graphemes from the start of the text.
  public private(set) var cursorIndex = 0

  private var characters: [Character]
  private var scrollIndex = 0
  private var shouldChangeHandlers: [(TextField, String, String) -> Bool] = []

  /// Creates a field.
  public init(text: String = "", placeholder: String = "") {
    self.characters = Array(text)
    self.placeholder = placeholder
    self.cursorIndex = characters.count
    super.init()
  }

  /// Adds a check that runs before every edit with the old and the new text; the edit
  /// happens only if every check added returns `true`.
  @discardableResult
  public func shouldChangeString(
    _ check: @escaping (_ field: TextField, _ from: String, _ to: String) -> Bool
  ) -> TextField {
    shouldChangeHandlers.append(check)
    return self
  }

  /// A field is one line high and takes all the width offered.
  public override func sizeThatFits(_ proposal: Size) -> Size {
    Size(width: proposal.width, height: min(1, proposal.height))
  }

  // MARK: - Drawing

  public override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    super.draw(in: &canvas, rect: rect, clip: clip)
    if characters.isEmpty {
      let hint = TextLayout.truncate(placeholder, toColumns: rect.width)
      canvas.put(hint, at: rect.origin, style: Style(attributes: .dim), clip: clip)
      return
    }
    scrollToCursor(width: rect.width)
    let textStyle = Style(attributes: isEnabled ? [] : .dim)
    canvas.put(String(characters[scrollIndex...]), at: rect.origin, style: textStyle, clip: clip)
  }

  public override var cursorPosition: Point? {
    guard isEnabled else { return nil }
    return Point(x: Self.columns(of: characters[min(scrollIndex, cursorIndex)..<cursorIndex]), y: 0)
  }

  // MARK: - Editing

  public override func handleKey(_ event: KeyEvent) throws -> Bool {
    guard isEnabled else { return false }
    switch (event.code, event.modifiers) {
    case (.character(let character), []), (.character(let character), .shift):
      try replace(cursorIndex..<cursorIndex, with: [character])
    case (.left, []), (.character("b"), .control):
      moveCursor(to: cursorIndex - 1)
    case (.right, []), (.character("f"), .control):
      moveCursor(to: cursorIndex + 1)
    case (.home, []), (.character("a"), .control):
      moveCursor(to: 0)
    case (.end, []), (.character("e"), .control):
      moveCursor(to: characters.count)
    case (.backspace, []):
      if cursorIndex > 0 { try replace(cursorIndex - 1..<cursorIndex, with: []) }
    case (.delete, []), (.character("d"), .control):
      if cursorIndex < characters.count { try replace(cursorIndex..<cursorIndex + 1, with: []) }
    case (.character("u"), .control):
      try replace(0..<cursorIndex, with: [])
    case (.character("k"), .control):
      try replace(cursorIndex..<characters.count, with: [])
    case (.character("w"), .control), (.backspace, .alt):
      try replace(startOfPreviousWord()..<cursorIndex, with: [])
    case (.enter, []):
      guard handlerCount(for: .primaryActionTriggered) > 0 else { return false }
      try sendActions(for: .primaryActionTriggered)
    default:
      return false
    }
    return true
  }

  public override func handlePaste(_ text: String) throws -> Bool {
    guard isEnabled else { return false }
    try replace(cursorIndex..<cursorIndex, with: Array(text))
    return true
  }

  public override var keyHints: [KeyHint] {
    handlerCount(for: .primaryActionTriggered) > 0 ? [KeyHint(key: "Enter", action: "Submit")] : []
  }

  // MARK: - Private helpers

  /// Replaces `range` (in graphemes) with `replacement` if every check allows it, keeping the
  /// cursor just after the replacement.
  private func replace(_ range: Range<Int>, with replacement: [Character]) throws {
    let old = String(characters)
    let head = String(characters[..<range.lowerBound]) + String(replacement)
    let new = head + String(characters[range.upperBound...])
    guard new != old, shouldChangeHandlers.allSatisfy({ $0(self, old, new) }) else { return }
    characters = Array(new)
    cursorIndex = min(head.count, characters.count)
    setNeedsDisplay()
    try sendActions(for: .editingChanged)
  }

  private func moveCursor(to index: Int) {
    let clamped = min(max(index, 0), characters.count)
    guard clamped != cursorIndex else { return }
    cursorIndex = clamped
    setNeedsDisplay()
  }

  private func startOfPreviousWord() -> Int {
    var index = cursorIndex
    while index > 0, characters[index - 1] == " " { index -= 1 }
    while index > 0, characters[index - 1] != " " { index -= 1 }
    return index
  }

  /// Scrolls so that the cursor, and the cell after it, fit in `width` columns, and so that
  /// no text stays hidden on the left while the end of the text leaves room for it.
  ///
  /// - Complexity: O(n) in the length of the text.
  private func scrollToCursor(width: Int) {
    scrollIndex = min(scrollIndex, cursorIndex)
    var tailColumns = Self.columns(of: characters[scrollIndex...])
    while scrollIndex > 0 {
      let widened = tailColumns + Self.columns(of: characters[scrollIndex - 1])
      guard widened < width else { break }
      tailColumns = widened
      scrollIndex -= 1
    }
    var headColumns = Self.columns(of: characters[scrollIndex..<cursorIndex])
    while scrollIndex < cursorIndex, headColumns >= width {
      headColumns -= Self.columns(of: characters[scrollIndex])
      scrollIndex += 1
    }
  }

  /// The columns graphemes take on screen, placeholders for control characters included.
  private static func columns(of characters: ArraySlice<Character>) -> Int {
    characters.reduce(0) { $0 + columns(of: $1) }
  }

  private static func columns(of character: Character) -> Int {
    TextSanitizer.displayable(character).displayWidth
  }
}
