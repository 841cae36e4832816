/// What the input decoder makes of the bytes a terminal sends.
///
/// ```swift
/// for event in decoder.decode(bytes) {
///   if case .key(let key) = event { handle(key) }
/// }
/// ```
public enum InputEvent: Hashable, Sendable {
  /// A key press.
  case key(KeyEvent)
  /// Text pasted with bracketed paste, verbatim (it may hold control characters).
  case paste(String)
  /// A mouse report, sent while mouse reporting is on.
  case mouse(MouseEvent)
}
