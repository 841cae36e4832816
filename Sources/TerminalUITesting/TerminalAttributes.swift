#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// The fields of a `termios`, comparable (the C struct is not `Equatable`).
///
/// ```swift
/// let before = terminal.attributes
/// try tty.start(); tty.stop()
/// #expect(terminal.attributes == before)
/// ```
public struct TerminalAttributes: Equatable, Sendable, CustomStringConvertible {
  /// `c_iflag`.
  public var inputFlags: tcflag_t
  /// `c_oflag`.
  public var outputFlags: tcflag_t
  /// `c_cflag`.
  public var controlFlags: tcflag_t
  /// `c_lflag`.
  public var localFlags: tcflag_t
  /// `c_cc`.
  public var controlCharacters: [UInt8]
  /// The input speed.
  public var inputSpeed: speed_t
  /// The output speed.
  public var outputSpeed: speed_t

  /// Copies the fields of `attributes`.
  public init(_ attributes: termios) {
    var attributes = attributes
    inputFlags = attributes.c_iflag
    outputFlags = attributes.c_oflag
    controlFlags = attributes.c_cflag
    localFlags = attributes.c_lflag
    controlCharacters = withUnsafeBytes(of: attributes.c_cc) { Array($0) }
    inputSpeed = cfgetispeed(&attributes)
    outputSpeed = cfgetospeed(&attributes)
  }

  /// The fields, for a failure message.
  public var description: String {
    "iflag \(inputFlags) oflag \(outputFlags) cflag \(controlFlags) lflag \(localFlags) "
      + "cc \(controlCharacters) speed \(inputSpeed)/\(outputSpeed)"
  }
}
