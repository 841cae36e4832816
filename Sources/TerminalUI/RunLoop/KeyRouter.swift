import TerminalCore

/// The responder chain for keys the focused view and its superviews did not use, and the
/// footer's hints taken from the same commands.
///
/// The chain starts at the view controller nearest the focused view (an embedded child,
/// when the focus is in one), goes up its parents through the active scene to the
/// containers (a ``NavigationController``'s Esc goes back), and ends, while a scene is
/// presented, with Esc dismissing it unless it is ``ViewController/isModalInPresentation``.
/// The first command with the key runs; a later one with the same key is shadowed, and its
/// hint is left out of the footer. So is a command whose key the focused view or one of its
/// superviews takes first, as a hint of theirs says (``KeyHint/keys``) or the view answers
/// (``View/takesKeyWithoutHint(_:)``: a text field's typed characters and editing keys), and
/// one on a key the window takes first (Tab, Shift-Tab, Ctrl-C).
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

  /// The keys already in the footer: the first ``takenKeyCount`` entries, kept between frames
  /// so that a frame allocates nothing.
  private var takenKeys: [KeyEvent] = []
  private var takenKeyCount = 0

  /// The hint of the Esc that closes a presented scene.
  private static let dismissHint = KeyHint(key: KeyEvent(.escape).displayName, action: "Close")
  /// The hint of the key that moves the focus.
  private static let tabHint = KeyHint(key: "Tab", action: "Next")

  /// A router with no responders; ``route(layers:active:focusedView:)`` fills it.
  init() {}

  /// Collects the chain for `focusedView` among `layers`, whose active scene is `active`,
  /// reusing the storage of the last chain.
  mutating func route(layers: SceneLayers, active: ViewController, focusedView: View?) {
    var view = focusedView
    while let current = view, !current.hasOwningViewController { view = current.superview }
    // The active scene, at hand without a reference of its own, unless the focus is in an
    // embedded child's view: every retain of a scene whose presenter holds it `weak` takes
    // the runtime's slow path.
    if let view, !view.isRootView(of: active), let owner = view.owningViewController {
      storeParentChain(from: owner)
    } else {
      storeParentChain(from: active)
    }
    let activeIndex: Int
    if let index = responders.firstIndexIdentical(to: active) {
      activeIndex = index
    } else {
      storeParentChain(from: active)
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

  /// Makes `items` the footer's hints, by priority class: the focused view's (a presented
  /// scene's lead), Tab, the commands of the chain (shadowed keys left out: those of an
  /// earlier command, and those the focused view and its superviews take first),
  /// the dismissal, then the focused view's superviews' hints.
  ///
  /// Writes over `items` in place: the entries equal to those of the frame before stay, and
  /// from the first that differs the rest are written anew; its own list of keys likewise. A
  /// frame whose views and controllers return stored arrays allocates nothing, and a frame
  /// whose hints are those of the frame before (every typed key) only compares them.
  ///
  /// - Returns: Whether `items` changed.
  mutating func collectFooterItems(
    focusedView: View?, showsTab: Bool, into items: inout [FooterView.Item]
  ) -> Bool {
    var footer = FooterWriter()
    takenKeyCount = 0
    let viewPriority = isPresenting ? 0 : 1
    for hint in focusedView?.keyHints ?? [] {
      if !hint.action.isEmpty {
        footer.write(FooterView.Item(hint: hint, priority: viewPriority), into: &items)
      }
      take(hint.keys)
    }
    // The superviews take their keys before the commands; their hints are listed after.
    var ancestor = focusedView?.superview
    while let view = ancestor {
      for hint in view.keyHints { take(hint.keys) }
      ancestor = view.superview
    }
    if showsTab { footer.write(FooterView.Item(hint: Self.tabHint, priority: 3), into: &items) }
    for (index, responder) in responders.enumerated() {
      // Whether the last titled command's key was taken before it: the untitled commands
      // made for its binding's other keys then stand in for it, the first free one named.
      var standInWanted = false
      for command in responder.keyCommands {
        let isShadowed =
          command.isWindowKey || isTaken(command.key)
          || focusedView?.takesKeyWithoutHintHereOrAbove(command.key) == true
        if !command.title.isEmpty { standInWanted = isShadowed }
        if isShadowed { continue }
        take(command.key)
        if !command.title.isEmpty {
          footer.write(
            FooterView.Item(hint: command.hint, priority: priority(of: index)), into: &items)
        } else if standInWanted, !command.hint.action.isEmpty {
          standInWanted = false
          footer.write(
            FooterView.Item(hint: command.hint, priority: priority(of: index)), into: &items)
        }
      }
    }
    if dismissibleScene != nil, !isTaken(KeyEvent(.escape)),
      focusedView?.takesKeyWithoutHintHereOrAbove(KeyEvent(.escape)) != true
    {
      footer.write(FooterView.Item(hint: Self.dismissHint, priority: 0), into: &items)
    }
    ancestor = focusedView?.superview
    while let view = ancestor {
      for hint in view.keyHints where !hint.action.isEmpty {
        footer.write(FooterView.Item(hint: hint, priority: viewPriority), into: &items)
      }
      ancestor = view.superview
    }
    return footer.finish(&items)
  }

  // MARK: - Private helpers

  /// Writes a list over the one of the frame before: entries equal to the old ones are
  /// left as they are; from the first that differs, the old ones are dropped and the rest
  /// appended.
  private struct FooterWriter {
    private var count = 0
    private var changed = false

    /// Makes `item` the next entry of `items`.
    mutating func write(_ item: FooterView.Item, into items: inout [FooterView.Item]) {
      defer { count += 1 }
      if !changed {
        if count < items.count, items[count] == item { return }
        changed = true
        // From the first entry on, a fresh list: when the footer shares the old storage,
        // emptying it takes new storage without copying the entries first.
        if count == 0 {
          items.removeAll(keepingCapacity: true)
        } else {
          items.removeLast(items.count - count)
        }
      }
      items.append(item)
    }

    /// Drops the entries of the frame before beyond those written.
    ///
    /// - Returns: Whether `items` changed.
    mutating func finish(_ items: inout [FooterView.Item]) -> Bool {
      guard !changed, count < items.count else { return changed }
      items.removeLast(items.count - count)
      return true
    }
  }

  /// Whether an earlier command of this frame has `key`.
  private func isTaken(_ key: KeyEvent) -> Bool {
    for index in 0..<takenKeyCount where takenKeys[index] == key { return true }
    return false
  }

  /// Notes that `keys` are taken before any later command.
  @inline(__always)
  private mutating func take(_ keys: [KeyEvent]) {
    for key in keys { take(key) }
  }

  /// Notes that a command has `key`, writing over the list of the frame before.
  private mutating func take(_ key: KeyEvent) {
    if takenKeyCount == takenKeys.count {
      takenKeys.append(key)
    } else if takenKeys[takenKeyCount] != key {
      takenKeys[takenKeyCount] = key
    }
    takenKeyCount += 1
  }

  /// Makes ``responders`` `start` and its parents, up to the root of its tree, assigning
  /// each entry only where it differs from the chain before.
  private mutating func storeParentChain(from start: ViewController) {
    responders.writeIdentical(start, at: 0)
    var count = 1
    var controller = start.parent
    while let current = controller {
      responders.writeIdentical(current, at: count)
      count += 1
      controller = current.parent
    }
    responders.truncate(to: count)
  }

  private func priority(of index: Int) -> Int {
    if index >= sceneResponderCount { return 4 }
    if isPresenting { return 0 }
    return index == 0 ? 1 : 2
  }
}
