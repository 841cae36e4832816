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
/// Keys go, in order: Ctrl-C quits; the focused view; Tab / Shift-Tab move focus (past
/// views their superviews' frames cut off, which are not drawn either); the
/// key commands of the view controller nearest the focused view (an embedded child), then
/// of its parents up to the active scene and its containers (Esc goes back), then Esc
/// dismisses a presented scene. An error thrown on the way is shown on the status line,
/// never lost and never a crash.
///
/// The window itself stays thin: `SceneLayers` finds the scenes on screen (the root, then
/// each presented scene) and draws them, `FocusEngine` keeps the focus and traps it in the
/// active scene, `KeyRouter` is the responder chain, and the status line and the footer
/// are views of their own.
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

  /// What one frame consists of: the cells, where the cursor is (`nil`: hidden), and the
  /// rows drawn again.
  public struct Frame: Sendable {
    /// The cells of the whole screen.
    public var canvas: Canvas
    /// The cursor, shown only while a text field has focus.
    public var cursor: Point?
    /// The rows this frame drew part or all of again; every other row is as the window's
    /// last frame left it. Pass them to ``TerminalCore/Renderer/render(_:cursor:rows:)``,
    /// which then compares only these rows with the screen.
    public var drawnRows: Range<Int>
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
  @exclusivity(unchecked)
  public private(set) var statusMessage: StatusMessage? {
    didSet {
      statusLine.message = statusMessage
    }
  }

  /// The styles every view and control on the window draws with; set it once, at start.
  public var theme: Theme = .default {
    didSet {
      if theme != oldValue { setNeedsDisplay() }
    }
  }

  /// The theme of the window that is rendering, while one is: every view drawn or laid out
  /// then is in that window, so ``View/theme`` answers with it instead of walking up the
  /// view tree to the window for each view that draws.
  @exclusivity(unchecked)
  static var renderingTheme: Theme?

  /// Whether the user asked to quit (Ctrl-C).
  @exclusivity(unchecked)
  public private(set) var isQuitRequested = false

  /// Whether the next frame clears the screen and paints it whole (``requestRepaint()``).
  @exclusivity(unchecked)
  public private(set) var isRepaintRequested = false

  /// Whether something changed since the last ``render()``.
  @exclusivity(unchecked)
  public private(set) var needsDisplay = true

  /// Called when the window needs a frame outside key handling (async work changed a view),
  /// so the run loop can schedule one.
  public var onNeedsDisplay: (() -> Void)?

  private let focus = FocusEngine()
  private let statusLine = StatusLineView()
  private let footer = FooterView()
  @exclusivity(unchecked)
  private var isBusy = false
  /// Whether a view asked for a layout since the view trees were last laid out.
  @exclusivity(unchecked)
  private var needsLayout = true
  /// Whether the view trees are being laid out.
  @exclusivity(unchecked)
  private var isLayingOut = false
  /// The cells of the last frame; the next clears and draws again only its damaged part, so
  /// a frame allocates no canvas once the size is steady and costs what changed.
  private var canvas = Canvas(size: .zero)
  /// The part of the screen the next frame draws again.
  private var damage = ScreenDamage()
  /// The scenes on screen, the responder chain and the footer's hints, collected again for
  /// every frame and every key in storage kept between them.
  private var sceneLayers = SceneLayers()
  private var keyRouter = KeyRouter()
  private var footerItems: [FooterView.Item] = []
  /// The views whose ``View/hostingWindow`` is this window: the root view controller's, the
  /// status line and the footer.
  private let hostedViews: [View]
  /// What waits for the next frame to be on screen: the `viewDidAppear` and
  /// `viewDidDisappear` callbacks of the transitions made since the last one, in order.
  @exclusivity(unchecked)
  private var workAfterFrame: [@MainActor () -> Void] = []

  /// Creates a window showing `rootViewController` and sends it `viewWillAppear`, then to the
  /// scenes already presented over it, bottom up; they get `viewDidAppear` once the first
  /// frame is on screen (see ``didShowFrame()``).
  public init(rootViewController: ViewController, size: Size) {
    self.rootViewController = rootViewController
    self.size = size
    hostedViews = [rootViewController.view, statusLine, footer]
    focus.onChange = { [unowned self] in self.setNeedsLayout() }
    for view in hostedViews { view.hostingWindow = self }
    let scenes = SceneLayers(root: rootViewController).layers
    for scene in scenes { scene.sendWillAppear() }
    performAfterNextFrame {
      for scene in scenes { scene.sendDidAppear() }
    }
    refreshFocus()
  }

  /// The views that outlive the window (held elsewhere, as a root view controller's is) no
  /// longer point to it.
  deinit {
    let views = hostedViews
    for view in views where view.hostingWindow === self { view.hostingWindow = nil }
  }

  /// The view with keyboard focus.
  public var focusedView: View? { focus.focusedView }

  /// The scene that owns the focus and the keys: the top presented scene, else the root,
  /// followed down the containers' ``ViewController/activeChildViewController`` (the top
  /// of a navigation stack).
  public var activeViewController: ViewController {
    SceneLayers.activeScene(root: rootViewController)
  }

  // MARK: - Invalidation

  /// Asks for a frame that draws the whole screen again; outside event handling and
  /// drawing, tells ``onNeedsDisplay``.
  public func setNeedsDisplay() {
    damage.addAll()
    requestFrame()
  }

  /// Asks for a frame that draws `rect` again, as UIKit's `setNeedsDisplay(_:)` does;
  /// outside event handling and drawing, tells ``onNeedsDisplay``.
  ///
  /// ``View/setNeedsDisplay()`` calls it with the view's visible rectangle: the next frame
  /// clears the smallest rectangle holding every one asked for since the last (widened to
  /// hold whole any wide grapheme it would cut), draws every view that meets it, clipped to
  /// it, and keeps the other cells of the frame before. An empty `rect` asks for nothing.
  ///
  /// - Parameter rect: A rectangle in screen coordinates.
  public func setNeedsDisplay(_ rect: Rect) {
    guard !rect.isEmpty else { return }
    damage.add(rect)
    requestFrame()
  }

  /// Asks for a frame that draws nothing again, for the terminal's cursor to move where the
  /// focused view's ``View/cursorPosition`` now puts it; outside event handling and drawing,
  /// tells ``onNeedsDisplay``.
  public func setNeedsCursorUpdate() {
    requestFrame()
  }

  /// Asks for a layout and a frame: the next ``render()`` lays the view trees out again
  /// (a frame that only draws skips the layout).
  public func setNeedsLayout() {
    needsLayout = true
    setNeedsDisplay()
  }

  /// Asks for the focus order to be collected again, and for a frame: a view was added,
  /// removed, hidden or shown, or changed whether it can take focus.
  public func setNeedsFocusUpdate() {
    focus.invalidateFocusOrder()
    setNeedsLayout()
  }

  // MARK: - Events

  /// Handles one input event: a key, a paste or a mouse report, which goes to the view under
  /// the pointer (see ``View/handleMouse(_:at:)``).
  ///
  /// The transitions of the events before it are over by then: their `viewDidAppear` and
  /// `viewDidDisappear` callbacks that still wait for ``didShowFrame()`` (several events
  /// handled before a frame, or a frame shown without it) come first.
  public func handle(_ event: InputEvent) {
    didShowFrame()
    isBusy = true
    defer { isBusy = false }
    if event.clearsStatusLine, statusMessage != nil { statusMessage = nil }
    refreshFocus()
    do {
      switch event {
      case .key(let key): try handleKey(key)
      case .paste(let text): _ = try focusedView?.handlePaste(text)
      case .mouse(let mouse): try handleMouse(mouse)
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

  /// Asks the run loop to clear the screen and paint it whole in the next frame, as Ctrl-L
  /// does when no view or key command takes it: what another program wrote over the screen
  /// goes away (the renderer otherwise writes only what changed, so it would stay).
  public func requestRepaint() {
    isRepaintRequested = true
    requestFrame()
  }

  /// Whether a repaint was asked for since the last call; the run loop calls it as it draws.
  func takeRepaintRequest() -> Bool {
    defer { isRepaintRequested = false }
    return isRepaintRequested
  }

  /// Gives focus to `view` if it can take it and belongs to the active scene (focus stays
  /// inside a presented scene).
  public func focus(_ view: View) {
    guard view.canBecomeFocused, view.window === self,
      view.isDescendant(of: activeViewController.view)
    else { return }
    do {
      try focus.moveFocus(to: view)
    } catch {
      showError(error)
    }
  }

  // MARK: - Frames

  /// Lays out the scene tree and draws it with the status line and the footer.
  ///
  /// Only the part damaged since the last frame is drawn again (see
  /// ``setNeedsDisplay(_:)``); a layout, a new size or a new footer draws what they touch.
  /// The frame's ``Frame/drawnRows`` are the rows that part spans.
  ///
  /// - Complexity: O(views + cells) after a layout; otherwise O(views and cells) of the
  ///   damaged part.
  public func render() -> Frame {
    isBusy = true
    Self.renderingTheme = theme
    defer {
      isBusy = false
      Self.renderingTheme = nil
    }
    sceneLayers.collect(root: rootViewController)
    let layers = sceneLayers
    let activeScene = layers.activeScene
    refreshFocus(activeScene: activeScene)
    let height = size.height
    let chromeRows = height - contentRect.height
    let content = contentRect
    statusLine.frame = Rect(x: 0, y: height - 2, width: chromeRows == 2 ? size.width : 0, height: 1)
    footer.frame = Rect(x: 0, y: height - 1, width: chromeRows >= 1 ? size.width : 0, height: 1)
    let laidOut = layers.layout(within: content) {
      // Taken before the layout, so a view that asks for one during it gets it next frame;
      // frames the layout itself sets ask for nothing (it lays their subviews out next).
      defer { needsLayout = false }
      isLayingOut = needsLayout
      return needsLayout
    }
    isLayingOut = false
    keyRouter.route(layers: layers, active: activeScene, focusedView: focusedView)
    let footerChanged = keyRouter.collectFooterItems(
      focusedView: focusedView, showsTab: focus.focusableViews().count > 1, into: &footerItems)
    // Assigned only when they changed, so that the storage stays this window's own: the
    // footer's items are then always the ones the router wrote over.
    if footerChanged { footer.items = footerItems }
    if laidOut || canvas.size != size { damage.addAll() }
    var area = damage.area(of: size)
    if damage.isTotal {
      canvas.reset(size: size)
    } else {
      area = canvas.holdingWholeGraphemes(area)
      canvas.fill(area)
    }
    layers.draw(into: &canvas, content: content, clip: area)
    statusLine.drawSubtree(in: &canvas, origin: .zero, clip: area)
    footer.drawSubtree(in: &canvas, origin: .zero, clip: area)
    damage.removeAll()
    needsDisplay = false
    return Frame(
      canvas: canvas, cursor: cursorPoint(within: content), drawnRows: area.minY..<area.maxY)
  }

  /// Tells the window that the frame ``render()`` returned is on screen, so the transitions
  /// it shows are over: sends their `viewDidAppear` and `viewDidDisappear` callbacks, as
  /// UIKit does once a transition has completed.
  ///
  /// ``Application`` calls it after writing each frame, and `HeadlessScreen` after playing
  /// each one back; a driver of its own calls it likewise. The callbacks come after the
  /// frame's bytes, so what a scene starts in them (a timer, a load, a release of the scene
  /// that went) does not delay the frame of the key that made the transition. Transitions
  /// made by the callbacks wait for the frame after.
  public func didShowFrame() {
    guard !workAfterFrame.isEmpty else { return }
    let work = workAfterFrame
    workAfterFrame.removeAll()
    for callbacks in work { callbacks() }
  }

  // MARK: - Internal

  /// Runs `work` once the next frame is on screen (see ``didShowFrame()``), and asks for
  /// that frame.
  func performAfterNextFrame(_ work: @escaping @MainActor () -> Void) {
    workAfterFrame.append(work)
    requestFrame()
  }

  /// The part of the screen the scenes use: all but the status line and the footer.
  var contentRect: Rect {
    let chromeRows = size.height >= 3 ? 2 : (size.height >= 2 ? 1 : 0)
    return Rect(x: 0, y: 0, width: size.width, height: size.height - chromeRows)
  }

  /// Marks that a frame is wanted and, outside event handling and drawing, tells
  /// ``onNeedsDisplay`` once.
  private func requestFrame() {
    guard !needsDisplay else { return }
    needsDisplay = true
    if !isBusy { onNeedsDisplay?() }
  }

  /// Called by a view whose frame changed: asks for a layout, unless the layout under way
  /// set the frame.
  func viewFrameDidChange() {
    guard !isLayingOut else { return }
    setNeedsLayout()
  }

  /// Called by a view leaving the hierarchy, so focus does not stay on it.
  func viewWillLeaveWindow(_ view: View) {
    focus.viewWillLeave(view)
  }

  // MARK: - Private helpers

  /// Sends `key` down the responder chain, the focused view first, as a key the user pressed
  /// goes; ``TableView`` sends its select key this way on a second click of a row.
  func handleKey(_ key: KeyEvent) throws {
    if key == .control("c") {
      requestQuit()
      return
    }
    var responder = focusedView
    while let view = responder {
      if try view.handleKey(key) { return }
      responder = view.superview
    }
    switch key {
    case KeyEvent(.tab):
      try focus.moveFocus(by: 1, within: contentRect)
    case KeyEvent(.tab, modifiers: .shift):
      try focus.moveFocus(by: -1, within: contentRect)
    default:
      // A router of its own: a command may handle keys or draw a frame before it returns.
      var router = KeyRouter()
      let layers = SceneLayers(root: rootViewController)
      router.route(layers: layers, active: layers.activeScene, focusedView: focusedView)
      if try !router.handle(key), key == .control("l") { requestRepaint() }
    }
  }

  private func refreshFocus() {
    refreshFocus(activeScene: activeViewController)
  }

  private func refreshFocus(activeScene: ViewController) {
    do {
      try focus.refresh(activeScene: activeScene)
    } catch {
      showError(error)
    }
  }

  private func cursorPoint(within content: Rect) -> Point? {
    guard let focusedView, let local = focusedView.cursorPosition else { return nil }
    var point = Point(x: focusedView.frame.minX + local.x, y: focusedView.frame.minY + local.y)
    var ancestor = focusedView.superview
    while let view = ancestor {
      // Where an ancestor cuts the view off, the cursor is not shown (as the cells are not).
      // Compared with the frame's size, not through `bounds`: this runs for every key.
      guard point.x >= 0, point.y >= 0, point.x < view.frame.width, point.y < view.frame.height
      else { return nil }
      point = Point(x: point.x + view.frame.minX, y: point.y + view.frame.minY)
      ancestor = view.superview
    }
    return content.contains(point) ? point : nil
  }
}
