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
  private var loadedView: View?

  /// The scene's title, shown in the title bar.
  open var title = ""

  /// The storyboard that made the view controller, which segues instantiate from.
  public internal(set) var storyboard: Storyboard?

  /// The identifier the storyboard made the view controller under.
  public internal(set) var storyboardIdentifier: String?

  /// The container view controller this one is shown in, if any.
  public internal(set) weak var parent: ViewController?

  /// The view controllers embedded in this one.
  public private(set) var children: [ViewController] = []

  /// The view to focus when the scene first appears; the first focusable view if `nil`.
  public weak var preferredFocusedView: View?

  /// The view that had focus when the scene was last on top, restored when it returns.
  weak var lastFocusedView: View?

  /// Creates a view controller.
  public init() {}

  // MARK: - View

  /// The root view of the scene, loaded on first access.
  public var view: View {
    if let loadedView { return loadedView }
    let view = loadView()
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

  /// Lays out the root view's subviews within `rect`, called every time the window lays
  /// out; the default gives the whole rectangle to the root view.
  open func layoutView(in rect: Rect) {
    view.frame = rect
  }

  // MARK: - View lifecycle

  /// Called once, after the view is loaded.
  open func viewDidLoad() {}
  /// Called before the view comes on screen; forwards to the children (call `super`).
  open func viewWillAppear() {
    forwardAppearance { $0.viewWillAppear() }
  }
  /// Called after the view came on screen; forwards to the children (call `super`).
  open func viewDidAppear() {
    forwardAppearance { $0.viewDidAppear() }
  }
  /// Called before the view leaves the screen; forwards to the children (call `super`).
  open func viewWillDisappear() {
    forwardAppearance { $0.viewWillDisappear() }
  }
  /// Called after the view left the screen; forwards to the children (call `super`).
  open func viewDidDisappear() {
    forwardAppearance { $0.viewDidDisappear() }
  }

  /// Whether the appearance callbacks this view controller receives are passed on to all its
  /// ``children``, as in UIKit; `true` by default.
  ///
  /// A container that shows only some of its children (a ``NavigationController`` shows its
  /// top one) returns `false` and forwards the callbacks itself.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  // MARK: - Containment

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
  /// `child.didMove(toParent: self)` (``embed(_:in:)`` does all three).
  public func addChild(_ child: ViewController) {
    child.removeFromParent()
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
  }

  /// Takes the view controller out of its parent and its view out of the hierarchy, then
  /// calls `didMove(toParent: nil)`; the caller calls `willMove(toParent: nil)` first
  /// (``unembed()`` does both).
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
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
  open var keyCommands: [KeyCommand] { [] }

  /// Handles a key no focused view used; the default runs the matching key command.
  ///
  /// - Returns: Whether the key was used.
  /// - Throws: What the key command throws; the window shows it on the status line.
  open func handleKey(_ event: KeyEvent) throws -> Bool {
    guard let command = keyCommands.first(where: { $0.key == event }) else { return false }
    try command.action()
    return true
  }

  // MARK: - Segues

  /// Prepares a segue before its destination is shown; override to pass data (in a Clean
  /// Swift scene: `try router?.route(segue)`).
  ///
  /// - Throws: An error that cancels the segue; it is shown on the status line.
  open func prepare(for segue: Segue, sender: Any?) throws {}

  /// Instantiates the scene named `identifier` from the ``storyboard``, calls
  /// ``prepare(for:sender:)`` and pushes the destination on the navigation stack.
  ///
  /// - Parameters:
  ///   - identifier: The segue identifier, which names the destination scene.
  ///   - sender: What started the segue, passed to ``prepare(for:sender:)``.
  /// - Throws: ``RoutingError`` when there is no storyboard, no such scene, no route for
  ///   the identifier or no navigation controller; nothing is shown then.
  public func performSegue(withIdentifier identifier: String, sender: Any? = nil) throws {
    guard let storyboard else { throw RoutingError.noStoryboard(source: sceneName) }
    let destination = try storyboard.instantiateViewController(withIdentifier: identifier)
    let segue = Segue(identifier: identifier, source: self, destination: destination)
    try prepare(for: segue, sender: sender)
    guard let navigationController else {
      throw RoutingError.notInNavigationController(source: sceneName)
    }
    navigationController.pushViewController(destination)
  }

  // MARK: - Errors

  /// Shows `error` on the window's status line until the next key.
  public func reportError(_ error: any Error) {
    view.window?.showError(error)
  }

  /// The name used in error messages: the storyboard identifier, else the title.
  var sceneName: String {
    storyboardIdentifier ?? (title.isEmpty ? String(describing: type(of: self)) : title)
  }

  // MARK: - Private helpers

  private func forwardAppearance(_ callback: (ViewController) -> Void) {
    guard shouldAutomaticallyForwardAppearanceMethods else { return }
    for child in children { callback(child) }
  }
}
