import TerminalCore

/// A multi-line text input: notes, a description, a message of several paragraphs.
///
/// It edits as ``TextField`` does, grapheme by grapheme, with the keys of many lines (the
/// defaults of its ``keyMap``, which an app can change): Enter breaks the line; Backspace at
/// the start of a line and Delete at its end join two lines; Left and Right cross line ends;
/// Up and Down move a row, aiming at the column (in display columns, a wide grapheme
/// counting two) where the run of Up and Down keys began; Home and End (Ctrl-A/E) go to an
/// end of the line, Ctrl-Home and Ctrl-End to an end of the text, PgUp and PgDn a page (the
/// view's height); the word keys and Ctrl-U/K/W are TextField's, by line. A paste keeps its
/// line breaks: CR LF and CR become LF, a tab a space, and other control characters are
/// dropped (``TerminalCore/TextSanitizer/multiline(_:)``).
///
/// **Wrapping.** Lines longer than the view wrap at its width, by words as a ``Label``'s
/// do, and Up and Down move by row on screen, as in Bubble Tea's `textarea` and Textual's
/// `TextArea`. A note is prose: scrolling sideways to read a sentence, as a code editor
/// does, would hide most of it. A word longer than the width is cut between graphemes;
/// spaces that do not fit hang past the edge rather than start a row, and a line that fills
/// its last row has one more, empty, for the cursor at its end. The view scrolls up and down
/// to keep the cursor in sight.
///
/// **Submitting.** Enter types a line break, so it cannot submit a form: the footer says
/// `Enter New line` while the view has the focus. Give the scene a key command, such as
/// Ctrl-S, which the footer lists beside it, or let the user Tab to a button:
///
/// ```swift
/// let notes = TextView(placeholder: "Notes", maximumLength: 2_000)
///   .on(.editingChanged) { notes in counter.text = "\(notes.text.count)/2000" }
///   .on(.inputTruncated) { notes in note.text = "\(notes.droppedCount) characters left out" }
///
/// override var keyCommands: [KeyCommand] {
///   [KeyCommand(.control("s"), title: "Save") { [weak self] in self?.save() }]
/// }
/// ```
///
/// A key costs what it changes, whatever the length of the text: the graphemes live in the
/// gap buffer ``TextField`` uses, each measured once; only the rows shown are wrapped, and
/// after an edit only from the edited line's first row shown to where the rows meet those
/// of the last frame again (the rest are kept, moved by the edit's change of length); only
/// the rows whose graphemes changed are drawn again (a key typed in a line draws the rows of
/// that line from the cursor's on, a move of the cursor none). Moving above the first row
/// shown wraps the line it is in from its start, and reading ``text`` after an edit builds it
/// once, as in a text field.
@MainActor
public final class TextView: Control {
  /// The text, its lines joined by LF; setting it moves the cursor to the end.
  ///
  /// A text set is made plain first, as a paste is
  /// (``TerminalCore/TextSanitizer/multiline(_:)``): CR LF and CR become LF, tabs a space,
  /// other control characters are dropped. Setting a text longer than ``maximumLength``
  /// keeps its first graphemes, sending no event.
  public var text: String {
    get { currentText }
    set {
      setCurrentText(newValue)
      showFromStart()
    }
  }

  /// The editing keys; the footer's `Enter New line` names the first key of its
  /// `insertLineBreak` that no other binding has.
  public var keyMap = KeyMap() {
    didSet { resolvedKeyMap = ResolvedKeyMap(keyMap) }
  }

  @exclusivity(unchecked)
  private var resolvedKeyMap = ResolvedKeyMap(KeyMap())

  /// Dim text shown while the view is empty.
  public var placeholder: String {
    didSet { setNeedsDisplay() }
  }

  /// The rows the view asks for when laid out in a stack; 5 by default.
  public var preferredHeight: Int {
    didSet { setNeedsLayout() }
  }

  /// The most graphemes the view holds, each line break counting one, or `nil` for no
  /// limit (the default).
  ///
  /// Typing past it is refused and a paste is cut at a grapheme boundary, each sending
  /// ``Control/Event/inputTruncated``. Lowering it below the length of the text cuts the
  /// text, sending no event.
  @exclusivity(unchecked)
  public var maximumLength: Int? {
    didSet {
      if cutToMaximumLength() { showFromStart() }
    }
  }

  /// How many graphemes of the last edit's input (a typed key or a paste) were left out
  /// because of ``maximumLength``; 0 when all of it went in.
  @exclusivity(unchecked)
  public internal(set) var droppedCount = 0

  /// The cursor's position, in graphemes from the start of the text (a line break is one).
  @exclusivity(unchecked)
  public internal(set) var cursorIndex = 0

