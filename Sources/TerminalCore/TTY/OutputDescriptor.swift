#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Writing whole buffers to a descriptor: the normal way, and the way a signal handler may.
enum OutputDescriptor {
  /// Writes all of `bytes` to `fd`, in one `write(2)` call unless the kernel takes less.
  ///
  /// A partial write continues with the rest; `EINTR` is retried; `EAGAIN` (someone made
  /// the descriptor non-blocking) waits with `poll(2)` until it is writable again.
  ///
  /// - Parameters:
  ///   - bytes: The bytes to write.
  ///   - fd: The descriptor.
  /// - Returns: `nil` once everything is written, or the `errno` of any other error, such
  ///   as `EIO` when the terminal is gone.
  static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Int32? {
    guard let base = bytes.baseAddress else { return nil }
    var offset = 0
    while offset < bytes.count {
      let written = write(fd, base + offset, bytes.count - offset)
      if written > 0 {
        offset += written
        continue
      }
      let code = written == 0 ? EIO : errno
      switch code {
      case EINTR:
        continue
      case EAGAIN, EWOULDBLOCK:
        var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        _ = poll(&ready, 1, -1)
      default:
        return code
      }
    }
    return nil
  }

  /// Writes `sequence` to `fd` from a signal handler: `write(2)` only, `EINTR` retried a
  /// bounded number of times, any other error given up on (the process is usually dying).
  ///
  /// - Parameters:
  ///   - sequence: The bytes, in the binary's constant data.
  ///   - fd: The descriptor.
  static func writeFromSignalHandler(_ sequence: StaticString, to fd: Int32) {
    writeFromSignalHandler(
      UnsafeRawBufferPointer(start: sequence.utf8Start, count: sequence.utf8CodeUnitCount), to: fd)
  }

  /// Writes `bytes` to `fd` from a signal handler, as the `StaticString` version does.
  ///
  /// - Parameters:
  ///   - bytes: The bytes, in memory the handler may read (allocated before it ran).
  ///   - fd: The descriptor.
  static func writeFromSignalHandler(_ bytes: UnsafeRawBufferPointer, to fd: Int32) {
    guard var next = bytes.baseAddress else { return }
    var remaining = bytes.count
    var interruptions = 0
    while remaining > 0 {
      let written = write(fd, next, remaining)
      if written > 0 {
        next += written
        remaining -= written
      } else if written < 0, errno == EINTR, interruptions < 16 {
        interruptions += 1
      } else {
        return
      }
    }
  }
}
