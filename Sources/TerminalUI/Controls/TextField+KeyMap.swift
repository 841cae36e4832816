import TerminalCore

extension TextField {
  /// The editing keys of a text field; change them with ``TextField/keyMap``.
  ///
  /// The defaults are a shell's: arrows, Home and End, and the Emacs control keys, with
  /// Ctrl and Alt for words. A word is a run of graphemes other than a space; a key that
  /// goes by words stops where ``deleteWordBackward`` (Ctrl-W) does. A key bound here is
  /// never typed into the field.
  ///
  /// ```swift
  /// field.keyMap.deleteWordBackward = KeyBinding(KeyEvent(.backspace, modifiers: .alt))
  /// field.keyMap.submit = KeyBinding(KeyEvent(.character("s"), modifiers: .control))
  /// ```
  public struct KeyMap: Hashable, Sendable {
    /// Moves the cursor one grapheme left.
    public var moveLeft = KeyBinding(KeyEvent(.left), .control("b"))
    /// Moves the cursor one grapheme right.
    public var moveRight = KeyBinding(KeyEvent(.right), .control("f"))
    /// Moves the cursor to the start.
    public var moveToStart = KeyBinding(KeyEvent(.home), .control("a"))
    /// Moves the cursor to the end.
    public var moveToEnd = KeyBinding(KeyEvent(.end), .control("e"))
    /// Deletes the grapheme before the cursor.
    public var deleteBackward = KeyBinding(KeyEvent(.backspace))
    /// Deletes the grapheme under the cursor.
    public var deleteForward = KeyBinding(KeyEvent(.delete), .control("d"))
    /// Deletes from the start to the cursor.
    public var deleteToStart = KeyBinding(.control("u"))
    /// Deletes from the cursor to the end.
    public var deleteToEnd = KeyBinding(.control("k"))
    /// Moves the cursor to the start of the word before it, or of the word it is in: past
    /// the spaces before the cursor, then past the word before them.
    public var moveWordBackward = KeyBinding(
      KeyEvent(.left, modifiers: .control), KeyEvent(.character("b"), modifiers: .alt))
    /// Moves the cursor to the start of the next word, or to the end after the last one:
    /// past the rest of the word it is in, then past the spaces after it.
    public var moveWordForward = KeyBinding(
      KeyEvent(.right, modifiers: .control), KeyEvent(.character("f"), modifiers: .alt))
    /// Deletes the word before the cursor: from where ``moveWordBackward`` goes to the
    /// cursor.
    public var deleteWordBackward = KeyBinding(
      .control("w"), KeyEvent(.backspace, modifiers: .alt))
    /// Deletes the word after the cursor: from the cursor to where ``moveWordForward``
    /// goes, the spaces after the word included.
    public var deleteWordForward = KeyBinding(
      KeyEvent(.delete, modifiers: .control), KeyEvent(.character("d"), modifiers: .alt))
    /// Sends ``Control/Event/primaryActionTriggered``, when a handler is added for it; the
    /// footer names the first key with `Submit`.
    public var submit = KeyBinding(KeyEvent(.enter))

    /// Creates the default bindings.
    public init() {}
  }

  /// What an editing binding of ``KeyMap`` does: one case a binding.
  enum EditingAction: UInt8 {
    case moveLeft, moveRight, moveToStart, moveToEnd
    case deleteBackward, deleteForward, deleteToStart, deleteToEnd
    case deleteWordBackward, moveWordBackward, moveWordForward, deleteWordForward
  }

  /// What the field reads of its ``keyMap`` on every key and every frame, worked out once,
  /// when the key map is set.
  struct ResolvedKeyMap {
    /// The keys of every binding but ``KeyMap/submit``, those the field takes whatever its
    /// state, with what each does.
    let editing: KeyActionTable<EditingAction>
    /// ``KeyMap/submit`` less the keys an editing binding has: those edit, as the field
    /// checks the editing bindings first. What Enter (or its replacement) submits with and
    /// the footer names.
    let submitBinding: KeyBinding
    /// The submit hint, in an array; empty when ``submitBinding`` has no keys.
    let submitHints: [KeyHint]
    /// Whether a binding holds a key that would otherwise be typed into the field (see
    /// ``TerminalCore/KeyEvent/typedCharacter``).
    let bindsTypedKeys: Bool

    /// Works out what `keyMap` binds.
    init(_ keyMap: KeyMap) {
      let editing = KeyActionTable<EditingAction>([
        (keyMap.moveLeft, .moveLeft), (keyMap.moveRight, .moveRight),
        (keyMap.moveToStart, .moveToStart), (keyMap.moveToEnd, .moveToEnd),
        (keyMap.deleteBackward, .deleteBackward), (keyMap.deleteForward, .deleteForward),
        (keyMap.deleteToStart, .deleteToStart), (keyMap.deleteToEnd, .deleteToEnd),
        (keyMap.deleteWordBackward, .deleteWordBackward),
        (keyMap.moveWordBackward, .moveWordBackward),
        (keyMap.moveWordForward, .moveWordForward),
        (keyMap.deleteWordForward, .deleteWordForward),
      ])
      var submit = keyMap.submit
      submit.keys.removeAll { editing.keys.contains($0) }
      self.editing = editing
      submitBinding = submit
      submitHints = submit.hint("Submit").map { [$0] } ?? []
      bindsTypedKeys =
        editing.bindsTypedKeys || keyMap.submit.keys.contains { $0.typedCharacter != nil }
    }
  }
}
