import TerminalCore

/// The screen a scene tree is shown on: it lays out, draws, keeps focus and routes keys.
///
/// The window holds the root view controller (usually a ``NavigationController``) and adds
/// two rows of its own at the bottom: the status line, where errors show until the next key,
/// and the footer, which lists the keys the current scene accepts (keys in reverse video,
/// as nano shows them). It knows nothing of the
/// terminal: ``Application`` drives it from a TTY, and the testing harness from a virtual
/// screen.
///
/// Keys go, in order: Ctrl-C quits; the focused view; Tab / Shift-Tab move focus; the
/// current scene's key commands, then those of its containers (Esc goes back). An error
/// thrown on the way is shown on the status line, never lost and never a crash.
///
/// ```swift
/// let window = Window(rootViewController: NavigationController(rootViewController: home),
///                     size: Size(width: 80, height: 24))
/// window.handle(.key(KeyEvent(.character("a"))))
/// let frame = window.render()
/// ```
@MainActor
public final class Window {
  /// A message on the status line.
  public struct StatusMessage: Hashable, Sendable {
    /// The text.
    public var text: String
    /// Whether it reports an error (drawn in red).
    public var isError: Bool
  }

  /// What one frame consists of: the cells and where the cursor is (`nil`: hidden).
  public struct Frame: Sendable {
    /// The cells of the whole screen.
    public var canvas: Canvas
    /// The cursor, shown only while a text field has focus.
    public var cursor: Point?
  }

  /// The view controller at the root of the scene tree.
  public let rootViewController: ViewController

  /// The size of the screen; changing it lays everything out again.
  public var size: Size {
    didSet {
      if size != oldValue { setNeedsLayout() }
    }
  }

  /// The message on the status line, if any.
  public private(set) var statusMessage: StatusMessage? {
    didSet {
      if statusMessage != oldValue { setNeedsDisplay() }
    }
  }

  /// The view with keyboard focus.
  public private(set) weak var focusedView: View?

  /// Whether the user asked to quit (Ctrl-C).
  public private(set) var isQuitRequested = false

  /// Whether something changed since the last ``render()``.
  public private(set) var needsDisplay = true

  /// Called when the window needs a frame outside key handling (async work changed a view),
  /// so the run loop can schedule one.
  public var onNeedsDisplay: (() -> Void)?

  private weak var activeViewController: ViewController?
  private var isBusy = false

  /// Creates a window showing `rootViewController` and sends it the appearance callbacks.
  public init(rootViewController: ViewController, size: Size) {
    self.rootViewController = rootViewController
    self.size = size
    rootViewController.view.hostingWindow = self
    rootViewController.viewWillAppear()
    rootViewController.viewDidAppear()
    refreshFocus()
  }

  // MARK: - Invalidation

  /// Asks for a frame; outside event handling and drawing, tells ``onNeedsDisplay``.
  public func setNeedsDisplay() {
    guard !needsDisplay else { return }
    needsDisplay = true
    if !isBusy { onNeedsDisplay?() }
  }

  /// Asks for a layout and a frame.
  public func setNeedsLayout() {
    setNeedsDisplay()
  }

  // MARK: - Events

  /// Handles one input event: a key or a paste.
  public func handle(_ event: InputEvent) {
    isBusy = true
    defer { isBusy = false }
    statusMessage = nil
    refreshFocus()
    do {
      switch event {
      case .key(let key): try handleKey(key)
      case .paste(let text): _ = try focusedView?.handlePaste(text)
      }
    } catch {
      showError(error)
    }
    refreshFocus()
  }

  /// Shows `error` on the status line until the next key.
  public func showError(_ error: any Error) {
    statusMessage = StatusMessage(text: String(describing: error), isError: true)
  }

  /// Shows `text` on the status line until the next key.
  public func showStatus(_ text: String) {
    statusMessage = StatusMessage(text: text, isError: false)
  }

  /// Asks the run loop to quit, as Ctrl-C does.
  public func requestQuit() {
    isQuitRequested = true
  }

  /// Gives focus to `view` if it can take it.
  public func focus(_ view: View) {
    guard view.canBecomeFocused, view.window === self else { return }
    do {
      try moveFocus(to: view)
    } catch {
      showError(error)
    }
  }

  // MARK: - Frames

  /// Lays out the scene tree and draws it with the status line and the footer.
  ///
  /// - Complexity: O(views + cells).
  public func render() -> Frame {
    isBusy = true
    defer { isBusy = false }
    refreshFocus()
    let height = size.height
    let chromeRows = height >= 3 ? 2 : (height >= 2 ? 1 : 0)
    let content = Rect(x: 0, y: 0, width: size.width, height: height - chromeRows)
    rootViewController.layoutView(in: content)
    layout(rootViewController.view)
    var canvas = Canvas(size: size)
    draw(rootViewController.view, in: &canvas, origin: .zero, clip: content)
    if chromeRows == 2 { drawStatusLine(in: &canvas, row: height - 2) }
    if chromeRows >= 1 { drawFooter(in: &canvas, row: height - 1) }
    needsDisplay = false
    return Frame(canvas: canvas, cursor: cursorPoint(within: content))
  }

  // MARK: - Private: keys

  private func handleKey(_ key: KeyEvent) throws {
    if key == .control("c") {
      requestQuit()
      return
    }
    if let focusedView, try focusedView.handleKey(key) { return }
    switch key {
    case KeyEvent(.tab):
      try moveFocus(by: 1)
      return
    case KeyEvent(.tab, modifiers: .shift):
      try moveFocus(by: -1)
      return
    default:
      break
    }
    var controller = activeViewController
    while let current = controller {
      if try current.handleKey(key) { return }
      controller = current.parent
    }
  }

