import DemoScenes
import TerminalCore
import TerminalUI
import TerminalUITesting

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Bench {
  /// The demo's to-do list at 100,000 and 1,000,000 to-dos, read from a real `todos.json`:
  /// opening it, a Down key, a toggle (key to frame, on the main actor), and a whole save.
  ///
  /// - Returns: The figures as JSON keys and values, for the list ``main()`` prints.
  @MainActor
  static func measureToDos() async throws -> [(String, String)] {
    var figures: [(String, String)] = []
    for (name, count, repetitions) in [("100k", 100_000, 5), ("1m", 1_000_000, 3)] {
      let folder = try TemporaryDirectory()
      let directory = DataDirectory(path: folder.path)
      try ToDoBenchmark.writeList(count: count, to: directory)
      var opening: [Double] = []
      var benchmark: ToDoBenchmark?
      for _ in 0..<repetitions {
        let start = ContinuousClock.now
        benchmark = try ToDoBenchmark(directory: directory, size: size)
        opening.append(milliseconds(since: start))
      }
      guard let benchmark else { continue }
      figures.append(("todos_\(name)_open_ms", format(median(opening))))
      figures.append(("todos_\(name)_down_us", format(benchmark.measureDown() * 1_000)))
      figures.append(("todos_\(name)_toggle_ms", format(benchmark.measureToggle())))
      await benchmark.saves.finish()
      figures.append(
        ("todos_\(name)_save_ms", format(try await ToDoBenchmark.measureSave(in: directory))))
    }
    return figures
  }

  static func milliseconds(since start: ContinuousClock.Instant) -> Double {
    let (seconds, attoseconds) = (ContinuousClock.now - start).components
    return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
  }
}

/// The demo opened on ToDoList over a data directory holding a long list.
@MainActor
private final class ToDoBenchmark {
  let window: Window
  var renderer = Renderer()
  /// The writes the scene started, to wait for before measuring a save alone.
  let saves = BackgroundSaves()

  /// Opens the demo on `directory` and goes to ToDoList, up to the bytes of that frame.
  init(directory: DataDirectory, size: Size) throws {
    let storyboard = AppStoryboard.make(
      environment: .init(
        now: { .now }, timeFormatter: .local, dataDirectory: directory,
        scheduler: TestScheduler(), saves: saves))
    let home = try storyboard.instantiateInitialViewController()
    window = Window(rootViewController: NavigationController(rootViewController: home), size: size)
    _ = frameBytes()
    try home.performSegue(withIdentifier: "ToDoList")
    _ = frameBytes()
  }

  /// Writes `count` to-dos, `To-do 1` …, every third one done, as the store writes them.
  static func writeList(count: Int, to directory: DataDirectory) throws {
    var text = "[\n"
    for number in 1...count {
      let done = number % 3 == 0 ? "true" : "false"
      text += "  {\n    \"done\" : \(done),\n    \"id\" : \"bench-\(number)\",\n"
      text += "    \"name\" : \"To-do \(number)\"\n  }" + (number == count ? "\n" : ",\n")
    }
    text += "]"
    try Data(text.utf8).write(
      to: URL(fileURLWithPath: directory.path(forFile: FileToDoStore.fileName)))
  }

  /// The median milliseconds of a Down key, from the key to the frame's bytes.
  func measureDown() -> Double {
    var samples: [Double] = []
    for _ in 0..<500 {
      let start = ContinuousClock.now
      window.handle(.key(KeyEvent(.down)))
      _ = frameBytes()
      samples.append(Bench.milliseconds(since: start))
    }
    return Bench.median(samples)
  }

  /// The median milliseconds of Space on the selected to-do, from the key to the frame's
  /// bytes: what the screen waits for (the list is written off the main actor).
  func measureToggle() -> Double {
    var samples: [Double] = []
    for _ in 0..<5 {
      let start = ContinuousClock.now
      window.handle(.key(KeyEvent(.character(" "))))
      _ = frameBytes()
      samples.append(Bench.milliseconds(since: start))
    }
    return Bench.median(samples)
  }

  /// The median milliseconds of saving the whole list with a fresh store, nothing to merge:
  /// lock, encode, write, flush, rename.
  static func measureSave(in directory: DataDirectory) async throws -> Double {
    let store = FileToDoStore(directory: directory, now: { .now })
    let toDos = try store.loadToDos()
    var samples: [Double] = []
    for _ in 0..<3 {
      let start = ContinuousClock.now
      _ = try await store.save(toDos)
      samples.append(Bench.milliseconds(since: start))
    }
    return Bench.median(samples)
  }

  private func frameBytes() -> Int {
    Bench.frameBytes(window, &renderer)
  }
}
