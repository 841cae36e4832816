import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// A program a test runs on a ``PseudoTerminal``, in a session of its own, to see what
/// signals, crashes and job control do to the terminal from outside the test process.
///
/// Its standard input, output and error are the terminal's slave side; more descriptors
/// can be passed (a pipe on descriptor 3, say). A process that outlives its test is killed.
///
/// ```swift
/// let terminal = try PseudoTerminal()
/// let probe = try ChildProcess(
///   executable: ChildProcess.executable(named: "tty-probe"), terminal: terminal)
/// probe.send(SIGTERM)
/// #expect(probe.waitForTermination() == .signaled(SIGTERM))
/// ```
public final class ChildProcess: Sendable {
  /// How a process ended.
  public enum Termination: Equatable, Sendable, CustomStringConvertible {
    /// It exited with this status.
    case exited(Int32)
    /// A signal of this number killed it.
    case signaled(Int32)

    /// `exited 0`, `signaled 15`.
    public var description: String {
      switch self {
      case .exited(let status): return "exited \(status)"
      case .signaled(let signal): return "signaled \(signal)"
      }
    }
  }

  /// The process's id.
  public let pid: pid_t
  private let termination = Mutex<Termination?>(nil)

  /// Starts `executable` with `arguments` on `terminal`.
  ///
  /// The environment is the test's, with `TERM=xterm-256color`, the Swift runtime's crash
  /// reporter off (a crash ends at once, with the signal as status), a coverage profile
  /// written only where the test's goes, and `environment` on top.
  ///
  /// - Parameters:
  ///   - executable: The program's path.
  ///   - arguments: Its arguments, without its name.
  ///   - terminal: The terminal for its standard input, output and error.
  ///   - descriptors: More descriptors to pass: the child's number for each of the test's.
  ///   - environment: Variables to set.
  ///   - sourceLocation: Where a failure to start is reported.
  public init(
    executable: String, arguments: [String] = [], terminal: PseudoTerminal,
    descriptors: [Int32: Int32] = [:], environment: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for target in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
      posix_spawn_file_actions_adddup2(&actions, terminal.slave, target)
    }
    for (target, source) in descriptors {
      posix_spawn_file_actions_adddup2(&actions, source, target)
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var everything = sigset_t()
    sigfillset(&everything)
    var nothing = sigset_t()
    sigemptyset(&nothing)
    posix_spawnattr_setsigdefault(&attributes, &everything)
    posix_spawnattr_setsigmask(&attributes, &nothing)
    let newSession: Int32 = 0x80  // POSIX_SPAWN_SETSID (glibc and musl; not in every header)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | newSession))
    var variables = Self.environment(adding: environment).map { strdup($0) } + [nil]
    var argumentList = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in variables + argumentList { free(pointer) } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, executable, &actions, &attributes, &argumentList, &variables)
    try #require(
      result == 0, "cannot start \(executable): errno \(result)", sourceLocation: sourceLocation)
    self.pid = pid
  }

  deinit {
    if termination.withLock({ $0 == nil }) {
      _ = kill(pid, SIGKILL)
      _ = waitForTermination()
    }
  }

  /// The path of an executable built beside the test bundle (`tty-probe`, say).
  ///
  /// - Parameter name: The executable's name.
  /// - Returns: Its path in the build directory.
  public static func executable(named name: String) -> String {
    var path = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &path, path.count - 1)
    let bytes = path.prefix(max(count, 0)).map { UInt8(bitPattern: $0) }
    let test = count > 0 ? String(decoding: bytes, as: UTF8.self) : CommandLine.arguments[0]
    var directory = test.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    while let last = directory.last,
      last.hasSuffix(".xctest") || last == "Contents"
        || last == "MacOS"
    {
      directory = directory.dropLast()
    }
    return (directory + [Substring(name)]).joined(separator: "/")
  }

  /// Sends `signal` to the process.
  public func send(_ signal: Int32) {
    _ = kill(pid, signal)
  }

  /// Waits until the process has ended (blocking the calling thread) and says how.
  public func waitForTermination() -> Termination {
    if let known = termination.withLock({ $0 }) { return known }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    let ended = Self.termination(fromStatus: status)
    termination.withLock { $0 = ended }
    return ended
  }

  /// Whether the process has ended, without waiting; reaps it if so.
  public var hasEnded: Bool {
    if termination.withLock({ $0 != nil }) { return true }
    var status: Int32 = 0
    guard waitpid(pid, &status, WNOHANG) == pid else { return false }
    let ended = Self.termination(fromStatus: status)
    termination.withLock { $0 = ended }
    return true
  }

  /// How a process ended, from the status `waitpid` reported.
  private static func termination(fromStatus status: Int32) -> Termination {
    status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signaled(status & 0x7F)
  }

  private static func environment(adding extra: [String: String]) -> [String] {
    var variables: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      entry += 1
    }
    variables["TERM"] = "xterm-256color"
    variables["SWIFT_BACKTRACE"] = "enable=no"
    // A program built for coverage writes its profile where the test's goes (merged into
    // the coverage report), or nowhere: never a `default.profraw` in the working directory.
    variables["LLVM_PROFILE_FILE"] = variables["LLVM_PROFILE_FILE"] ?? "/dev/null"
    variables.merge(extra) { _, new in new }
    return variables.map { "\($0.key)=\($0.value)" }
  }
}
