/// Turns canvases into the escape bytes that bring the terminal from one frame to the next.
///
/// The renderer keeps the canvas it last drew and writes only what changed: rows equal to
/// the last frame are skipped whole; in a changed row each changed cell is reached by the
/// cheapest cursor motion (CUP, CUU/CUD/CUF/CUB, CHA, CR, CR LF, backspaces, or printing a few
/// unchanged one-column cells again) and painted after the cheapest SGR change of style (a
/// delta, or a reset when that is shorter). A changed end of row that is blank is erased
/// with EL, and a blank bottom of the screen with ED, when that is cheaper. A frame where
/// nothing changed, the cursor included, is no bytes at all.
///
/// Wide graphemes are printed once, from their left cell; a change to either half reprints
/// the grapheme. A print into the last column leaves the terminal in its pending-wrap state,
/// whose handling differs between terminals, so the next move is an absolute one; nothing
/// is ever printed there before such a move, and no line feed leaves the last row, so
/// painting the bottom-right cell never scrolls.
///
/// When a block of rows moved up or down (a list scrolled), the renderer scrolls them on the
/// terminal inside a scroll region (DECSTBM, then SU or SD) and draws only the rows that
/// came in, if that takes fewer bytes than drawing the rows again.
///
/// Frames that touch more than one row are wrapped in synchronized output (`CSI ?2026h` …
/// `CSI ?2026l`, ignored by terminals without it) so they never show half drawn. Between
/// frames the pen is left at the style of the cell under the visible cursor, where typed
/// text appears, so echoing one typed character takes exactly one byte.
///
/// The renderer assumes it is the only writer between two calls to ``invalidate()``: call
/// that first, and again after a resize or a resume from suspend.
///
/// ```swift
/// var renderer = Renderer()
/// renderer.invalidate()
/// var canvas = Canvas(size: Size(width: 80, height: 24))
/// canvas.put("Name: ", at: Point(x: 2, y: 3))
/// let first = renderer.render(canvas, cursor: Point(x: 8, y: 3))  // clear, text, cursor
/// canvas.put("A", at: Point(x: 8, y: 3))
/// let typed = renderer.render(canvas, cursor: Point(x: 9, y: 3))  // "A": one byte
/// ```
public struct Renderer: Sendable {
  /// Whether frames that touch more than one row are wrapped in synchronized output.
  public let usesSynchronizedOutput: Bool
  /// Whether rows that moved are scrolled on the terminal rather than drawn again.
  public let usesScrollRegions: Bool
  /// The colours the terminal has: every style is sent with the nearest colours it has.
  public let colorProfile: ColorProfile

  /// What the terminal shows, when ``isScreenKnown``; its storage is kept from frame to
  /// frame, and only the rows that changed are copied into it.
  private var screen = Canvas(size: .zero)
  /// Whether ``screen`` is what the terminal shows.
  private var isScreenKnown = false
  /// Where the terminal cursor is; `nil` when unknown or in the pending-wrap state.
  private var position: Point?
  /// The terminal's current style; `nil` when unknown.
  private var pen: Style?
  /// Whether the terminal cursor is shown; `nil` when unknown.
  private var isCursorVisible: Bool?
  /// The rows that differ in the frame being drawn; the storage is kept from frame to frame.
  private var changedRows: [Int] = []
  /// The bytes of the last frame; the next frame writes into the same storage once the
  /// caller has let go of them.
  private var output: [UInt8] = []
  /// What a frame needs to try a scroll, kept for the storage.
  private var scratch = RenderFrame.Scratch()

  /// Creates a renderer that assumes nothing about the screen.
  ///
  /// - Parameters:
  ///   - synchronizedOutput: Whether to wrap frames that touch more than one row in
  ///     synchronized output (`CSI ?2026h` … `CSI ?2026l`).
  ///   - scrollRegions: Whether to scroll rows that moved with a scroll region (`CSI r`,
  ///     `CSI S`, `CSI T`), for terminals that have them (all xterm-like ones do).
  ///   - colorProfile: The colours the terminal has, from ``ColorProfile/detect(environment:)``;
  ///     24-bit (every colour sent as given) by default.
  public init(
    synchronizedOutput: Bool = true, scrollRegions: Bool = true,
    colorProfile: ColorProfile = .trueColor
  ) {
    usesSynchronizedOutput = synchronizedOutput
    usesScrollRegions = scrollRegions
    self.colorProfile = colorProfile
  }

