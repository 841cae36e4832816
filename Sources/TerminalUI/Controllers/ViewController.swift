import Synchronization
import TerminalCore

/// Manages one screen's worth of views: the C of a scene, as in UIKit.
///
/// The view is created on first access (``loadView()``, then ``viewDidLoad()``). A view
/// controller shown by a ``NavigationController`` gets the appearance callbacks, lists its
/// ``keyCommands`` in the footer, and moves to other scenes with
/// ``performSegue(withIdentifier:sender:)``, which asks its ``storyboard`` for the
/// destination and calls ``prepare(for:sender:)`` before the push.
///
/// ```swift
/// final class GreetingViewController: ViewController {
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     title = "Greeting"
///     view.addSubview(Label("Hello"))
///   }
/// }
/// ```
@MainActor
open class ViewController {
  @exclusivity(unchecked)
  private var loadedView: View?

  /// The scene's title, shown in the title bar (or on the border of its sheet); changing it
  /// redraws them.
  open var title = "" {
    didSet {
      if title != oldValue { titleDidChange() }
    }
  }

  /// The storyboard that made the view controller, which segues instantiate from.
  public internal(set) var storyboard: Storyboard?

  /// The identifier the storyboard made the view controller under.
  public internal(set) var storyboardIdentifier: String?

  /// The container view controller this one is shown in, if any.
  public var parent: ViewController? { parentController }

  /// The storage of ``parent``: unowned, not `weak`, as ``View/superview``'s storage is and
  /// for the same reason (a `weak` read takes the runtime's side table, and the key chain
  /// reads it on every key). The parent holds its children; ``removeFromParent()`` and the
  /// parent's `deinit` clear it.
  @exclusivity(unchecked)
  nonisolated(unsafe) private unowned(unsafe) var parentController: ViewController?

  /// The view controllers embedded in this one.
  @exclusivity(unchecked)
  public private(set) var children: [ViewController] = []

  /// The view to focus when the scene first appears; the first focusable view if `nil`.
  ///
  /// Held strongly, as ``view`` holds the scene's views (a `weak` reference would move every
  /// retain and release of the view, each frame, to the runtime's slow path); it is focused
  /// only while it is in the scene's tree.
  public var preferredFocusedView: View?

  /// The ``View/serialNumber`` of the view that had focus when the scene was last on top:
  /// that view is focused again when the scene returns, if it is still in the scene's tree.
  /// A number rather than the view, so the scene keeps no view that left it alive.
  var lastFocusedViewSerialNumber: UInt64?

  /// The view controller this one presents, if any; it holds it until it is dismissed.
  ///
  /// See ``present(_:)``.
  public internal(set) var presentedViewController: ViewController? {
    didSet {
      if oldValue == nil, presentedViewController != nil {
        Self.presentingCount.add(1, ordering: .relaxed)
      }
      if oldValue != nil, presentedViewController == nil {
        Self.presentingCount.subtract(1, ordering: .relaxed)
      }
    }
  }

  /// How many view controllers of the process present a scene now: while none does, no
  /// tree has a presented scene to look for, and the window, which asks on every key and
  /// every frame, need not walk the view controllers to learn it. Atomic, because a view
  /// controller may be freed, and leave the count, on any thread.
  nonisolated static let presentingCount = Atomic<Int>(0)

  /// The view controller that presents this one, or the scene it is inside (the top of a
  /// presented navigation stack answers with the stack's presenter), if any.
  public var presentingViewController: ViewController? {
    presenter ?? parent?.presentingViewController
  }

  /// The view controller that presented this one itself.
  weak var presenter: ViewController?