  @exclusivity(unchecked)
  var graphemes: GraphemeBuffer
  @exclusivity(unchecked)
  var cachedText: String?
  /// The rows shown.
  @exclusivity(unchecked)
  private var viewport = WrappedViewport()
  /// The column Up and Down aim at, kept through a run of them.
  @exclusivity(unchecked)
  private var goalColumn: Int?
  @exclusivity(unchecked)
  private var drawnBytes: [UInt8] = []
  private(set) var changeChecks: [@MainActor (String, String) -> Bool] = []

  /// Creates a text view.
  ///
  /// - Parameters:
  ///   - text: The text it starts with, made plain as ``text`` is and cut to
  ///     `maximumLength`; the cursor at its end.
  ///   - placeholder: Dim text shown while the view is empty.
  ///   - maximumLength: The most graphemes the view holds; `nil` for no limit.
  ///   - preferredHeight: The rows the view asks for when laid out in a stack.
  public init(
    text: String = "", placeholder: String = "", maximumLength: Int? = nil,
    preferredHeight: Int = 5
  ) {
    self.graphemes =
      GraphemeBuffer.limited(Self.plainText(text), maximumLength: maximumLength)
      .buffer
    self.cursorIndex = graphemes.count
    self.placeholder = placeholder
    self.preferredHeight = preferredHeight
    self.maximumLength = maximumLength
    super.init()
  }

  /// Adds a check, as ``TextField/shouldChangeString(_:)`` does: every edit happens only if
  /// each check returns `true` for the old and the new text, which are built for them at
  /// O(n) a key.
  @discardableResult
  public func shouldChangeString(
    _ check: @escaping @MainActor (_ view: TextView, _ from: String, _ to: String) -> Bool
  ) -> TextView {
    changeChecks.append { [unowned self] from, to in check(self, from, to) }
    return self
  }

  /// A text view takes all the width offered and ``preferredHeight`` rows of the height.
  public override func sizeThatFits(_ proposal: Size) -> Size {
    Size(width: proposal.width, height: min(max(preferredHeight, 1), proposal.height))
  }

  // MARK: - Drawing

