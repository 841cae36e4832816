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
  let responders: [ViewController]

  /// How many of ``responders`` belong to the active scene (the scene itself and the
  /// children on the way to the focused view); the rest are its containers.
  let sceneResponderCount: Int

  /// Esc dismissing the presented scene, when there is one that allows it.
  let dismissCommand: KeyCommand?

  /// Whether the active scene is presented, so its keys are what the screen waits for.
  let isPresenting: Bool

  /// Builds the chain for the focused view in `layers`.
  init(layers: SceneLayers, focusedView: View?) {
    let active = layers.activeScene
    var view = focusedView
    while let current = view, current.owningViewController == nil { view = current.superview }
    var responders = Self.parentChain(from: view?.owningViewController ?? active)
    if !responders.contains(where: { $0 === active }) {
      responders = Self.parentChain(from: active)
    }
    self.responders = responders
    sceneResponderCount = (responders.firstIndex { $0 === active } ?? 0) + 1
    isPresenting = layers.presentedScene != nil
    if let presented = layers.presentedScene, !presented.isModalInPresentation,
      !active.isModalInPresentation
    {
      dismissCommand = KeyCommand(KeyEvent(.escape), title: "Close") { presented.dismiss() }
    } else {
      dismissCommand = nil
    }
  }

  /// Runs the first command of the chain bound to `key`.
  ///
  /// - Returns: Whether a command used the key.
  /// - Throws: What the command throws.
  func handle(_ key: KeyEvent) throws -> Bool {
    for responder in responders {
      if try responder.handleKey(key) { return true }
    }
    guard let dismissCommand, dismissCommand.key == key else { return false }
    try dismissCommand.action()
    return true
  }

  /// The footer's hints for the chain, in display order, each with its priority. While a
  /// scene is presented, what it waits for comes first, even before the quit key (0: the
  /// focused view's hints, the presented scene's commands, Esc to dismiss it). Otherwise the
  /// focused view's hints and the focused scene's commands come first (1), then the rest of
  /// the active scene's (2). Then Tab (3), and the containers' (4).
  func footerItems(focusedView: View?, showsTab: Bool) -> [FooterView.Item] {
    var items = (focusedView?.keyHints ?? []).map {
      FooterView.Item(hint: $0, priority: isPresenting ? 0 : 1)
    }
    if showsTab {
      items.append(FooterView.Item(hint: KeyHint(key: "Tab", action: "Next"), priority: 3))
    }
    var taken: [KeyEvent] = []
    func add(_ command: KeyCommand, priority: Int) {
      guard !taken.contains(command.key) else { return }
      taken.append(command.key)
      if !command.title.isEmpty {
        items.append(FooterView.Item(hint: command.hint, priority: priority))
      }
    }
    for (index, responder) in responders.enumerated() {
      for command in responder.keyCommands { add(command, priority: priority(of: index)) }
    }
    if let dismissCommand { add(dismissCommand, priority: 0) }
    var ancestor = focusedView?.superview
    while let view = ancestor {
      for hint in view.keyHints {
        items.append(FooterView.Item(hint: hint, priority: isPresenting ? 0 : 1))
      }
      ancestor = view.superview
    }
    return items
  }

  // MARK: - Private helpers

  /// `start`, then its parent, its parent's parent, and so on.
  private static func parentChain(from start: ViewController) -> [ViewController] {
    var chain: [ViewController] = []
    var controller: ViewController? = start
    while let current = controller {
      chain.append(current)
      controller = current.parent
    }
    return chain
  }

  private func priority(of index: Int) -> Int {
    if index >= sceneResponderCount { return 4 }
    if isPresenting { return 0 }
    return index == 0 ? 1 : 2
  }
}
