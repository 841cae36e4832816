/// One key press: a ``KeyCode`` and the ``KeyModifiers`` held with it.
///
/// ```swift
/// switch event {
/// case KeyEvent(.tab): focusNext()
/// case KeyEvent(.tab, modifiers: .shift): focusPrevious()
/// default: break
/// }
/// ```
///
/// A key of printable ASCII (`.character("q")`, the keys of typed text) is held as its byte,
/// so that such an event is plain data: the decoder makes it, and ``InputEvents`` holds and
/// frees it, without reference counting. ``code`` gives the same ``KeyCode`` either way, and two
/// events are equal when their codes and modifiers are.
public struct KeyEvent: Hashable, Sendable {
  /// The modifiers held with it.
  public var modifiers: KeyModifiers
  /// The key, held as its byte when it is a printable ASCII character.
  private var storage: Storage

  /// Creates a key event.
  ///
  /// - Parameters:
  ///   - code: The key.
  ///   - modifiers: The modifiers held with it; none by default.
  public init(_ code: KeyCode, modifiers: KeyModifiers = []) {
    self.storage = Storage(code)
    self.modifiers = modifiers
  }

  /// Creates the event of a printable ASCII key, the decoder's hot path.
  ///
  /// - Parameters:
  ///   - byte: A byte in `0x20..<0x7F`.
  ///   - modifiers: The modifiers held with it; none by default.
  @usableFromInline
  init(printable byte: UInt8, modifiers: KeyModifiers = []) {
    self.storage = .printable(byte)
    self.modifiers = modifiers
  }

  /// A control-letter key, such as `KeyEvent.control("c")` for Ctrl-C.
  ///
  /// - Parameter letter: The letter held with Control.
  /// - Returns: The key `.character(letter)` with ``KeyModifiers/control``.
  public static func control(_ letter: Character) -> KeyEvent {
    KeyEvent(.character(letter), modifiers: .control)
  }

  /// The character this key types into a text field: a character with no modifier but
  /// Shift; `nil` for any other key.
  public var typedCharacter: Character? {
    guard case .character(let character) = code, modifiers.isSubset(of: .shift) else {
      return nil
    }
    return character
  }

  /// The byte of a printable ASCII key (`0x20..<0x7F`), or `nil` for any other key.
  var printableByte: UInt8? {
    if case .printable(let byte) = storage { byte } else { nil }
  }

  /// The key.
  public var code: KeyCode {
    get { storage.code }
    set { storage = Storage(newValue) }
  }
}
