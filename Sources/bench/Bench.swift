import DemoScenes
import TerminalCore
import TerminalUI
import TerminalUITesting

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `swift run -c release bench`: performance figures of the demo as JSON;
/// `swift run -c release bench todos` prints the to-do list's figures alone, and
/// `swift run -c release bench typing` the typing figures alone (a short run to profile),
/// `swift run -c release bench decode` the input decoding figures alone, and
/// `swift run -c release bench frames` those of frames drawn in process (typing, Home →
/// Detail, allocations, tables), `swift run -c release bench table [rounds]` the tables' alone
/// (with `rounds`, each Down figure takes that many times its samples: a run to profile),
/// `swift run -c release bench idle [keys]` those of keys that come after the process slept
/// (a long run of them to profile), `swift run -c release bench processes` those of real
/// processes on a pseudo-terminal (key latency, start-up and memory of the demo, of three
/// small Swift programs, of ncurses and of a C echo);
/// `bench processes --programs DIR` takes the demo and the three Swift programs from `DIR`,
/// such as a build with `--static-swift-stdlib`; `swift run -c release bench cold [keys]`
/// runs `cold-latency` and the ncurses peer's cold mode in turn (keys with the caches
/// flushed, in process; not part of the full run).
///
/// Every figure drives the real window and renderer on an 80×24 screen, as the run loop
/// does, minus the TTY: bytes are what the terminal would receive, times are wall-clock
/// medians over repeated runs. Timers are paused (a `TestScheduler`), so the disk widget
/// shows its cached rate and the figures do not depend on the disk.
@main
struct Bench {
  static let size = Size(width: 80, height: 24)

  @MainActor
  static func main() async throws {
    if CommandLine.arguments.dropFirst().first == "todos" {
      return print(json(try await measureToDos()))
    }
    if CommandLine.arguments.dropFirst().first == "decode" {
      return print(json(measureDecoding()))
    }
    if CommandLine.arguments.dropFirst().first == "cold" {
      return print(json(measureCold(arguments: Array(CommandLine.arguments.dropFirst(2)))))
    }
    if CommandLine.arguments.dropFirst().first == "processes" {
      return print(json(measureProcesses(arguments: Array(CommandLine.arguments.dropFirst(2)))))
    }
    if CommandLine.arguments.dropFirst().first == "frames" {
      let typing = try measureTyping()
      let frames = [
        ("typed_char_bytes_mean", format(typing.bytesPerCharacter)),
        ("typed_char_us_median", format(typing.microsecondsPerCharacter)),
      ]
      return print(
        json(frames + (try measureLatency()) + (try measureAfterIdle()) + measureTable()))
    }
    if CommandLine.arguments.dropFirst().first == "table" {
      let rounds = CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 1
      return print(json(measureTable(downRounds: max(rounds, 1))))
    }
    if CommandLine.arguments.dropFirst().first == "idle" {
      let keys = CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 60
      return print(json(try measureAfterIdle(keys: max(keys, 1))))
    }
    if CommandLine.arguments.dropFirst().first == "fields" {
      return print(json(measureTextField()))
    }
    if CommandLine.arguments.dropFirst().first == "typing" {
      let typing = try measureTyping()
      return print(json([("typed_char_us_median", format(typing.microsecondsPerCharacter))]))
    }
    var figures: [(String, String)] = []
    let firstFrame = try measureFirstFrame()
    figures.append(("first_frame_ms_median", format(firstFrame.milliseconds)))
    figures.append(("first_frame_bytes", "\(firstFrame.bytes)"))
    let typing = try measureTyping()
    figures.append(("typed_char_bytes_mean", format(typing.bytesPerCharacter)))
    figures.append(("typed_char_first_bytes", "\(typing.firstCharacterBytes)"))
    figures.append(("typed_char_us_median", format(typing.microsecondsPerCharacter)))
    let transition = try measureTransition()
    figures.append(("home_to_detail_bytes", "\(transition.forward)"))
    figures.append(("detail_to_home_bytes", "\(transition.back)"))
    figures += measureDecoding()
    figures += measureTable()
    figures += measureTextField()
    figures += try await measureToDos()
    figures += try measureLatency()
    figures += try measureAfterIdle()
    figures += measureProcesses(arguments: [])
    print(json(figures))
  }

