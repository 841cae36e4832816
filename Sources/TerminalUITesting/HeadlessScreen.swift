import TerminalCore
import TerminalUI
import Testing

/// A headless terminal for tests: mounts a view controller or a storyboard on a virtual
/// screen, types and presses keys, and reads back what a user would see.
///
/// Every interaction is followed by one frame, as in the real run loop: the window draws,
/// the real ``TerminalCore/Renderer`` turns the frame into escape bytes, a
/// ``VirtualTerminal`` plays them back, and the window hears that the frame is on screen
/// (the transitions it shows get their `viewDidAppear` and `viewDidDisappear`; what those
/// change is drawn in a frame of its own, as the run loop draws it). So ``lines`` is what
/// the bytes show, and ``lastFrameByteCount`` is what a real terminal would have received.
///
/// Each frame is checked against a full redraw: the window draws again only the rows a view
/// marked with ``TerminalUI/View/setNeedsDisplay()``, so a view that changes what it draws
/// without saying so would leave stale cells on a real terminal. When the two differ, the
/// test fails with the rows that differ, at the line of the test that drew the frame (each
/// method that acts takes a `sourceLocation`, the caller's by default, as `#expect` does).
///
/// ```swift
/// let screen = HeadlessScreen(rootViewController: NavigationController(rootViewController: home))
/// screen.type("Hi")
/// screen.press(.enter)
/// #expect(screen.lines[0] == " Home › Detail")
/// ```
@MainActor
public final class HeadlessScreen {
  /// The window the scenes are mounted on.
  public let window: Window

  /// The bytes the renderer wrote for the last frame.
  public private(set) var lastFrameBytes: [UInt8] = []

  /// The bytes the renderer wrote since the screen was made.
  public private(set) var totalByteCount = 0

  private var renderer: Renderer
  private var terminal: VirtualTerminal
  private var decoder = InputDecoder()

  /// Mounts `rootViewController` on a screen of `size` and draws the first frame.
  ///
  /// - Parameters:
  ///   - rootViewController: The scene to show.
  ///   - size: The screen's size; 80 × 24 by default.
  ///   - theme: The window's theme; ``TerminalUI/Theme/default`` by default.
  ///   - colorProfile: The colours the renderer may send; 24-bit by default.
  ///   - sourceLocation: Where a frame that differs from a full redraw is reported.
  public init(
    rootViewController: ViewController, size: Size = Size(width: 80, height: 24),
    theme: Theme = .default, colorProfile: ColorProfile = .trueColor,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    window = Window(rootViewController: rootViewController, size: size)
    window.theme = theme
    renderer = Renderer(colorProfile: colorProfile)
    terminal = VirtualTerminal(size: size)
    renderFrame(sourceLocation)
  }

  /// Mounts the initial scene of `storyboard` in a navigation controller.
  ///
  /// - Parameters:
  ///   - storyboard: The storyboard whose initial scene is shown.
  ///   - size: The screen's size; 80 × 24 by default.
  ///   - theme: The window's theme; ``TerminalUI/Theme/default`` by default.
  ///   - colorProfile: The colours the renderer may send; 24-bit by default.
  ///   - sourceLocation: Where a frame that differs from a full redraw is reported.
  /// - Throws: ``TerminalUI/RoutingError/unknownScene(identifier:known:)`` if the storyboard
  ///   has no initial scene.
  public convenience init(
    storyboard: Storyboard, size: Size = Size(width: 80, height: 24), theme: Theme = .default,
    colorProfile: ColorProfile = .trueColor, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let initial = try storyboard.instantiateInitialViewController()
    self.init(
      rootViewController: NavigationController(rootViewController: initial), size: size,
      theme: theme, colorProfile: colorProfile, sourceLocation: sourceLocation)
  }

  // MARK: - Reading

  /// The text of every row, trailing spaces trimmed.
  public var lines: [String] { terminal.lines }

  /// The rows joined by newlines, for whole-screen comparisons with a multi-line literal.
  public var text: String { lines.joined(separator: "\n") }

  /// Where the cursor is, or `nil` when it is hidden.
  public var cursor: Point? { terminal.isCursorVisible ? terminal.cursor : nil }

