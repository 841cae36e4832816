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
    get {
      if let cachedText { return cachedText }
      let text = graphemes.string(in: 0..<graphemes.count)
      cachedText = text
      return text
    }
    set {
      let stored = Self.storable(newValue, maximumLength: maximumLength)
      graphemes = GraphemeBuffer(stored)
      cachedText = stored
      cursorIndex = graphemes.count
      setNeedsDisplay()
    }
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
    didSet {
      guard let maximumLength, graphemes.count > maximumLength else { return }
      text = text
    }
  }

  /// How many graphemes of the last edit's input (a typed key or a paste) were left out
  /// because of ``maximumLength``; 0 when all of it went in.
  @exclusivity(unchecked)
  public private(set) var droppedCount = 0

  /// The cursor's position, in graphemes from the start of the text.
  @exclusivity(unchecked)
  public private(set) var cursorIndex = 0

  @exclusivity(unchecked)
  private var graphemes: GraphemeBuffer
  @exclusivity(unchecked)
  private var cachedText: String?
  @exclusivity(unchecked)
  private var scrollIndex = 0
  /// The bytes of the run of printable ASCII text being drawn, at the start of a buffer kept
  /// between frames so that drawing allocates nothing once it is as wide as the field.
  @exclusivity(unchecked)
  private var drawnBytes: [UInt8] = []
  private var shouldChangeHandlers: [@MainActor (TextField, String, String) -> Bool] = []

  /// Creates a field.
  ///
  /// - Parameters:
  ///   - text: The text it starts with, made one line as ``text`` is and cut to
  ///     `maximumLength`; the cursor at its end.
  ///   - placeholder: Dim text shown while the field is empty.
  ///   - maximumLength: The most graphemes the field holds; `nil` for no limit.
  public init(text: String = "", placeholder: String = "", maximumLength: Int? = nil) {
    self.graphemes = GraphemeBuffer(Self.storable(text, maximumLength: maximumLength))
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
    if graphemes.count == 0 {
      let hint = TextLayout.truncate(placeholder, toColumns: rect.width)
      canvas.put(hint, at: rect.origin, style: theme.dimText, clip: clip)
      return
    }
    scrollToCursor(width: rect.width)
    let textStyle = isEnabled ? theme.text : theme.text.overlaid(with: theme.disabled)
    var x = rect.minX
    var index = scrollIndex
    let right = min(rect.maxX, clip.maxX)
    while index < graphemes.count, x < right {
      let point = Point(x: x, y: rect.minY)
      // A run of printable ASCII graphemes, most text, is one call to the canvas.
      let run = graphemes.printableASCIIRun(from: index, limit: right - x, into: &drawnBytes)
      if run > 0 {
        // Not through a closure: one of the main actor checks its isolation when called.
        x += canvas.put(
          printableASCII: drawnBytes[..<run], at: point, style: textStyle, clip: clip)
        index += run
      } else {
        x += canvas.put(graphemes[index], at: point, style: textStyle, clip: clip)
        index += 1
      }
    }
  }

  public override var cursorPosition: Point? {
    guard isEnabled else { return nil }
    return Point(x: columns(in: min(scrollIndex, cursorIndex)..<cursorIndex), y: 0)
  }

  // MARK: - Editing

  public override func handleKey(_ event: KeyEvent) throws -> Bool {
    guard isEnabled else { return false }
    if !resolvedKeyMap.bindsTypedKeys, let character = event.typedCharacter {
      try insert(character)
    } else if let action = resolvedKeyMap.editingAction(for: event) {
      try perform(action)
    } else if resolvedKeyMap.submitBinding.matches(event) {
      guard handlerCount(for: .primaryActionTriggered) > 0 else { return false }
      try sendActions(for: .primaryActionTriggered)
    } else if let character = event.typedCharacter {
      try insert(character)
    } else {
      return false
    }
    return true
  }

  public override func handlePaste(_ text: String) throws -> Bool {
    guard isEnabled else { return false }
    try replace(cursorIndex..<cursorIndex, with: TextSanitizer.singleLine(text))
    return true
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
    return resolvedKeyMap.editingKeys.contains(key)
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
    case .deleteWordBackward: try replace(startOfPreviousWord()..<cursorIndex, with: "")
    case .moveWordBackward: moveCursor(to: startOfPreviousWord())
    case .moveWordForward: moveCursor(to: startOfNextWord())
    case .deleteWordForward: try replace(cursorIndex..<startOfNextWord(), with: "")
    }
  }

  /// Replaces `range` (in graphemes) with `replacement`, cut to ``maximumLength``, if every
  /// check allows it, keeping the cursor just after the replacement; sends
  /// ``Control/Event/editingChanged`` when the text changed, then
  /// ``Control/Event/inputTruncated`` when some of `replacement` was left out.
  private func replace(_ range: Range<Int>, with replacement: String) throws {
    let fitted = fitted(range, replacement[...])
    guard fitted.fits else {
      droppedCount = replacement.count
      try sendActions(for: .inputTruncated)
      return
    }
    let edit = fitted.edit
    droppedCount = fitted.dropped
    if changes(edit), allowed(edit) {
      graphemes.replaceSubrange(edit.range, with: edit.text, count: edit.count)
      try didEdit(at: range.lowerBound, cursor: edit.cursor)
    }
    if fitted.dropped > 0 { try sendActions(for: .inputTruncated) }
  }

  /// Types `character` at the cursor.
  ///
  /// A printable ASCII character typed between printable ASCII characters (or at an end of
  /// the text), the commonest key, goes straight into the buffer when no length is reached
  /// and no `shouldChangeString` check is set: no grapheme rule joins it to its neighbours
  /// and it takes one column, so it needs none of the segmenting, fitting and checking of
  /// ``replace(_:with:)``, whose effects (text, cursor, scrolling, events) it has. Any other
  /// character goes through ``replace(_:with:)``, made one line first as a paste is (a
  /// typed control character is dropped).
  private func insert(_ character: Character) throws {
    let index = cursorIndex
    guard let byte = character.printableASCIIByte else {
      return try replace(index..<index, with: TextSanitizer.singleLine(String(character)))
    }
    // Not `maximumLength.map { … }`: a closure of the main actor checks its isolation each
    // time it is called.
    var hasRoom = true
    if let maximumLength { hasRoom = graphemes.count < maximumLength }
    guard shouldChangeHandlers.isEmpty, hasRoom, graphemes.isBetweenPrintableASCII(index)
    else {
      return try replace(index..<index, with: String(character))
    }
    graphemes.insertPrintableASCII(character, byte: byte, at: index)
    droppedCount = 0
    try didEdit(at: index, cursor: index + 1)
  }

  /// What follows a change of the graphemes made at grapheme `index`: the text read again,
  /// the cursor at `cursor`, the scroll kept from hiding the change, a frame asked for, and
  /// ``Control/Event/editingChanged`` sent.
  private func didEdit(at index: Int, cursor: Int) throws {
    cachedText = nil
    cursorIndex = cursor
    scrollIndex = min(scrollIndex, index)
    setNeedsDisplay()
    try sendActions(for: .editingChanged)
  }

  /// An edit cut to ``maximumLength``, and the graphemes of its input left out.
  ///
  /// Whether any of the input fits is a property rather than the struct being optional: an
  /// optional of a struct this large (or of a tuple) is copied through the runtime's generic
  /// value witnesses, its metadata looked up first, a cost on every key.
  private struct FittedEdit {
    /// The edit; one to leave undone when ``fits`` is `false`.
    var edit: GraphemeBuffer.Edit
    var dropped: Int
    /// Whether the edit keeps the text within ``TextField/maximumLength``: `false` only when
    /// even putting in none of the input would not (segmenting the text again around the
    /// edit can add graphemes).
    var fits: Bool
  }

  /// The edit of `range` with as much of `replacement` as ``maximumLength`` leaves room for,
  /// and the graphemes of `replacement` left out; one that does not fit when none of it does.
  private func fitted(_ range: Range<Int>, _ replacement: Substring) -> FittedEdit {
    guard let length = maximumLength else {
      return FittedEdit(
        edit: graphemes.edit(replacing: range, with: replacement), dropped: 0, fits: true)
    }
    let maximumLength = max(length, 0)  // a negative length holds nothing, as 0 does
    let room = max(maximumLength - graphemes.count + range.count, 0)
    // A short replacement is tried whole: a combining mark joins its letter without adding
    // a grapheme. A long one is cut to the room left before it is segmented.
    var kept = replacement.utf8.count <= 64 ? replacement : replacement.prefix(room)
    var edit = graphemes.edit(replacing: range, with: kept)
    while excess(of: edit, over: maximumLength) > 0 {
      guard !kept.isEmpty else { return FittedEdit(edit: edit, dropped: 0, fits: false) }
      let excess = excess(of: edit, over: maximumLength)
      kept = kept.prefix(max(kept.count - excess, 0))
      edit = graphemes.edit(replacing: range, with: kept)
    }
    let dropped = kept.endIndex == replacement.endIndex ? 0 : replacement[kept.endIndex...].count
    return FittedEdit(edit: edit, dropped: dropped, fits: true)
  }

  /// `text` as the field holds it: one line (``TerminalCore/TextSanitizer/singleLine(_:)``),
  /// cut to `maximumLength` graphemes when there is one.
  private static func storable(_ text: String, maximumLength: Int?) -> String {
    let line = TextSanitizer.singleLine(text)
    guard let maximumLength else { return line }
    let kept = line.prefix(max(maximumLength, 0))
    return kept.endIndex == line.endIndex ? line : String(kept)
  }

  /// How many graphemes the text would hold past `maximumLength` after `edit`.
  private func excess(of edit: GraphemeBuffer.Edit, over maximumLength: Int) -> Int {
    graphemes.count - edit.range.count + edit.count - maximumLength
  }

  /// Whether `edit` puts in graphemes other than the ones it replaces.
  private func changes(_ edit: GraphemeBuffer.Edit) -> Bool {
    edit.count != edit.range.count
      || !edit.text.elementsEqual(edit.range.lazy.map { self.graphemes[$0] })
  }

  /// Whether every `shouldChangeString` check allows `edit`; builds the whole old and new
  /// texts only when there is a check.
  private func allowed(_ edit: GraphemeBuffer.Edit) -> Bool {
    guard !shouldChangeHandlers.isEmpty else { return true }
    let old = text
    let whole =
      graphemes.string(in: 0..<edit.range.lowerBound) + edit.text
      + graphemes.string(in: edit.range.upperBound..<graphemes.count)
    return shouldChangeHandlers.allSatisfy { $0(self, old, whole) }
  }

  private func moveCursor(to index: Int) {
    let clamped = min(max(index, 0), graphemes.count)
    guard clamped != cursorIndex else { return }
    cursorIndex = clamped
    scrollIndex = min(scrollIndex, clamped)
    setNeedsDisplay()
  }

  /// Where a word before the cursor starts: past the spaces before the cursor, then past
  /// the graphemes other than a space before them.
  private func startOfPreviousWord() -> Int {
    var index = cursorIndex
    while index > 0, graphemes[index - 1] == " " { index -= 1 }
    while index > 0, graphemes[index - 1] != " " { index -= 1 }
    return index
  }

  /// Where the word after the cursor starts: past the graphemes other than a space after
  /// the cursor, then past the spaces after them; the end of the text after the last word.
  private func startOfNextWord() -> Int {
    var index = cursorIndex
    while index < graphemes.count, graphemes[index] != " " { index += 1 }
    while index < graphemes.count, graphemes[index] == " " { index += 1 }
    return index
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
