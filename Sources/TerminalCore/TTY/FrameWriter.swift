/// Where a run loop's frames go: the terminal, or a test's recording.
///
/// ``TTY`` is the real one; see ``TerminalEventSource``.
///
/// ```swift
/// try writer.write(renderer.render(canvas, cursor: nil))
/// ```
public protocol FrameWriter: AnyObject, Sendable {
  /// Writes a whole frame.
  ///
  /// - Parameter bytes: The frame's bytes.
  /// - Throws: Whatever keeps the frame from being written (the terminal went away).
  func write(_ bytes: [UInt8]) throws
}
