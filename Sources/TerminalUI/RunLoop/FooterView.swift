import TerminalCore

/// The window's last row: the keys the screen accepts, in the theme's ``Theme/footerKey``
/// style (reverse video by default, as nano shows them),
/// and `Ctrl-C Quit` at the end.
///
/// When the row is too narrow for every hint, hints are kept by priority, lowest first,
/// and drawn in their own order. Priority 0 marks what a presented scene waits for (an
/// alert's Enter and Esc): those come even before the quit key; the quit key comes before
/// every other hint.
@MainActor
final class FooterView: View {
  /// A hint with its priority: 0 is kept first, before the quit key.
  struct Item: Equatable {
    var hint: KeyHint
    var priority: Int
  }

  /// The hints, in display order.
  var items: [Item] = [] {
    didSet {
      if items != oldValue { setNeedsDisplay() }
    }
  }

  private static let quit = KeyHint(key: "Ctrl-C", action: "Quit")

  override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    super.draw(in: &canvas, rect: rect, clip: clip)
    var chosen = Array(repeating: false, count: items.count)
    var used = choose(priorities: [0], limit: rect.width, used: 0, into: &chosen)
    let quitWidth = Self.columns(of: Self.quit)
    let quitFits = 1 + used + quitWidth <= rect.width
    let others = Set(items.map(\.priority)).subtracting([0]).sorted()
    used = choose(
      priorities: others, limit: quitFits ? rect.width - quitWidth - 2 : rect.width, used: used,
      into: &chosen)
    var x = rect.minX + 1
    for (item, isChosen) in zip(items, chosen) where isChosen {
      x = drawHint(item.hint, in: &canvas, at: Point(x: x, y: rect.minY), clip: clip) + 2
    }
    if quitFits {
      drawHint(Self.quit, in: &canvas, at: Point(x: x, y: rect.minY), clip: clip)
    }
  }

  // MARK: - Private helpers

  /// Marks in `chosen` the items of `priorities`, in that order, that still fit in `limit`
  /// columns (from column 1, two spaces apart) after `used` columns, and returns the
  /// columns used then.
  private func choose(priorities: [Int], limit: Int, used: Int, into chosen: inout [Bool]) -> Int {
    var used = used
    for priority in priorities {
      for (index, item) in items.enumerated() where item.priority == priority && !chosen[index] {
        let width = Self.columns(of: item.hint)
        guard 1 + used + width <= limit else { continue }
        chosen[index] = true
        used += width + 2
      }
    }
    return used
  }

  /// Draws `hint` at `point` and returns the column after it.
  @discardableResult
  private func drawHint(_ hint: KeyHint, in canvas: inout Canvas, at point: Point, clip: Rect)
    -> Int
  {
    var x = point.x
    x += canvas.put(hint.key, at: point, style: theme.footerKey, clip: clip)
    x += canvas.put(
      " " + hint.action, at: Point(x: x, y: point.y), style: theme.footerText, clip: clip)
    return x
  }

  private static func columns(of hint: KeyHint) -> Int {
    hint.key.displayWidth + 1 + hint.action.displayWidth
  }
}
