import TerminalCore

/// The base of everything drawn on screen: a rectangle in its superview, with subviews.
///
/// Views draw into a ``TerminalCore/Canvas`` every frame; the renderer sends only the cells
/// that changed, so a view simply draws all of itself. Subclasses override
/// ``draw(in:rect:clip:)`` to paint, ``layoutSubviews()`` to place their subviews and
/// ``sizeThatFits(_:)`` to say how big they want to be. Any change that alters what a view
/// shows calls ``setNeedsDisplay()``, which asks the window for a frame.
///
/// The stored properties a frame reads for every view opt out of Swift's run-time exclusivity
/// checks (`@exclusivity(unchecked)`), as do the hot ones of the controls, labels, stacks, scroll
/// views, navigation controllers, tables and the window's flags, status message, rendering theme
/// and callbacks waiting for a frame: for each check the runtime looks up a thread-local access
/// set, about 150 of them a typed key (a seventh of its time) and 150 a Down in a list. The
/// compiler still checks every access it can see, and these properties are only read, assigned, or
/// changed by methods that call nothing which could reach them again, so the dynamic check had
/// nothing left to catch. State that is changed while other code runs (the window's canvas, damage
/// and responder chain, which views' drawing and hints run inside, and a control's handlers) keeps
/// its checks.
///
/// ```swift
/// let panel = View()
/// panel.style = Style(background: .blue)
/// panel.addSubview(Label("Hello"))
/// ```
@MainActor
open class View {
  /// The view's rectangle in its superview's coordinates.
  @exclusivity(unchecked)
  public var frame: Rect = .zero {
    didSet {
      if frame != oldValue { window?.viewFrameDidChange() }
    }
  }

  /// The style the view's rectangle is filled with before it draws.
  @exclusivity(unchecked)
  public var style: Style = .plain {
    didSet { setNeedsDisplay() }
  }

  /// Whether the view, and its subviews, are left out of drawing, layout and focus.
  @exclusivity(unchecked)
  public var isHidden = false {
    didSet {
      if isHidden != oldValue { setNeedsFocusUpdate() }
    }
  }

  /// The views inside this one, drawn after it, in order.
  @exclusivity(unchecked)
  public private(set) var subviews: [View] = []

  /// The view this one is inside, if any.
  public var superview: View? { parentView }

  /// The storage of ``superview``: unowned, not `weak`, because a weakly referenced object
  /// keeps its reference counts in a side table, and every retain and release of it (each
  /// container, every frame) then takes the runtime's slow path. A superview holds its
  /// subviews, and its `deinit` clears this for those it still holds, so the reference never
  /// outlives its object; until then (in the `deinit` of a subclass, say) it is as valid as
  /// `self` is there, which is why it is `unowned(unsafe)`: a checked `unowned` would trap
  /// when read while the superview is being destroyed. `nonisolated(unsafe)` lets `deinit`
  /// write it.
  @exclusivity(unchecked)
  nonisolated(unsafe) private unowned(unsafe) var parentView: View?

  /// Set on the root view of a window by the window itself, and cleared by the window's
  /// `deinit`: unowned, not `weak`, for the reason ``superview``'s storage is.
  @exclusivity(unchecked)
  nonisolated(unsafe) unowned(unsafe) var hostingWindow: Window?

  /// The view controller whose root view this is, set when the controller loads it and
  /// cleared by the controller's `deinit`; the key chain starts from the controller nearest
  /// the focused view.
  nonisolated var owningViewController: ViewController? {
    get { owningController?.takeUnretainedValue() }
    set { owningController = newValue.map { Unmanaged.passUnretained($0) } }
  }

  /// The storage of ``owningViewController``: unowned, not `weak` (a `weak` read takes the
  /// runtime's side table on every key), and unmanaged, so that the key chain asks whether
  /// a view has a controller, and which, without retaining it (a scene whose presenter
  /// holds it `weak` has a side table, and every retain of it takes the slow path).
  @exclusivity(unchecked)
  nonisolated(unsafe) private var owningController: Unmanaged<ViewController>?

  /// Whether a view controller has this view as its root view.
  var hasOwningViewController: Bool { owningController != nil }

  /// Whether this is the root view of `controller`; compared without a reference to it.
  func isRootView(of controller: ViewController) -> Bool {
    owningController?.toOpaque() == Unmanaged.passUnretained(controller).toOpaque()
  }

  /// For the container of a presented scene, which has no superview: the presenter's view,
  /// so the presented views find their window through it.
  @exclusivity(unchecked)
  weak var presentationAnchor: View?

  /// A number no other view of the process has had or will have: the focus engine and
  /// scroll views remember a view by it without keeping the view alive (a `weak` reference
  /// would, as ``superview``'s storage says, move every retain and release of the view to the
  /// runtime's slow path).
  let serialNumber: UInt64

  /// The serial number the last view created took.
  private static var lastSerialNumber: UInt64 = 0

