import DemoScenes
import TerminalCore
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// `swift run -c release cold-latency [KEYS] [FLUSH_MB]`: what a key costs the demo's own
/// code when the processor's caches hold none of it, in process, with and without the
/// hot path's prefetch (`HotCode`), phase by phase.
///
/// A key through the pty comes after a pause in which other programs took the caches; how
/// much of them they took is the machine's, which is why the pty figures move by a tenth
/// from one run to the next. Here each key comes after this program wrote through a buffer
/// of `FLUSH_MB` megabytes (256 by default, past the second-level cache and most of the
/// third), so every key finds the caches in about the same state: the process's own cold
/// cost, without the pseudo-terminal's and the scheduler's noise. Two demos take the keys
/// in turn, one with `HotCode.prefetchForKey()` before the key as the event reader does,
/// one without; a segue then prefetches its transition's code as in the app. `KEYS` keys
/// (40 by default) of each kind: typed characters on Home, and Enter from Home to Detail
/// (Esc back, not timed).
///
/// Built like the demo (the Swift libraries linked in, the hot path's order), so that the
/// code lies where it lies in the app and `HotCode` finds it. Each figure is a median in
/// microseconds: `handle` is the key's handling (for Enter: the interactor, the segue, the
/// new scene made and pushed), `window` the window's drawing of the frame, `renderer` the
/// diff into bytes.
@main
struct ColdLatency {
  static let size = Size(width: 80, height: 24)

  @MainActor
  static func main() throws {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard arguments.count <= 2,
      let keys = number(arguments.first, default: 40, in: 1...100_000),
      let megabytes = number(arguments.dropFirst().first, default: 256, in: 1...16_384)
    else {
      let usage = "usage: cold-latency [KEYS (1-100000)] [FLUSH_MB (1-16384)]\n"
      _ = usage.withCString { write(STDERR_FILENO, $0, strlen($0)) }
      exit(2)
    }
    let functions = (try? HotCode.locate()) ?? 0
    let flusher = CacheFlusher(megabytes: megabytes)
    var figures = [("hot_code_functions_found", "\(functions)"), ("flush_mb", "\(megabytes)")]
    let typing = Scenario(
      name: "typed", prepare: { _ in },
      key: { index in
        index % 36 == 35 ? .control("u") : KeyEvent(.character(typedText[index % 36]))
      },
      after: { _ in })
    let enter = Scenario(
      name: "enter",
      prepare: { demo in
        for character in "Hello" { demo.answer(KeyEvent(.character(character))) }
      },
      key: { _ in KeyEvent(.enter) },
      after: { demo in demo.answer(KeyEvent(.escape)) })
    for scenario in [typing, enter] {
      figures += try measure(scenario, keys: keys, flusher: flusher)
    }
    let body = figures.map { "  \"\($0.0)\": \($0.1)" }.joined(separator: ",\n")
    print("{\n  \"screen\": \"\(size.width)x\(size.height)\",\n\(body)\n}")
  }

  /// `argument` as a number in `range`, `fallback` when absent; `nil` when it is not one.
  static func number(_ argument: String?, default fallback: Int, in range: ClosedRange<Int>)
    -> Int?
  {
    guard let argument else { return fallback }
    guard let value = Int(argument), range.contains(value) else { return nil }
    return value
  }

  /// What is typed on Home, a Ctrl-U every 36 keys (as the pty figures do).
  static let typedText = Array(String(repeating: "Hello, world ", count: 3).prefix(35))

  /// Keys of one kind, as ``measure(_:keys:flusher:)`` types them.
  struct Scenario {
    /// The figures' middle name.
    var name: String
    /// Brings a fresh demo to where the keys start, untimed.
    var prepare: (inout Demo) -> Void
    /// The key of each index.
    var key: (Int) -> KeyEvent
    /// Answers what follows a key, untimed (Esc after Enter).
    var after: (inout Demo) -> Void
  }

