import RuntimeCounters
import TerminalCore
import TerminalUI

extension Bench {
  /// Down keys in tables of 100 and 1,000,000 one-line rows, inside the view and when
  /// every Down scrolls, plus the first frame of the big table.
  ///
  /// - Parameter downRounds: How many times over each Down figure takes its samples: more
  ///   than 1 makes the Downs, not the making of a million rows, most of the run, to profile.
  /// - Returns: The figures as JSON keys and values, for the list ``main()`` prints.
  @MainActor
  static func measureTable(downRounds: Int = 1) -> [(String, String)] {
    var figures: [(String, String)] = []
    for (name, rows, repetitions) in [("100", 100, 51), ("1m", 1_000_000, 3)] {
      let opening = TableBenchmark.measureOpening(rows: rows, size: size, repetitions: repetitions)
      figures.append(("table_\(name)_add_ms_median", TableBenchmark.format(opening.add)))
      figures.append(("table_\(name)_first_frame_ms_median", TableBenchmark.format(opening.frame)))
      let benchmark = TableBenchmark(rows: rows, size: size)
      let inside = benchmark.measureDownInsideView(samples: TableBenchmark.sampleCount * downRounds)
      figures.append(("table_\(name)_down_inside_bytes_mean", TableBenchmark.format(inside.bytes)))
      figures.append(
        ("table_\(name)_down_inside_us_median", TableBenchmark.format(inside.microseconds)))
      figures.append(
        ("table_\(name)_down_inside_allocations_mean", allocationFigure(inside.allocations)))
      figures.append(
        ("table_\(name)_down_inside_isolation_checks_mean", checkFigure(inside.isolationChecks)))
      let scrolling = benchmark.measureDownScrolling(
        samples: TableBenchmark.sampleCount * downRounds)
      figures.append(
        ("table_\(name)_down_scrolling_bytes_mean", TableBenchmark.format(scrolling.bytes)))
      figures.append(
        ("table_\(name)_down_scrolling_us_median", TableBenchmark.format(scrolling.microseconds)))
      figures.append(
        ("table_\(name)_down_scrolling_allocations_mean", allocationFigure(scrolling.allocations)))
      figures.append(
        (
          "table_\(name)_down_scrolling_isolation_checks_mean",
          checkFigure(scrolling.isolationChecks)
        ))
      if rows == 100 {
        let alert = benchmark.measureAlert(samples: TableBenchmark.alertSampleCount * downRounds)
        figures.append(("table_alert_us_median", alert.map(TableBenchmark.format) ?? "null"))
      }
    }
    return figures
  }

  /// The mean heap allocations of a Down, or `null` when they cannot be counted.
  @MainActor
  private static func allocationFigure(_ mean: Double) -> String {
    isCountingAllocations() ? countFigure(mean) : "null"
  }

  /// The mean isolation checks of a Down, or `null` when they cannot be counted.
  @MainActor
  private static func checkFigure(_ mean: Double) -> String {
    isCountingIsolationChecks() ? countFigure(mean) : "null"
  }
}

/// A table of `Row 1` … `Row n` in a navigation controller, on a window and a renderer.
@MainActor
private final class TableBenchmark {
  /// Samples per figure.
  static let sampleCount = 2_000
  /// Alerts shown for the alert's figure.
  static let alertSampleCount = 500

  let window: Window
  let table = TableView()
  var renderer = Renderer()

  /// A table of `rows` rows on a window of `size`, its first frame drawn.
  init(rows: Int, size: Size) {
    table.manager.add(Self.generators(rows))
    window = Self.window(showing: table, size: size)
    _ = frameBytes()
  }

  /// Opening a table of `rows` rows, `repetitions` times: the milliseconds of adding the
  /// generators (made beforehand) to a new table, and of the first frame from a new window
  /// to its bytes, which includes indexing the rows' heights.
  static func measureOpening(rows: Int, size: Size, repetitions: Int) -> (
    add: Double, frame: Double
  ) {
    var adding: [Double] = []
    var framing: [Double] = []
    for _ in 0..<repetitions {
      let generators = Self.generators(rows)
      let table = TableView()
      var start = ContinuousClock.now
      table.manager.add(generators)
      adding.append(milliseconds(since: start))
      start = ContinuousClock.now
      let window = Self.window(showing: table, size: size)
      let frame = window.render()
      var renderer = Renderer()
      _ = renderer.render(frame.canvas, cursor: frame.cursor, rows: frame.drawnRows)
      framing.append(milliseconds(since: start))
    }
    return (median(adding), median(framing))
  }

  /// What one Down and its frame cost: the bytes, the microseconds from key to bytes, and
  /// the heap allocations and isolation checks (0 when they cannot be counted).
  struct Down {
    var bytes: Int
    var microseconds: Double
    var allocations: Int
    var isolationChecks: Int
  }

