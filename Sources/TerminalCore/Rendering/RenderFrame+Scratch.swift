extension RenderFrame {
  /// Arrays a frame needs only when it tries a scroll, kept by the ``Renderer`` between
  /// frames so that their storage is reused.
  ///
  /// ```swift
  /// var frame = RenderFrame(
  ///   old: onScreen, new: canvas, position: nil, pen: nil, writer: writer, scratch: kept)
  /// frame.drawRows(changedRows, scrolling: true)
  /// kept = frame.scratch
  /// ```
  struct Scratch {
    /// The bytes of the way not taken (scrolling, or drawing the rows again).
    var bytes: [UInt8] = []
    /// Votes for each distance rows may have moved by, `height + distance` as index.
    var votes: [Int] = []
    /// The rows that still differ once the scroll is on screen.
    var rows: [Int] = []
    /// A row of plain blanks, as wide as the screen.
    var blankRow: [Cell] = []
  }
}
