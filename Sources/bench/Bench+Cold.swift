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
  /// Rounds of `bench cold`: `cold-latency` and the ncurses peer run in turn, each round.
  private static let coldRounds = 5
  /// What `bench cold` writes through before each key, as `cold-latency`'s default.
  private static let coldFlushMegabytes = 256
  /// How long one run of either program may take.
  private static let coldTimeLimit: Duration = .seconds(120)

  /// `bench cold [KEYS]`: a typed key and Enter with the caches flushed before each, in
  /// process, for the demo (`cold-latency`, from the bench's own directory, and its phases)
  /// and, when a C compiler and ncursesw are installed, for the ncurses peer drawing the same
  /// screens (`ncurses-peer --cold`), the yardstick; the programs take turns, round by
  /// round, and each figure is the median of the rounds' medians.
  ///
  /// - Parameter arguments: The keys of each kind a run types (40 by default).
  /// - Returns: `cold-latency`'s figures, the peer's, and the median of the rounds' ratios of
  ///   the demo's prefetched time to the peer's (`cold_typed_to_ncurses_ratio`,
  ///   `cold_enter_to_ncurses_ratio`).
  static func measureCold(arguments: [String]) -> [(String, String)] {
    guard arguments.count <= 1,
      let keys = arguments.first.map({ Int($0) }) ?? 40, (1...100_000).contains(keys)
    else {
      let message = Array("usage: bench cold [KEYS (1-100000)]\n".utf8)
      _ = message.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
      exit(2)
    }
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("clean-scenes-bench-cold-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    var notes: [(String, String)] = []
    let peer: String?
    switch CPeer.ncurses.build(into: scratch) {
    case .success(let path): peer = path
    case .failure(let reason):
      peer = nil
      notes.append(("ncurses_cold_note", "\"skipped: \(reason)\""))
    }
    var runs: [[String: Double]] = []
    var peerRuns: [[String: Double]] = []
    let arguments = [String(keys), String(coldFlushMegabytes)]
    for _ in 0..<coldRounds {
      let figures = CPeer.output(
        of: executableDirectory() + "/cold-latency", arguments: arguments,
        timeLimit: coldTimeLimit)
      guard let figures else {
        return [("cold_note", "\"cold-latency did not run beside the bench\"")]
      }
      runs.append(numbers(in: figures))
      if let peer,
        let figures = CPeer.output(
          of: peer, arguments: ["--cold"] + arguments, timeLimit: coldTimeLimit)
      {
        peerRuns.append(numbers(in: figures))
      }
    }
    var figures: [(String, String)] = []
    let demo = medians(of: runs)
    let ncurses = medians(of: peerRuns)
    for (key, value) in demo + ncurses where key != "flush_mb" {
      figures.append((key, value == value.rounded() ? "\(Int(value))" : format(value)))
    }
    for kind in ["typed", "enter"] where peerRuns.count == runs.count {
      // Each round's ratio, its two runs side by side: the machine moves between rounds.
      let ratios = zip(runs, peerRuns).compactMap { ours, theirs -> Double? in
        guard let ours = ours["cold_\(kind)_total_us_median_prefetched"],
          let theirs = theirs["ncurses_cold_\(kind)_us_median"], theirs > 0
        else { return nil }
        return ours / theirs
      }
      if !ratios.isEmpty {
        figures.append(("cold_\(kind)_to_ncurses_ratio", format(median(ratios))))
      }
    }
    return figures + notes
  }

  /// The numbers of a flat JSON object as the programs print it, one `"key": value` a line.
  private static func numbers(in json: String) -> [String: Double] {
    var numbers: [String: Double] = [:]
    for line in json.split(separator: "\n") {
      let parts = line.filter { !"\" ,".contains($0) }.split(separator: ":", maxSplits: 1)
      if parts.count == 2, let number = Double(parts[1]) { numbers[String(parts[0])] = number }
    }
    return numbers
  }

  /// For each key of the first run, in the keys' order, the median of the runs' values.
  private static func medians(of runs: [[String: Double]]) -> [(String, Double)] {
    guard let first = runs.first else { return [] }
    return first.keys.sorted().map { key in (key, median(runs.compactMap { $0[key] })) }
  }
}
