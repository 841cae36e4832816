// PLACEHOLDER: replaced by the real decoder (helper task "input").
/// Decodes the bytes a terminal sends into key and paste events.
public struct InputDecoder: Sendable {
  /// Creates a decoder with no pending bytes.
  public init() {}

  /// Whether the bytes so far end inside a sequence, so a timeout must settle them.
  public var isAwaitingMore: Bool { false }

  /// Decodes `bytes`, keeping an unfinished sequence for the next call.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
    bytes.map { .key(KeyEvent(.character(Character(Unicode.Scalar($0))))) }
  }

  /// Settles pending bytes after the escape timeout: a lone ESC becomes ``KeyCode/escape``.
  public mutating func flush() -> [InputEvent] { [] }
}
