import TerminalCore
import TerminalUITesting
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// A program run by `bench` on a pseudo-terminal of its own, as a user's terminal runs it:
/// its output is read with the time each chunk arrived, keys are typed into it, and its
/// peak and private memory are read from `/proc`.
///
/// Peak memory is the program's `VmHWM` (the high-water mark of its resident set) read
/// just before it is asked to quit. `wait4`'s `ru_maxrss` cannot serve: `posix_spawn`
/// shares the bench's memory until `exec`, and Linux carries that high-water mark (the
/// bench's own, over 100 MB after the table figures) into the program's.
///
/// Every wait is bounded, so a program that hangs makes a figure missing, never the bench.
///
/// ```swift
/// let demo = try TerminalProgram(path: demoPath, arguments: ["--data-dir", directory])
/// let settled = demo.readUntilQuiet()
/// let firstByte = demo.timeToFirstByte(afterTyping: "a")
/// let peak = demo.peakResidentMebibytes()
/// demo.quit(typing: [0x03])
/// ```
final class TerminalProgram {
  /// Why a program could not be started.
  enum SpawnError: Error, CustomStringConvertible {
    case spawnFailed(path: String, errno: Int32)

    var description: String {
      switch self {
      case .spawnFailed(let path, let code):
        "cannot start \(path): \(String(cString: strerror(code)))"
      }
    }
  }

  /// When the program was started.
  let start: ContinuousClock.Instant
  /// The terminal the program runs on.
  let terminal: PseudoTerminal
  /// Everything the program wrote so far.
  private(set) var output: [UInt8] = []
  private let processID: pid_t
  private var isFinished = false

  /// Starts `path` with `arguments` on a new 80×24 pseudo-terminal.
  ///
  /// - Throws: ``SpawnError`` when the program cannot be started.
  init(path: String, arguments: [String], environment: [String]) throws {
    terminal = try PseudoTerminal()
    terminal.setWindowSize(columns: 80, rows: 24)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor: Int32 in [0, 1, 2] {
      posix_spawn_file_actions_adddup2(&actions, terminal.slave, descriptor)
    }
    posix_spawn_file_actions_addclose(&actions, terminal.master)
    if terminal.slave > 2 { posix_spawn_file_actions_addclose(&actions, terminal.slave) }
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid = pid_t()
    start = ContinuousClock.now
    let result = posix_spawn(&pid, path, &actions, nil, argv, envp)
    guard result == 0 else { throw SpawnError.spawnFailed(path: path, errno: result) }
    processID = pid
  }

  deinit {
    if !isFinished {
      kill(processID, SIGKILL)
      var status: Int32 = 0
      waitpid(processID, &status, 0)
    }
  }

  // MARK: - Reading and typing

  /// Reads until nothing has arrived for `quiet` (or `limit` has passed) and returns when
  /// the last byte arrived, `nil` when none did.
  @discardableResult
  func readUntilQuiet(
    quiet: Duration = .milliseconds(100), limit: Duration = .seconds(3)
  ) -> ContinuousClock.Instant? {
    let deadline = ContinuousClock.now + limit
    var last: ContinuousClock.Instant?
    while ContinuousClock.now < deadline {
      guard let arrival = readChunk(waitingAtMost: quiet) else { break }
      last = arrival
    }
    return last
  }

  /// Reads until the screen the output draws satisfies `condition` (or 3 s have passed).
  func readUntil(_ condition: (VirtualTerminal) -> Bool) {
    var screen = VirtualTerminal(size: Size(width: 80, height: 24))
    screen.feed(output)
    let deadline = ContinuousClock.now + .seconds(3)
    while !condition(screen), ContinuousClock.now < deadline {
      let before = output.count
      guard readChunk(waitingAtMost: .seconds(1)) != nil else { return }
      screen.feed(output[before...])
    }
  }

  /// Types `text` and returns the milliseconds until the first byte of the answer arrived,
  /// `nil` when none did within 2 s; the answer is then read until it has been quiet for
  /// `quiet`.
  func timeToFirstByte(afterTyping text: String, quiet: Duration = .milliseconds(20)) -> Double? {
    let typed = ContinuousClock.now
    terminal.type(text)
    guard let arrival = readChunk(waitingAtMost: .seconds(2)) else { return nil }
    readUntilQuiet(quiet: quiet)
    return (arrival - typed).milliseconds
  }

  /// The program's peak resident memory so far in MiB (`VmHWM`); `nil` where `/proc`
  /// does not say.
  func peakResidentMebibytes() -> Double? {
    statusMebibytes("VmHWM")
  }

  /// The program's private memory in MiB (`RssAnon`: its heap, stacks and written data,
  /// not the pages of code and constants it maps from files, which every process running
  /// the same binary or library shares); `nil` where `/proc` does not say.
  func privateResidentMebibytes() -> Double? {
    statusMebibytes("RssAnon")
  }

  /// The value of `field` in `/proc/PID/status`, in MiB.
  private func statusMebibytes(_ field: String) -> Double? {
    guard let file = fopen("/proc/\(processID)/status", "r") else { return nil }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), file) != nil {
      let text = String(
        decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      guard text.hasPrefix(field + ":") else { continue }
      let kibibytes = text.split(separator: " ").dropFirst().first.flatMap { Double($0) }
      return kibibytes.map { $0 / 1_024 }
    }
    return nil
  }

  /// Types `bytes` (a quit key) and waits for the program to end, killing it after 3 s.
  ///
  /// - Returns: Whether it ended by itself.
  @discardableResult
  func quit(typing bytes: [UInt8]) -> Bool {
    terminal.type(bytes)
    let deadline = ContinuousClock.now + .seconds(3)
    var status: Int32 = 0
    while ContinuousClock.now < deadline {
      readChunk(waitingAtMost: .milliseconds(10))
      if waitpid(processID, &status, WNOHANG) == processID {
        isFinished = true
        return true
      }
    }
    return false
  }

  // MARK: - Private helpers

  /// Reads what is there, waiting at most `timeout` for it, and returns when it arrived.
  @discardableResult
  private func readChunk(waitingAtMost timeout: Duration) -> ContinuousClock.Instant? {
    var ready = pollfd(fd: terminal.master, events: Int16(POLLIN), revents: 0)
    guard poll(&ready, 1, Int32(timeout.milliseconds.rounded(.up))) > 0 else { return nil }
    let arrival = ContinuousClock.now
    var chunk = [UInt8](repeating: 0, count: 65_536)
    let count = read(terminal.master, &chunk, chunk.count)
    guard count > 0 else { return nil }
    output += chunk[..<count]
    return arrival
  }
}
