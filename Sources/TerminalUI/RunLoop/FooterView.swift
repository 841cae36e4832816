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

    /// Whether the two are drawn alike: the same names and priority (the keys a hint stands
    /// for do not show, so they are not compared every frame).
    static func == (lhs: Item, rhs: Item) -> Bool {
      lhs.priority == rhs.priority && lhs.hint.key == rhs.hint.key
        && lhs.hint.action == rhs.hint.action
    }
  }

  /// The hints, in display order.
  @exclusivity(unchecked)
  var items: [Item] = [] {
    didSet {
      if items != oldValue { setNeedsDisplay() }
    }
  }

  /// Which items the last frame drew, kept so a frame allocates nothing for it.
  @exclusivity(unchecked)
  private var chosen: [Bool] = []

  private static let quit = KeyHint(key: "Ctrl-C", action: "Quit")

  override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    super.draw(in: &canvas, rect: rect, clip: clip)
    chosen.removeAll(keepingCapacity: true)
    chosen.append(contentsOf: repeatElement(false, count: items.count))
    var used = choose(priority: 0, limit: rect.width, used: 0)
    let quitWidth = Self.columns(of: Self.quit)
    let quitFits = 1 + used + quitWidth <= rect.width
    let limit = quitFits ? rect.width - quitWidth - 2 : rect.width
    var priority = nextPriority(after: nil)
    while let current = priority {
      if current != 0 { used = choose(priority: current, limit: limit, used: used) }
      priority = nextPriority(after: current)
    }
    var x = rect.minX + 1
    for (item, isChosen) in zip(items, chosen) where isChosen {
      x = drawHint(item.hint, in: &canvas, at: Point(x: x, y: rect.minY), clip: clip) + 2
    }
    if quitFits {
      drawHint(Self.quit, in: &canvas, at: Point(x: x, y: rect.minY), clip: clip)
    }
  }

  // MARK: - Private helpers

  /// Marks in ``chosen`` the items of `priority` that still fit in `limit` columns (from
  /// column 1, two spaces apart) after `used` columns, and returns the columns used then.
  private func choose(priority: Int, limit: Int, used: Int) -> Int {
    var used = used
    for (index, item) in items.enumerated() where item.priority == priority && !chosen[index] {
      let width = Self.columns(of: item.hint)
      guard 1 + used + width <= limit else { continue }
      chosen[index] = true
      used += width + 2
    }
    return used
  }

  /// The smallest priority of the items above `priority` (above none: the smallest of all).
  private func nextPriority(after priority: Int?) -> Int? {
    var next: Int?
    for item in items {
      if let priority, item.priority <= priority { continue }
      next = min(next ?? item.priority, item.priority)
    }
    return next
  }

  /// Draws `hint` at `point` and returns the column after it.
  @discardableResult
  private func drawHint(_ hint: KeyHint, in canvas: inout Canvas, at point: Point, clip: Rect)
    -> Int
  {
    var x = point.x
    x += canvas.put(hint.key, at: point, style: theme.footerKey, clip: clip)
    let textStyle = theme.footerText
    x += canvas.put(" ", at: Point(x: x, y: point.y), style: textStyle, clip: clip)
    x += canvas.put(hint.action, at: Point(x: x, y: point.y), style: textStyle, clip: clip)
    return x
  }

  private static func columns(of hint: KeyHint) -> Int {
    hint.key.displayWidth + 1 + hint.action.displayWidth
  }
}