  // MARK: - Private: focus

  /// The scene on top: the root, or the top of the navigation stack.
  private func currentViewController() -> ViewController {
    var controller = rootViewController
    while let navigation = controller as? NavigationController,
      let top = navigation.topViewController
    {
      controller = top
    }
    return controller
  }

  private func focusableViews() -> [View] {
    guard let active = activeViewController else { return [] }
    var result: [View] = []
    collectFocusable(active.view, into: &result)
    return result
  }

  private func collectFocusable(_ view: View, into result: inout [View]) {
    guard !view.isHidden else { return }
    if view.canBecomeFocused { result.append(view) }
    for subview in view.subviews { collectFocusable(subview, into: &result) }
  }

  /// Follows the current scene: when it changed, saves the old scene's focus and restores
  /// the new one's; moves focus off views that left the scene or cannot take it any more,
  /// and onto the first focusable view when nothing has it.
  private func refreshFocus() {
    let current = currentViewController()
    let candidates: [View]
    let target: View?
    if current !== activeViewController {
      if let focusedView { activeViewController?.lastFocusedView = focusedView }
      activeViewController = current
      candidates = focusableViews()
      target = [current.lastFocusedView, current.preferredFocusedView]
        .compactMap { $0 }
        .first { view in candidates.contains { $0 === view } }
      setNeedsDisplay()
    } else {
      candidates = focusableViews()
      if let focusedView, candidates.contains(where: { $0 === focusedView }) { return }
      target = nil
    }
    do {
      try moveFocus(to: target ?? candidates.first)
    } catch {
      showError(error)
    }
  }

  private func moveFocus(by step: Int) throws {
    let candidates = focusableViews()
    guard !candidates.isEmpty else { return }
    let index = candidates.firstIndex { $0 === focusedView } ?? (step > 0 ? -1 : 0)
    let next = (index + step + candidates.count) % candidates.count
    try moveFocus(to: candidates[next])
  }

  private func moveFocus(to view: View?) throws {
    guard view !== focusedView else { return }
    let previous = focusedView
    focusedView = view
    previous?.focusDidChange()
    view?.focusDidChange()
    setNeedsDisplay()
    try (previous as? Control)?.sendActions(for: .editingDidEnd)
    try (view as? Control)?.sendActions(for: .editingDidBegin)
  }

  /// Called by a view leaving the hierarchy, so focus does not stay on it.
  func viewWillLeaveWindow(_ view: View) {
    if let focusedView, focusedView.isDescendant(of: view) {
      activeViewController?.lastFocusedView = focusedView
      self.focusedView = nil
    }
  }

  // MARK: - Private: layout and drawing

  private func layout(_ view: View) {
    guard !view.isHidden else { return }
    view.layoutSubviews()
    for subview in view.subviews { layout(subview) }
  }

  private func draw(_ view: View, in canvas: inout Canvas, origin: Point, clip: Rect) {
    guard !view.isHidden else { return }
    let rect = view.frame.offsetBy(dx: origin.x, dy: origin.y)
    let visible = rect.intersection(clip)
    guard !visible.isEmpty else { return }
    view.draw(in: &canvas, rect: rect, clip: visible)
    for subview in view.subviews {
      draw(subview, in: &canvas, origin: rect.origin, clip: visible)
    }
  }

  private func cursorPoint(within content: Rect) -> Point? {
    guard let focusedView, let local = focusedView.cursorPosition else { return nil }
    var origin = focusedView.frame.origin
    var ancestor = focusedView.superview
    while let view = ancestor {
      origin = Point(x: origin.x + view.frame.minX, y: origin.y + view.frame.minY)
      ancestor = view.superview
    }
    let point = Point(x: origin.x + local.x, y: origin.y + local.y)
    return content.contains(point) ? point : nil
  }

  private func drawStatusLine(in canvas: inout Canvas, row: Int) {
    guard let statusMessage else { return }
    let style = Style(foreground: statusMessage.isError ? .red : .default)
    let text = TextLayout.truncate(statusMessage.text, toColumns: size.width)
    canvas.put(text, at: Point(x: 0, y: row), style: style)
  }

  /// Draws the footer: as many hints as fit, in order, keeping room for the quit key when
  /// the screen is wide enough for it at all.
  private func drawFooter(in canvas: inout Canvas, row: Int) {
    let quit = KeyHint(key: "Ctrl-C", action: "Quit")
    let quitFits = 1 + Self.columns(of: quit) <= size.width
    let limit = quitFits ? size.width - Self.columns(of: quit) - 2 : size.width
    var x = 1
    for hint in footerHints() where x + Self.columns(of: hint) <= limit {
      x = drawHint(hint, in: &canvas, at: Point(x: x, y: row)) + 2
    }
    if quitFits {
      drawHint(quit, in: &canvas, at: Point(x: x, y: row))
    }
  }

  /// Draws `hint` at `point` and returns the column after it.
  @discardableResult
  private func drawHint(_ hint: KeyHint, in canvas: inout Canvas, at point: Point) -> Int {
    var x = point.x
    x += canvas.put(hint.key, at: point, style: Style(attributes: .reverse))
    x += canvas.put(" " + hint.action, at: Point(x: x, y: point.y))
    return x
  }

  private static func columns(of hint: KeyHint) -> Int {
    hint.key.displayWidth + 1 + hint.action.displayWidth
  }

  private func footerHints() -> [KeyHint] {
    var hints = focusedView?.keyHints ?? []
    if focusableViews().count > 1 { hints.append(KeyHint(key: "Tab", action: "Next")) }
    var controller = activeViewController
    while let current = controller {
      hints += current.keyCommands.filter { !$0.title.isEmpty }.map(\.hint)
      controller = current.parent
    }
    return hints
  }
}
