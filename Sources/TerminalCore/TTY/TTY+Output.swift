#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TTY {
  /// The terminal's size in cells, as `ioctl(TIOCGWINSZ)` reports it.
  ///
  /// A dimension the terminal reports as 0 (some serial consoles and containers), or a
  /// failing `ioctl`, gives the matching dimension of ``fallbackSize``.
  public var size: Size {
    Self.windowSize(of: outputDescriptor)
  }

  /// Writes a whole frame to the output, in one `write(2)` call unless the kernel takes
  /// less at a time.
  ///
  /// Partial writes continue with the rest; `EINTR` and `EAGAIN` are retried. Writes from
  /// different threads do not interleave. Nothing stops a write after ``restore()``: its
  /// bytes then land on the main screen, so draw only while the event stream runs.
  ///
  /// - Parameter bytes: The frame.
  /// - Throws: ``TTYError/writeFailed(fd:errno:)`` for any other error (`EIO` once the
  ///   terminal is gone).
  public func write(_ bytes: [UInt8]) throws(TTYError) {
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
    return Size(
      width: window.ws_col == 0 ? fallbackSize.width : Int(window.ws_col),
      height: window.ws_row == 0 ? fallbackSize.height : Int(window.ws_row))
  }
}