  /// The figures as a JSON object, after the screen size they were measured on.
  private static func json(_ figures: [(String, String)]) -> String {
    let body = figures.map { "  \"\($0.0)\": \($0.1)" }.joined(separator: ",\n")
    return "{\n  \"screen\": \"\(size.width)x\(size.height)\",\n\(body)\n}"
  }

  // MARK: - Scenarios

  /// A fresh demo of `size` on a fresh renderer.
  @MainActor
  static func makeDemo(size: Size = size) throws -> (Window, Renderer) {
    let directory = DataDirectory(
      path: FileManager.default.temporaryDirectory.appendingPathComponent("clean-scenes-bench").path
    )
    let storyboard = AppStoryboard.make(
      environment: .live(dataDirectory: directory, scheduler: TestScheduler()))
    let home = try storyboard.instantiateInitialViewController()
    return (
      Window(rootViewController: NavigationController(rootViewController: home), size: size),
      Renderer()
    )
  }

  /// Draws a frame and returns its size in bytes; then, unless `showing` is `false`, tells
  /// the window the frame is on screen, as the run loop does once it wrote it (a figure that
  /// stops at the bytes calls ``TerminalUI/Window/didShowFrame()`` itself, untimed).
  @MainActor
  static func frameBytes(_ window: Window, _ renderer: inout Renderer, showing: Bool = true)
    -> Int
  {
    let frame = window.render()
    let count = renderer.render(frame.canvas, cursor: frame.cursor, rows: frame.drawnRows).count
    if showing { window.didShowFrame() }
    return count
  }

  /// From building the storyboard to the bytes of the first frame.
  @MainActor
  private static func measureFirstFrame() throws -> (milliseconds: Double, bytes: Int) {
    var samples: [Double] = []
    var bytes = 0
    for _ in 0..<200 {
      let start = ContinuousClock.now
      var (window, renderer) = try makeDemo()
      bytes = frameBytes(window, &renderer)
      samples.append((ContinuousClock.now - start).milliseconds)
    }
    return (median(samples), bytes)
  }

  /// Typing a 60-character message on Home on a screen of `size`, one frame per key.
  @MainActor
  static func measureTyping(size: Size = size) throws -> (
    bytesPerCharacter: Double, firstCharacterBytes: Int, microsecondsPerCharacter: Double
  ) {
    var (window, renderer) = try makeDemo(size: size)
    _ = frameBytes(window, &renderer)
    let text = Array("The quick brown fox jumps over the lazy dog and keeps going.")
    var bytes: [Int] = []
    var samples: [Double] = []
    for character in text {
      let start = ContinuousClock.now
      window.handle(.key(KeyEvent(.character(character))))
      bytes.append(frameBytes(window, &renderer))
      samples.append((ContinuousClock.now - start).milliseconds * 1_000)
    }
    let rest = bytes.dropFirst()
    return (Double(rest.reduce(0, +)) / Double(rest.count), bytes[0], median(samples))
  }

  /// Enter on Home with a message, then Esc back.
  @MainActor
  private static func measureTransition() throws -> (forward: Int, back: Int) {
    var (window, renderer) = try makeDemo()
    _ = frameBytes(window, &renderer)
    for character in "Hello" {
      window.handle(.key(KeyEvent(.character(character))))
      _ = frameBytes(window, &renderer)
    }
    window.handle(.key(KeyEvent(.enter)))
    let forward = frameBytes(window, &renderer)
    window.handle(.key(KeyEvent(.escape)))
    return (forward, frameBytes(window, &renderer))
  }

  // MARK: - Helpers

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  static func format(_ value: Double) -> String {
    String(Double(Int(value * 1_000)) / 1_000)
  }
}

extension Duration {
  var milliseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
  }
}