  /// The figures of many Downs: the mean bytes, allocations and checks, the median time.
  struct DownFigures {
    var bytes: Double
    var microseconds: Double
    var allocations: Double
    var isolationChecks: Double

    init(_ downs: [Down]) {
      bytes = TableBenchmark.mean(downs.map(\.bytes))
      microseconds = TableBenchmark.median(downs.map(\.microseconds))
      allocations = TableBenchmark.mean(downs.map(\.allocations))
      isolationChecks = TableBenchmark.mean(downs.map(\.isolationChecks))
    }
  }

  /// Down keys that move the selection within the rows on screen, from the top row to the
  /// bottom one, again and again: `samples` of them.
  func measureDownInsideView(samples: Int = sampleCount) -> DownFigures {
    var downs: [Down] = []
    while downs.count < samples {
      press(.home)
      for _ in 1..<table.visibleGenerators.count { downs.append(timedDown()) }
    }
    return DownFigures(downs)
  }

  /// An alert presented over the table, from `present` to the bytes of its frame (which dims
  /// every row behind the alert's box), then dismissed, not timed: the median microseconds
  /// of `samples` of them; `nil` when the alert cannot be presented.
  func measureAlert(samples: Int) -> Double? {
    let scene = window.activeViewController
    var times: [Double] = []
    for _ in 0..<samples {
      let alert = AlertController(title: "Delete “Row 1”?", message: "It cannot be undone.")
      alert.addAction(AlertAction("Cancel", style: .cancel))
      alert.addAction(AlertAction("Delete", style: .destructive))
      let start = ContinuousClock.now
      guard (try? scene.present(alert)) != nil else { return nil }
      _ = Bench.frameBytes(window, &renderer, showing: false)
      times.append(Self.milliseconds(since: start) * 1_000)
      window.didShowFrame()
      scene.dismiss()
      _ = frameBytes()
    }
    return Self.median(times)
  }

  /// Down keys with the selection on the bottom row, so that each one scrolls by a row:
  /// `samples` of them, after a screenful of them untimed.
  ///
  /// The first rows that scroll out give the table's pool its lists of row views, made once
  /// for the table's life: the untimed screenful leaves them out, so the figures are those of
  /// the steady state, as typing's are after its first keys.
  func measureDownScrolling(samples: Int = sampleCount) -> DownFigures {
    press(.home)
    for _ in 1..<(2 * table.visibleGenerators.count) { press(.down) }
    var downs: [Down] = []
    while downs.count < samples {
      press(.home)
      for _ in 1..<table.visibleGenerators.count { press(.down) }
      while downs.count < samples,
        table.manager.selectedGenerator !== table.manager.generators.last
      {
        downs.append(timedDown())
      }
    }
    return DownFigures(downs)
  }

  // MARK: - Private helpers

  private static func generators(_ count: Int) -> [TableRowGenerator] {
    (1...count).map { RowGenerator<TextRow>(model: "Row \($0)") }
  }

  private static func window(showing table: TableView, size: Size) -> Window {
    let scene = TableBenchViewController(table)
    return Window(rootViewController: NavigationController(rootViewController: scene), size: size)
  }

  private func press(_ code: KeyCode) {
    window.handle(.key(KeyEvent(code)))
    _ = frameBytes()
  }

  /// One Down key and its frame.
  private func timedDown() -> Down {
    let allocationsBefore = allocation_counter_count()
    let checksBefore = isolation_check_count()
    let start = ContinuousClock.now
    window.handle(.key(KeyEvent(.down)))
    let bytes = frameBytes()
    let microseconds = Self.milliseconds(since: start) * 1_000
    return Down(
      bytes: bytes, microseconds: microseconds,
      allocations: Int(allocation_counter_count() - allocationsBefore),
      isolationChecks: Int(isolation_check_count() - checksBefore))
  }

  private func frameBytes() -> Int {
    Bench.frameBytes(window, &renderer)
  }

  private static func milliseconds(since start: ContinuousClock.Instant) -> Double {
    let (seconds, attoseconds) = (ContinuousClock.now - start).components
    return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
  }

  nonisolated static func mean(_ values: [Int]) -> Double {
    values.isEmpty ? 0 : Double(values.reduce(0, +)) / Double(values.count)
  }

  nonisolated static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  static func format(_ value: Double) -> String {
    String(Double(Int(value * 1_000)) / 1_000)
  }
}

/// A scene whose view is a table, titled `Rows`.
@MainActor
private final class TableBenchViewController: ViewController {
  let table: TableView

  init(_ table: TableView) {
    self.table = table
    super.init()
    title = "Rows"
  }

  override func loadView() -> View {
    table
  }
}