  public override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    super.draw(in: &canvas, rect: rect, clip: clip)
    if graphemes.count == 0 {
      let hint = TextLayout.truncate(placeholder, toColumns: rect.width)
      canvas.put(hint, at: rect.origin, style: theme.dimText, clip: clip)
    }
    viewport.layOut(cursor: cursorIndex, in: graphemes, size: rect.size)
    guard graphemes.count > 0 else { return }
    let textStyle = isEnabled ? theme.text : theme.text.overlaid(with: theme.disabled)
    let right = min(rect.maxX, clip.maxX)
    for (y, row) in viewport.rows.enumerated() where rect.minY + y >= clip.minY {
      guard rect.minY + y < clip.maxY else { break }
      _ = graphemes.draw(
        from: row.start, to: row.end, in: &canvas, at: Point(x: rect.minX, y: rect.minY + y),
        right: right, style: textStyle, clip: clip, bytes: &drawnBytes)
    }
  }

  /// Where the cursor was drawn: on its row, in the last column when it stands past the
  /// width (on a space hanging there).
  public override var cursorPosition: Point? {
    isEnabled ? viewport.cursor : nil
  }

  // MARK: - Editing

  public override func handleKey(_ event: KeyEvent) throws -> Bool {
    try handleTextKey(event)
  }

  public override func handlePaste(_ text: String) throws -> Bool {
    try pasteText(text)
  }

  /// Puts the cursor before the grapheme clicked, or at the end of the row after its text.
  ///
  /// The click lands on the rows as the next frame shows them, laid out again here, since
  /// keys read in the same batch may have changed them.
  ///
  /// - Returns: Whether the event was a left press on an enabled view.
  public override func handleMouse(_ event: MouseEvent, at point: Point) throws -> Bool {
    guard isActivatingClick(event) else { return false }
    viewport.layOut(cursor: cursorIndex, in: graphemes, size: frame.size)
    let row = viewport.rows[min(max(point.y, 0), viewport.rows.count - 1)]
    moveCursor(to: graphemes.position(in: row, atColumn: point.x))
    return true
  }

  /// Whether the view takes `key` though its hints do not name it: a typed character or a
  /// key of ``keyMap`` other than the line break's, while the view is enabled.
  public override func takesKeyWithoutHint(_ key: KeyEvent) -> Bool {
    guard isEnabled else { return false }
    return key.typedCharacter != nil || resolvedKeyMap.keysWithoutHint.contains(key)
  }

  public override var keyHints: [KeyHint] {
    resolvedKeyMap.hints
  }

  // MARK: - Private helpers

  /// Does what a key of ``keyMap`` does.
  private func perform(_ action: EditingAction) throws {
    switch action {
    case .moveLeft: moveCursor(to: cursorIndex - 1)
    case .moveRight: moveCursor(to: cursorIndex + 1)
    case .moveUp: moveVertically(by: -1)
    case .moveDown: moveVertically(by: 1)
    case .pageUp: moveVertically(by: -max(frame.height, 1), scrolling: true)
    case .pageDown: moveVertically(by: max(frame.height, 1), scrolling: true)
    case .moveToLineStart: moveCursor(to: graphemes.startOfLine(at: cursorIndex))
    case .moveToLineEnd: moveCursor(to: graphemes.endOfLine(at: cursorIndex))
    case .moveToStart: moveCursor(to: 0)
    case .moveToEnd: moveCursor(to: graphemes.count)
    case .moveWordBackward: moveCursor(to: graphemes.startOfPreviousWord(before: cursorIndex))
    case .moveWordForward: moveCursor(to: graphemes.startOfNextWord(after: cursorIndex))
    case .insertLineBreak: try replace(cursorIndex..<cursorIndex, with: "\n")
    default: try delete(action)
    }
  }

  /// Does what a deleting key of ``keyMap`` does.
  private func delete(_ action: EditingAction) throws {
    let range: Range<Int>
    switch action {
    case .deleteBackward: range = max(cursorIndex - 1, 0)..<cursorIndex
    case .deleteForward: range = cursorIndex..<min(cursorIndex + 1, graphemes.count)
    case .deleteToLineStart: range = graphemes.startOfLine(at: cursorIndex)..<cursorIndex
    case .deleteToLineEnd: range = cursorIndex..<graphemes.endOfLine(at: cursorIndex)
    case .deleteWordBackward:
      range = graphemes.startOfPreviousWord(before: cursorIndex)..<cursorIndex
    case .deleteWordForward:
      range = cursorIndex..<graphemes.startOfNextWord(after: cursorIndex)
    default: return
    }
    if !range.isEmpty { try replace(range, with: "") }
  }

  private func moveCursor(to index: Int) {
    goalColumn = nil
    let clamped = min(max(index, 0), graphemes.count)
    guard clamped != cursorIndex else { return }
    cursorIndex = clamped
    setNeedsDisplay(after: nil)
  }

  /// Moves the cursor `rows` rows down (up when negative), aiming at ``goalColumn``, or to
  /// the end of the text (its start) when there are not so many rows; with `scrolling`, the
  /// rows shown move as far.
  private func moveVertically(by rows: Int, scrolling: Bool = false) {
    let width = max(frame.width, 1)
    var row = graphemes.row(containing: cursorIndex, width: width)
    let goal = goalColumn ?? graphemes.column(of: cursorIndex, in: row)
    var moved = 0
    while moved < abs(rows), let next = graphemes.row(beside: row, down: rows > 0, width: width) {
      row = next
      moved += 1
    }
    if moved < abs(rows) {
      cursorIndex = rows > 0 ? graphemes.count : 0
    } else {
      cursorIndex = graphemes.position(in: row, atColumn: goal)
    }
    if scrolling { viewport.scroll(by: rows > 0 ? moved : -moved, in: graphemes, width: width) }
    goalColumn = goal
    setNeedsDisplay(after: nil)
  }

  /// Asks for a frame after the text or the cursor changed: lays the rows out at once and
  /// has the rows whose graphemes changed drawn again (`edit` is what changed in the text),
  /// or, when none did, only the cursor moved. Before the view has a size, and when the
  /// placeholder comes or goes, all of it.
  private func setNeedsDisplay(after edit: WrappedViewport.Edit?) {
    let wasEmpty = edit.map { graphemes.count - $0.count + $0.range.count == 0 } ?? false
    guard frame.width > 0, frame.height > 0, graphemes.count > 0, !wasEmpty else {
      return setNeedsDisplay()
    }
    viewport.layOut(cursor: cursorIndex, in: graphemes, size: frame.size)
    let changed = viewport.rowsChanged(by: edit)
    if changed.isEmpty {
      setNeedsCursorUpdate()
    } else {
      setNeedsDisplay(Rect(x: 0, y: changed.lowerBound, width: frame.width, height: changed.count))
    }
  }

  /// Shows the text from its first row, after the whole text changed.
  private func showFromStart() {
    viewport.showFromStart()
    goalColumn = nil
  }
}

extension TextView: TextEditingControl {
  var bindsTypedKeys: Bool { resolvedKeyMap.bindsTypedKeys }

  func performBoundKey(_ key: KeyEvent) throws -> Bool? {
    guard let action = resolvedKeyMap.table.action(for: key) else { return nil }
    try perform(action)
    return true
  }

  /// Forgets the column Up and Down aimed at, has the first row shown wrapped again when the
  /// edit was in it or before it, and the rows it changed drawn again.
  func adjustAfterEdit(replacing range: Range<Int>, count: Int) {
    goalColumn = nil
    let edit = WrappedViewport.Edit(range: range, count: count)
    viewport.textDidChange(edit, in: graphemes)
    setNeedsDisplay(after: edit)
  }

  static func plainText(_ text: some StringProtocol) -> String {
    TextSanitizer.multiline(text)
  }
}