  /// The size the scene asks for when presented: `nil` (the default) presents it full
  /// screen; a size presents it as a centred sheet of that size plus a border, clamped to
  /// the screen. What the clamped sheet cuts off is not shown, nor reached by Tab: a form
  /// that may be taller than the screen belongs in a ``ScrollView``.
  ///
  /// ``present(_:)`` loads the scene's view before it reads this (and ``title``, for the
  /// sheet's border), so it may be set in `init` or in ``viewDidLoad()``; set later, it
  /// changes the sheet's size but does not turn a full-screen presentation into a sheet or
  /// back.
  ///
  /// A sheet as tall as its content asks its content how tall it is at the sheet's width,
  /// once the views are made (a view that takes all the height offered, a table or a scroll
  /// view, makes it as tall as the screen lets it be):
  ///
  /// ```swift
  /// override func viewDidLoad() {
  ///   super.viewDidLoad()
  ///   view.addSubview(form)  // a StackView of labels, fields and buttons
  ///   preferredContentSize = form.sizeThatFits(Size(width: 40, height: 1_000))
  /// }
  ///
  /// override func layoutView(in rect: Rect) {
  ///   super.layoutView(in: rect)
  ///   form.frame = rect
  /// }
  /// ```
  open var preferredContentSize: Size?

  /// Whether the scene, while presented, stays up when the user presses Esc; `false` by
  /// default, so Esc dismisses it.
  open var isModalInPresentation = false

  /// While presented: the view that holds this scene's view on screen (a ``Box`` for a
  /// sheet), its frame in screen coordinates.
  var presentationContainer: View?

  /// Creates a view controller.
  public init() {}

  /// A view controller that goes while it presents a scene (its tree was dropped without a
  /// dismissal) leaves ``presentingCount``.
  ///
  /// Its view and its children, when they outlive the controller (held elsewhere), no longer
  /// point to it.
  deinit {
    if presentedViewController != nil { Self.presentingCount.subtract(1, ordering: .relaxed) }
    for child in children { child.parentController = nil }
    loadedView?.owningViewController = nil
  }

  // MARK: - View

  /// The root view of the scene, loaded on first access.
  public var view: View {
    if let loadedView { return loadedView }
    let view = loadView()
    view.owningViewController = self
    loadedView = view
    viewDidLoad()
    return view
  }

  /// Whether the view has been loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Makes the root view; override to supply your own. The default is a plain ``View``.
  open func loadView() -> View {
    View()
  }

  /// Lays out the root view within `rect`, its frame in its superview, and then its
  /// subviews; the default gives the whole rectangle to the root view.
  ///
  /// Call `super` first, then place the subviews in the root view's own coordinates: from
  /// (0, 0) to `rect.size`, not from `rect.origin` (a navigation controller's scene starts
  /// at row 1, under the title bar, yet its first row is row 0 of its view).
  ///
  /// The window calls it before drawing each frame, so keep it to placing frames (a frame set
  /// to its current value costs nothing). The views' own ``View/layoutSubviews()`` run after
  /// it, top down, when something changed: a frame a container view computes (a
  /// ``StackView``'s arranged views, a ``Box``'s content view) is not yet current here, so
  /// derive positions from `rect` or let the container place them. A layout that depends on
  /// the size (a list alone on a narrow screen, with its details beside it on a wide one) may
  /// change the hierarchy here — ``embed(_:in:)`` or ``unembed()`` a child, add or hide views —
  /// and the frame shows the result:
  ///
  /// ```swift
  /// override func layoutView(in rect: Rect) {
  ///   super.layoutView(in: rect)
  ///   let isWide = rect.width >= 100
  ///   if isWide, details.parent == nil { embed(details) }
  ///   if !isWide, details.parent != nil { details.unembed() }
  ///   let listWidth = isWide ? rect.width / 2 : rect.width
  ///   list.frame = Rect(x: 0, y: 0, width: listWidth, height: rect.height)
  ///   if isWide {
  ///     details.layoutView(
  ///       in: Rect(x: listWidth, y: 0, width: rect.width - listWidth, height: rect.height))
  ///   }
  /// }
  /// ```
  open func layoutView(in rect: Rect) {
    view.frame = rect
  }

  // MARK: - View lifecycle

