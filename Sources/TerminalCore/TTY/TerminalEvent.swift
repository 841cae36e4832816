/// Something the run loop must react to: keys, a new window size, or a return from the
/// background.
///
/// ``TTY/events(escapeTimeout:pasteTimeout:)`` yields these in the order they happened. An
/// ``input(_:)`` event carries everything one `read(2)` decoded, so a run loop that draws
/// once per event draws at most one frame per input batch, however fast keys arrive.
///
/// ```swift
/// for await event in tty.events() {
///   switch event {
///   case .input(let events): events.forEach(handle)
///   case .resized(let size): layout(in: size)
///   case .resumed: renderer.invalidate()
///   }
///   try tty.write(renderer.render(canvas, cursor: nil))
/// }
/// ```
public enum TerminalEvent: Hashable, Sendable {
  /// The keys and pastes decoded from one read (never empty).
  case input(InputEvents)
  /// The window changed size (`SIGWINCH`); the payload is the new size.
  case resized(Size)
  /// The program came back from a stop (`SIGTSTP` then `SIGCONT`, or a stop from outside):
  /// the terminal is in raw mode on the alternate screen again, but its contents are lost
  /// and the window may have changed size. Read ``TTY/size`` and repaint everything.
  case resumed
}
