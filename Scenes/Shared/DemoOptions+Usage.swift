#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

extension DemoOptions {
  /// Why the help could not be written, in the system's words (`No space left on device`).
  package struct OutputError: Error, Equatable, CustomStringConvertible {
    package let description: String
  }

  /// Writes ``usage`` and a newline to `descriptor`, all of it, as `demo --help` does: a
  /// help that did not reach its reader is an error, not a success (`demo --help > /dev/full`).
  ///
  /// - Parameter descriptor: Where to write; standard output for `--help`.
  /// - Throws: ``OutputError`` when a write fails.
  package static func writeUsage(to descriptor: Int32) throws(OutputError) {
    let bytes = Array((usage + "\n").utf8)
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress?.advanced(by: written), buffer.count - written)
      }
      if result < 0 {
        if errno == EINTR { continue }
        throw OutputError(description: String(cString: strerror(errno)))
      }
      written += result
    }
  }
}
