#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// What went wrong while taking over or driving a terminal.
///
/// Every case names the file descriptor or the `errno` involved, so the message says what
/// to fix: run the program in a terminal, stop the other ``TTY`` first, and so on.
///
/// ```swift
/// do {
///   let tty = try TTY()
///   try tty.start()
/// } catch let error as TTYError {
///   print(error.description)  // "file descriptor 0 is not a terminal; run the program ..."
/// }
/// ```
public enum TTYError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The descriptor is not a terminal (a pipe, a file, `/dev/null`, or closed).
  case notATerminal(fd: Int32)
  /// Another ``TTY`` of this process is started; terminal modes and signal handlers are
  /// process-wide, so only one can own them at a time.
  case alreadyInUse
  /// `tcgetattr` failed on the descriptor.
  case readingAttributesFailed(fd: Int32, errno: Int32)
  /// `tcsetattr` failed on the descriptor.
  case settingAttributesFailed(fd: Int32, errno: Int32)
  /// The pipe that carries signal notifications to the reader could not be created.
  case signalPipeFailed(errno: Int32)
  /// `write(2)` failed on the descriptor.
  case writeFailed(fd: Int32, errno: Int32)

  /// A sentence a user can act on.
  public var description: String {
    switch self {
    case .notATerminal(let fd):
      return "file descriptor \(fd) is not a terminal; run the program in a terminal, "
        + "not with its input or output redirected"
    case .alreadyInUse:
      return "another TTY of this process is already started; restore it before starting "
        + "this one"
    case .readingAttributesFailed(let fd, let code):
      return "cannot read the terminal attributes of file descriptor \(fd) "
        + "(tcgetattr: \(Self.explain(code)))"
    case .settingAttributesFailed(let fd, let code):
      return "cannot set the terminal attributes of file descriptor \(fd) "
        + "(tcsetattr: \(Self.explain(code)))"
    case .signalPipeFailed(let code):
      return "cannot create the signal notification pipe (pipe: \(Self.explain(code)))"
    case .writeFailed(let fd, let code):
      return "cannot write to the terminal on file descriptor \(fd) "
        + "(write: \(Self.explain(code)))"
    }
  }

  private static func explain(_ code: Int32) -> String {
    guard let message = strerror(code) else { return "error \(code)" }
    return "\(String(cString: message)) [errno \(code)]"
  }
}
