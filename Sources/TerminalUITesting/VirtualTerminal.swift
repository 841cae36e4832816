import TerminalCore

/// A small, strict terminal emulator that replays the renderer's bytes for tests.
///
/// It understands what ``TerminalCore/Renderer`` writes and little more: printable UTF-8,
/// CR, LF, BS, cursor moves (CUP, HVP, CUU, CUD, CUF, CUB, CHA), erasing (ED and EL 0–2),
/// scrolling (DECSTBM, SU, SD), SGR (attributes, 16, 256 and 24-bit colours) and the private
/// modes 25 (cursor shown), 1049 (alternate screen), 2004 (bracketed paste) and 2026
/// (synchronized output). Anything else is left without effect and recorded in
/// ``unknownSequences``, so a test can assert that a stream held nothing unexpected.
///
/// Text is placed with `Canvas.put`, so grapheme widths match the canvas the renderer drew.
/// The bytes of one run of printable text are decoded together and placed grapheme by
/// grapheme, so combining marks and ZWJ sequences stay whole; a grapheme split across two
/// ``feed(_:)`` calls is drawn as two (an incomplete UTF-8 sequence at the end of a feed is
/// kept for the next one), and a zero-width grapheme alone is dropped.
///
/// Autowrap follows xterm: a print into the last column leaves the cursor there with a wrap
/// pending, the next print wraps first (scrolling at the bottom, counted in
/// ``scrolledLineCount``), and any cursor move cancels it. A wide grapheme that does not fit
/// in the last column wraps first. Erasing fills with blanks in the pen's background colour,
/// as xterm does.
///
/// ```swift
/// var terminal = VirtualTerminal(size: Size(width: 20, height: 2))
/// terminal.feed(Array("\u{1B}[2;3H\u{1B}[1mHi".utf8))
/// terminal.lines  // ["", "  Hi"]
/// terminal.screen[2, 1].style  // Style(attributes: .bold)
/// terminal.cursor  // Point(x: 4, y: 1)
/// ```
public struct VirtualTerminal: Sendable {
  /// The state of the escape-sequence parser between two bytes.
  enum ParserState: Sendable {
    /// Printing text and executing controls.
    case ground
    /// After ESC.
    case escape
    /// After `ESC [`, collecting parameter and intermediate bytes.
    case controlSequence
  }

  /// The cells shown, styles included: the alternate screen while it is active.
  public internal(set) var screen: Canvas
  /// Where the cursor is.
  public internal(set) var cursor: Point = .zero
  /// Whether a print into the last column left a wrap pending.
  public internal(set) var isWrapPending = false
  /// The style printed text and erased cells take.
  public internal(set) var pen: Style = .plain
  /// Whether the cursor is shown (mode 25).
  public internal(set) var isCursorVisible = true
  /// Whether the alternate screen is active (mode 1049).
  public internal(set) var isAlternateScreen = false
  /// Whether bracketed paste is on (mode 2004).
  public internal(set) var isBracketedPaste = false
  /// Whether a synchronized update is open (mode 2026).
  public internal(set) var isSynchronizedOutput = false
  /// How many lines scrolled off the top, by a wrap or a line feed on the last row.
  public internal(set) var scrolledLineCount = 0
  /// The rows scrolling is limited to (DECSTBM); `nil` for the whole screen.
  public internal(set) var scrollRegion: Range<Int>?
  /// The sequences and controls that had no effect, as text with ESC written `ESC`
  /// (`"ESC[?7h"`, `"0x07"`), in the order they came.
  public internal(set) var unknownSequences: [String] = []

  /// The main screen and cursor state while the alternate screen is active.
  var savedMainScreen: Canvas?
  var savedCursor: Point = .zero
  var savedPen: Style = .plain
  /// The parser's state and the bytes of the sequence or text run it is collecting.
  var parserState = ParserState.ground
  var sequence: [UInt8] = []
  var textRun: [UInt8] = []

  /// Creates a terminal of `size`: blank, cursor shown at the top left, default style.
  public init(size: Size) {
    screen = Canvas(size: size)
  }

  /// The number of columns and rows.
  public var size: Size { screen.size }

  /// The text of every row, trailing spaces trimmed, as ``TerminalCore/Canvas/lines`` reads it.
  public var lines: [String] { screen.lines }

  // MARK: - Feeding

  /// Interprets `bytes` as a terminal would.
  ///
  /// - Parameter bytes: Output from a program; a sequence may be split across calls.
  /// - Complexity: O(n) in the number of bytes.
  public mutating func feed(_ bytes: some Sequence<UInt8>) {
    for byte in bytes { consume(byte) }
    let incomplete = incompleteUTF8SuffixLength(of: textRun)
    let kept = Array(textRun.suffix(incomplete))
    textRun.removeLast(incomplete)
    flushTextRun()
    textRun = kept
  }

