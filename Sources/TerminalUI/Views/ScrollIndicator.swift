import TerminalCore

/// The bar a view that scrolls draws down its last column: a track (`│`) the height of the
/// view and a thumb (`█`) whose length and place say how much of the content shows, and
/// where.
///
/// The thumb is at the top only when the first row shows, and at the bottom only when the
/// last does, so that a bar never looks finished before the content is. ``ScrollView`` and
/// ``TableView`` draw it.
struct ScrollIndicator {
  /// The rows of the bar, from 0.
  let height: Int
  /// The rows of the content the bar stands for.
  let contentHeight: Int
  /// The content's first row shown.
  let offset: Int

  /// The rows of the thumb, from the top of the bar.
  var thumbRows: Range<Int> {
    let maximumOffset = max(contentHeight - height, 0)
    let length = min(max(height * height / max(contentHeight, 1), 1), height)
    let travel = height - length
    var start = (offset * travel + maximumOffset / 2) / max(maximumOffset, 1)
    if offset > 0 { start = max(start, min(1, travel)) }
    if offset < maximumOffset { start = min(start, max(travel - 1, 0)) }
    return start..<(start + length)
  }

  /// Draws the bar in column `x`, from row `top` down.
  func draw(
    in canvas: inout Canvas, x: Int, top: Int, thumbStyle: Style, trackStyle: Style, clip: Rect
  ) {
    let thumb = thumbRows
    for row in 0..<height {
      let isThumb = thumb.contains(row)
      canvas.put(
        isThumb ? "█" : "│", at: Point(x: x, y: top + row),
        style: isThumb ? thumbStyle : trackStyle, clip: clip)
    }
  }
}
