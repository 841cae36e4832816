import TerminalCore

/// A single-line text field that edits like a shell line, grapheme by grapheme.
///
/// Keys (the defaults of its ``keyMap``, which an app can change): Left/Right, Home/End
/// (Ctrl-A/E), Ctrl-Left/Ctrl-Right (Alt-b/Alt-f: to the start of the previous / next
/// word), Backspace, Delete, Ctrl-U (delete to start), Ctrl-K (delete to end), Ctrl-W or
/// Alt-Backspace (delete the word before the cursor), Ctrl-Delete or Alt-d (delete the word
/// after it); a word is a run of graphemes other than a space. Enter sends
/// ``Control/Event/primaryActionTriggered`` when a handler is added for it. The field holds
/// one line: in what is pasted, typed or set as ``text``, line breaks (CR, LF, CR LF as
/// one, NEL, U+2028, U+2029) and tabs become a space and other control characters are
/// dropped (``TerminalCore/TextSanitizer/singleLine(_:)``), as in Bubble Tea's `textinput`.
/// The cursor moves by grapheme, so `漢`, `👋🏽` and `é` written as e + U+0301 each take one
/// step.
///
/// A key costs the same whatever the length of the text: the graphemes live in a gap
/// buffer, and only the graphemes on screen are measured and drawn. Three things cost time
/// in proportion to the text, so a field that may hold a long text should avoid them on
/// every key: reading ``text`` after an edit (it is built once, then kept until the next
/// edit), ``shouldChangeString(_:)`` checks (each edit builds the old and the new text for
/// them), and moving the place of editing far away (the gap buffer moves the graphemes in
/// between, once).
///
/// A field with a ``maximumLength`` never holds more graphemes than that: typed keys past
/// it are refused and a paste is cut at a grapheme boundary (counted once the paste is made
/// one line); either way the field sends ``Control/Event/inputTruncated`` with
/// ``droppedCount`` set, so the scene can say so.
///
/// ```swift
/// let field = TextField(placeholder: "Say hello", maximumLength: 200)
///   .on(.inputTruncated) { field in note.text = "\(field.droppedCount) characters left out" }
///   .on(.primaryActionTriggered) { field in try send(field.text) }
/// ```
@MainActor
public final class TextField: Control {
  /// The text in the field; setting it moves the cursor to the end.
  ///
  /// A text set is made one line first, as a paste is: line breaks and tabs become a
  /// space, other control characters are dropped
  /// (``TerminalCore/TextSanitizer/singleLine(_:)``), so reading it back may give another
  /// string. Setting a text longer than ``maximumLength`` keeps its first graphemes, sending
  /// no event. Getting it after an edit costs O(n) once; later gets until the next edit are
  /// O(1).
  public var text: String {
    get { currentText }
    set { setCurrentText(newValue) }
  }

  /// The editing keys; the footer's `Enter Submit` names the first key of its `submit` that
  /// no editing binding has (an editing binding wins a key both have).
  public var keyMap = KeyMap() {
    didSet { resolvedKeyMap = ResolvedKeyMap(keyMap) }
  }

  /// What ``keyMap`` binds, worked out once, so that neither a key nor the footer's question
  /// of every frame (``takesKeyWithoutHint(_:)``) builds an array.
  @exclusivity(unchecked)
  private var resolvedKeyMap = ResolvedKeyMap(KeyMap())

  /// Dim text shown while the field is empty.
  public var placeholder: String {
    didSet { setNeedsDisplay() }
  }

  /// The most graphemes the field holds, or `nil` for no limit (the default).
  ///
  /// Typing past it is refused and a paste is cut at a grapheme boundary, each sending
  /// ``Control/Event/inputTruncated``. Lowering it below the length of the text cuts the
  /// text, sending no event.
  @exclusivity(unchecked)
  public var maximumLength: Int? {
    didSet { cutToMaximumLength() }
  }

  /// How many graphemes of the last edit's input (a typed key or a paste) were left out
  /// because of ``maximumLength``; 0 when all of it went in.
  @exclusivity(unchecked)
  public internal(set) var droppedCount = 0

  /// The cursor's position, in graphemes from the start of the text.
  @exclusivity(unchecked)
  public internal(set) var cursorIndex = 0