  /// Changes the size as a window resize would: the cells that still fit stay in place, the
  /// cursor moves inside, and a pending wrap is cancelled.
  ///
  /// - Parameter size: The new number of columns and rows.
  public mutating func resize(to size: Size) {
    screen = Self.copy(screen, resizedTo: size)
    savedMainScreen = savedMainScreen.map { Self.copy($0, resizedTo: size) }
    cursor = clamped(cursor)
    savedCursor = clamped(savedCursor)
    isWrapPending = false
    scrollRegion = nil
  }

  // MARK: - Internal helpers

  /// Records a sequence or control that had no effect.
  mutating func recordUnknown(_ text: String) {
    unknownSequences.append(text)
  }

  /// `point` moved inside the screen.
  func clamped(_ point: Point) -> Point {
    Point(
      x: min(max(point.x, 0), max(size.width - 1, 0)),
      y: min(max(point.y, 0), max(size.height - 1, 0)))
  }

  /// Moves the cursor, cancelling a pending wrap.
  mutating func moveCursor(to point: Point) {
    cursor = clamped(point)
    isWrapPending = false
  }

  /// Fills `rect` with blanks in the pen's background colour.
  mutating func erase(_ rect: Rect) {
    screen.fill(rect, with: " ", style: Style(background: pen.background))
  }

  // MARK: - Private helpers

  private mutating func consume(_ byte: UInt8) {
    switch parserState {
    case .ground:
      if byte >= 0x20 && byte != 0x7F {
        textRun.append(byte)
      } else {
        flushTextRun()
        execute(control: byte)
      }
    case .escape:
      if byte == 0x5B {
        parserState = .controlSequence
        sequence.removeAll()
      } else {
        parserState = .ground
        recordUnknown("ESC" + String(decoding: [byte], as: UTF8.self))
      }
    case .controlSequence:
      if (0x20...0x3F).contains(byte) {
        sequence.append(byte)
      } else if (0x40...0x7E).contains(byte) {
        parserState = .ground
        dispatchControlSequence(final: byte)
      } else {
        parserState = .ground
        recordUnknown("ESC[" + String(decoding: sequence, as: UTF8.self) + " (cut)")
        consume(byte)
      }
    }
  }

  private mutating func execute(control byte: UInt8) {
    switch byte {
    case 0x1B:
      parserState = .escape
    case 0x0D:
      moveCursor(to: Point(x: 0, y: cursor.y))
    case 0x0A:
      isWrapPending = false
      lineFeed()
    case 0x08:
      moveCursor(to: Point(x: cursor.x - 1, y: cursor.y))
    default:
      recordUnknown("0x" + String(byte, radix: 16, uppercase: true))
    }
  }

  /// Moves the cursor down a row, scrolling the scroll region (the screen by default) up
  /// on its last row.
  private mutating func lineFeed() {
    let region = scrollRegion ?? 0..<size.height
    if cursor.y + 1 == region.upperBound {
      scroll(region, by: 1)
      scrolledLineCount += 1
    } else if cursor.y + 1 < size.height {
      cursor.y += 1
    }
  }

  /// Prints the text collected so far, grapheme by grapheme.
  private mutating func flushTextRun() {
    guard !textRun.isEmpty else { return }
    let text = String(decoding: textRun, as: UTF8.self)
    textRun.removeAll(keepingCapacity: true)
    for character in text { printGrapheme(character) }
  }

  private mutating func printGrapheme(_ character: Character) {
    let width = TextSanitizer.displayable(character).displayWidth
    guard width > 0, size.width > 0, size.height > 0 else { return }
    if isWrapPending || (width == 2 && size.width >= 2 && cursor.x == size.width - 1) {
      cursor.x = 0
      isWrapPending = false
      lineFeed()
    }
    let next = cursor.x + screen.put(character, at: cursor, style: pen)
    if next >= size.width {
      cursor.x = size.width - 1
      isWrapPending = true
    } else {
      cursor.x = next
    }
  }

  /// The number of bytes at the end of `bytes` that start a UTF-8 sequence not yet complete.
  private func incompleteUTF8SuffixLength(of bytes: [UInt8]) -> Int {
    var back = 0
    while back < min(3, bytes.count) {
      back += 1
      let byte = bytes[bytes.count - back]
      guard byte & 0xC0 != 0x80 else { continue }
      let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
      return length > back ? back : 0
    }
    return 0
  }

  /// A canvas of `size` holding the cells of `canvas` that fit.
  private static func copy(_ canvas: Canvas, resizedTo size: Size) -> Canvas {
    var resized = Canvas(size: size)
    for y in 0..<min(canvas.size.height, size.height) {
      copyRow(y, of: canvas, toRow: y, of: &resized)
    }
    return resized
  }

  /// Draws row `source` of `canvas` onto row `destination` of `target`.
  static func copyRow(
    _ source: Int, of canvas: Canvas, toRow destination: Int, of target: inout Canvas
  ) {
    for x in 0..<min(canvas.size.width, target.size.width) where !canvas[x, source].isContinuation {
      let cell = canvas[x, source]
      target.put(cell.grapheme, at: Point(x: x, y: destination), style: cell.style)
    }
  }
}