  /// Called once, after the view is loaded.
  open func viewDidLoad() {}
  /// Called before the view comes on screen; forwards to the children (call `super`).
  open func viewWillAppear() {
    forwardAppearance { $0.sendWillAppear() }
  }
  /// Called after the view came on screen: once the frame that shows it is written, when a
  /// window shows it (see ``Window/didShowFrame()``); forwards to the children (call
  /// `super`).
  open func viewDidAppear() {
    forwardAppearance { $0.sendDidAppear() }
  }
  /// Called before the view leaves the screen; forwards to the children (call `super`).
  open func viewWillDisappear() {
    forwardAppearance { $0.sendWillDisappear() }
  }
  /// Called after the view left the screen: once the frame without it is written, when a
  /// window showed it (see ``Window/didShowFrame()``); forwards to the children (call
  /// `super`).
  open func viewDidDisappear() {
    forwardAppearance { $0.sendDidDisappear() }
  }

  /// Where the view controller stands in its appearance callbacks: a `Did` callback is sent
  /// only when it completes the last `Will` one, and once, as UIKit keeps them, however many
  /// paths lead to it (a child embedded while its parent is appearing hears of the parent's
  /// `viewDidAppear` and of its own embedding: once; a scene pushed and popped before the
  /// frame that would show it gets no `viewDidAppear` after its `viewWillDisappear`).
  private var appearance = Appearance.disappeared

  /// The four places of ``appearance``.
  private enum Appearance {
    case disappeared, appearing, appeared, disappearing
  }

  /// Sends ``viewWillAppear()``.
  func sendWillAppear() {
    appearance = .appearing
    viewWillAppear()
  }

  /// Sends ``viewDidAppear()`` if the view controller is appearing.
  func sendDidAppear() {
    guard appearance == .appearing else { return }
    appearance = .appeared
    viewDidAppear()
  }

  /// Sends ``viewWillDisappear()``.
  func sendWillDisappear() {
    appearance = .disappearing
    viewWillDisappear()
  }

  /// Sends ``viewDidDisappear()`` if the view controller is disappearing.
  func sendDidDisappear() {
    guard appearance == .disappearing else { return }
    appearance = .disappeared
    viewDidDisappear()
  }

  /// Whether the appearance callbacks this view controller receives are passed on to all its
  /// ``children``, as in UIKit; `true` by default.
  ///
  /// A container that shows only some of its children (a ``NavigationController`` shows its
  /// top one) returns `false` and forwards the callbacks itself.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  // MARK: - Containment

  /// The child a container shows as its current scene, if it is a container that shows one
  /// child at a time; `nil` by default.
  ///
  /// A ``NavigationController`` returns its top view controller. The window follows this
  /// property down from the root (and from each presented scene) to find the scene that
  /// owns the focus and the keys, so it knows no container by name.
  open var activeChildViewController: ViewController? { nil }

  /// The nearest navigation controller this view controller is shown in.
  public var navigationController: NavigationController? {
    var current = parent
    while let candidate = current {
      if let navigation = candidate as? NavigationController { return navigation }
      current = candidate.parent
    }
    return nil
  }

  /// Embeds `child`, as in UIKit: calls `child.willMove(toParent: self)`; the caller then adds
  /// the child's view to this controller's view hierarchy and calls
  /// `child.didMove(toParent: self)` (``embed(_:in:)`` does all three). Embedding this view
  /// controller itself, or one it is shown in (a parent or presenter up its chain), does
  /// nothing: the chain would become a loop.
  public func addChild(_ child: ViewController) {
    guard !isShown(under: child) else { return }  // a loop of parents
    child.removeFromParent()
    child.willMove(toParent: self)
    children.append(child)
    child.parentController = self
  }