  @exclusivity(unchecked)
  var graphemes: GraphemeBuffer
  @exclusivity(unchecked)
  var cachedText: String?
  @exclusivity(unchecked)
  private var scrollIndex = 0
  /// The bytes of the run of printable ASCII text being drawn, at the start of a buffer kept
  /// between frames so that drawing allocates nothing once it is as wide as the field.
  @exclusivity(unchecked)
  private var drawnBytes: [UInt8] = []
  private(set) var changeChecks: [@MainActor (String, String) -> Bool] = []

  /// Creates a field.
  ///
  /// - Parameters:
  ///   - text: The text it starts with, made one line as ``text`` is and cut to
  ///     `maximumLength`; the cursor at its end.
  ///   - placeholder: Dim text shown while the field is empty.
  ///   - maximumLength: The most graphemes the field holds; `nil` for no limit.
  public init(text: String = "", placeholder: String = "", maximumLength: Int? = nil) {
    self.graphemes =
      GraphemeBuffer.limited(Self.plainText(text), maximumLength: maximumLength)
      .buffer
    self.placeholder = placeholder
    self.maximumLength = maximumLength
    self.cursorIndex = graphemes.count
    super.init()
  }

  /// Adds a check that runs before every edit with the old and the new text; the edit
  /// happens only if every check added returns `true`.
  ///
  /// Each edit builds both texts for the checks, which costs O(n) in the length of the
  /// text; to limit the length, ``maximumLength`` costs nothing per key.
  @discardableResult
  public func shouldChangeString(
    _ check: @escaping @MainActor (_ field: TextField, _ from: String, _ to: String) -> Bool
  ) -> TextField {
    changeChecks.append { [unowned self] from, to in check(self, from, to) }
    return self
  }

  /// A field is one line high and takes all the width offered.
  public override func sizeThatFits(_ proposal: Size) -> Size {
    Size(width: proposal.width, height: min(1, proposal.height))
  }

  // MARK: - Drawing

