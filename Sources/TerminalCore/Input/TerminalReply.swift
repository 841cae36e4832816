/// An answer the terminal sent to a query, which the decoder consumes rather than hand to
/// the program as keys.
///
/// ```swift
/// var decoder = InputDecoder()
/// _ = decoder.decode(Array("\u{1B}[?0u\u{1B}[?62;22c".utf8))  // no events
/// decoder.replies  // [.keyboardFlags(0), .primaryDeviceAttributes]
/// ```
enum TerminalReply: Hashable, Sendable {
  /// `CSI ? flags u`: the kitty keyboard protocol's current enhancement flags, the answer
  /// of a terminal that has the protocol.
  case keyboardFlags(Int)
  /// `CSI ? … c`: the primary device attributes, which every terminal sends.
  case primaryDeviceAttributes
}
