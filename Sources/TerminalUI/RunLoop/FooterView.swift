import TerminalCore

/// The window's last row: the keys the screen accepts, in reverse video, as nano shows them,
/// and always `Ctrl-C Quit` at the end when the row is wide enough for it.
///
/// When the row is too narrow for every hint, hints are kept by priority (lowest first;
/// the focused view and the focused scene come first, so the key the screen waits for
/// stays) and drawn in their own order.
@MainActor
final class FooterView: View {
  /// A hint with its priority: 0 is kept first.
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
    let quitFits = 1 + Self.columns(of: Self.quit) <= rect.width
    let limit = quitFits ? rect.width - Self.columns(of: Self.quit) - 2 : rect.width
    var x = rect.minX + 1
    for item in chosenItems(limit: limit) {
      x = drawHint(item.hint, in: &canvas, at: Point(x: x, y: rect.minY), clip: clip) + 2
    }
    if quitFits {
      drawHint(Self.quit, in: &canvas, at: Point(x: x, y: rect.minY), clip: clip)
    }
  }

  // MARK: - Private helpers

  /// The items that fit in `limit` columns (from column 1, two spaces apart), chosen by
  /// priority, in display order.
  private func chosenItems(limit: Int) -> [Item] {
    var chosen = Array(repeating: false, count: items.count)
    var used = 0
    for priority in Set(items.map(\.priority)).sorted() {
      for (index, item) in items.enumerated() where item.priority == priority {
        let width = Self.columns(of: item.hint)
        guard 1 + used + width <= limit else { continue }
        chosen[index] = true
        used += width + 2
      }
    }
    return zip(items, chosen).filter(\.1).map(\.0)
  }

  /// Draws `hint` at `point` and returns the column after it.
  @discardableResult
  private func drawHint(_ hint: KeyHint, in canvas: inout Canvas, at point: Point, clip: Rect)
    -> Int
  {
    var x = point.x
    x += canvas.put(hint.key, at: point, style: Style(attributes: .reverse), clip: clip)
    x += canvas.put(" " + hint.action, at: Point(x: x, y: point.y), clip: clip)
    return x
  }

  private static func columns(of hint: KeyHint) -> Int {
    hint.key.displayWidth + 1 + hint.action.displayWidth
  }
}
