import TerminalCore

/// The responder chain for keys the focused view and its superviews did not use, and the
/// footer's hints taken from the same commands.
///
/// The chain starts at the view controller nearest the focused view (an embedded child,
/// when the focus is in one), goes up its parents through the active scene to the
/// containers (a ``NavigationController``'s Esc goes back), and ends, while a scene is
/// presented, with Esc dismissing it unless it is ``ViewController/isModalInPresentation``.
/// The first command with the key runs; a later one with the same key is shadowed, and its
/// hint is left out of the footer.
@MainActor
struct KeyRouter {
  /// The view controllers asked, in order.
  private(set) var responders: [ViewController] = []

  /// How many of ``responders`` belong to the active scene (the scene itself and the
  /// children on the way to the focused view); the rest are its containers.
  private(set) var sceneResponderCount = 0

  /// The presented scene Esc closes, when one is presented and neither it nor the active
  /// scene is modal.
  private(set) var dismissibleScene: ViewController?

  /// Whether a scene is presented: its keys then lead the footer.
  private(set) var isPresenting = false

  /// The keys already in the footer, kept between frames so that a frame allocates nothing.
  private var takenKeys: [KeyEvent] = []

  /// The hint of the Esc that closes a presented scene.
  private static let dismissHint = KeyHint(key: KeyEvent(.escape).displayName, action: "Close")

  /// A router with no responders; ``route(layers:focusedView:)`` fills it.
  init() {}

  /// Collects the chain for `focusedView` among `layers`, reusing the storage of the last
  /// chain.
  mutating func route(layers: SceneLayers, focusedView: View?) {
    let active = layers.activeScene
    var view = focusedView
    while let current = view, current.owningViewController == nil { view = current.superview }
    responders.removeAll(keepingCapacity: true)
    appendParentChain(from: view?.owningViewController ?? active)
    let activeIndex: Int
    if let index = responders.firstIndexIdentical(to: active) {
      activeIndex = index
    } else {
      responders.removeAll(keepingCapacity: true)
      appendParentChain(from: active)
      activeIndex = 0
    }
    sceneResponderCount = activeIndex + 1
    isPresenting = layers.presentedScene != nil
    if let presented = layers.presentedScene, !presented.isModalInPresentation,
      !active.isModalInPresentation
    {
      dismissibleScene = presented
    } else {
      dismissibleScene = nil
    }
  }

  /// Offers `key` to each responder in turn, then Esc to close a presented scene.
  ///
  /// - Returns: Whether a responder or the dismissal used the key.
  /// - Throws: What the command that ran threw.
  func handle(_ key: KeyEvent) throws -> Bool {
    for responder in responders {
      if try responder.handleKey(key) { return true }
    }
    guard let dismissibleScene, key == KeyEvent(.escape) else { return false }
    dismissibleScene.dismiss()
    return true
  }

  /// Replaces `items` with the footer's hints, by priority class: the focused view's (a
  /// presented scene's lead), Tab, the commands of the chain (shadowed keys left out), the
  /// dismissal, then the focused view's superviews' hints.
  ///
  /// Reuses the storage of `items` and of its own list of keys, so that a frame whose
  /// views and controllers return stored arrays allocates nothing.
  mutating func collectFooterItems(
    focusedView: View?, showsTab: Bool, into items: inout [FooterView.Item]
  ) {
    items.removeAll(keepingCapacity: true)
    takenKeys.removeAll(keepingCapacity: true)
    let viewPriority = isPresenting ? 0 : 1
    for hint in focusedView?.keyHints ?? [] {
      items.append(FooterView.Item(hint: hint, priority: viewPriority))
    }
    if showsTab {
      items.append(FooterView.Item(hint: KeyHint(key: "Tab", action: "Next"), priority: 3))
    }
    for (index, responder) in responders.enumerated() {
      for command in responder.keyCommands where !takenKeys.contains(command.key) {
        takenKeys.append(command.key)
        if !command.title.isEmpty {
          items.append(FooterView.Item(hint: command.hint, priority: priority(of: index)))
        }
      }
    }
    if dismissibleScene != nil, !takenKeys.contains(KeyEvent(.escape)) {
      items.append(FooterView.Item(hint: Self.dismissHint, priority: 0))
    }
    var ancestor = focusedView?.superview
    while let view = ancestor {
      for hint in view.keyHints {
        items.append(FooterView.Item(hint: hint, priority: viewPriority))
      }
      ancestor = view.superview
    }
  }

  // MARK: - Private helpers

  /// Appends `start` and its parents, up to the root of its tree.
  private mutating func appendParentChain(from start: ViewController) {
    var controller: ViewController? = start
    while let current = controller {
      responders.append(current)
      controller = current.parent
    }
  }

  private func priority(of index: Int) -> Int {
    if index >= sceneResponderCount { return 4 }
    if isPresenting { return 0 }
    return index == 0 ? 1 : 2
  }
}