  /// Creates an empty view.
  public init() {
    Self.lastSerialNumber += 1
    serialNumber = Self.lastSerialNumber
  }

  /// Subviews that outlive their superview (held elsewhere) no longer point to it.
  deinit {
    for subview in subviews { subview.parentView = nil }
  }

  /// The theme the view draws with: its window's, or ``Theme/default`` when it is not on
  /// screen.
  public var theme: Theme { Window.renderingTheme ?? window?.theme ?? .default }

  /// The view's own rectangle, at the origin.
  public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

  /// The window that shows the view, if it is on screen.
  public var window: Window? {
    var view: View? = self
    while let current = view {
      if let window = current.hostingWindow { return window }
      view = current.superview ?? current.presentationAnchor
    }
    return nil
  }

  // MARK: - Hierarchy

  /// Adds `view` on top of the existing subviews, taking it from its former superview.
  ///
  /// Adding a view to itself or to one of its own subviews does nothing (UIKit raises an
  /// exception): the tree would become a loop.
  public func addSubview(_ view: View) {
    // A view in its own subtree would make a loop every walk of the tree follows forever.
    guard !isDescendant(of: view) else { return }
    view.removeFromSuperview()
    subviews.append(view)
    view.parentView = self
    setNeedsFocusUpdate()
  }

  /// Takes the view out of its superview.
  public func removeFromSuperview() {
    guard let superview else { return }
    let window = window
    window?.viewWillLeaveWindow(self)
    superview.willRemoveSubview(self)
    superview.subviews.removeIdentical(to: self)
    parentView = nil
    window?.setNeedsFocusUpdate()
  }

  /// Called before `subview` leaves this view, whoever removes it; does nothing by default.
  ///
  /// A container that keeps its own list of subviews, such as ``StackView``, overrides it to
  /// forget the view, so that taking a view out never leaves it held (as in UIKit).
  ///
  /// - Parameter subview: The subview about to be removed.
  open func willRemoveSubview(_ subview: View) {}

  /// Whether `view` is this view or lies inside it.
  public func isDescendant(of view: View) -> Bool {
    // Unowned and unchecked, as the storage it walks is: no retain and release a level.
    unowned(unsafe) var current: View? = self
    while current != nil {
      if current === view { return true }
      current = current?.parentView
    }
    return false
  }

  // MARK: - Layout

  /// The size the view would like within `proposal`; by default it takes all of it.
  open func sizeThatFits(_ proposal: Size) -> Size {
    proposal
  }

  /// Places the subviews; by default they keep their frames.
  ///
  /// The window calls it in a frame that follows a ``setNeedsLayout()`` anywhere on it (a
  /// frame, a text, a hidden view, the focus changed), not in a frame that only draws: a
  /// property that changes where the subviews go, or what ``sizeThatFits(_:)`` answers,
  /// calls ``setNeedsLayout()``.
  open func layoutSubviews() {}

  /// Called when the view's subviews, and theirs, have been laid out in the same pass as
  /// the view, so every frame below it is current; does nothing by default. A
  /// ``ScrollView`` scrolls to the focused view here.
  func didLayOutSubtree() {}

  /// Asks for a new layout and frame.
  public func setNeedsLayout() {
    window?.setNeedsLayout()
  }

  /// Asks the window to collect its focus order again, and for a new layout and frame.
  ///
  /// Adding or removing a subview, hiding or showing a view and enabling or disabling a
  /// control call it; a subclass whose ``canBecomeFocused`` changes for another reason calls
  /// it too, as UIKit's `setNeedsFocusUpdate()`.
  public func setNeedsFocusUpdate() {
    window?.setNeedsFocusUpdate()
  }

  /// Asks for a new frame that draws the view again.
  ///
  /// The window draws again the rows of the screen the view shows (clipped by its
  /// superviews), and every view that meets them; the rest of the screen keeps its cells. A
  /// view calls it whenever something it draws changes, as in UIKit: a frame draws only
  /// what was marked.
  public func setNeedsDisplay() {
    setNeedsDisplay(bounds)
  }

  /// Asks for a new frame that draws again the part `rect` of the view, in the view's own
  /// coordinates (``bounds``), as UIKit's `setNeedsDisplay(_:)`: a view that knows only part
  /// of it changed (a list whose selection moved from one row to the next) marks that part.
  ///
  /// The window draws again that part of the screen (clipped by the view and its
  /// superviews), with whatever else was marked since the last frame, and every view that
  /// meets it; ``draw(in:rect:clip:)`` is then called with it as its `clip`: a view draws as
  /// it always does, and what falls outside the clip is kept from the frame before. An empty
  /// `rect` asks for nothing.
  public func setNeedsDisplay(_ rect: Rect) {
    var rect = rect.offsetBy(dx: frame.minX, dy: frame.minY).intersection(frame)
    var top = self
    while let superview = top.superview {
      rect = rect.offsetBy(dx: superview.frame.minX, dy: superview.frame.minY)
        .intersection(superview.frame)
      top = superview
    }
    let window = top.hostingWindow ?? top.presentationAnchor?.window
    window?.setNeedsDisplay(rect)
  }

