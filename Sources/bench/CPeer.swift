#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// A C program of the bench, its source beside this file, built with the system's C
/// compiler (and its libraries) when they are there: ``ncurses``, the demo's screens drawn
/// with ncursesw, the yardstick; ``echo``, the floor of key latency. CI has only the Swift
/// toolchain, whose `clang` builds the second; the first needs ncursesw as well.
///
/// ```swift
/// switch CPeer.ncurses.build(into: "/tmp/bench") {
/// case .success(let path): print("peer at \(path)")
/// case .failure(let reason): print("skipped: \(reason)")
/// }
/// ```
struct CPeer {
  /// Why a peer could not be built.
  struct Unavailable: Error, CustomStringConvertible {
    let description: String
  }

  /// The demo's Home and Detail screens drawn with ncursesw (`ncurses-peer.c`).
  static let ncurses = CPeer(
    name: "ncurses-peer", libraries: ["-lncursesw"],
    missing: "ncursesw missing? (libncurses-dev)")

  /// A program that answers each read of its input with one byte (`echo-peer.c`).
  static let echo = CPeer(name: "echo-peer", libraries: [], missing: "no C library headers?")

  /// The program's name, and its source's without `.c`.
  let name: String
  /// The linker's options for the libraries the program needs.
  let libraries: [String]
  /// What is probably missing when the compiler fails.
  let missing: String

  /// The longest a compiler may take: a peer builds in well under a second, and a compiler
  /// that hangs (on a lock, a broken toolchain) must not hang the bench with it.
  static let compilerTimeLimit: Duration = .seconds(60)

  /// The C source, found from this file's path, so it is there when bench runs from the
  /// package's checkout.
  private var source: String {
    let file = #filePath
    guard let slash = file.lastIndex(of: "/") else { return name + ".c" }
    return String(file[..<slash]) + "/" + name + ".c"
  }

  /// Compiles the program into `directory` and returns its path.
  func build(into directory: String) -> Result<String, Unavailable> {
    guard access(source, R_OK) == 0 else {
      return .failure(Unavailable(description: "no C source at \(source)"))
    }
    guard let compiler = Self.findInPath(["cc", "gcc", "clang"]) else {
      return .failure(Unavailable(description: "no C compiler (cc, gcc, clang) in PATH"))
    }
    try? FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true)
    let program = directory + "/" + name
    switch Self.run(
      compiler, arguments: ["-O2", "-o", program, source] + libraries,
      timeLimit: Self.compilerTimeLimit)
    {
    case .exited(0):
      break
    case .exited, .didNotRun:
      return .failure(Unavailable(description: "\(compiler) could not build it: \(missing)"))
    case .stopped(let limit):
      return .failure(Unavailable(description: "\(compiler) took more than \(limit), stopped"))
    }
    guard access(program, X_OK) == 0 else {
      return .failure(Unavailable(description: "\(compiler) exited 0 but wrote no \(program)"))
    }
    return .success(program)
  }

  /// What `path` run with `arguments` writes to its standard output, if it exits with status
  /// 0 within `timeLimit` (its output must fit in a pipe's buffer, 64 KiB on Linux).
  static func output(of path: String, arguments: [String], timeLimit: Duration) -> String? {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    defer { close(ends[0]) }
    let outcome = run(path, arguments: arguments, timeLimit: timeLimit, output: ends[1])
    close(ends[1])
    guard case .exited(0) = outcome else { return nil }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4_096)
    while true {
      let count = read(ends[0], &chunk, chunk.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      bytes += chunk[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  // MARK: - Private helpers

  /// The first of `names` found in a directory of `PATH`.
  private static func findInPath(_ names: [String]) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for name in names {
      for directory in path.split(separator: ":") where access("\(directory)/\(name)", X_OK) == 0 {
        return "\(directory)/\(name)"
      }
    }
    return nil
  }

  /// How a run of ``run(_:arguments:timeLimit:output:)`` ended.
  private enum RunOutcome {
    /// The program exited with this status.
    case exited(Int32)
    /// The program could not start, or a signal ended it.
    case didNotRun
    /// The program was still running after this long, and was killed.
    case stopped(after: Duration)
  }

  /// Runs `path` with `arguments` for at most `timeLimit`, its standard output written to
  /// the descriptor `output`, or thrown away without one (as its standard error always is).
  private static func run(
    _ path: String, arguments: [String], timeLimit: Duration, output: Int32? = nil
  ) -> RunOutcome {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor: Int32 in [0, 1, 2] {
      posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_RDWR, 0)
    }
    if let output { posix_spawn_file_actions_adddup2(&actions, output, 1) }
    // A process group of its own, so that a compiler stopped at the limit takes the
    // programs it started (cc1, as, ld) with it.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid = pid_t()
    guard posix_spawn(&pid, path, &actions, &attributes, argv, environ) == 0 else {
      return .didNotRun
    }
    let deadline = ContinuousClock.now + timeLimit
    var status: Int32 = 0
    while true {
      let waited = waitpid(pid, &status, WNOHANG)
      if waited == pid { break }
      if waited == -1, errno != EINTR { return .didNotRun }
      guard ContinuousClock.now < deadline else {
        kill(-pid, SIGKILL)
        _ = waitpid(pid, &status, 0)
        return .stopped(after: timeLimit)
      }
      usleep(10_000)
    }
    guard status & 0x7F == 0 else { return .didNotRun }
    return .exited((status >> 8) & 0xFF)
  }
}
