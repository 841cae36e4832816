import TerminalCore

/// Modal presentation, as in UIKit: a scene shown over another until it is dismissed.
///
/// A presented scene is drawn over the whole screen above the footer when its
/// ``ViewController/preferredContentSize`` is `nil`, and otherwise as a centred sheet: a
/// ``Box`` with the scene's title on its top border, over its presenter, which stays
/// visible around it **dimmed** (the window draws the presenter, then sets the dim
/// attribute on every cell outside the sheet). While it is up, the presented scene owns
/// the focus (Tab cycles through its views only) and the keys (its key commands run and
/// show in the footer; nothing below sees a key), and Esc dismisses it unless it sets
/// ``ViewController/isModalInPresentation``.
///
/// Appearance callbacks: the presented scene gets `viewWillAppear` / `viewDidAppear` when
/// presented and `viewWillDisappear` / `viewDidDisappear` when dismissed, the `Did` ones
/// once the frame that shows the change is on screen (see ``Window/didShowFrame()``). A
/// full-screen presentation covers the presenter's whole scene tree, so the presenter's root
/// container (the ``NavigationController`` it is in, or the presenter itself) gets the
/// opposite callbacks; a sheet leaves the presenter on screen, so it gets none. Callbacks are
/// sent only when the presenter is on screen.
///
/// ```swift
/// let edit = EditToDoViewController()
/// edit.preferredContentSize = Size(width: 40, height: 5)
/// try list.present(edit)
/// // later, from the presented scene or its presenter:
/// edit.dismiss()
/// ```
extension ViewController {
  /// Presents `viewController` over this scene.
  ///
  /// The presenter holds the presented scene strongly until ``dismiss()``; the presented
  /// one points back weakly (``presentingViewController``), so dismissing frees the
  /// presented scene and its whole quartet. The presented scene may be a
  /// ``NavigationController``, which then pushes inside the presentation.
  ///
  /// A scene that is not in a window (one a unit test made, or one dismissed or popped)
  /// presents as one that is, without appearance callbacks; what it presents shows once it
  /// is shown itself.
  ///
  /// - Parameter viewController: The scene to present; it leaves any parent it had (but a
  ///   navigation stack).
  /// - Throws: ``RoutingError/alreadyPresenting(source:presented:)`` when this view
  ///   controller already presents a scene, ``RoutingError/sourceCovered(source:coveredBy:)``
  ///   when a container shows another of its children instead of this one or its ancestor
  ///   (a scene is pushed over it, or a pop leaves it: in its disappearance callbacks, say),
  ///   or a container it is in presents a scene, and
  ///   ``RoutingError/alreadyShown(scene:source:)`` when `viewController` is presented
  ///   already, on a navigation stack, or this one itself or one it is shown in; nothing
  ///   changes then.
  public func present(_ viewController: ViewController) throws(RoutingError) {
    try checkCanPresent(viewController)
    HotCode.prefetchForTransition()
    // Loaded first, as UIKit loads a presented view: `viewDidLoad()` may set the size and
    // title the sheet is made from. It may also present or push, so the checks run again.
    let presentedView = viewController.view
    try checkCanPresent(viewController)
    if viewController.parent != nil {
      viewController.willMove(toParent: nil)
      viewController.removeFromParent()
    }
    let window = isViewLoaded ? view.window : nil
    let isOnScreen = window != nil
    let isSheet = viewController.presentsAsSheet
    let container: View
    if isSheet {
      let box = Box(title: viewController.sheetTitle)
      box.isDialog = true
      box.contentView.addSubview(presentedView)
      container = box
    } else {
      container = View()
      container.addSubview(presentedView)
    }
    let covered = isSheet || !isOnScreen ? nil : layerRoot
    covered?.sendWillDisappear()
    if isOnScreen { viewController.sendWillAppear() }
    presentedViewController = viewController
    viewController.presenter = self
    viewController.presentationContainer = container
    container.presentationAnchor = view
    view.setNeedsLayout()
    Self.completeTransition(in: window) {
      covered?.sendDidDisappear()
      if isOnScreen { viewController.sendDidAppear() }
    }
  }

