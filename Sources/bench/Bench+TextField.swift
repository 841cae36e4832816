import RuntimeCounters
import TerminalCore
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

extension Bench {
  /// Keys typed at the end of a text field holding 10, 10,000 and 1,000,000 graphemes, and
  /// of a text view holding 10 and 10,000 lines, with the heap allocations of a frame of the
  /// first text view (`text_view_frame_allocations_steady`); pastes of 1 MB and 10 MB into
  /// an empty field.
  ///
  /// A key's time runs from the key event to the frame's bytes. A paste's figures are its
  /// time, from the paste event to the frame's bytes, and the growth of the process's peak
  /// resident memory during it (Linux only; 0 elsewhere).
  ///
  /// - Returns: The figures as JSON keys and values, for the list ``main()`` prints.
  @MainActor
  static func measureTextField() -> [(String, String)] {
    var figures: [(String, String)] = []
    for (name, length) in [("10", 10), ("10k", 10_000), ("1m", 1_000_000)] {
      let field = TextField()
      let benchmark = TextFieldBenchmark(size: size, control: field)
      field.text = TextFieldBenchmark.sample(graphemes: length)
      figures.append(
        ("text_field_key_us_at_\(name)", TextFieldBenchmark.format(benchmark.measureTypingAtEnd())))
    }
    for (name, count) in [("10", 10), ("10k", 10_000)] {
      let notes = TextView(preferredHeight: size.height)
      let benchmark = TextFieldBenchmark(size: size, control: notes)
      notes.text = TextFieldBenchmark.sample(lines: count)
      figures.append(
        (
          "text_view_key_us_at_\(name)_lines",
          TextFieldBenchmark.format(benchmark.measureTypingAtEnd())
        ))
      if name == "10" {
        let allocations = benchmark.measureAllocationsPerFrame().map(TextFieldBenchmark.format)
        figures.append(("text_view_frame_allocations_steady", allocations ?? "null"))
      }
    }
    for (name, megabytes) in [("1mb", 1), ("10mb", 10)] {
      let text = TextFieldBenchmark.sample(bytes: megabytes * 1_000_000)
      let paste = TextFieldBenchmark(size: size, control: TextField()).measurePaste(text)
      figures.append(("text_field_paste_\(name)_ms", TextFieldBenchmark.format(paste.milliseconds)))
      figures.append(
        ("text_field_paste_\(name)_peak_mb", TextFieldBenchmark.format(paste.peakMegabytes)))
    }
    return figures
  }
}

/// A text field or a text view alone in a scene, in a navigation controller, on a window and
/// a renderer.
@MainActor
private final class TextFieldBenchmark {
  /// The most samples per figure.
  static let sampleCount = 2_000

  /// The time after which sampling stops, whatever the count (but not before 5 samples).
  static let timeBudget = Duration.seconds(3)

  /// Mixed text: ASCII, CJK, an emoji with a skin tone, a combining accent.
  static let pattern = Array("The quick brown fox 漢字 jumps 👋🏽 over the lazy dog, café. ")

  let window: Window
  var renderer = Renderer()

  /// `control`, focused, on a window of `size`, its first frame drawn.
  init(size: Size, control: Control) {
    let scene = TextFieldBenchViewController(control)
    window = Window(rootViewController: NavigationController(rootViewController: scene), size: size)
    _ = frameBytes()
  }

  /// `count` graphemes of ``pattern``, repeated.
  static func sample(graphemes count: Int) -> String {
    String((0..<count).lazy.map { pattern[$0 % pattern.count] })
  }

  /// `count` lines of ``pattern``, a little shorter or longer than a screen's width (30 to
  /// 130 graphemes), so that some wrap.
  static func sample(lines count: Int) -> String {
    (0..<count).lazy.map { line in sample(graphemes: 30 + line * 37 % 101) }
      .joined(separator: "\n")
  }