  /// `keys` keys of `scenario` into two demos in turn, each after a flush of the caches,
  /// one with the key path prefetched.
  ///
  /// - Returns: `cold_<name>_<phase>_us_median`, and `…_prefetched`, for each phase.
  @MainActor
  static func measure(_ scenario: Scenario, keys: Int, flusher: CacheFlusher) throws
    -> [(String, String)]
  {
    var demos = [try Demo(size: size), try Demo(size: size)]
    var samples = [Demo.Phases](repeating: Demo.Phases(), count: 2)
    for index in demos.indices { scenario.prepare(&demos[index]) }
    for index in 0..<keys {
      for (variant, prefetches) in [false, true].enumerated() {
        HotCode.prefetchForTransition()  // Disarmed: only a prefetched key arms it.
        flusher.flush()
        samples[variant].append(demos[variant].time(scenario.key(index), prefetching: prefetches))
        scenario.after(&demos[variant])
      }
    }
    var figures: [(String, String)] = []
    for (variant, suffix) in ["", "_prefetched"].enumerated() {
      for (phase, values) in samples[variant].named {
        let key = "cold_\(scenario.name)_\(phase)_us_median\(suffix)"
        figures.append((key, format(median(values))))
      }
    }
    return figures
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  static func format(_ value: Double) -> String { "\((value * 10).rounded() / 10)" }
}

/// The demo on a window of its own, with a renderer: keys in, bytes out.
@MainActor
struct Demo {
  /// Microseconds spent in each phase of keys, one value a key.
  struct Phases {
    var handle: [Double] = []
    var window: [Double] = []
    var renderer: [Double] = []
    var total: [Double] = []

    mutating func append(_ other: (handle: Double, window: Double, renderer: Double)) {
      handle.append(other.handle)
      window.append(other.window)
      renderer.append(other.renderer)
      total.append(other.handle + other.window + other.renderer)
    }

    var named: [(String, [Double])] {
      [("total", total), ("handle", handle), ("window", window), ("renderer", renderer)]
    }
  }

  let window: Window
  var renderer = Renderer()

  /// Home on a navigation stack, its first frame drawn; data in a folder of this process's.
  init(size: Size) throws {
    let directory = DataDirectory(path: "/tmp/clean-scenes-cold-latency-\(getpid())")
    let storyboard = AppStoryboard.make(
      environment: .live(dataDirectory: directory, scheduler: ContinuousScheduler()))
    let home = try storyboard.instantiateInitialViewController()
    window = Window(rootViewController: NavigationController(rootViewController: home), size: size)
    answer(nil)
  }

  /// Handles `key`, if any, and draws its frame, untimed.
  mutating func answer(_ key: KeyEvent?) {
    if let key { window.handle(.key(key)) }
    let frame = window.render()
    _ = renderer.render(frame.canvas, cursor: frame.cursor, rows: frame.drawnRows)
    window.didShowFrame()
  }

  /// Handles `key`, prefetching the key path first if `prefetching`, and draws its frame:
  /// microseconds in each phase, up to the frame's bytes.
  mutating func time(_ key: KeyEvent, prefetching: Bool)
    -> (handle: Double, window: Double, renderer: Double)
  {
    let start = ContinuousClock.now
    if prefetching { HotCode.prefetchForKey() }
    window.handle(.key(key))
    let handled = ContinuousClock.now
    let frame = window.render()
    let drawn = ContinuousClock.now
    _ = renderer.render(frame.canvas, cursor: frame.cursor, rows: frame.drawnRows)
    let rendered = ContinuousClock.now
    window.didShowFrame()
    return (
      Self.microseconds(handled - start), Self.microseconds(drawn - handled),
      Self.microseconds(rendered - drawn)
    )
  }

  private static func microseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
  }
}

/// A buffer written through a line at a time, so that what was in the caches is pushed out.
final class CacheFlusher {
  private let bytes: UnsafeMutableRawBufferPointer

  /// Allocates and touches `megabytes` megabytes.
  init(megabytes: Int) {
    bytes = .allocate(byteCount: megabytes << 20, alignment: 4096)
    bytes.initializeMemory(as: UInt8.self, repeating: 0)
  }

  deinit { bytes.deallocate() }

  /// Writes one byte of every 64-byte line of the buffer.
  func flush() {
    var offset = 0
    while offset < bytes.count {
      bytes[offset] &+= 1
      offset += 64
    }
  }
}