  /// Asks for a frame that draws nothing again but shows the terminal's cursor where
  /// ``cursorPosition`` now puts it: a control whose cursor moved while what it draws did
  /// not (a text view's cursor going up a row) calls it instead of ``setNeedsDisplay()``.
  public func setNeedsCursorUpdate() {
    window?.setNeedsCursorUpdate()
  }

  // MARK: - Drawing

  /// Paints the view.
  ///
  /// The default fills the rectangle with ``style`` when it is not plain.
  ///
  /// - Parameters:
  ///   - canvas: The canvas of the whole screen.
  ///   - rect: The view's rectangle in screen coordinates.
  ///   - clip: The part of the screen the view may paint (its rectangle within its ancestors').
  open func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    if style != .plain {
      canvas.fill(rect.intersection(clip), style: style)
    }
  }

  // MARK: - Focus and keys

  /// Whether the view can take keyboard focus; false by default.
  ///
  /// An override whose answer changes calls ``setNeedsFocusUpdate()`` when it does.
  open var canBecomeFocused: Bool { false }

  /// Whether the view has keyboard focus.
  public var isFocused: Bool { window?.focusedView === self }

  /// Called when the view gains or loses focus.
  open func focusDidChange() {
    setNeedsDisplay()
  }

  /// Handles a key while the view has focus.
  ///
  /// - Returns: Whether the view used the key; an unused key goes on to the view controller.
  /// - Throws: Whatever an event handler throws; the window shows it on the status line.
  open func handleKey(_ event: KeyEvent) throws -> Bool {
    false
  }

  /// Handles pasted text while the view has focus; returns whether it was used.
  open func handlePaste(_ text: String) throws -> Bool {
    false
  }

  /// Handles a mouse event over the view; by default it is not used.
  ///
  /// The window sends every mouse event to the deepest visible view under the pointer,
  /// then up its superviews until one uses it; after a left press it focuses the first of
  /// them that can take focus. Presses, releases, drags and wheel steps all come here.
  ///
  /// ```swift
  /// override func handleMouse(_ event: MouseEvent, at point: Point) throws -> Bool {
  ///   guard event.kind == .press, event.button == .left else { return false }
  ///   mark(column: point.x)
  ///   return true
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - event: The event; its ``TerminalCore/MouseEvent/position`` is on the screen.
  ///   - point: Where the pointer is, in the view's own coordinates.
  /// - Returns: Whether the view used the event; an unused one goes on to the superview.
  /// - Throws: Whatever an event handler throws; the window shows it on the status line.
  open func handleMouse(_ event: MouseEvent, at point: Point) throws -> Bool {
    false
  }

  /// Where the terminal cursor shows while the view has focus, in the view's coordinates;
  /// `nil` hides it.
  open var cursorPosition: Point? { nil }

  /// The keys the view accepts while focused, listed in the footer.
  ///
  /// A hint that names its keys (``KeyHint/keys``) also leaves out of the footer the scenes'
  /// key commands with those keys, which the view takes first.
  ///
  /// Read in every frame while the view or one of its subviews has focus: return a stored
  /// array (built again only when the hints change) so that a frame allocates nothing.
  open var keyHints: [KeyHint] { [] }

  /// Whether the view takes `key`, while it or one of its subviews has focus, though none
  /// of its ``keyHints`` names it: a ``TextField`` takes every typed character and its
  /// editing keys, which no footer could list.
  ///
  /// The footer leaves out a scene's key command on such a key, as it leaves out one whose
  /// key a hint names (``KeyHint/keys``): the view takes the key first, so the command could
  /// not run. Override it in a view whose ``handleKey(_:)`` uses keys its hints do not name.
  /// It is asked in every frame, for each key command, of the focused view and each of its
  /// superviews: keep it to a few comparisons.
  ///
  /// ```swift
  /// override func takesKeyWithoutHint(_ key: KeyEvent) -> Bool {
  ///   key.typedCharacter != nil  // this view types letters, digits and symbols
  /// }
  /// ```
  ///
  /// - Parameter key: The key of a scene's key command.
  /// - Returns: Whether ``handleKey(_:)`` would use `key`; `false` by default.
  open func takesKeyWithoutHint(_ key: KeyEvent) -> Bool {
    false
  }

  /// Whether this view or one of its superviews takes `key` though no hint names it (see
  /// ``takesKeyWithoutHint(_:)``).
  final func takesKeyWithoutHintHereOrAbove(_ key: KeyEvent) -> Bool {
    // Unowned and unchecked, as the storage it walks is: no retain and release a level.
    unowned(unsafe) var current: View? = self
    while let view = current {
      if view.takesKeyWithoutHint(key) { return true }
      current = view.parentView
    }
    return false
  }
}
