import RuntimeCounters
import TerminalCore
import TerminalUI

extension Bench {
  /// A wide screen, 9× the cells of the standard one.
  static let wideSize = Size(width: 250, height: 70)

  /// In-process latencies beyond the standard screen's typing: typing on a 250×70 screen,
  /// Enter from Home to Detail, and the heap allocations and isolation checks of a typing
  /// frame and of Enter.
  ///
  /// - Returns: The figures as JSON keys and values, for the list ``main()`` prints.
  @MainActor
  static func measureLatency() throws -> [(String, String)] {
    var figures: [(String, String)] = []
    let wide = try measureTyping(size: wideSize)
    figures.append(("typed_char_us_median_250x70", format(wide.microsecondsPerCharacter)))
    let homeToDetail = try measureHomeToDetail()
    figures.append(("home_to_detail_us_median", format(homeToDetail.microseconds)))
    figures.append(
      ("home_to_detail_isolation_checks", countFigure(homeToDetail.isolationChecks)))
    let typing = try measureTypingCounts()
    figures.append(("frame_allocations_steady", countFigure(typing.allocations)))
    figures.append(("frame_isolation_checks_steady", countFigure(typing.isolationChecks)))
    let coreAllocations = measureCoreFrameAllocations()
    figures.append(("core_frame_allocations_steady", coreAllocations.map(format) ?? "null"))
    return figures
  }

  // MARK: - Scenarios

  /// Enter on Home with a message, from the key event to the bytes of Detail, then Esc back
  /// (not timed), again and again.
  ///
  /// - Returns: The median time, and the mean isolation checks of an Enter and its frame
  ///   (`nil` when they cannot be counted).
  @MainActor
  private static func measureHomeToDetail() throws -> (
    microseconds: Double, isolationChecks: Double?
  ) {
    var (window, renderer) = try makeDemo()
    _ = frameBytes(window, &renderer)
    for character in "Hello" {
      window.handle(.key(KeyEvent(.character(character))))
      _ = frameBytes(window, &renderer)
    }
    var samples: [Double] = []
    var checks = 0
    let enters = 200
    for _ in 0..<enters {
      let checksBefore = isolation_check_count()
      let start = ContinuousClock.now
      window.handle(.key(KeyEvent(.enter)))
      _ = frameBytes(window, &renderer, showing: false)
      samples.append((ContinuousClock.now - start).milliseconds * 1_000)
      checks += Int(isolation_check_count() - checksBefore)
      window.didShowFrame()
      window.handle(.key(KeyEvent(.escape)))
      _ = frameBytes(window, &renderer)
    }
    let meanChecks = isCountingIsolationChecks() ? Double(checks) / Double(enters) : nil
    return (median(samples), meanChecks)
  }

  /// The mean number of heap allocations of one typing frame drawn by TerminalCore alone:
  /// a screen like Home drawn into one canvas reset every frame, a character more in its
  /// field each time, and the renderer's bytes; `nil` when allocations cannot be counted.
  ///
  /// This is the part of ``measureTypingAllocations()`` that canvas and renderer own; it
  /// should be 0. A grapheme of more than 15 UTF-8 bytes (a ZWJ family) is left out of the
  /// screen: Swift allocates the `Character` of such a cluster each time a string is walked,
  /// so it still costs one allocation per draw.
  private static func measureCoreFrameAllocations() -> Double? {
    guard isCountingAllocations() else { return nil }
    let text = "The quick brown fox jumps over the lazy dog and keeps going."
    var canvas = Canvas(size: size)
    var renderer = Renderer()
    func frame(typed count: Int) -> Int {
      canvas.reset(size: size)
      let bar = Style(attributes: [.bold, .reverse])
      canvas.fill(Rect(x: 0, y: 0, width: size.width, height: 1), style: bar)
      canvas.put(" Home", at: .zero, style: bar)
      canvas.put("Disk 18.2% ████▍", at: Point(x: 2, y: 2))
      canvas.put("Message", at: Point(x: 2, y: 4))
      canvas.put(text.prefix(count), at: Point(x: 10, y: 4))
      canvas.put("[ Send ]  [ To-dos ]  漢字 👋🏽", at: Point(x: 2, y: 6))
      canvas.put("Enter", at: Point(x: 1, y: size.height - 1), style: Style(attributes: .reverse))
      canvas.put(" Submit", at: Point(x: 6, y: size.height - 1))
      return renderer.render(canvas, cursor: Point(x: 10 + count, y: 4)).count
    }
    for count in 0..<20 { _ = frame(typed: count) }
    let start = allocation_counter_count()
    for count in 20..<text.count { _ = frame(typed: count) }
    return Double(allocation_counter_count() - start) / Double(text.count - 20)
  }

  /// Whether `RuntimeCounters` counts this process's allocations (it needs glibc).
  static func isCountingAllocations() -> Bool {
    let probe = allocation_counter_count()
    let array = [Int](repeating: 1, count: Int.random(in: 100...200))
    return allocation_counter_count() > probe && array.count > 0
  }

  /// Whether `RuntimeCounters` counts this executable's isolation checks (it needs glibc):
  /// a closure of the main actor passed to the standard library makes one per call.
  @MainActor
  static func isCountingIsolationChecks() -> Bool {
    let probe = isolation_check_count()
    let limit = Int.random(in: 1...3)
    let found = [1, 2, 3].contains { $0 == limit }
    return isolation_check_count() > probe && found
  }

  /// `value`, a mean count, as a figure to three decimals, or `null` when it could not be
  /// counted. A count above 0 shows as 0.001 at least: one event in thousands of frames is
  /// not the 0 that CI's budgets hold some counts to.
  static func countFigure(_ value: Double?) -> String {
    guard let value else { return "null" }
    return format(value > 0 ? max(value, 0.001) : 0)
  }

  /// The mean numbers of heap allocations and of isolation checks of one typing frame on
  /// Home (key event, frame, bytes), once 20 keys have warmed the buffers up; each `nil`
  /// when it cannot be counted (the counters only work with glibc).
  ///
  /// The counts come from `RuntimeCounters`, which wraps `malloc`, `calloc` and `realloc`
  /// for the whole process, the Swift runtime's allocations included, and the runtime's
  /// `swift_task_isCurrentExecutor` for this executable's code.
  @MainActor
  private static func measureTypingCounts() throws -> (
    allocations: Double?, isolationChecks: Double?
  ) {
    var (window, renderer) = try makeDemo()
    _ = frameBytes(window, &renderer)
    let text = Array("The quick brown fox jumps over the lazy dog and keeps going.")
    for character in text.prefix(20) {
      window.handle(.key(KeyEvent(.character(character))))
      _ = frameBytes(window, &renderer)
    }
    let measured = text.dropFirst(20)
    let allocationsBefore = allocation_counter_count()
    let checksBefore = isolation_check_count()
    for character in measured {
      window.handle(.key(KeyEvent(.character(character))))
      _ = frameBytes(window, &renderer)
    }
    let allocations = Double(allocation_counter_count() - allocationsBefore)
    let checks = Double(isolation_check_count() - checksBefore)
    return (
      isCountingAllocations() ? allocations / Double(measured.count) : nil,
      isCountingIsolationChecks() ? checks / Double(measured.count) : nil
    )
  }
}
