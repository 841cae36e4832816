import Synchronization
import TerminalUITesting
import Testing

@testable import TerminalCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
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

/// The sequence ``TTY/start()`` writes.
let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h"
/// The sequence ``TTY/restore()`` writes.
let leaveSequence =
  "\u{1B}[?2026l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
/// The sequence ``TTY/start(reportingMouse:)`` writes after ``enterSequence`` with the mouse.
let mouseOnSequence = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
