#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// A job-control shell in miniature, so that a test can do what `fg` and `bg` do.
///
/// Started as a session leader with the pseudo-terminal on descriptor 0, it makes the
/// terminal its controlling terminal, runs the command in a process group of its own in the
/// foreground, writes `pid N` to descriptor 4, then obeys one command per line read from
/// descriptor 3, answering each on descriptor 4:
///
/// | command | does | answers |
/// |---|---|---|
/// | `fg` | gives the job the terminal; sends `SIGCONT` if it is stopped (as bash does) | `ok` |
/// | `bg` | sends `SIGCONT`, the terminal staying the shell's | `ok` |
/// | `take` | takes the terminal from the running job without stopping it, as any process of the session may with `tcsetpgrp(3)` | `ok` |
/// | `read` | reads one byte typed into the terminal, waiting at most 10 s | `read C`, `read nothing` |
/// | `wait` | waits for the job to stop, continue or end; takes the terminal back if it stopped | `stopped N`, `continued`, `exited N`, `signaled N` |
/// | `check` | what `wait` does, without waiting | the same, or `unchanged` |
///
/// It returns once the job has ended and that was reported.
enum JobControlShell {
  /// Runs `command` as a job and obeys the commands.
  ///
  /// - Parameter command: The program and its arguments.
  /// - Returns: The shell's exit status: 0, or 2 if the job could not be started.
  static func run(command: [String]) -> Int32 {
    for number in [SIGTTOU, SIGTTIN, SIGTSTP] { _ = signal(number, SIG_IGN) }
    _ = ioctl(STDIN_FILENO, UInt(TIOCSCTTY), 0)
    guard let job = spawn(command) else { return 2 }
    _ = tcsetpgrp(STDIN_FILENO, job)
    answer("pid \(job)")
    var isStopped = false
    while let line = readCommand() {
      switch line {
      case "fg":
        _ = tcsetpgrp(STDIN_FILENO, job)
        if isStopped { _ = kill(-job, SIGCONT) }
        isStopped = false
        answer("ok")
      case "bg":
        _ = kill(-job, SIGCONT)
        isStopped = false
        answer("ok")
      case "take":
        _ = tcsetpgrp(STDIN_FILENO, getpgrp())
        answer("ok")
      case "read":
        answer("read \(readTypedByte().map { String(UnicodeScalar($0)) } ?? "nothing")")
      case "wait", "check":
        guard let stopped = report(on: job, waiting: line == "wait", wasStopped: isStopped)
        else { return 0 }
        isStopped = stopped
      default:
        answer("unknown command \(line)")
      }
    }
    return 0
  }

  /// One byte typed into the terminal, or `nil` if none came within 10 s.
  private static func readTypedByte() -> UInt8? {
    var ready = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    var byte: UInt8 = 0
    guard poll(&ready, 1, 10_000) > 0, read(STDIN_FILENO, &byte, 1) == 1 else { return nil }
    return byte
  }

  /// Reports the job's next change, waiting for it if `waiting`; without waiting, answers
  /// `unchanged` when there is none.
  ///
  /// - Returns: Whether the job is stopped now (`wasStopped` when nothing changed), or `nil`
  ///   if it has ended.
  private static func report(on job: pid_t, waiting: Bool, wasStopped: Bool) -> Bool? {
    var status: Int32 = 0
    let options = WUNTRACED | WCONTINUED | (waiting ? 0 : WNOHANG)
    var changed = waitpid(job, &status, options)
    while changed < 0 {
      guard errno == EINTR else {
        answer("wait failed \(errno)")
        return nil
      }
      changed = waitpid(job, &status, options)
    }
    if changed == 0 {
      answer("unchanged")
      return wasStopped
    }
    let low = status & 0x7F
    if status & 0xFF == 0x7F {
      _ = tcsetpgrp(STDIN_FILENO, getpgrp())
      answer("stopped \((status >> 8) & 0xFF)")
      return true
    }
    if status == 0xFFFF {
      answer("continued")
      return false
    }
    answer(low == 0 ? "exited \((status >> 8) & 0xFF)" : "signaled \(low)")
    return nil
  }

  /// Starts `command` in a process group of its own, with the default job-control signals.
  ///
  /// A shell's child takes the terminal before it runs the program; `posix_spawn` cannot,
  /// so the probe waits until the shell has given it the terminal (see `Probe`).
  private static func spawn(_ command: [String]) -> pid_t? {
    guard let program = command.first else { return nil }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setpgroup(&attributes, 0)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for number in [SIGTTOU, SIGTTIN, SIGTSTP] { sigaddset(&defaults, number) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF))
    var arguments = command.map { strdup($0) } + [nil]
    defer { for argument in arguments { free(argument) } }
    var job: pid_t = 0
    let result = posix_spawn(&job, program, nil, &attributes, &arguments, environ)
    return result == 0 ? job : nil
  }

  /// Reads one line from descriptor 3, without its newline; `nil` at end of file.
  private static func readCommand() -> String? {
    var line: [UInt8] = []
    var byte: UInt8 = 0
    while read(3, &byte, 1) == 1 {
      if byte == 0x0A { return String(decoding: line, as: UTF8.self) }
      line.append(byte)
    }
    return nil
  }

  /// Writes `text` and a newline to descriptor 4.
  private static func answer(_ text: String) {
    let bytes = Array((text + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(4, $0.baseAddress, $0.count) }
  }
}
