import TerminalCore

extension TableView {
  /// Handles a mouse event at `point`, in the table's coordinates.
  ///
  /// - A left press on a row selects it; on the row already selected, while the table has
  ///   focus, it activates the row as the select key (Enter) does: the row's
  ///   ``TableRowGenerator/Event/didSelect``, or else the key command that takes Enter. A double-click
  ///   on a row is therefore a select, then an activate, with no clock involved; a click
  ///   that only focuses the table never activates. A press on a header or below the last
  ///   row does nothing.
  /// - A wheel step scrolls three lines; when the selection would leave the screen it
  ///   moves to the nearest row that stays on it, since the selection always shows. A
  ///   selected row taller than the table keeps the selection while it fills the table, so
  ///   the wheel scrolls through it before the selection moves on.
  ///
  /// - Returns: Whether the event was used.
  /// - Throws: What a `didSelect` handler throws.
  /// - Complexity: O(log n), plus the headers skipped.
  func handleTableMouse(_ event: MouseEvent, at point: Point) throws -> Bool {
    if event.scrollLines != 0 { return scrollByWheel(lines: event.scrollLines) }
    guard event.kind == .press, event.button == .left, !manager.isEmpty else { return false }
    // A click on the scroll indicator selects no row.
    if drawsScrollIndicator, point.x == bounds.width - 1 { return true }
    let line = scrollOffset + point.y
    guard point.y >= 0, line < manager.totalHeight else { return false }
    let index = manager.index(containingLine: line)
    guard !manager.generators[index].isHeader else { return true }
    if index == manager.selectedIndex, isFocused {
      try activateSelectedRow(manager.generators[index])
    } else {
      manager.selectRow(at: index)
    }
    return true
  }

  /// Activates the selected row as the select key does: its `didSelect` handlers when it has
  /// any, else the select key itself, sent down the responder chain, so that a view
  /// controller's key command for it (an Enter that edits the selected to-do) runs too.
  private func activateSelectedRow(_ generator: TableRowGenerator) throws {
    if generator.handlerCount(for: .didSelect) > 0 {
      try generator.sendActions(for: .didSelect)
    } else if let key = keyMap.select.keys.first {
      try window?.handleKey(key)
    }
  }

  /// Scrolls by `lines` and keeps the selection among the rows shown whole, or filling the
  /// table when taller than it.
  private func scrollByWheel(lines: Int) -> Bool {
    let height = bounds.height
    guard height > 0, manager.totalHeight > height else { return false }
    setScrollOffset(scrollOffset + lines, viewportHeight: height)
    let top = scrollOffset
    setNeedsDisplay()
    guard let selected = manager.selectedIndex, !showsRow(at: selected, top: top, height: height)
    else { return true }
    let target: Int?
    if manager.lineOffset(ofIndex: selected) < top {
      let first = manager.index(containingLine: top)
      let shown = showsRow(at: first, top: top, height: height) ? first : first + 1
      target = manager.firstRow(from: shown) ?? manager.firstRow(from: first)
    } else {
      let last = manager.index(containingLine: top + height - 1)
      let shown = showsRow(at: last, top: top, height: height) ? last : last - 1
      target = manager.lastRow(through: shown) ?? manager.lastRow(through: last)
    }
    if let target { manager.selectRow(at: target) }
    return true
  }

  /// Whether the row at `index` shows well enough to hold the selection when the table's
  /// first line is `top`: whole, or filling all `height` lines when it is taller.
  private func showsRow(at index: Int, top: Int, height: Int) -> Bool {
    let rowTop = manager.lineOffset(ofIndex: index)
    let rowBottom = rowTop + manager.generators[index].height
    let isWhole = rowTop >= top && rowBottom <= top + height
    let fillsTable = rowTop <= top && rowBottom >= top + height
    return isWhole || fillsTable
  }
}