  /// The cells on screen, styles included.
  public var canvas: Canvas { terminal.screen }

  /// The number of bytes of the last frame.
  public var lastFrameByteCount: Int { lastFrameBytes.count }

  /// The status line (the row above the footer).
  public var statusLine: String { lines.count >= 2 ? lines[lines.count - 2] : "" }

  /// The footer (the last row).
  public var footer: String { lines.last ?? "" }

  /// The view controller on top: the scene that owns the keys, such as the top of the
  /// navigation stack or a presented scene (``TerminalUI/Window/activeViewController``).
  public var topViewController: ViewController { window.activeViewController }

  // MARK: - Acting

  /// Types `text` one grapheme at a time, a frame after each, as a person would.
  ///
  /// - Parameters:
  ///   - text: The graphemes typed.
  ///   - sourceLocation: Where a frame that differs from a full redraw is reported.
  public func type(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    for character in text {
      window.handle(.key(KeyEvent(.character(character))))
      renderFrame(sourceLocation)
    }
  }

  /// Presses one key.
  ///
  /// - Parameters:
  ///   - code: The key.
  ///   - modifiers: The modifier keys held; none by default.
  ///   - sourceLocation: Where a frame that differs from a full redraw is reported.
  public func press(
    _ code: KeyCode, modifiers: KeyModifiers = [], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    press(KeyEvent(code, modifiers: modifiers), sourceLocation: sourceLocation)
  }

  /// Presses one key.
  ///
  /// - Parameters:
  ///   - key: The key and its modifiers.
  ///   - sourceLocation: Where a frame that differs from a full redraw is reported.
  public func press(_ key: KeyEvent, sourceLocation: SourceLocation = #_sourceLocation) {
    window.handle(.key(key))
    renderFrame(sourceLocation)
  }

  /// Pastes `text` as a bracketed paste.
  ///
  /// - Parameters:
  ///   - text: The text pasted.
  ///   - sourceLocation: Where a frame that differs from a full redraw is reported.
  public func paste(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    window.handle(.paste(text))
    renderFrame(sourceLocation)
  }

  /// Clicks the left button at `point` (a press and a release), as a person clicks a cell
  /// of the screen, then draws one frame.
  ///
  /// - Parameters:
  ///   - point: The cell clicked, 0-based from the top-left corner of the screen.
  ///   - modifiers: The modifier keys held; none by default.
  ///   - sourceLocation: Where a frame that differs from a full redraw is reported.
  public func click(
    at point: Point, modifiers: KeyModifiers = [], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    window.handle(.mouse(MouseEvent(.left, kind: .press, at: point, modifiers: modifiers)))
    window.handle(.mouse(MouseEvent(.left, kind: .release, at: point, modifiers: modifiers)))
    renderFrame(sourceLocation)
  }

  /// Turns the mouse wheel over `point` by `steps` steps (negative: up, towards the
  /// start), then draws one frame.
  ///
  /// - Parameters:
  ///   - steps: The wheel steps; each scrolls a table or a scroll view three lines.
  ///   - point: The cell under the pointer.
  ///   - sourceLocation: Where a frame that differs from a full redraw is reported.
  public func scroll(
    by steps: Int, at point: Point, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let button: MouseEvent.Button = steps < 0 ? .wheelUp : .wheelDown
    for _ in 0..<abs(steps) { window.handle(.mouse(MouseEvent(button, at: point))) }
    renderFrame(sourceLocation)
  }

  /// Sends raw terminal bytes through the real input decoder, settling a trailing lone Esc
  /// as the escape timeout would, then draws one frame.
  ///
  /// - Parameters:
  ///   - bytes: The bytes, as a terminal would send them.
  ///   - sourceLocation: Where a frame that differs from a full redraw is reported.
  public func send(bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
    var events = decoder.decode(bytes)
    if decoder.isAwaitingMore { events += decoder.flush() }
    for event in events { window.handle(event) }
    renderFrame(sourceLocation)
  }

