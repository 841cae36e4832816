import Synchronization
import TerminalUITesting
import Testing

@testable import TerminalCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// The handler address of every signal a session handles (0 is `SIG_DFL`, 1 `SIG_IGN`).
func currentSignalHandlers() -> [Int32: UInt] {
  var handlers: [Int32: UInt] = [:]
  for signal in SignalHandlers.handled {
    var action = sigaction()
    _ = sigaction(signal, nil, &action)
    handlers[signal] = SignalHandlers.handlerAddress(of: action)
  }
  return handlers
}

/// A `sigaction` that runs `handler` (or is `SIG_IGN`, `SIG_DFL`), whichever C library
/// spells its handler field.
func signalAction(_ handler: (@convention(c) (Int32) -> Void)?) -> sigaction {
  var action = sigaction()
  #if canImport(Darwin)
    action.__sigaction_u.__sa_handler = handler
  #elseif canImport(Musl)
    action.__sa_handler.sa_handler = handler
  #else
    action.__sigaction_handler.sa_handler = handler
  #endif
  return action
}

/// The sequence that takes the terminal (on start, and again on resume).
let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h"
/// The kitty keyboard protocol query, then the device attributes request.
let keyboardQuery = "\u{1B}[?u\u{1B}[c"
/// The sequence ``TTY/start()`` writes: the enter sequence, then the keyboard query.
let startSequence = enterSequence + keyboardQuery
/// The kitty keyboard enhancement pushed on a terminal that answered the query.
let keyboardPush = "\u{1B}[>1u"
/// The pop of ``keyboardPush``, before the leave sequence.
let keyboardPop = "\u{1B}[<u"
/// The sequence ``TTY/restore()`` writes.
let leaveSequence =
  "\u{1B}[?2026l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
/// The sequence ``TTY/start(reportingMouse:)`` writes after ``enterSequence`` with the mouse.
let mouseOnSequence = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