  /// Dismisses a presented scene.
  ///
  /// Called on a presenter, it dismisses the scene it presents; called on a presented
  /// scene, or on a scene inside one (the top of a presented navigation stack), it asks
  /// the presenter to dismiss that presentation. Scenes presented above the one dismissed
  /// go with it. Nothing happens when there is nothing to dismiss.
  public func dismiss() {
    HotCode.prefetchForTransition()
    if presentedViewController != nil {
      dismissPresentedViewController()
      return
    }
    presentingViewController?.dismissPresentedViewController()
  }

  // MARK: - Internal

  /// The top of this view controller's parent chain: the root of the window, or a
  /// presented scene.
  var layerRoot: ViewController {
    var root = self
    while let parent = root.parent { root = parent }
    return root
  }

  /// The scene presented from this view controller or from a scene it shows, if any: in a
  /// container that shows one child at a time (``activeChildViewController``), that child's
  /// tree only, since the others are not on screen; in any other, each child's in turn.
  var presentedSceneInTree: ViewController? {
    guard Self.presentingCount.load(ordering: .relaxed) > 0 else { return nil }
    if let presentedViewController { return presentedViewController }
    if let active = activeChildViewController {
      return children.containsIdentical(active) ? active.presentedSceneInTree : nil
    }
    // Without copying `children`: the window asks this several times a frame.
    for child in children {
      if let presented = child.presentedSceneInTree { return presented }
    }
    return nil
  }

  /// What shows instead of this view controller: the child a container that shows one
  /// child at a time shows in its place or its ancestor's (the top of a navigation stack),
  /// or a scene one of its containers presents; `nil` when this view controller shows.
  var coveringScene: ViewController? {
    var scene = self
    while let parent = scene.parent {
      if let active = parent.activeChildViewController, active !== scene { return active }
      if let presented = parent.presentedViewController { return presented }
      scene = parent
    }
    return nil
  }

  /// The scene that owns focus and keys in this view controller's tree: follows
  /// ``activeChildViewController`` down from here.
  var activeLeaf: ViewController {
    activeDescendant ?? self
  }

  /// The scene ``activeLeaf`` finds below this view controller, if any.
  ///
  /// Each scene on the way is the reference its container's answer gave, passed on as it is:
  /// a loop over a variable, or answering `self` at the end, took a reference of its own,
  /// the slow path for a scene whose presenter holds it `weak`.
  private var activeDescendant: ViewController? {
    guard let active = activeChildViewController else { return nil }
    return active.activeDescendant ?? active
  }

  /// Dismisses the scene this view controller presents, and any presented above it.
  func dismissPresentedViewController() {
    guard let presented = presentedViewController else { return }
    presented.presentedSceneInTree?.presenter?.dismissPresentedViewController()
    let container = presented.presentationContainer
    let window = presented.isViewLoaded ? presented.view.window : nil
    let isOnScreen = window != nil
    let covered = container is Box || !isOnScreen ? nil : layerRoot
    if isOnScreen { presented.sendWillDisappear() }
    covered?.sendWillAppear()
    presented.view.removeFromSuperview()
    container?.presentationAnchor = nil
    presented.presentationContainer = nil
    presented.presenter = nil
    presentedViewController = nil
    if isViewLoaded { view.setNeedsLayout() }
    Self.completeTransition(in: window) {
      if isOnScreen { presented.sendDidDisappear() }
      covered?.sendDidAppear()
    }
  }

  // MARK: - Private helpers

  /// Throws what ``present(_:)`` throws when this view controller cannot present
  /// `viewController` now.
  private func checkCanPresent(_ viewController: ViewController) throws(RoutingError) {
    if let presented = presentedViewController {
      throw .alreadyPresenting(source: sceneName, presented: presented.sceneName)
    }
    if let cover = coveringScene {
      throw .sourceCovered(source: sceneName, coveredBy: cover.sceneName)
    }
    if cannotShow(viewController) {
      throw .alreadyShown(scene: viewController.sceneName, source: sceneName)
    }
  }
}
