import TerminalCore

extension TableView {
  /// Moves the selection or sends `didSelect` for `event`, as ``handleKey(_:)`` describes.
  func handleTableKey(_ event: KeyEvent) throws -> Bool {
    guard event.modifiers.isEmpty, let selected = manager.selectedIndex() else { return false }
    var target: Int?
    switch event.code {
    case .up: target = manager.lastRow(through: selected - 1)
    case .down: target = manager.firstRow(from: selected + 1)
    case .pageUp: target = pageTarget(from: selected, direction: -1)
    case .pageDown: target = pageTarget(from: selected, direction: 1)
    case .home: target = manager.firstRow(from: 0)
    case .end: target = manager.lastRow(through: manager.count - 1)
    case .enter:
      let generator = manager.generators[selected]
      guard generator.handlerCount(for: .didSelect) > 0 else { return false }
      try generator.sendActions(for: .didSelect)
      return true
    default:
      return false
    }
    if let target { manager.selectRow(at: target) }
    return true
  }

  /// The footer hints, as ``keyHints`` describes.
  var tableKeyHints: [KeyHint] {
    guard let selected = manager.selectedGenerator else { return [] }
    var hints = [KeyHint(key: "↑↓", action: "Move")]
    if selected.handlerCount(for: .didSelect) > 0 {
      hints.append(KeyHint(key: "Enter", action: "Select"))
    }
    return hints
  }

  // MARK: - Private helpers

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