  /// Resizes the screen, as SIGWINCH would, and redraws everything.
  ///
  /// - Parameters:
  ///   - size: The new size.
  ///   - sourceLocation: Where a frame that differs from a full redraw is reported.
  public func resize(to size: Size, sourceLocation: SourceLocation = #_sourceLocation) {
    window.size = size
    terminal = VirtualTerminal(size: size)
    renderer.invalidate()
    renderFrame(sourceLocation)
  }

  /// Runs `action` the way a key handler would: an error it throws goes to the status line.
  ///
  /// - Parameters:
  ///   - action: The work, on the main actor.
  ///   - sourceLocation: Where a frame that differs from a full redraw is reported.
  public func perform(
    _ action: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    do {
      try action()
    } catch {
      window.showError(error)
    }
    renderFrame(sourceLocation)
  }

  /// Lets pending main-actor work (async workers, scheduled updates) run, then draws a frame
  /// if anything changed.
  ///
  /// - Parameter sourceLocation: Where a frame that differs from a full redraw is reported.
  public func settle(sourceLocation: SourceLocation = #_sourceLocation) async {
    for _ in 0..<10 { await Task.yield() }
    if window.needsDisplay { renderFrame(sourceLocation) }
  }

  /// Lets pending work run — main-actor tasks, and the work off the main actor they await —
  /// drawing a frame whenever something changed, until `condition` holds: for work that
  /// takes longer than the few turns of the main actor ``settle(sourceLocation:)`` gives it.
  ///
  /// ```swift
  /// screen.press(.control("r"))  // starts a task that awaits a worker
  /// await screen.settle { screen.lines[1].contains("Updated") }
  /// ```
  ///
  /// - Parameters:
  ///   - timeLimit: How long to wait at most, a guard against a hang rather than a timing
  ///     assertion; 10 seconds by default.
  ///   - sourceLocation: Where a condition that never held, or a frame that differs from a
  ///     full redraw, is reported.
  ///   - condition: What the test waits for; checked on the main actor between turns.
  public func settle(
    timeLimit: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation,
    until condition: () -> Bool
  ) async {
    let deadline = ContinuousClock.now + timeLimit
    while !condition() {
      guard ContinuousClock.now < deadline else {
        Issue.record(
          "The condition did not hold within \(timeLimit) of settling.",
          sourceLocation: sourceLocation)
        return
      }
      try? await Task.sleep(for: .milliseconds(1))
      if window.needsDisplay { renderFrame(sourceLocation) }
    }
    if window.needsDisplay { renderFrame(sourceLocation) }
  }

  // MARK: - Private helpers

  /// Draws a frame, checks it against a full redraw (a difference is reported at
  /// `sourceLocation`), and plays its bytes on the virtual terminal.
  private func renderFrame(_ sourceLocation: SourceLocation) {
    let frame = window.render()
    window.setNeedsDisplay()
    let redrawn = window.render().canvas
    if redrawn != frame.canvas {
      Issue.record(
        Comment(rawValue: Self.damageReport(drawn: frame.canvas, redrawn: redrawn)),
        sourceLocation: sourceLocation)
    }
    lastFrameBytes = renderer.render(frame.canvas, cursor: frame.cursor, rows: frame.drawnRows)
    totalByteCount += lastFrameBytes.count
    terminal.feed(lastFrameBytes)
    window.didShowFrame()
    // What the callbacks changed gets a frame of its own at once, as the run loop draws it.
    if window.needsDisplay { renderFrame(sourceLocation) }
  }

  /// Says which rows of a frame drawn from its damaged rows differ from a full redraw.
  private static func damageReport(drawn: Canvas, redrawn: Canvas) -> String {
    var report =
      "The frame differs from a full redraw: a view changed what it draws without calling "
      + "setNeedsDisplay()."
    guard drawn.size == redrawn.size else {
      return report + " Sizes \(drawn.size) and \(redrawn.size)."
    }
    for y in 0..<drawn.size.height where !drawn.rowEquals(y, in: redrawn) {
      report +=
        "\nrow \(y) drawn:   \(drawn.text(ofRow: y))\nrow \(y) redrawn: \(redrawn.text(ofRow: y))"
    }
    return report
  }
}
