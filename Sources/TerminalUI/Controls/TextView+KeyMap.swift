import TerminalCore

extension TextView {
  /// The keys a text view edits with, as data: set ``TextView/keyMap`` to change them.
  ///
  /// Where a line's keys carry over, the defaults are ``TextField/KeyMap``'s, by line: Home
  /// and End and Ctrl-A/E/U/K go to an end of the line or delete to it. The keys of many
  /// lines come on top: Enter for a line break, Up and Down, PgUp and PgDn, Ctrl-Home and
  /// Ctrl-End. A word is a run of graphemes other than a space or a line break. No key bound
  /// here is typed into the view.
  ///
  /// ```swift
  /// notes.keyMap.moveToStart = KeyBinding(KeyEvent(.home, modifiers: .control), .control("t"))
  /// notes.keyMap.insertLineBreak = KeyBinding(KeyEvent(.enter), action: "")  // no footer hint
  /// ```
  public struct KeyMap: Hashable, Sendable {
    /// Breaks the line at the cursor; the footer names the first key with `New line`.
    public var insertLineBreak = KeyBinding(KeyEvent(.enter))
    /// Moves the cursor one grapheme left, to the end of the line before from a line's start.
    public var moveLeft = KeyBinding(KeyEvent(.left), .control("b"))
    /// Moves the cursor one grapheme right, to the start of the next line from a line's end.
    public var moveRight = KeyBinding(KeyEvent(.right), .control("f"))
    /// Moves the cursor one row up (to the start of the text from the first row), keeping
    /// the column it aimed at before a run of Up and Down keys.
    public var moveUp = KeyBinding(KeyEvent(.up))
    /// Moves the cursor one row down (to the end of the text from the last row), keeping
    /// the column it aimed at before a run of Up and Down keys.
    public var moveDown = KeyBinding(KeyEvent(.down))
    /// Moves the cursor and the rows shown a page up: as many rows as the view is high.
    public var pageUp = KeyBinding(KeyEvent(.pageUp))
    /// Moves the cursor and the rows shown a page down: as many rows as the view is high.
    public var pageDown = KeyBinding(KeyEvent(.pageDown))
    /// Moves the cursor to the start of its line.
    public var moveToLineStart = KeyBinding(KeyEvent(.home), .control("a"))
    /// Moves the cursor to the end of its line.
    public var moveToLineEnd = KeyBinding(KeyEvent(.end), .control("e"))
    /// Moves the cursor to the start of the text.
    public var moveToStart = KeyBinding(KeyEvent(.home, modifiers: .control))
    /// Moves the cursor to the end of the text.
    public var moveToEnd = KeyBinding(KeyEvent(.end, modifiers: .control))
    /// Moves the cursor to the start of the word before it, or of the word it is in.
    public var moveWordBackward = KeyBinding(
      KeyEvent(.left, modifiers: .control), KeyEvent(.character("b"), modifiers: .alt))
    /// Moves the cursor to the start of the next word, or to the end after the last one.
    public var moveWordForward = KeyBinding(
      KeyEvent(.right, modifiers: .control), KeyEvent(.character("f"), modifiers: .alt))
    /// Deletes the grapheme before the cursor; at the start of a line, joins it to the line
    /// before.
    public var deleteBackward = KeyBinding(KeyEvent(.backspace))
    /// Deletes the grapheme under the cursor; at the end of a line, joins the next line to
    /// it.
    public var deleteForward = KeyBinding(KeyEvent(.delete), .control("d"))
    /// Deletes from the start of the line to the cursor.
    public var deleteToLineStart = KeyBinding(.control("u"))
    /// Deletes from the cursor to the end of the line.
    public var deleteToLineEnd = KeyBinding(.control("k"))
    /// Deletes the word before the cursor: from where ``moveWordBackward`` goes to the
    /// cursor.
    public var deleteWordBackward = KeyBinding(
      .control("w"), KeyEvent(.backspace, modifiers: .alt))
    /// Deletes the word after the cursor: from the cursor to where ``moveWordForward`` goes.
    public var deleteWordForward = KeyBinding(
      KeyEvent(.delete, modifiers: .control), KeyEvent(.character("d"), modifiers: .alt))

    /// Creates the default bindings.
    public init() {}
  }

  /// What a binding of ``KeyMap`` does: one case a binding.
  enum EditingAction: UInt8 {
    case moveLeft, moveRight, moveUp, moveDown, pageUp, pageDown
    case moveToLineStart, moveToLineEnd, moveToStart, moveToEnd
    case moveWordBackward, moveWordForward
    case deleteBackward, deleteForward, deleteToLineStart, deleteToLineEnd
    case deleteWordBackward, deleteWordForward, insertLineBreak
  }

  /// What the view reads of its ``keyMap`` on every key and every frame, worked out once,
  /// when the key map is set.
  struct ResolvedKeyMap {
    /// Every binding's keys with what each does.
    let table: KeyActionTable<EditingAction>
    /// The keys of every binding but ``KeyMap/insertLineBreak``, which its hint names.
    let keysWithoutHint: [KeyEvent]
    /// The line-break hint, in an array; empty when the binding has no keys.
    let hints: [KeyHint]
    /// Whether a binding holds a key that would otherwise be typed into the view (see
    /// ``TerminalCore/KeyEvent/typedCharacter``).
    let bindsTypedKeys: Bool

    /// Works out what `keyMap` binds.
    init(_ keyMap: KeyMap) {
      let moves: [(KeyBinding, EditingAction)] = [
        (keyMap.moveLeft, .moveLeft), (keyMap.moveRight, .moveRight),
        (keyMap.moveUp, .moveUp), (keyMap.moveDown, .moveDown),
        (keyMap.pageUp, .pageUp), (keyMap.pageDown, .pageDown),
        (keyMap.moveToLineStart, .moveToLineStart), (keyMap.moveToLineEnd, .moveToLineEnd),
        (keyMap.moveToStart, .moveToStart), (keyMap.moveToEnd, .moveToEnd),
        (keyMap.moveWordBackward, .moveWordBackward), (keyMap.moveWordForward, .moveWordForward),
      ]
      let deletions: [(KeyBinding, EditingAction)] = [
        (keyMap.deleteBackward, .deleteBackward), (keyMap.deleteForward, .deleteForward),
        (keyMap.deleteToLineStart, .deleteToLineStart),
        (keyMap.deleteToLineEnd, .deleteToLineEnd),
        (keyMap.deleteWordBackward, .deleteWordBackward),
        (keyMap.deleteWordForward, .deleteWordForward),
      ]
      let editing = KeyActionTable(moves + deletions)
      table = KeyActionTable(moves + deletions + [(keyMap.insertLineBreak, .insertLineBreak)])
      var lineBreak = keyMap.insertLineBreak
      lineBreak.keys.removeAll { editing.keys.contains($0) }
      keysWithoutHint = editing.keys
      hints = lineBreak.hint("New line").map { [$0] } ?? []
      bindsTypedKeys = table.bindsTypedKeys
    }
  }
}
