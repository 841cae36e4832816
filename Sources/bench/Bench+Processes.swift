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

extension Bench {
  /// Spawns per start-up figure.
  private static let spawnCount = 15
  /// Keys typed per key-latency figure, and Enters per Enter-latency figure: enough that the
  /// medians of one run move by a few microseconds, not by the tens the pty's spread allows.
  private static let keyCount = 120
  private static let enterCount = 32
  /// The text typed, one key at a time, again and again up to ``keyCount`` keys; between
  /// two passes it is erased (untimed), so the message never grows past the field's width.
  private static let typedText = Array("Hello, world, hello again. ")

  /// Figures of real processes on a pseudo-terminal: the release demo's key and Enter
  /// latencies (key typed → first byte of the answer), its start-up (spawn → the first
  /// frame settled, its output then quiet for 100 ms) and peak memory (`VmHWM`, see
  /// ``TerminalProgram``); the same start-up figures of `bare-terminal`, the least a Swift
  /// terminal program does, and of `stdlib-terminal`, which does as little with the parts of
  /// the standard library and of Swift concurrency that any app uses; the key latency of
  /// `echo-terminal`, which answers each key through TerminalCore's event path without a
  /// frame; when a C compiler and ncursesw are installed, the demo's figures for a C peer
  /// drawing the same screens with ncurses, the yardstick; and when a C compiler is, the key
  /// latency of a C program that answers each read with one byte, the floor. The programs run side by side, each key
  /// typed into every program and each spawn of one followed by a spawn of the others, so
  /// that all see the same load on the machine; the program served first changes from one
  /// round to the next, so that none always meets the machine as the previous one left it.
  ///
  /// Figures that cannot be taken (a program missing or hung) are `null`, with a note.
  ///
  /// - Parameter directory: The directory of `demo`, `bare-terminal`, `stdlib-terminal` and
  ///   `echo-terminal`.
  /// - Returns: The figures as JSON keys and values, for the list ``main()`` prints.
  static func measureProcesses(programs directory: String) -> [(String, String)] {
    let dataDirectory = FileManager.default.temporaryDirectory
      .appendingPathComponent("clean-scenes-bench-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: dataDirectory) }
    let demo = ProgramUnderTest(
      path: directory + "/demo", arguments: ["--data-dir", dataDirectory], quitKey: 0x03,
      opensDetailOnEnter: true)
    let bare = ProgramUnderTest(path: directory + "/bare-terminal", arguments: [], quitKey: 0x71)
    let stdlib = ProgramUnderTest(
      path: directory + "/stdlib-terminal", arguments: [], quitKey: 0x71)
    let echo = ProgramUnderTest(path: directory + "/echo-terminal", arguments: [], quitKey: 0x03)
    var notes: [(String, String)] = []
    let ncursesBuild = CPeer.ncurses.build(into: dataDirectory)
    let echoBuild = CPeer.echo.build(into: dataDirectory)
    if case .failure(let reason) = ncursesBuild {
      notes.append(("ncurses_note", "\"skipped: \(reason)\""))
    }
    if case .failure(let reason) = echoBuild {
      notes.append(("c_echo_note", "\"skipped: \(reason)\""))
    }
    let ncursesPeer = (try? ncursesBuild.get()).map {
      ProgramUnderTest(path: $0, arguments: [], quitKey: 0x03, opensDetailOnEnter: true)
    }
    let echoPeer = (try? echoBuild.get()).map {
      ProgramUnderTest(path: $0, arguments: [], quitKey: 0x03)
    }
    var latencies = measureKeys(of: [demo, echo] + [ncursesPeer, echoPeer].compactMap { $0 })
    var startups = measureStartups(of: [demo, bare, stdlib] + [ncursesPeer].compactMap { $0 })
    let demoLatencies = latencies.removeFirst()
    var figures = latencyFigures(demoLatencies, prefix: "pty")
    figures += startupFigures(startups.removeFirst(), prefix: "startup")
    figures += startupFigures(startups.removeFirst(), prefix: "bare_swift")
    figures += startupFigures(startups.removeFirst(), prefix: "stdlib_swift")
    figures += latencyFigures(latencies.removeFirst(), prefix: "tty_echo", withEnter: false)
    if ncursesPeer != nil {
      let ncursesLatencies = latencies.removeFirst()
      figures += latencyFigures(ncursesLatencies, prefix: "ncurses")
      figures += startupFigures(startups.removeFirst(), prefix: "ncurses")
      figures += ratioFigures(demoLatencies, over: ncursesLatencies)
    }
    if echoPeer != nil {
      figures += latencyFigures(latencies.removeFirst(), prefix: "c_echo", withEnter: false)
    }
    return figures + notes
  }

  // MARK: - Scenarios

  /// The milliseconds from a key typed to the first byte of the answer, of one program.
  private struct Latencies {
    var keys: [Double] = []
    var enters: [Double] = []
  }

  /// Key latencies of `programs`, and Enter latencies of those that open Detail on Enter,
  /// run side by side: each key goes to every program in turn (see ``turns(of:round:)``), so
  /// that a burst of load on the machine hits them all alike.
  ///
  /// - Returns: The latencies of each program, in the order of `programs`.
  private static func measureKeys(of programs: [ProgramUnderTest]) -> [Latencies] {
    let running = programs.map { try? $0.start() }
    var latencies = [Latencies](repeating: Latencies(), count: programs.count)
    for program in running.compactMap({ $0 }) {
      program.readUntil { $0.lines.contains { $0.contains("Quit") } }
      program.readUntilQuiet()
    }
    for round in 0..<keyCount {
      let character = typedText[round % typedText.count]
      for index in turns(of: running.count, round: round) {
        guard let program = running[index] else { continue }
        program.timeToFirstByte(afterTyping: String(character)).map {
          latencies[index].keys.append($0)
        }
      }
      let passEnds = (round + 1) % typedText.count == 0
      guard passEnds, round + 1 < keyCount else { continue }
      for program in running.compactMap({ $0 }) {
        for _ in typedText {
          program.terminal.type([0x7F])
          program.readUntilQuiet(quiet: .milliseconds(20))
        }
      }
    }
    for round in 0..<enterCount {
      for index in turns(of: running.count, round: round) where programs[index].opensDetailOnEnter {
        guard let program = running[index] else { continue }
        program.timeToFirstByte(afterTyping: "\r").map { latencies[index].enters.append($0) }
        program.readUntil { $0.lines.first?.contains("Detail") == true }
        program.terminal.type("\u{1B}")
        program.readUntil { $0.lines.first?.contains("Detail") == false }
        program.readUntilQuiet(quiet: .milliseconds(30))
      }
    }
    for (program, test) in zip(running, programs) { program?.quit(typing: [test.quitKey]) }
    return latencies
  }

  /// `<prefix>_key_first_byte_ms_median` and `_p90`, and with `withEnter`
  /// `<prefix>_enter_first_byte_ms_median`.
  private static func latencyFigures(
    _ latencies: Latencies, prefix: String, withEnter: Bool = true
  ) -> [(String, String)] {
    var figures = [
      (
        "\(prefix)_key_first_byte_ms_median",
        formatOrNull(latencies.keys, count: keyCount, rank: 0.5)
      ),
      ("\(prefix)_key_first_byte_ms_p90", formatOrNull(latencies.keys, count: keyCount, rank: 0.9)),
    ]
    if withEnter {
      figures.append(
        (
          "\(prefix)_enter_first_byte_ms_median",
          formatOrNull(latencies.enters, count: enterCount, rank: 0.5)
        ))
    }
    return figures
  }

  /// The start-up figures of one program: milliseconds from spawn to the first frame
  /// settled, peak memory and private memory in MiB.
  private struct Startups {
    var settled: [Double] = []
    var memory: [Double] = []
    var privateMemory: [Double] = []
  }

  /// Start-up of `programs`, each spawned ``spawnCount`` times, in turns (one of each, then
  /// again), so that a burst of load on the machine hits them all alike.
  ///
  /// - Returns: The figures of each program, in the order of `programs`.
  private static func measureStartups(of programs: [ProgramUnderTest]) -> [Startups] {
    var startups = [Startups](repeating: Startups(), count: programs.count)
    for round in 0..<spawnCount {
      for index in turns(of: programs.count, round: round) {
        let program = programs[index]
        guard let running = try? program.start() else { continue }
        guard let last = running.readUntilQuiet() else { continue }
        startups[index].settled.append((last - running.start).milliseconds)
        running.peakResidentMebibytes().map { startups[index].memory.append($0) }
        running.privateResidentMebibytes().map { startups[index].privateMemory.append($0) }
        running.quit(typing: [program.quitKey])
      }
    }
    return startups
  }

  /// `<prefix>_startup_settled_ms_median` (`startup_settled_ms_median` for the demo),
  /// `<prefix>_peak_rss_mb` and `<prefix>_private_mb`.
  private static func startupFigures(_ startups: Startups, prefix: String) -> [(String, String)] {
    let timeKey =
      prefix == "startup" ? "startup_settled_ms_median" : "\(prefix)_startup_settled_ms_median"
    let memoryKey = prefix == "startup" ? "startup_peak_rss_mb" : "\(prefix)_peak_rss_mb"
    return [
      (timeKey, formatOrNull(startups.settled, count: spawnCount, rank: 0.5)),
      (memoryKey, formatOrNull(startups.memory, count: spawnCount, rank: 0.5)),
      ("\(prefix)_private_mb", formatOrNull(startups.privateMemory, count: spawnCount, rank: 0.5)),
    ]
  }

  // MARK: - Private helpers

  /// The order in which `count` programs are served in `round`: all of them, starting with
  /// a different one each round (0, 1, 2, then 1, 2, 0, …).
  private static func turns(of count: Int, round: Int) -> [Int] {
    (0..<count).map { ($0 + round) % count }
  }

  /// The value at `rank` (0.5 the median, 0.9 the 90th percentile, nearest rank) of
  /// `samples`, or `null` when fewer than `count` samples were taken.
  private static func formatOrNull(_ samples: [Double], count: Int, rank: Double) -> String {
    percentile(samples, count: count, rank: rank).map(format) ?? "null"
  }

  /// The sample of `samples` at `rank` (0.5: the median), or `nil` when fewer than `count`
  /// were taken.
  private static func percentile(_ samples: [Double], count: Int, rank: Double) -> Double? {
    guard samples.count >= count, !samples.isEmpty else { return nil }
    let sorted = samples.sorted()
    let index = min(sorted.count - 1, max(0, Int((rank * Double(sorted.count)).rounded(.up)) - 1))
    return sorted[index]
  }

  /// `pty_key_to_ncurses_ratio` and `pty_enter_to_ncurses_ratio`: the demo's median latencies
  /// over ncurses', taken in the same run, so that runs on a quicker or a slower machine
  /// compare.
  private static func ratioFigures(_ demo: Latencies, over ncurses: Latencies) -> [(String, String)]
  {
    func ratio(_ samples: [Double], _ yardstick: [Double], count: Int) -> String {
      guard let value = percentile(samples, count: count, rank: 0.5),
        let yardstickValue = percentile(yardstick, count: count, rank: 0.5), yardstickValue > 0
      else { return "null" }
      return format(value / yardstickValue)
    }
    return [
      ("pty_key_to_ncurses_ratio", ratio(demo.keys, ncurses.keys, count: keyCount)),
      ("pty_enter_to_ncurses_ratio", ratio(demo.enters, ncurses.enters, count: enterCount)),
    ]
  }

  /// The figures of `bench processes [--programs DIR]`: ``measureProcesses(programs:)`` with
  /// the programs of `DIR`, or of the bench's own directory without the option. Other
  /// arguments, or a `DIR` that lacks one of the programs, print what is wrong and exit with
  /// status 2.
  ///
  /// - Parameter arguments: The arguments after `processes`.
  static func measureProcesses(arguments: [String]) -> [(String, String)] {
    do {
      return measureProcesses(programs: try programsDirectory(arguments))
    } catch {
      let message = Array("bench: \(error)\n".utf8)
      _ = message.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
      exit(2)
    }
  }

  /// What is wrong with the arguments of `bench processes`.
  private struct UsageError: Error, CustomStringConvertible {
    let description: String
  }

  /// The directory named by `--programs DIR`, or the bench's own without arguments.
  ///
  /// - Throws: ``UsageError`` for other arguments, or when `DIR` lacks one of the programs.
  private static func programsDirectory(_ arguments: [String]) throws(UsageError) -> String {
    if arguments.isEmpty { return executableDirectory() }
    guard arguments.count == 2, arguments[0] == "--programs" else {
      throw UsageError(description: "usage: bench processes [--programs DIR]")
    }
    let directory = arguments[1]
    for program in ["demo", "bare-terminal", "stdlib-terminal", "echo-terminal"]
    where access(directory + "/" + program, X_OK) != 0 {
      throw UsageError(
        description:
          "\(directory)/\(program) is not an executable: \(String(cString: strerror(errno)))")
    }
    return directory
  }

  /// The directory of the running bench, where SwiftPM put `demo` and `bare-terminal` too.
  static func executableDirectory() -> String {
    var path = [CChar](repeating: 0, count: 4_096)
    let count = readlink("/proc/self/exe", &path, path.count - 1)
    let executable =
      count > 0
      ? String(decoding: path[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      : CommandLine.arguments[0]
    guard let slash = executable.lastIndex(of: "/") else { return "." }
    return String(executable[..<slash])
  }
}

/// A program `bench` measures: where it is, its arguments, the key that quits it and
/// whether Enter on its first screen opens Detail (so that Enter's latency can be taken).
private struct ProgramUnderTest {
  let path: String
  let arguments: [String]
  let quitKey: UInt8
  var opensDetailOnEnter = false

  /// Starts the program on a pseudo-terminal of its own, with a plain UTF-8 environment.
  func start() throws -> TerminalProgram {
    try TerminalProgram(
      path: path, arguments: arguments,
      environment: ["TERM=xterm-256color", "LANG=C.UTF-8", "HOME=/tmp", "PATH=/usr/bin:/bin"])
  }
}
