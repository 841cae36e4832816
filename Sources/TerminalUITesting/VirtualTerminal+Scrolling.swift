import TerminalCore

extension VirtualTerminal {
  /// DECSTBM, `CSI top ; bottom r`: limits scrolling to rows `top` through `bottom`
  /// (1-based, inclusive; the whole screen when missing) and moves the cursor home. A region
  /// of fewer than two rows is refused, as xterm does, and recorded.
  mutating func setScrollRegion(_ parameters: [Int?], text: String) {
    let top = count(parameters) - 1
    let bottom = parameters.count > 1 ? (parameters[1] ?? size.height) : size.height
    guard top + 1 < min(bottom, size.height) else {
      recordUnknown(text)
      return
    }
    scrollRegion = top == 0 && bottom >= size.height ? nil : top..<min(bottom, size.height)
    moveCursor(to: .zero)
  }

  /// Scrolls the rows of `region` up by `distance` rows (down when it is negative): the rows
  /// that leave the region are lost and the rows that enter it are erased in the pen's
  /// background colour, as SU and SD do. The cursor stays where it is.
  ///
  /// - Complexity: O(width × rows of `region`).
  mutating func scroll(_ region: Range<Int>, by distance: Int) {
    let region = region.clamped(to: 0..<size.height)
    guard distance != 0, !region.isEmpty else { return }
    var scrolled = screen
    let blank = Style(background: pen.background)
    for y in region {
      scrolled.fill(Rect(x: 0, y: y, width: size.width, height: 1), with: " ", style: blank)
      let source = y + distance
      if region.contains(source) { Self.copyRow(source, of: screen, toRow: y, of: &scrolled) }
    }
    screen = scrolled
  }
}
