import TerminalCore

extension TableView {
  /// Moves the selection or sends `didSelect` for `event`, as ``handleKey(_:)`` describes.
  func handleTableKey(_ event: KeyEvent) throws -> Bool {
    guard let selected = manager.selectedIndex else { return false }
    let target: Int?
    if keyMap.up.matches(event) {
      if scrollWithinTallRow(selected, by: -1) { return true }
      target = manager.lastRow(through: selected - 1)
    } else if keyMap.down.matches(event) {
      if scrollWithinTallRow(selected, by: 1) { return true }
      target = manager.firstRow(from: selected + 1)
    } else if keyMap.pageUp.matches(event) {
      if scrollWithinTallRow(selected, by: -max(bounds.height, 1)) { return true }
      target = pageTarget(from: selected, direction: -1)
    } else if keyMap.pageDown.matches(event) {
      if scrollWithinTallRow(selected, by: max(bounds.height, 1)) { return true }
      target = pageTarget(from: selected, direction: 1)
    } else if keyMap.first.matches(event) {
      target = manager.firstRow(from: 0)
    } else if keyMap.last.matches(event) {
      target = manager.lastRow(through: manager.count - 1)
    } else if keyMap.select.matches(event) {
      let generator = manager.generators[selected]
      guard generator.handlerCount(for: .didSelect) > 0 else { return false }
      try generator.sendActions(for: .didSelect)
      return true
    } else {
      return false
    }
    guard let target, target != selected else { return false }
    manager.selectRow(at: target)
    return true
  }

  /// The footer hints, as ``keyHints`` describes, named from ``keyMap``.
  var tableKeyHints: [KeyHint] {
    guard let selected = manager.selectedGenerator else { return [] }
    let isSelectable = selected.handlerCount(for: .didSelect) > 0
    return hintCache.elements(for: isSelectable) {
      let inputs = HintInputs(
        up: keyMap.up, down: keyMap.down,
        pageUp: keyMap.pageUp, pageDown: keyMap.pageDown, first: keyMap.first, last: keyMap.last,
        select: isSelectable ? KeyBinding.Labelled(binding: keyMap.select, action: "Select") : nil)
      return [inputs.moveHint, inputs.select?.hint].compactMap { $0 }
    }
  }

  /// What the table's hints are made of: the bindings of ``keyMap`` that move the selection,
  /// and the select key's while the selected row can be selected.
  struct HintInputs {
    var up: KeyBinding
    var down: KeyBinding
    // The other keys that move the selection (a page, to an end): not named, but the table
    // takes them, so the hint stands for them too. Fields, not an array: the inputs are made
    // every frame, and a frame allocates nothing.
    var pageUp: KeyBinding
    var pageDown: KeyBinding
    var first: KeyBinding
    var last: KeyBinding
    var select: KeyBinding.Labelled?

    /// Up's and Down's first keys as one hint (`↑↓ Move`, or Up's or Down's own action),
    /// standing for every key that moves the selection; with Up and Down off, PgUp's and
    /// PgDn's (`PgUp/PgDn Move`), then Home's and End's; `nil` when every one is off.
    var moveHint: KeyHint? {
      let move = [(up, down), (pageUp, pageDown), (first, last)].lazy
        .map { Self.pairName($0.0.keyName, $0.1.keyName) }
        .first { !$0.isEmpty }
      guard let move else { return nil }
      return KeyHint(
        key: move, action: up.action ?? down.action ?? "Move",
        keys: [up, down, pageUp, pageDown, first, last].flatMap(\.keys))
    }

    /// Two keys' names as one: side by side when each is a symbol or a letter (`↑↓`, `kj`),
    /// else apart (`PgUp/PgDn`); the one there when the other is off.
    private static func pairName(_ first: String, _ second: String) -> String {
      if first.isEmpty || second.isEmpty || (first.count == 1 && second.count == 1) {
        return first + second
      }
      return first + "/" + second
    }
  }

  // MARK: - Private helpers

  /// Scrolls by `lines` (negative: up) through the row at `index` when it is taller than
  /// the table and some of it is still hidden that way, never past its end: the keys that
  /// move the selection show the whole of a tall selected row before they leave it.
  ///
  /// - Returns: Whether it scrolled; `false` at once for a row that fits in the table.
  /// - Complexity: O(1) for a row that fits, O(log n) for a taller one.
  private func scrollWithinTallRow(_ index: Int, by lines: Int) -> Bool {
    let height = bounds.height
    let rowHeight = manager.generators[index].height
    guard rowHeight > height, height > 0 else { return false }
    let rowTop = manager.lineOffset(ofIndex: index)
    let lastOffset = rowTop + rowHeight - height
    let current = min(max(scrollOffset, rowTop), lastOffset)
    let next = min(max(current + lines, rowTop), lastOffset)
    guard next != current else { return false }
    setScrollOffset(next, viewportHeight: height)
    setNeedsDisplay()
    return true
  }

  /// The row a screen above (`direction` -1) or below (1) the selected one; the table
  /// scrolls by the same screen, so the selection keeps its place on screen.
  private func pageTarget(from selected: Int, direction: Int) -> Int? {
    let page = max(bounds.height, 1)
    let line = manager.lineOffset(ofIndex: selected) + direction * page
    setScrollOffset(scrollOffset + direction * page, viewportHeight: bounds.height)
    let landing = manager.index(containingLine: max(line, 0))
    if direction > 0 {
      let target = manager.firstRow(from: landing) ?? manager.lastRow(through: landing)
      guard let target, target > selected else { return manager.firstRow(from: selected + 1) }
      return target
    }
    let target = line <= 0 ? manager.firstRow(from: 0) : manager.firstRow(from: landing)
    guard let target, target < selected else { return manager.lastRow(through: selected - 1) }
    return target
  }
}
