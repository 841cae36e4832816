#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Text the demo writes outside the terminal's screen, whole: the help to standard output,
/// errors and the to-do lists it could not save to standard error.
///
/// ```swift
/// try TextOutput.write(DemoOptions.usage + "\n", to: STDOUT_FILENO)
/// ```
package enum TextOutput {
  /// Why text could not be written, in the system's words (`No space left on device`).
  package struct Failure: Error, Equatable, CustomStringConvertible {
    package let description: String
  }

  /// Writes `text` to `descriptor`, all of it: a write cut short (by a pipe with less room,
  /// or a signal held during the demo's last work) goes on with the rest, so a list of
  /// megabytes that could not be saved reaches its reader whole. A help that did not reach
  /// its reader is an error, not a success (`demo --help > /dev/full`).
  ///
  /// - Parameters:
  ///   - text: What to write.
  ///   - descriptor: Where to write it.
  /// - Throws: ``Failure`` when a write fails; what came before it was written.
  package static func write(_ text: String, to descriptor: Int32) throws(Failure) {
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { buffer in
        writeBytes(descriptor, buffer.baseAddress?.advanced(by: written), buffer.count - written)
      }
      if result < 0 {
        if errno == EINTR { continue }
        throw Failure(description: String(cString: strerror(errno)))
      }
      written += result
    }
  }
}