  public override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    super.draw(in: &canvas, rect: rect, clip: clip)
    if graphemes.count == 0 {
      let hint = TextLayout.truncate(placeholder, toColumns: rect.width)
      canvas.put(hint, at: rect.origin, style: theme.dimText, clip: clip)
      return
    }
    scrollToCursor(width: rect.width)
    let textStyle = isEnabled ? theme.text : theme.text.overlaid(with: theme.disabled)
    _ = graphemes.draw(
      from: scrollIndex, to: graphemes.count, in: &canvas, at: rect.origin,
      right: min(rect.maxX, clip.maxX), style: textStyle, clip: clip, bytes: &drawnBytes)
  }

  public override var cursorPosition: Point? {
    guard isEnabled else { return nil }
    return Point(x: columns(in: min(scrollIndex, cursorIndex)..<cursorIndex), y: 0)
  }

  // MARK: - Editing

  public override func handleKey(_ event: KeyEvent) throws -> Bool {
    try handleTextKey(event)
  }

  public override func handlePaste(_ text: String) throws -> Bool {
    try pasteText(text)
  }

  /// Puts the cursor before the grapheme clicked, or at the end after the text.
  ///
  /// A click on either cell of a wide grapheme (CJK, most emoji) puts the cursor before it,
  /// where the terminal's cursor block then covers the grapheme clicked.
  ///
  /// - Returns: Whether the event was a left press on an enabled field.
  public override func handleMouse(_ event: MouseEvent, at point: Point) throws -> Bool {
    guard isActivatingClick(event) else { return false }
    var column = 0
    var index = scrollIndex
    while index < graphemes.count {
      column += columns(at: index)
      if point.x < column { break }
      index += 1
    }
    moveCursor(to: index)
    return true
  }

  /// Whether the field takes `key` though its hints do not name it: a typed character or an
  /// editing key of ``keyMap``, while the field is enabled.
  public override func takesKeyWithoutHint(_ key: KeyEvent) -> Bool {
    guard isEnabled else { return false }
    if key.typedCharacter != nil {
      // A submit key that types submits instead, named by the hint while it does.
      return !resolvedKeyMap.bindsTypedKeys || !resolvedKeyMap.submitBinding.matches(key)
    }
    return resolvedKeyMap.editing.keys.contains(key)
  }

  public override var keyHints: [KeyHint] {
    handlerCount(for: .primaryActionTriggered) > 0 ? resolvedKeyMap.submitHints : []
  }

  // MARK: - Private helpers

  /// Does what an editing key of ``keyMap`` does.
  private func perform(_ action: EditingAction) throws {
    switch action {
    case .moveLeft: moveCursor(to: cursorIndex - 1)
    case .moveRight: moveCursor(to: cursorIndex + 1)
    case .moveToStart: moveCursor(to: 0)
    case .moveToEnd: moveCursor(to: graphemes.count)
    case .deleteBackward:
      if cursorIndex > 0 { try replace(cursorIndex - 1..<cursorIndex, with: "") }
    case .deleteForward:
      if cursorIndex < graphemes.count { try replace(cursorIndex..<cursorIndex + 1, with: "") }
    case .deleteToStart: try replace(0..<cursorIndex, with: "")
    case .deleteToEnd: try replace(cursorIndex..<graphemes.count, with: "")
    case .deleteWordBackward:
      try replace(graphemes.startOfPreviousWord(before: cursorIndex)..<cursorIndex, with: "")
    case .moveWordBackward: moveCursor(to: graphemes.startOfPreviousWord(before: cursorIndex))
    case .moveWordForward: moveCursor(to: graphemes.startOfNextWord(after: cursorIndex))
    case .deleteWordForward:
      try replace(cursorIndex..<graphemes.startOfNextWord(after: cursorIndex), with: "")
    }
  }

  private func moveCursor(to index: Int) {
    let clamped = min(max(index, 0), graphemes.count)
    guard clamped != cursorIndex else { return }
    cursorIndex = clamped
    scrollIndex = min(scrollIndex, clamped)
    setNeedsDisplay()
  }

  /// Scrolls so that the cursor, and the cell after it, fit in `width` columns, and so that
  /// no text stays hidden on the left while the end of the text leaves room for it.
  ///
  /// - Complexity: O(w) in the graphemes that fit in `width` columns (plus any run of
  ///   zero-width graphemes among them), whatever the length of the text.
  private func scrollToCursor(width: Int) {
    scrollIndex = min(scrollIndex, cursorIndex)
    var tailColumns = 0
    var index = scrollIndex
    while index < graphemes.count, tailColumns < width {
      tailColumns += columns(at: index)
      index += 1
    }
    while scrollIndex > 0 {
      let widened = tailColumns + columns(at: scrollIndex - 1)
      guard widened < width else { break }
      tailColumns = widened
      scrollIndex -= 1
    }
    var headColumns = 0
    var start = cursorIndex
    while start > scrollIndex {
      let widened = headColumns + columns(at: start - 1)
      guard widened < width else { break }
      headColumns = widened
      start -= 1
    }
    scrollIndex = start
  }

  /// The columns the graphemes in `range` take on screen, placeholders for control
  /// characters included.
  private func columns(in range: Range<Int>) -> Int {
    var total = 0
    for index in range { total += columns(at: index) }
    return total
  }

  private func columns(at index: Int) -> Int {
    graphemes.columns(at: index)
  }
}

extension TextField: TextEditingControl {
  var bindsTypedKeys: Bool { resolvedKeyMap.bindsTypedKeys }

  /// An editing key edits; the submit key sends ``Control/Event/primaryActionTriggered``
  /// when a handler is added for it, and is not used otherwise.
  func performBoundKey(_ key: KeyEvent) throws -> Bool? {
    if let action = resolvedKeyMap.editing.action(for: key) {
      try perform(action)
    } else if resolvedKeyMap.submitBinding.matches(key) {
      guard handlerCount(for: .primaryActionTriggered) > 0 else { return false }
      try sendActions(for: .primaryActionTriggered)
    } else {
      return nil
    }
    return true
  }

  func adjustAfterEdit(replacing range: Range<Int>, count: Int) {
    scrollIndex = min(scrollIndex, range.lowerBound)
    setNeedsDisplay()
  }

  static func plainText(_ text: some StringProtocol) -> String {
    TextSanitizer.singleLine(text)
  }
}
