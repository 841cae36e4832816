import TerminalCore

/// What ``TextField`` and ``TextView`` share: graphemes in a ``GraphemeBuffer``, edited at a
/// cursor within a length limit, each edit offered to the control's checks and followed by
/// its events.
///
/// A control adopting it keeps the state; the edits themselves (``replace(_:with:)``, a
/// typed ``insert(_:)``) are written once, here.
///
/// ```swift
/// extension TextField: TextEditingControl {
///   static func plainText(_ text: some StringProtocol) -> String { TextSanitizer.singleLine(text) }
/// }
/// ```
@MainActor
protocol TextEditingControl: Control {
  /// The graphemes of the text.
  var graphemes: GraphemeBuffer { get set }
  /// The text built from ``graphemes`` since the last edit, or `nil`.
  var cachedText: String? { get set }
  /// The cursor, in graphemes from the start of the text.
  var cursorIndex: Int { get set }
  /// The most graphemes the text holds, or `nil` for no limit.
  var maximumLength: Int? { get }
  /// The graphemes of the last edit's input left out because of ``maximumLength``.
  var droppedCount: Int { get set }
  /// The checks an edit must pass, each given the old and the new text (the public
  /// `shouldChangeString` adds them).
  var changeChecks: [@MainActor (_ from: String, _ to: String) -> Bool] { get }

  /// Whether a binding of the control's key map holds a key that would otherwise be typed
  /// (see ``TerminalCore/KeyEvent/typedCharacter``).
  var bindsTypedKeys: Bool { get }

  /// Does what `key` is bound to in the control's key map: returns whether the key was used,
  /// or `nil` when the key map does not bind it.
  func performBoundKey(_ key: KeyEvent) throws -> Bool?

  /// Keeps what the control shows in step with an edit that replaced the graphemes `range`
  /// of the old text with `count` graphemes (already made): its scrolling, anything it
  /// measured from the text there; and asks for a frame that draws what the edit changed.
  func adjustAfterEdit(replacing range: Range<Int>, count: Int)

  /// `text` as the control holds it: its line breaks and control characters dealt with.
  static func plainText(_ text: some StringProtocol) -> String
}

extension TextEditingControl {
  /// The text, built from the graphemes once after an edit and kept until the next.
  var currentText: String {
    if let cachedText { return cachedText }
    let text = graphemes.string(in: 0..<graphemes.count)
    cachedText = text
    return text
  }

  /// Replaces the whole text with `text`, made plain (``plainText(_:)``) and cut to
  /// ``maximumLength``, the cursor at its end; sends no event.
  func setCurrentText(_ text: String) {
    (graphemes, cachedText) = GraphemeBuffer.limited(
      Self.plainText(text), maximumLength: maximumLength)
    cursorIndex = graphemes.count
    setNeedsDisplay()
  }

  /// Cuts the text to ``maximumLength`` when it is longer, for the limit's `didSet`;
  /// returns whether it did.
  @discardableResult
  func cutToMaximumLength() -> Bool {
    guard let maximumLength, graphemes.count > maximumLength else { return false }
    setCurrentText(currentText)
    return true
  }

  /// Handles a key as a text control does: a typed character goes in at the cursor, unless
  /// the key map binds it; a bound key does what it is bound to.
  ///
  /// - Returns: Whether the key was used: `false` on a disabled control.
  /// - Throws: Whatever an event handler throws.
  func handleTextKey(_ event: KeyEvent) throws -> Bool {
    guard isEnabled else { return false }
    if !bindsTypedKeys, let character = event.typedCharacter {
      try insert(character)
    } else if let used = try performBoundKey(event) {
      return used
    } else if let character = event.typedCharacter {
      try insert(character)
    } else {
      return false
    }
    return true
  }

  /// Puts pasted `text`, made plain (``plainText(_:)``), in at the cursor.
  ///
  /// - Returns: Whether the paste was used: `false` on a disabled control.
  /// - Throws: Whatever an event handler throws.
  func pasteText(_ text: String) throws -> Bool {
    guard isEnabled else { return false }
    try replace(cursorIndex..<cursorIndex, with: Self.plainText(text))
    return true
  }

  /// Replaces `range` (in graphemes) with `replacement`, cut to ``maximumLength``, if every
  /// check allows it, keeping the cursor just after the replacement; sends
  /// ``Control/Event/editingChanged`` when the text changed, then
  /// ``Control/Event/inputTruncated`` when some of `replacement` was left out.
  ///
  /// - Parameters:
  ///   - range: The graphemes to replace, within `0..<graphemes.count`.
  ///   - replacement: The text to put in, already made plain.
  /// - Throws: Whatever an event handler throws.
  func replace(_ range: Range<Int>, with replacement: String) throws {
    let fitted = graphemes.fitted(range, replacement[...], maximumLength: maximumLength)
    droppedCount = fitted.dropped
    let edit = fitted.edit
    if fitted.fits, graphemes.changes(edit), allowed(edit) {
      graphemes.replaceSubrange(edit.range, with: edit.text, count: edit.count)
      try didEdit(replacing: edit.range, count: edit.count, cursor: edit.cursor)
    }
    if fitted.dropped > 0 { try sendActions(for: .inputTruncated) }
  }

  /// Types `character` at the cursor.
  ///
  /// A printable ASCII character typed between printable ASCII characters (or at an end of
  /// the text), the commonest key, goes straight into the buffer when no length is reached
  /// and no check is set: no grapheme rule joins it to its neighbours and it takes one
  /// column, so it needs none of the segmenting, fitting and checking of
  /// ``replace(_:with:)``, whose effects (text, cursor, scrolling, events) it has. Any other
  /// character goes through ``replace(_:with:)``, made plain first as a paste is (a typed
  /// control character is dropped).
  ///
  /// - Throws: Whatever an event handler throws.
  func insert(_ character: Character) throws {
    let index = cursorIndex
    guard let byte = character.printableASCIIByte else {
      return try replace(index..<index, with: Self.plainText(String(character)))
    }
    // Not `maximumLength.map { … }`: a closure of the main actor checks its isolation each
    // time it is called.
    var hasRoom = true
    if let maximumLength { hasRoom = graphemes.count < maximumLength }
    guard changeChecks.isEmpty, hasRoom, graphemes.isBetweenPrintableASCII(index) else {
      return try replace(index..<index, with: String(character))
    }
    graphemes.insertPrintableASCII(character, byte: byte, at: index)
    droppedCount = 0
    try didEdit(replacing: index..<index, count: 1, cursor: index + 1)
  }

  /// What follows an edit that replaced the graphemes `range` with `count` graphemes: the
  /// text read again, the cursor at `cursor`, the control's view of the text adjusted and a
  /// frame asked for (``adjustAfterEdit(replacing:count:)``), and
  /// ``Control/Event/editingChanged`` sent.
  private func didEdit(replacing range: Range<Int>, count: Int, cursor: Int) throws {
    cachedText = nil
    cursorIndex = cursor
    adjustAfterEdit(replacing: range, count: count)
    try sendActions(for: .editingChanged)
  }

  /// Whether every check allows `edit`; builds the whole old and new texts only when there
  /// is a check.
  private func allowed(_ edit: GraphemeBuffer.Edit) -> Bool {
    guard !changeChecks.isEmpty else { return true }
    let old = currentText
    let new = graphemes.string(applying: edit)
    return changeChecks.allSatisfy { $0(old, new) }
  }
}