  /// ``pattern`` repeated up to `count` UTF-8 bytes, cut at a grapheme.
  static func sample(bytes count: Int) -> String {
    var text = ""
    text.reserveCapacity(count)
    var index = 0
    while text.utf8.count + pattern[index].utf8.count <= count {
      text.append(pattern[index])
      index = (index + 1) % pattern.count
    }
    return text
  }

  /// Keys typed at the end of the field, each followed by an untimed Backspace so that the
  /// length stays the same: the median microseconds from key to bytes.
  func measureTypingAtEnd() -> Double {
    _ = frameBytes()
    var times: [Double] = []
    let start = ContinuousClock.now
    while times.count < Self.sampleCount,
      times.count < 5 || ContinuousClock.now - start < Self.timeBudget
    {
      let key = ContinuousClock.now
      window.handle(.key(KeyEvent(.character("x"))))
      _ = frameBytes()
      times.append(Self.milliseconds(since: key) * 1_000)
      window.handle(.key(KeyEvent(.backspace)))
      _ = frameBytes()
    }
    return Self.median(times)
  }

  /// Keys typed at the end of the text, each followed by a Backspace, after a few of them:
  /// the mean heap allocations of a key and its frame; `nil` when they cannot be counted.
  func measureAllocationsPerFrame() -> Double? {
    guard Bench.isCountingAllocations() else { return nil }
    let keys = [KeyEvent(.character("x")), KeyEvent(.backspace)]
    for key in keys + keys {
      window.handle(.key(key))
      _ = frameBytes()
    }
    let frames = 100
    let before = allocation_counter_count()
    for index in 0..<frames {
      window.handle(.key(keys[index % 2]))
      _ = frameBytes()
    }
    return Double(allocation_counter_count() - before) / Double(frames)
  }

  /// Pastes `text` once: the milliseconds from paste to bytes, and the growth of the peak
  /// resident memory in megabytes.
  func measurePaste(_ text: String) -> (milliseconds: Double, peakMegabytes: Double) {
    let before = Self.resetPeakResidentKilobytes()
    let start = ContinuousClock.now
    window.handle(.paste(text))
    _ = frameBytes()
    let milliseconds = Self.milliseconds(since: start)
    let peak = Self.peakResidentKilobytes()
    return (milliseconds, Double(max(peak - before, 0)) / 1_000)
  }

  // MARK: - Private helpers

  private func frameBytes() -> Int {
    Bench.frameBytes(window, &renderer)
  }

  /// Returns freed memory to the system, then resets the kernel's peak resident size of the
  /// process to the current one, and returns it.
  private static func resetPeakResidentKilobytes() -> Int {
    if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
      typealias Trim = @convention(c) (Int) -> Int32
      _ = unsafeBitCast(symbol, to: Trim.self)(0)
    }
    if let file = fopen("/proc/self/clear_refs", "w") {
      fputs("5", file)
      fclose(file)
    }
    return peakResidentKilobytes()
  }

  /// `VmHWM` of `/proc/self/status`: the peak resident size, in kilobytes; 0 if unknown.
  private static func peakResidentKilobytes() -> Int {
    guard let file = fopen("/proc/self/status", "r") else { return 0 }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), file) != nil {
      let text = String(
        decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      guard text.hasPrefix("VmHWM:") else { continue }
      return Int(text.dropFirst(6).filter(\.isNumber)) ?? 0
    }
    return 0
  }

  private static func milliseconds(since start: ContinuousClock.Instant) -> Double {
    let (seconds, attoseconds) = (ContinuousClock.now - start).components
    return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
  }

  private static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  static func format(_ value: Double) -> String {
    String(Double(Int(value * 1_000)) / 1_000)
  }
}

/// A scene whose view is a text field or a text view, titled `Field`, the control focused.
@MainActor
private final class TextFieldBenchViewController: ViewController {
  let field: Control

  init(_ field: Control) {
    self.field = field
    super.init()
    title = "Field"
  }

  override func loadView() -> View {
    StackView(axis: .vertical, [field])
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    preferredFocusedView = field
  }
}
