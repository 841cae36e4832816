#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

extension TTY {
  /// The terminal's size in cells, as `ioctl(TIOCGWINSZ)` reports it.
  ///
  /// A dimension the terminal reports as 0 (some serial consoles and containers), or a
  /// failing `ioctl`, gives the matching dimension of ``fallbackSize``; one beyond
  /// ``maximumSize`` gives that of ``maximumSize``.
  public var size: Size {
    Self.windowSize(of: outputDescriptor)
  }

  /// `reported`, with a dimension of 0 or less replaced by that of ``fallbackSize`` and one
  /// beyond ``maximumSize`` cut to it: the size a program can lay out.
  ///
  /// - Parameter reported: A size as a terminal reported it.
  /// - Returns: A size of at least 1 × 1 and at most ``maximumSize``.
  public static func layoutSize(for reported: Size) -> Size {
    Size(
      width: reported.width <= 0 ? fallbackSize.width : min(reported.width, maximumSize.width),
      height: reported.height <= 0
        ? fallbackSize.height : min(reported.height, maximumSize.height))
  }

  /// Writes a whole frame to the output, in one `write(2)` call unless the kernel takes
  /// less at a time.
  ///
  /// Partial writes continue with the rest; `EINTR` and `EAGAIN` are retried. Writes from
  /// different threads do not interleave. While the process is stopped or waits in the
  /// background (see ``suspend()``) the frame is dropped: the screen belongs to the shell,
  /// and ``TerminalEvent/resumed`` asks for a whole new frame anyway. So it is once a signal
  /// asked the program to end (``Shutdown/requestingSignal``): the signal's handler gave the
  /// terminal back while the program may still be drawing. Nothing else stops a write after
  /// ``restore()``: its bytes then land on the main screen, so draw only while the event
  /// stream runs. The calling thread is given an alternate signal stack the first time, so
  /// that a stack overflow in the code that draws still restores the terminal.
  ///
  /// - Parameter bytes: The frame.
  /// - Throws: ``TTYError/writeFailed(fd:errno:)`` for any other error (`EIO` once the
  ///   terminal is gone).
  public func write(_ bytes: [UInt8]) throws(TTYError) {
    AlternateSignalStack.ensureOnCurrentThread()
    guard !TerminalSession.isSuspended(session.load(ordering: .acquiring)),
      Shutdown.requestingSignal == nil
    else { return }
    let output = outputDescriptor
    let failure = outputLock.withLock { _ in
      bytes.withUnsafeBytes { OutputDescriptor.writeAll($0, to: output) }
    }
    if let failure { throw .writeFailed(fd: output, errno: failure) }
  }

  /// The window size of `fd`, with ``fallbackSize`` for what it does not report.
  static func windowSize(of fd: Int32) -> Size {
    var window = winsize()
    let result = withUnsafeMutablePointer(to: &window) { ioctl(fd, UInt(TIOCGWINSZ), $0) }
    guard result == 0 else { return fallbackSize }
    return layoutSize(for: Size(width: Int(window.ws_col), height: Int(window.ws_row)))
  }
}
