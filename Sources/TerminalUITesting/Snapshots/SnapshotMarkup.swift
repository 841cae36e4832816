/// Writes a screen as text snapshot lines: the text a user reads, with styles inline.
///
/// Text in the terminal's default style is written as it is. A run of cells in another style
/// is wrapped in a tag naming that style and closed with `[/]`:
///
/// ```
///  Home
///   [bold]Messages[/]
/// [reverse] Send [/] [fg=red]Type a message first[/]
/// ```
///
/// A tag lists the attributes (`bold`, `dim`, `italic`, `underline`, `reverse`, in that
/// order), then `fg=` and `bg=` with a colour: one of the 16 ANSI names (`red`,
/// `bright-black`, …), an indexed colour as its number (`fg=208`), or a 24-bit colour in hex
/// (`bg=#ff5f00`). A `[` in the text itself is written `[[`, so a tag is never ambiguous.
///
/// Only what a user can see counts. On a blank cell only the background, `underline` and
/// `reverse` (and the foreground, when reversed) show, so a blank takes the style of the run
/// before it when they look alike there: `[dim]Sent at 22:13[/]` is one run, though the
/// spaces may have been drawn in another style. Trailing blanks that look like the
/// default are trimmed; the right half of a wide grapheme adds nothing. Every row of the
/// screen gives one line, empty rows included.
///
/// ```swift
/// SnapshotMarkup.lines(of: screen.canvas)[3]  // "[reverse] Send [/] [fg=red]Type a message first[/]"
/// ```
public enum SnapshotMarkup {
  /// The snapshot lines of every row of `canvas`.
  ///
  /// - Parameter canvas: The cells to write, such as ``HeadlessScreen/canvas``.
  /// - Returns: One line per row, top to bottom.
  /// - Complexity: O(width × height).
  public static func lines(of canvas: Canvas) -> [String] {
    (0..<canvas.size.height).map { line(of: canvas.row($0)) }
  }

  /// The snapshot text of `canvas`: its lines joined by newlines, as a snapshot file holds
  /// them (without the file's final newline).
  ///
  /// - Parameter canvas: The cells to write.
  /// - Returns: One line per row, separated by `\n`.
  public static func text(of canvas: Canvas) -> String {
    lines(of: canvas).joined(separator: "\n")
  }

  /// The name of `style` as a tag writes it, without the brackets: `"bold fg=red"`.
  ///
  /// - Parameter style: The style to name.
  /// - Returns: The attributes then the colours, separated by spaces; empty for the
  ///   default style.
  public static func name(of style: Style) -> String {
    var words = attributeNames.filter { style.attributes.contains($0.attribute) }.map(\.name)
    if style.foreground != .default { words.append("fg=\(name(of: style.foreground))") }
    if style.background != .default { words.append("bg=\(name(of: style.background))") }
    return words.joined(separator: " ")
  }

  // MARK: - Private helpers

  private static let attributeNames: [(attribute: TextAttributes, name: String)] = [
    (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"),
    (.reverse, "reverse"),
  ]

  private static let ansiNames = [
    "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
  ]

  private static func name(of color: Color) -> String {
    switch color {
    case .default:
      "default"
    case .ansi(let index) where index < 8:
      ansiNames[Int(index)]
    case .ansi(let index) where index < 16:
      "bright-" + ansiNames[Int(index) - 8]
    case .ansi(let index), .indexed(let index):
      String(index)
    case .rgb(let red, let green, let blue):
      "#" + [red, green, blue].map(hex).joined()
    }
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16)
    return digits.count == 1 ? "0" + digits : digits
  }

  /// One row: runs of the same visible style, trailing default blanks trimmed.
  ///
  /// A blank joins the run before it when they look the same on a blank, so the spaces
  /// between two dim words stay inside one `[dim]` tag.
  private static func line(of row: ArraySlice<Cell>) -> String {
    let cells = row.filter { !$0.isContinuation }
    let end =
      cells.lastIndex { !isBlank($0) || blankStyle(of: $0.style) != .plain }.map { $0 + 1 } ?? 0
    var line = ""
    var start = 0
    while start < end {
      let style = isBlank(cells[start]) ? blankStyle(of: cells[start].style) : cells[start].style
      var stop = start + 1
      while stop < end, joins(cells[stop], style) { stop += 1 }
      let text = cells[start..<stop].map { $0.grapheme == "[" ? "[[" : String($0.grapheme) }
        .joined()
      line += style == .plain ? text : "[\(name(of: style))]\(text)[/]"
      start = stop
    }
    return line
  }

  private static func isBlank(_ cell: Cell) -> Bool { cell.grapheme == " " }

  /// Whether `cell` continues a run in `style`: the same style, or a blank that looks alike.
  private static func joins(_ cell: Cell, _ style: Style) -> Bool {
    isBlank(cell) ? blankStyle(of: cell.style) == blankStyle(of: style) : cell.style == style
  }

  /// The part of a style that shows on a blank: what paints the background or draws a line
  /// under it (and the foreground, which reverse turns into the background).
  private static func blankStyle(of style: Style) -> Style {
    let attributes = style.attributes.intersection([.underline, .reverse])
    return Style(
      foreground: attributes.contains(.reverse) ? style.foreground : .default,
      background: style.background, attributes: attributes)
  }
}
