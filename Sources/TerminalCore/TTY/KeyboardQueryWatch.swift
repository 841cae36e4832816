/// The reader's side of the kitty keyboard query: hands the decoder's answers to the
/// session, keeps an unfinished escape sequence waiting while the answer may still come, and
/// gives up on the answer after ``TerminalSession/keyboardQueryTimeout``.
///
/// ```swift
/// let watch = KeyboardQueryWatch(session: token)
/// let timeout = watch.pollTimeout(limiting: -1)
/// // after poll(2) and a read:
/// watch.take(&decoder.replies)
/// ```
struct KeyboardQueryWatch: Sendable {
  /// The session whose query this is.
  let session: Int
  /// When an unanswered query counts as "no protocol".
  let deadline: ContinuousClock.Instant

  /// Starts watching for the answer of session `token`'s query, from now.
  ///
  /// - Parameter token: The session the reader belongs to.
  init(session token: Int) {
    session = token
    deadline = .now + TerminalSession.keyboardQueryTimeout
  }

  /// Whether the answer may still come: the query is unanswered and its deadline is not
  /// settled.
  ///
  /// Meanwhile an unfinished escape sequence waits for the deadline rather than the escape
  /// timeout: over a slow link the answer may arrive in pieces well apart (`ESC`, then
  /// `[?0u ESC[?62;22c` 50 ms later), and settled at the timeout its first piece would
  /// become Esc and its rest typed text, and the protocol would not be pushed.
  var isAwaitingAnswer: Bool { TerminalSession.isAskingKeyboard }

  /// The `poll(2)` timeout, in milliseconds, shortened so that the loop wakes at the
  /// deadline while the query is unanswered.
  ///
  /// - Parameter timeout: The loop's own timeout (-1: none).
  /// - Returns: `timeout`, or the milliseconds left until the deadline (rounded up) if that
  ///   is sooner.
  func pollTimeout(limiting timeout: Int32) -> Int32 {
    guard isAwaitingAnswer else { return timeout }
    let left = TerminalEventReader.milliseconds(deadline - .now)
    return timeout < 0 ? left : min(timeout, left)
  }

  /// Settles the query as unanswered if its deadline has passed.
  ///
  /// - Returns: Whether this call settled it (the loop then polls again rather than take
  ///   the wake-up for its own timeout).
  func settleIfDue() -> Bool {
    guard isAwaitingAnswer, ContinuousClock.now >= deadline else { return false }
    TerminalSession.answerKeyboardQuery(supported: false, session: session)
    return true
  }

  /// Hands the decoder's answers to the session, oldest first, and empties them: the
  /// enhancement flags before the device attributes mean support; the attributes alone
  /// mean none.
  ///
  /// - Parameter replies: The decoder's ``InputDecoder/replies``.
  func take(_ replies: inout [TerminalReply]) {
    for reply in replies {
      let supported = if case .keyboardFlags = reply { true } else { false }
      TerminalSession.answerKeyboardQuery(supported: supported, session: session)
    }
    replies.removeAll()
  }
}
