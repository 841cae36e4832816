/// Keeps the window's focus: which view has it, the order Tab follows, and the trap that
/// keeps it inside the active scene (the presented one, while a scene is presented).
///
/// Focusable views are collected from the active scene's view tree in drawing order, so
/// Tab follows the screen, and views of the scenes below a presentation are never reached.
/// When the active scene changes, the old one's focused view is remembered and the new
/// one's restored (else its preferred view, else its first focusable one).
///
/// The order is collected once and kept until the hierarchy changes: views call
/// ``View/setNeedsFocusUpdate()`` (adding or removing a subview, hiding a view, enabling a
/// control do it for them), and a change of active scene collects it again. A key typed
/// into a field therefore walks no tree.
@MainActor
final class FocusEngine {
  /// The view with keyboard focus: held strongly (a `weak` reference would move every retain
  /// and release of the focused view to the runtime's slow path), and let go when the view
  /// leaves the window (``viewWillLeave(_:)``) or the focus moves.
  private(set) var focusedView: View?

  /// The scene the focus was last refreshed for: held strongly, as ``focusedView`` is (a
  /// `weak` reference would give the scene a side table of the runtime's, and every retain
  /// and release of it, several each frame, the slow path), and let go at the first refresh
  /// after it stopped being the active scene, which the frame after its removal makes.
  private(set) var activeScene: ViewController?

  /// Called whenever the focus moves or the active scene changes.
  var onChange: () -> Void = {}

  /// The focus order collected last, until ``invalidateFocusOrder()``.
  private var cachedFocusableViews: [View]?

  /// The views that can take focus in the active scene, in screen order.
  func focusableViews() -> [View] {
    if let cachedFocusableViews { return cachedFocusableViews }
    guard let activeScene else { return [] }
    var result: [View] = []
    collectFocusable(activeScene.view, into: &result)
    cachedFocusableViews = result
    return result
  }

  /// Forgets the focus order: a view was added, removed, hidden or shown, or changed whether
  /// it can take focus.
  func invalidateFocusOrder() {
    cachedFocusableViews = nil
  }

  /// Follows the active scene: when it changed, saves the old scene's focus and restores
  /// the new one's; moves focus off views that left the scene or cannot take it any more,
  /// and onto the first focusable view when nothing has it.
  ///
  /// - Throws: What a control's `editingDidBegin` / `editingDidEnd` handlers throw.
  func refresh(activeScene current: ViewController) throws {
    let candidates: [View]
    let target: View?
    if current !== activeScene {
      if let focusedView { activeScene?.lastFocusedViewSerialNumber = focusedView.serialNumber }
      activeScene = current
      cachedFocusableViews = nil
      candidates = focusableViews()
      if let last = current.lastFocusedViewSerialNumber,
        let view = Self.view(numbered: last, in: candidates)
      {
        target = view
      } else if let preferred = current.preferredFocusedView,
        candidates.containsIdentical(preferred)
      {
        target = preferred
      } else {
        target = nil
      }
      onChange()
    } else {
      candidates = focusableViews()
      if let focusedView, candidates.containsIdentical(focusedView) { return }
      target = nil
    }
    try moveFocus(to: target ?? candidates.first)
  }

  /// Moves focus `step` views forward (Tab) or back (Shift-Tab), wrapping around, past the
  /// views that cannot be seen within `content` (see ``isReachable(_:within:)``): a field
  /// its sheet's frame cuts off would take the keys unseen. When none can be seen, the next
  /// view takes it all the same.
  ///
  /// - Throws: What a control's `editingDidBegin` / `editingDidEnd` handlers throw.
  func moveFocus(by step: Int, within content: Rect) throws {
    let candidates = focusableViews()
    guard !candidates.isEmpty else { return }
    var index = step > 0 ? -1 : 0
    if let focusedView, let current = candidates.firstIndexIdentical(to: focusedView) {
      index = current
    }
    var position = index
    for _ in candidates.indices {
      position = (position + step + candidates.count) % candidates.count
      if Self.isReachable(candidates[position], within: content) {
        return try moveFocus(to: candidates[position])
      }
    }
    try moveFocus(to: candidates[(index + step + candidates.count) % candidates.count])
  }

  /// Whether `view` shows on the window's `content`, or would once scrolled: some of its
  /// frame lies within the bounds of each of its ancestors and, at the top, within `content`;
  /// inside a ``ScrollView``'s document, the scroll view's bounds do not count, as scrolling
  /// shows what lies beyond them.
  ///
  /// - Complexity: O(depth of `view`).
  static func isReachable(_ view: View, within content: Rect) -> Bool {
    var rect = view.frame
    var ancestor = view.superview
    while let container = ancestor {
      if !(container is ScrollView) {
        rect = rect.intersection(container.bounds)
      } else if !rect.isEmpty {
        rect = container.bounds
      }
      rect = rect.offsetBy(dx: container.frame.minX, dy: container.frame.minY)
      ancestor = container.superview
    }
    return !rect.intersection(content).isEmpty
  }

  /// Gives focus to `view` (or to nothing), telling both views and their controls.
  ///
  /// - Throws: What a control's `editingDidBegin` / `editingDidEnd` handlers throw.
  func moveFocus(to view: View?) throws {
    guard view !== focusedView else { return }
    let previous = focusedView
    focusedView = view
    previous?.focusDidChange()
    view?.focusDidChange()
    onChange()
    try (previous as? Control)?.sendActions(for: .editingDidEnd)
    try (view as? Control)?.sendActions(for: .editingDidBegin)
  }

  /// Takes focus off `view`'s subtree as it leaves the window, remembering it for the
  /// active scene.
  func viewWillLeave(_ view: View) {
    if let focusedView, focusedView.isDescendant(of: view) {
      activeScene?.lastFocusedViewSerialNumber = focusedView.serialNumber
      self.focusedView = nil
    }
  }

  // MARK: - Private helpers

  /// The view of `views` whose ``View/serialNumber`` is `serialNumber`, if any. A loop, as
  /// in the other per-frame paths: a main-actor closure handed to `first(where:)` would check
  /// its isolation on every call.
  private static func view(numbered serialNumber: UInt64, in views: [View]) -> View? {
    for view in views where view.serialNumber == serialNumber { return view }
    return nil
  }

  private func collectFocusable(_ view: View, into result: inout [View]) {
    guard !view.isHidden else { return }
    if view.canBecomeFocused { result.append(view) }
    for subview in view.subviews { collectFocusable(subview, into: &result) }
  }
}
