import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

/// Text-row generators for `names`, in order.
@MainActor
func textRows(_ names: String...) -> [RowGenerator<TextRow>] {
  names.map { RowGenerator<TextRow>(model: $0) }
}

/// A header generator titled `title`.
@MainActor
func header(_ title: String) -> RowGenerator<HeaderRow> {
  RowGenerator<HeaderRow>(model: title)
}

/// Adds two sections of text rows to `manager`: `Today` (Milk, Eggs) and `Later` (Tea,
/// Bread, Jam, Rice), eight lines with their headers.
@MainActor
func addTwoSections(to manager: TableDisplayManager) {
  manager.addSectionHeader(header("Today"))
  manager.add(textRows("Milk", "Eggs"))
  manager.addSectionHeader(header("Later"))
  manager.add(textRows("Tea", "Bread", "Jam", "Rice"))
}

/// A screen of `size` whose only scene shows `table` over the whole content area (the size
/// less the status line and the footer); a first frame that differs from a full redraw is
/// reported at `sourceLocation`, the caller's line.
@MainActor
func tableScreen(
  _ table: TableView, size: Size = Size(width: 20, height: 8),
  sourceLocation: SourceLocation = #_sourceLocation
) -> HeadlessScreen {
  HeadlessScreen(
    rootViewController: HostViewController(table), size: size, sourceLocation: sourceLocation)
}

/// The rows of `screen` above the status line and the footer.
@MainActor
func contentLines(_ screen: HeadlessScreen) -> [String] {
  Array(screen.lines.dropLast(2))
}

/// The builds and draws of the rows of a table of ``CountingGenerator``s.
@MainActor
final class RowTally {
  /// The numbers of the generators asked to build their row, in order.
  var built: [Int] = []
  /// The numbers of the row views drawn, in order.
  var drawn: [Int] = []
}

/// A generator that records in a tally when it builds its row and when the row is drawn.
@MainActor
final class CountingGenerator: TableRowGenerator {
  let number: Int
  let tally: RowTally
  /// Text shown after the row's number; changing it redraws the row.
  var suffix = "" {
    didSet { setNeedsRedraw() }
  }

  init(_ number: Int, tally: RowTally, height: Int = 1) {
    self.number = number
    self.tally = tally
    super.init(height: height)
  }

  override func makeRowView() -> View {
    tally.built.append(number)
    return CountingRowView(generator: self)
  }
}

/// A row that shows `Row <number><suffix>` and records each draw in its generator's tally.
@MainActor
final class CountingRowView: View {
  unowned let generator: CountingGenerator

  init(generator: CountingGenerator) {
    self.generator = generator
    super.init()
  }

  override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    generator.tally.drawn.append(generator.number)
    canvas.put("Row \(generator.number)\(generator.suffix)", at: rect.origin, clip: clip)
  }
}

/// A window, a renderer and a virtual terminal, to see which rows a frame's bytes touch.
@MainActor
struct FrameProbe {
  let window: Window
  private var renderer = Renderer()
  private(set) var terminal: VirtualTerminal
  private(set) var lastFrameBytes: [UInt8] = []

  init(_ table: TableView, size: Size) {
    window = Window(rootViewController: HostViewController(table), size: size)
    terminal = VirtualTerminal(size: size)
    render()
  }

  /// The text of every row.
  var lines: [String] { terminal.lines }

  /// Presses `code` and renders a frame.
  mutating func press(_ code: KeyCode) {
    window.handle(.key(KeyEvent(code)))
    render()
  }

  /// Renders a frame and returns the rows its bytes printed or erased.
  @discardableResult
  mutating func render() -> Set<Int> {
    let frame = window.render()
    lastFrameBytes = renderer.render(frame.canvas, cursor: frame.cursor, rows: frame.drawnRows)
    var probe = terminal
    let cursor = terminal.cursor
    var fill = ""
    for y in 0..<terminal.size.height {
      fill += "\u{1B}[\(y + 1);1H" + String(repeating: "#", count: terminal.size.width)
    }
    fill += "\u{1B}[\(cursor.y + 1);\(cursor.x + 1)H"
    probe.feed(Array(fill.utf8))
    probe.feed(lastFrameBytes)
    terminal.feed(lastFrameBytes)
    let touched = (0..<terminal.size.height).filter { y in
      (0..<terminal.size.width).contains { x in probe.screen[x, y].grapheme != "#" }
    }
    return Set(touched)
  }
}

/// The content rows of `screen` whose first cell is in reverse video: the selection.
@MainActor
func highlightedRows(_ screen: HeadlessScreen) -> [Int] {
  (0..<screen.canvas.size.height - 2).filter { y in
    screen.canvas[0, y].style.attributes.contains(.reverse)
  }
}

/// A small seeded random number generator (SplitMix64), so random tests repeat.
struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

/// The bytes as text, with ESC written `⎋`, for readable comparisons.
func escaped(_ bytes: [UInt8]) -> String {
  String(decoding: bytes.flatMap { $0 == 0x1B ? Array("⎋".utf8) : [$0] }, as: UTF8.self)
}
