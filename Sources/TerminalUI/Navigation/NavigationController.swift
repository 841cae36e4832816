import TerminalCore

/// A stack of view controllers with a title bar, as in UIKit: push to go forward, Esc to go
/// back.
///
/// The title bar shows the titles of the stack, `Home › Detail`. Popping a view controller
/// releases it; with its scene's references pointing strongly forward and weakly back, the
/// whole scene is freed.
///
/// ```swift
/// let navigation = NavigationController(rootViewController: home)
/// navigation.pushViewController(detail)
/// navigation.popViewController()
/// ```
@MainActor
public final class NavigationController: ViewController {
  /// The stack, root first.
  @exclusivity(unchecked)
  public private(set) var viewControllers: [ViewController] = []

  /// Creates a navigation controller showing `rootViewController`.
  public init(rootViewController: ViewController) {
    super.init()
    viewControllers = [rootViewController]
    addChild(rootViewController)
    rootViewController.didMove(toParent: self)
  }

  /// The view controller on top of the stack.
  public var topViewController: ViewController? { viewControllers.last }

  /// The top view controller: the scene on screen.
  public override var activeChildViewController: ViewController? { topViewController }

  /// The size the stack asks for when presented: its own when set, else that of the
  /// topmost of its scenes that asks for one, as UIKit's navigation controller takes its
  /// child's. The root's, set in its `init` or `viewDidLoad()`, decides whether the stack
  /// comes up as a sheet; a scene pushed inside it that asks for another size resizes the
  /// sheet while it is on top.
  public override var preferredContentSize: Size? {
    get {
      if let own = super.preferredContentSize { return own }
      for controller in viewControllers.reversed() {
        if let size = controller.preferredContentSize { return size }
      }
      return nil
    }
    set { super.preferredContentSize = newValue }
  }

  /// The titles of the stack, joined as the title bar shows them.
  public var breadcrumb: String {
    // A loop, not `map(\.title).joined`: the title bar reads it in every scene change, and a
    // key path is looked up in the runtime on each use.
    var text = ""
    for (index, controller) in viewControllers.enumerated() {
      if index > 0 { text += " › " }
      text += controller.title
    }
    return text
  }

  // MARK: - Stack

  /// Shows `viewController` on top of the stack.
  ///
  /// A view controller already on a navigation stack (this one's included) or presented, or
  /// one this navigation controller is shown in, is not pushed: the call does nothing.
  public func pushViewController(_ viewController: ViewController) {
    // Already on a stack or presented, or holding this navigation controller: pushing it
    // would leave two places showing one scene, or a loop (UIKit raises an exception).
    guard !cannotShow(viewController) else { return }
    HotCode.prefetchForTransition()
    let previous = topViewController
    _ = viewController.view  // loaded first, so viewDidLoad precedes the appearance callbacks
    // On top from here, as in UIKit: the scene it covers, told it will disappear, can no
    // longer present (what it presented would not show).
    viewControllers.append(viewController)
    previous?.sendWillDisappear()
    viewController.sendWillAppear()
    addChild(viewController)
    installTopView()
    viewController.didMove(toParent: self)
    Self.completeTransition(in: windowShowingStack) {
      previous?.sendDidDisappear()
      viewController.sendDidAppear()
    }
  }

  /// Removes the top view controller and shows the one below; the root is never popped.
  ///
  /// - Returns: The view controller removed, or `nil` at the root.
  @discardableResult
  public func popViewController() -> ViewController? {
    guard viewControllers.count > 1, let popped = viewControllers.popLast() else { return nil }
    HotCode.prefetchForTransition()
    let revealed = topViewController
    _ = revealed?.view  // loaded first, so viewDidLoad precedes the appearance callbacks
    popped.sendWillDisappear()
    revealed?.sendWillAppear()
    popped.willMove(toParent: nil)
    popped.removeFromParent()
    installTopView()
    Self.completeTransition(in: windowShowingStack) {
      popped.sendDidDisappear()
      revealed?.sendDidAppear()
    }
    return popped
  }

  /// Removes the view controllers above `viewController`, so it is on top; the one on top
  /// gets the disappearance callbacks, `viewController` the appearance ones, and the others
  /// are released without any.
  ///
  /// - Parameter viewController: A view controller on the stack.
  /// - Returns: The view controllers removed, bottom first; empty when `viewController` is
  ///   not on the stack or already on top.
  @discardableResult
  public func popToViewController(_ viewController: ViewController) -> [ViewController] {
    guard let index = viewControllers.firstIndexIdentical(to: viewController),
      index < viewControllers.count - 1
    else { return [] }
    let removed = Array(viewControllers[(index + 1)...])
    let hidden = removed.dropLast()
    viewControllers.removeSubrange((index + 1)..<(viewControllers.count - 1))
    for scene in hidden {
      scene.willMove(toParent: nil)
      scene.removeFromParent()
    }
    popViewController()
    return removed
  }

  // MARK: - View

  public override func loadView() -> View {
    NavigationContainerView(navigationController: self)
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    installTopView()
  }

  public override func layoutView(in rect: Rect) {
    view.frame = rect
    let content = Rect(x: 0, y: 1, width: rect.width, height: rect.height - 1)
    topViewController?.layoutView(in: content)
  }

  /// `false`: only the top view controller is on screen, so the navigation controller
  /// forwards the appearance callbacks to it alone.
  public override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

  public override func viewWillAppear() {
    super.viewWillAppear()
    topViewController?.sendWillAppear()
  }

  public override func viewDidAppear() {
    super.viewDidAppear()
    topViewController?.sendDidAppear()
  }

  public override func viewWillDisappear() {
    super.viewWillDisappear()
    topViewController?.sendWillDisappear()
  }

  public override func viewDidDisappear() {
    super.viewDidDisappear()
    topViewController?.sendDidDisappear()
  }

  // MARK: - Keys

  public override var keyCommands: [KeyCommand] {
    viewControllers.count > 1 ? backCommands : []
  }

  /// Esc, Back: built once, as the footer reads the commands every frame.
  private lazy var backCommands = [
    KeyCommand(KeyEvent(.escape), title: "Back") { [unowned self] in _ = self.popViewController() }
  ]

  // MARK: - Private helpers

  /// The window the stack is on, if any.
  private var windowShowingStack: Window? { isViewLoaded ? view.window : nil }

  private func installTopView() {
    guard isViewLoaded, let top = topViewController else { return }
    for subview in view.subviews where subview !== top.view {
      subview.removeFromSuperview()
    }
    if top.view.superview !== view { view.addSubview(top.view) }
    view.setNeedsLayout()
  }
}

/// The navigation controller's view: the title bar on the first row, the top scene below.
@MainActor
private final class NavigationContainerView: View {
  /// Unowned and unchecked, as ``View/superview`` is (the bar is drawn every frame): read
  /// only while ``View/owningViewController``, the same controller, which clears it in its
  /// `deinit`, is set. A view kept after its controller is gone draws no title bar.
  private unowned(unsafe) let navigationController: NavigationController

  init(navigationController: NavigationController) {
    self.navigationController = navigationController
    super.init()
  }

  override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    super.draw(in: &canvas, rect: rect, clip: clip)
    let bar = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 1).intersection(clip)
    guard !bar.isEmpty else { return }
    let barStyle = theme.titleBar
    canvas.fill(bar, style: barStyle)
    guard hasOwningViewController else { return }
    let title = TextLayout.truncate(" " + navigationController.breadcrumb, toColumns: rect.width)
    canvas.put(title, at: rect.origin, style: barStyle, clip: bar)
  }
}
