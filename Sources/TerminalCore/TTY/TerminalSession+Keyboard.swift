import Synchronization

/// The kitty keyboard protocol in a session: asked for at start, pushed when the terminal
/// says it has it, popped and pushed again with the other modes.
///
/// ``begin(session:input:output:)`` writes ``TerminalModes/keyboardQuery`` after the enter
/// sequence. The reader's decoder consumes the answers (they never reach the program as
/// keys) and calls ``answerKeyboardQuery(supported:session:)``: a `CSI ? flags u` before the
/// device attributes means support, and the enhancement is pushed; the device attributes
/// alone, or no answer within ``keyboardQueryTimeout``, mean none, and nothing changes.
/// Once pushed, every restore (quit, signal, crash, suspension) pops it before leaving the
/// alternate screen, and every return to the terminal (`fg`) pushes it again after entering
/// it.
extension TerminalSession {
  /// How long the reader waits for the answer to the keyboard query before it takes the
  /// terminal to lack the protocol: 1 s.
  ///
  /// Every terminal answers the device attributes request within a round trip, a few
  /// milliseconds locally and well under a second over a network; a terminal (or a pipe
  /// posing as one) that answers nothing keeps today's keys.
  static let keyboardQueryTimeout: Duration = .seconds(1)

  /// Where the keyboard query of the current session stands.
  enum KeyboardEnhancement: Int {
    /// The query is sent, no answer has come yet.
    case asking = 0
    /// The terminal has the protocol and the enhancement is pushed.
    case pushed = 1
    /// The terminal lacks the protocol (or did not answer in time).
    case unsupported = 2
  }

  /// The ``KeyboardEnhancement`` of the current session, as its raw value.
  static let keyboardState = Atomic<Int>(KeyboardEnhancement.unsupported.rawValue)

  /// Whether the session pushed the enhancement, so that restores must pop it.
  /// Signal-safe.
  static var isKeyboardEnhanced: Bool {
    keyboardState.load(ordering: .acquiring) == KeyboardEnhancement.pushed.rawValue
  }

  /// Whether the session still waits for the answer to its keyboard query.
  static var isAskingKeyboard: Bool {
    keyboardState.load(ordering: .acquiring) == KeyboardEnhancement.asking.rawValue
  }

  /// Settles the keyboard query of session `token`: pushes the enhancement if `supported`
  /// and the session is active, or records that the terminal lacks it. Later answers do
  /// nothing.
  ///
  /// A restore racing with the push either sees the enhancement pushed and pops it, or
  /// happens before the push, which then sees the session gone and pops it again (a pop of
  /// an empty stack does nothing).
  ///
  /// - Parameters:
  ///   - supported: Whether the terminal answered the protocol query.
  ///   - token: The session the reader belongs to.
  static func answerKeyboardQuery(supported: Bool, session token: Int) {
    let settled = supported ? KeyboardEnhancement.pushed : .unsupported
    guard isCurrent(token),
      keyboardState.compareExchange(
        expected: KeyboardEnhancement.asking.rawValue, desired: settled.rawValue,
        ordering: .acquiringAndReleasing
      ).exchanged, supported, phase == .active
    else { return }
    let output = context.pointee.output
    OutputDescriptor.writeFromSignalHandler(TerminalModes.keyboardPushSequence, to: output)
    if phase != .active || !isCurrent(token) {
      OutputDescriptor.writeFromSignalHandler(TerminalModes.keyboardPopSequence, to: output)
    }
  }
}