  /// Forgets what is on screen, so the next frame clears it and paints everything.
  ///
  /// Call it before the first frame, after the terminal was resized and after a resume from
  /// suspend. The next frame resets the style, clears the screen (`CSI H CSI 2J`) and diffs
  /// against a blank canvas, so blank cells cost nothing; it sets the cursor's visibility
  /// anew.
  public mutating func invalidate() {
    isScreenKnown = false
    position = nil
    pen = nil
    isCursorVisible = nil
  }

  /// The bytes that turn the screen into `canvas`, with the cursor shown at `cursor`, or
  /// hidden when it is `nil`.
  ///
  /// A canvas of another size than the last one is drawn as after ``invalidate()``.
  ///
  /// - Parameters:
  ///   - canvas: The whole screen as it should look.
  ///   - cursor: Where the cursor should be (clamped to the canvas), or `nil` to hide it.
  ///   - rows: The rows that may differ from the last canvas rendered, such as the rows a
  ///     window drew again; every other row must be equal to it. `nil` (the default)
  ///     compares every row. Ignored for the first frame and after ``invalidate()``.
  /// - Returns: One whole frame, for one `write(2)`; empty when nothing changed.
  /// - Complexity: O(width) for each row of `rows` to compare it, which is fast when it is
  ///   equal, plus O(width) for each changed row.
  public mutating func render(_ canvas: Canvas, cursor: Point?, rows: Range<Int>? = nil)
    -> [UInt8]
  {
    if !isScreenKnown || screen.size != canvas.size {
      invalidate()
      screen.reset(size: canvas.size)
    }
    let height = canvas.size.height
    let compared =
      isScreenKnown
      ? (rows ?? 0..<height).clamped(to: 0..<height) : 0..<height
    changedRows.removeAll(keepingCapacity: true)
    for y in compared where !canvas.rowEquals(y, in: screen) {
      changedRows.append(y)
    }
    output = drawFrame(canvas, cursor: cursor, isFresh: !isScreenKnown)
    for y in changedRows { screen.copyRow(y, from: canvas) }
    isScreenKnown = true
    return output
  }

  // MARK: - Private helpers

  /// Writes the frame from ``screen`` to `canvas` into the storage of ``output``, and
  /// follows the cursor, the pen and the cursor's visibility.
  ///
  /// The frame holds ``screen`` only until this returns, so that copying the changed rows
  /// into it afterwards needs no copy of its storage.
  private mutating func drawFrame(_ canvas: Canvas, cursor: Point?, isFresh: Bool) -> [UInt8] {
    let target = cursor.flatMap { clamped($0, to: canvas.size) }
    let isSynchronized =
      usesSynchronizedOutput && (isFresh ? canvas.size.height : changedRows.count) > 1
    let capacity =
      isFresh || !changedRows.isEmpty ? 64 + 2 * changedRows.count * canvas.size.width : 0
    let kept = scratch
    scratch = RenderFrame.Scratch()
    var frame = RenderFrame(
      old: screen, new: canvas, position: position, pen: pen,
      writer: EscapeWriter(reusing: &output, capacity: capacity), scratch: kept)
    frame.colorProfile = colorProfile
    if isSynchronized { frame.writer.ascii("\u{1B}[?2026h") }
    if isFresh {
      frame.setPen(.plain)
      frame.writer.ascii("\u{1B}[H\u{1B}[2J")
      frame.position = .zero
    }
    if target == nil, isCursorVisible != false {
      frame.writer.ascii("\u{1B}[?25l")
      isCursorVisible = false
    }
    frame.drawRows(changedRows, scrolling: usesScrollRegions && !isFresh)
    if let target {
      frame.move(to: target, pen: canvas[target.x, target.y].style)
      if isCursorVisible != true {
        frame.writer.ascii("\u{1B}[?25h")
        isCursorVisible = true
      }
    }
    if isSynchronized { frame.writer.ascii("\u{1B}[?2026l") }
    position = frame.position
    pen = frame.pen
    scratch = frame.scratch
    frame.scratch = RenderFrame.Scratch()
    return frame.writer.takeBytes()
  }

  /// `point` moved inside a canvas of `size`; `nil` when the canvas has no cell.
  private func clamped(_ point: Point, to size: Size) -> Point? {
    guard size.width > 0, size.height > 0 else { return nil }
    return Point(x: min(max(point.x, 0), size.width - 1), y: min(max(point.y, 0), size.height - 1))
  }
}
