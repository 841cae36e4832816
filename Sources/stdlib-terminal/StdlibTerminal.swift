#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// `stdlib-terminal`: the second yardstick of start-up for `bench`: `bare-terminal`'s few
/// steps, taken with the parts of Swift that any app of several screens uses, and nothing of
/// CleanScenes.
///
/// It starts in an async `main`, hops to the main queue, reads its environment into a
/// dictionary, draws a tree of views behind a protocol (classes, one of them generic) into
/// lines made with string interpolation, measures them a `Character` at a time, and keeps
/// the cells in a set; then, as `bare-terminal` does, it enters the alternate screen, waits
/// for a key and puts the terminal back. What it costs over `bare-terminal` is the price of
/// the standard library and the concurrency runtime themselves; what the demo costs over it
/// is the framework's and the demo's own.
@main
struct StdlibTerminal {
  static func main() async {
    await Task.yield()
    let lines = await MainActor.run { drawHome() }
    var saved = termios()
    guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return }
    var raw = saved
    cfmakeraw(&raw)
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
    var screen = "\u{1B}[?1049h\u{1B}[H\u{1B}[2J"
    for (row, line) in lines.enumerated() { screen += "\u{1B}[\(row + 1);1H\(line)" }
    show(screen)
    var key: UInt8 = 0
    _ = read(STDIN_FILENO, &key, 1)
    show("\u{1B}[?1049l")
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
  }

  /// The lines of a screen of three views, and a status line counting its distinct cells.
  @MainActor
  private static func drawHome() -> [String] {
    var environment: [String: String] = [:]
    for name in ["TERM", "COLORTERM", "HOME"] {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    let views: [any Drawable] = [
      Heading("stdlib-terminal: press a key"),
      Field(label: "Terminal", value: environment["TERM"] ?? "unknown"),
      Field(label: "Views", value: 3),
    ]
    var lines: [String] = []
    for view in views { view.draw(into: &lines) }
    var cells = Set<Cell>()
    var widest = 0
    for line in lines {
      var width = 0
      for character in line {
        let cell = Cell(character: character)
        cells.insert(cell)
        width += cell.width
      }
      widest = max(widest, width)
    }
    lines.append("\(cells.count) distinct cells, the widest line \(widest) columns")
    return lines
  }

  private static func show(_ text: String) {
    var text = text
    text.withUTF8 { bytes in _ = write(STDOUT_FILENO, bytes.baseAddress, bytes.count) }
  }
}

/// A view that draws itself as lines of text.
@MainActor
private protocol Drawable: AnyObject {
  func draw(into lines: inout [String])
}

/// A line of text, underlined with a line of `=`.
@MainActor
private final class Heading: Drawable {
  let text: String

  init(_ text: String) { self.text = text }

  func draw(into lines: inout [String]) {
    lines.append(text)
    lines.append(String(repeating: "=", count: text.count))
  }
}

/// A label and a value of any type.
@MainActor
private final class Field<Value>: Drawable {
  let label: String
  let value: Value

  init(label: String, value: Value) {
    self.label = label
    self.value = value
  }

  func draw(into lines: inout [String]) { lines.append("\(label): \(value)") }
}

/// A character and the columns it takes (2 for anything outside ASCII, roughly).
private struct Cell: Hashable {
  let character: Character
  var width: Int { character.isASCII ? 1 : 2 }
}
