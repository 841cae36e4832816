import TerminalCore

extension TextField {
  /// The editing keys of a text field; change them with ``TextField/keyMap``.
  ///
  /// The defaults are a shell's: arrows, Home and End, and the Emacs control keys. A key
  /// bound here is never typed into the field.
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
    /// Deletes the word before the cursor.
    public var deleteWordBackward = KeyBinding(
      .control("w"), KeyEvent(.backspace, modifiers: .alt))
    /// Sends ``Control/Event/primaryActionTriggered``, when a handler is added for it; the
    /// footer names the first key with `Submit`.
    public var submit = KeyBinding(KeyEvent(.enter))

    /// Creates the default bindings.
    public init() {}

    /// Whether a binding holds a key that would otherwise be typed into the field (see
    /// ``TerminalCore/KeyEvent/typedCharacter``).
    var bindsTypedKeys: Bool {
      let bindings = [
        moveLeft, moveRight, moveToStart, moveToEnd, deleteBackward, deleteForward,
        deleteToStart, deleteToEnd, deleteWordBackward, submit,
      ]
      return bindings.contains { binding in binding.keys.contains { $0.typedCharacter != nil } }
    }
  }
}
