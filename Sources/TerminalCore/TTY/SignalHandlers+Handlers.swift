#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

// The functions ``SignalHandlers`` installs, one per kind of signal (see its table). Each
// runs in a signal handler: it calls only signal-safe functions and keeps `errno` as it
// found it.

/// `SIGINT`, `SIGTERM`, `SIGHUP` while a session runs: record the signal for ``Shutdown``,
/// hold these signals from now on, restore the terminal and end the events, so that the run
/// loop returns and the program finishes; the watch starts the grace period.
func handleEndRequest(_ signal: Int32) {
  let savedErrno = errno
  Shutdown.record(signal)
  SignalHandlers.holdEndRequests()
  TerminalSession.end(session: nil)
  ShutdownWatch.poke()
  errno = savedErrno
}

/// `SIGINT`, `SIGTERM`, `SIGHUP` once held: record the signal (the first one decides how the
/// process dies) and tell the watch, which says the program is still finishing.
func handleHeldEndRequest(_ signal: Int32) {
  let savedErrno = errno
  Shutdown.record(signal)
  Shutdown.countHeld()
  ShutdownWatch.poke()
  errno = savedErrno
}

/// Other termination signals: restore, then die of the same signal.
func handleTermination(_ signal: Int32) {
  let savedErrno = errno
  TerminalSession.endForFatalSignal()
  SignalHandlers.resetToDefault(signal)
  _ = raise(signal)
  errno = savedErrno
}

/// Crash signals: restore, then let the crash go on (see ``CrashOutcome``).
func handleCrash(
  _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  let savedErrno = errno
  TerminalSession.endForFatalSignal()
  var code = 0
  if let info { code = Int(info.pointee.si_code) }
  let fromThisProcess = CrashOutcome.isFromThisProcess(info)
  switch CrashOutcome(signal: signal, code: code, fromThisProcess: fromThisProcess) {
  case .faultAgain:
    SignalHandlers.restorePrevious(signal)
  case .raiseToPrevious:
    SignalHandlers.restorePrevious(signal)
    _ = raise(signal)
  case .dieByDefault:
    SignalHandlers.resetToDefault(signal)
    _ = raise(signal)
  }
  errno = savedErrno
}

/// `SIGTSTP`, `SIGTTIN`, `SIGTTOU`: restore (in the foreground), stop for real; `SIGCONT`
/// takes the terminal back.
///
/// If the kernel discards the stop (an orphaned process group: no shell to continue it),
/// no `SIGCONT` follows, so the terminal is taken back here at once.
func handleStop(_ signal: Int32) {
  let savedErrno = errno
  TerminalSession.suspend()
  SignalHandlers.stopProcess(with: signal)
  TerminalSession.resumeIfStillSuspended()
  SignalHandlers.reinstallStopHandler(for: signal)
  errno = savedErrno
}

/// `SIGCONT`: in the foreground, take the terminal back; in the background, wait.
func handleContinue(_ signal: Int32) {
  let savedErrno = errno
  TerminalSession.continued()
  errno = savedErrno
}

/// `SIGWINCH`: tell the reader thread, which reads the new size.
func handleResize(_ signal: Int32) {
  let savedErrno = errno
  TerminalSession.notify(.resized)
  errno = savedErrno
}
