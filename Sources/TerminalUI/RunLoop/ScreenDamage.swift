import TerminalCore

/// The part of the screen the next frame draws again: nothing, a rectangle, or all of it.
///
/// A view that changes asks for its rectangle to be drawn again (``View/setNeedsDisplay()``);
/// the window keeps the smallest rectangle holding every rectangle asked for and, at the next
/// frame, clears and redraws only that, keeping every other cell of the frame before: a key
/// typed into a text field draws the field again, not the label beside it. A layout, a new
/// size or a theme damages the whole screen.
///
/// ncurses keeps the same record a line at a time (its `firstchar` and `lastchar`); a single
/// rectangle is enough here, since a key changes one control and the chrome rows below it.
/// A rectangle cut between the two halves of a wide grapheme is widened by the window to hold
/// it whole (see `Canvas.holdingWholeGraphemes(_:)`).
struct ScreenDamage {
  /// The part to draw again, when not all of it; empty when nothing is damaged.
  private(set) var rect = Rect.zero
  /// Whether the whole screen is to be drawn again.
  private(set) var isTotal = true

  /// Adds `rect`.
  mutating func add(_ rect: Rect) {
    guard !isTotal, !rect.isEmpty else { return }
    guard !self.rect.isEmpty else {
      self.rect = rect
      return
    }
    let left = min(self.rect.minX, rect.minX)
    let top = min(self.rect.minY, rect.minY)
    self.rect = Rect(
      x: left, y: top, width: max(self.rect.maxX, rect.maxX) - left,
      height: max(self.rect.maxY, rect.maxY) - top)
  }

  /// Marks the whole screen.
  mutating func addAll() {
    isTotal = true
  }

  /// Marks nothing: called once a frame has drawn what was damaged.
  mutating func removeAll() {
    isTotal = false
    rect = .zero
  }

  /// The part of a screen of `size` to draw again: the whole of it, or the damaged
  /// rectangle within it.
  func area(of size: Size) -> Rect {
    let screen = Rect(origin: .zero, size: size)
    return isTotal ? screen : rect.intersection(screen)
  }
}