  /// Takes the view controller out of its parent and its view out of the hierarchy, then
  /// calls `didMove(toParent: nil)`; the caller calls `willMove(toParent: nil)` first
  /// (``unembed()`` does both).
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeIdentical(to: self)
    parentController = nil
    loadedView?.removeFromSuperview()
    didMove(toParent: nil)
  }

  /// Called when the view controller is about to be added to `parent`, or removed from its
  /// parent when `parent` is `nil`.
  open func willMove(toParent parent: ViewController?) {}

  /// Called when the view controller was added to `parent`, or removed from its parent when
  /// `parent` is `nil`.
  open func didMove(toParent parent: ViewController?) {}

  // MARK: - Keys

  /// The keys the scene answers; they are listed in the footer.
  ///
  /// When the footer is too narrow for every hint, it keeps those of the scene's own
  /// commands before those of the scenes around it, and among the scene's, the earlier
  /// ones first: put the commands that matter most first.
  ///
  /// The window reads them in every frame, for the footer, and when a key reaches the scene.
  /// Return an array kept in a stored property (built once, or when the commands change)
  /// rather than a new one each time, and a frame allocates nothing for them:
  ///
  /// ```swift
  /// override var keyCommands: [KeyCommand] { commands }
  ///
  /// private lazy var commands = [
  ///   KeyCommand(.control("r"), title: "Reload") { [weak self] in self?.reload() }
  /// ]
  /// ```
  open var keyCommands: [KeyCommand] { [] }

  /// Handles a key no focused view used; the default runs the matching key command.
  ///
  /// - Returns: Whether the key was used.
  /// - Throws: What the key command throws; the window shows it on the status line.
  open func handleKey(_ event: KeyEvent) throws -> Bool {
    for command in keyCommands where command.key == event {
      try command.action()
      return true
    }
    return false
  }

  // MARK: - Segues

  /// Prepares a segue before its destination is shown; override to pass data (in a Clean
  /// Swift scene: `try router?.route(segue)`).
  ///
  /// - Throws: An error that cancels the segue; it is shown on the status line.
  open func prepare(for segue: Segue, sender: Any?) throws {}

  /// Instantiates the scene named `identifier` from the ``storyboard``, calls
  /// ``prepare(for:sender:)`` and shows the destination the way the storyboard declares
  /// for it (``Storyboard/segueKind(forIdentifier:)``: a push unless registered otherwise).
  ///
  /// - Parameters:
  ///   - identifier: The segue identifier, which names the destination scene.
  ///   - sender: What started the segue, passed to ``prepare(for:sender:)``.
  /// - Throws: ``RoutingError`` when there is no storyboard, no such scene, no route for
  ///   the identifier, no navigation controller to push on, or a scene already presented;
  ///   nothing is shown then.
  public func performSegue(withIdentifier identifier: String, sender: Any? = nil) throws {
    guard let storyboard else { throw RoutingError.noStoryboard(source: sceneName) }
    try performSegue(
      withIdentifier: identifier, kind: storyboard.segueKind(forIdentifier: identifier),
      sender: sender)
  }

  /// Instantiates the scene named `identifier` from the ``storyboard``, calls
  /// ``prepare(for:sender:)``, then pushes the destination on the navigation stack or
  /// presents it, as `kind` says.
  ///
  /// ```swift
  /// try performSegue(withIdentifier: "EditToDo", kind: .present, sender: row)
  /// ```
  ///
  /// - Parameters:
  ///   - identifier: The segue identifier, which names the destination scene.
  ///   - kind: How to show the destination.
  ///   - sender: What started the segue, passed to ``prepare(for:sender:)``.
  /// - Throws: ``RoutingError`` when there is no storyboard, no such scene, no route for
  ///   the identifier, no navigation controller to push on, or a scene already presented;
  ///   nothing is shown then.
  public func performSegue(withIdentifier identifier: String, kind: Segue.Kind, sender: Any? = nil)
    throws
  {
    guard let storyboard else { throw RoutingError.noStoryboard(source: sceneName) }
    HotCode.prefetchForTransition()
    let destination = try storyboard.instantiateViewController(withIdentifier: identifier)
    let segue = Segue(identifier: identifier, source: self, destination: destination, kind: kind)
    try prepare(for: segue, sender: sender)
    switch kind {
    case .push:
      guard let navigationController else {
        throw RoutingError.notInNavigationController(source: sceneName)
      }
      navigationController.pushViewController(destination)
    case .present:
      try present(destination)
    }
  }

  // MARK: - Presentation hooks

  /// The size of the sheet's content within `available` (the screen's content area less
  /// the border), or `nil` to present full screen; by default ``preferredContentSize``
  /// clamped to `available`. An ``AlertController`` fits its text and actions instead.
  func sheetContentSize(within available: Size) -> Size? {
    guard let preferred = preferredContentSize else { return nil }
    return Size(
      width: max(min(preferred.width, available.width), 0),
      height: max(min(preferred.height, available.height), 0))
  }

  /// Whether ``ViewController/present(_:)`` shows the scene as a sheet rather than full
  /// screen: when it has a ``preferredContentSize``; an ``AlertController`` always.
  var presentsAsSheet: Bool { preferredContentSize != nil }

  /// The title drawn on a sheet's border: the ``title``, if any.
  var sheetTitle: String? { title.isEmpty ? nil : title }

  // MARK: - Unwinding

  /// Called on the destination of ``unwind(to:)`` once it is the scene on screen again,
  /// after the source's router passed data back to its data store: the place to ask the
  /// interactor to show what arrived, as UIKit's unwind action is. The default does nothing.
  ///
  /// ```swift
  /// override func didUnwind(from source: ViewController) {
  ///   super.didUnwind(from: source)
  ///   interactor?.updateToDo(request: ToDoList.UpdateToDo.Request())
  /// }
  /// ```
  ///
  /// - Parameter source: The scene the unwind started from, already dismissed or popped.
  open func didUnwind(from source: ViewController) {}

  // MARK: - Errors

  /// Shows `error` on the window's status line until the next key.
  public func reportError(_ error: any Error) {
    view.window?.showError(error)
  }

  /// The name used in error messages: the storyboard identifier, else the title, else the
  /// type.
  var sceneName: String {
    storyboardIdentifier ?? (title.isEmpty ? String(describing: type(of: self)) : title)
  }

  /// Sends the `viewDidAppear` and `viewDidDisappear` callbacks of a transition: once the
  /// frame that shows it is on screen when `window` shows the scenes involved, at once when
  /// no window does.
  static func completeTransition(
    in window: Window?, _ callbacks: @escaping @MainActor () -> Void
  ) {
    if let window {
      window.performAfterNextFrame(callbacks)
    } else {
      callbacks()
    }
  }

  // MARK: - Private helpers

  private func forwardAppearance(_ callback: (ViewController) -> Void) {
    guard shouldAutomaticallyForwardAppearanceMethods else { return }
    for child in children { callback(child) }
  }

  /// Whether this view controller is `other` or is shown inside it: `other` is up its chain
  /// of parents and presenters, so making `other` a child or a presentation of this one
  /// would make a loop.
  func isShown(under other: ViewController) -> Bool {
    var current: ViewController? = self
    while let candidate = current {
      if candidate === other { return true }
      current = candidate.parent ?? candidate.presenter
    }
    return false
  }

  /// Whether `other` cannot be pushed or presented from here: it is on a navigation stack or
  /// presented already (one scene would show in two places), or this view controller is
  /// shown in it (a loop).
  func cannotShow(_ other: ViewController) -> Bool {
    other.parent is NavigationController || other.presenter != nil || isShown(under: other)
  }

  /// Redraws what shows the title: its sheet's border, and the window of the scene tree it
  /// is in, where a navigation controller's title bar shows every title of its stack (a
  /// whole redraw, as titles change seldom).
  private func titleDidChange() {
    if let box = presentationContainer as? Box { box.title = sheetTitle }
    layerRoot.loadedView?.window?.setNeedsDisplay()
  }
}
