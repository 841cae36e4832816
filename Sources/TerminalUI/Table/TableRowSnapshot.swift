import TerminalCore

/// A row's drawing kept by a ``TableView`` between frames, so a row is drawn again only
/// when its generator says it changed or its size did.
///
/// ```swift
/// let snapshot = TableRowSnapshot(generator: row, width: 80, table: tableView, canvas: spare)
/// snapshot.isCurrent(for: row, width: 80)  // true until row.setNeedsRedraw()
/// ```
@MainActor
struct TableRowSnapshot {
  /// The generator drawn; held so that its identity cannot be reused while cached.
  let generator: TableRowGenerator
  /// The identity of ``generator``, compared without retaining it.
  let generatorIdentity: ObjectIdentifier
  /// The generator's version when it was drawn.
  let version: Int
  /// The row's cells, at the origin.
  let canvas: Canvas
  /// The columns from the left edge up to the last cell the row painted (at least 1): the
  /// part a selection highlights.
  let contentWidth: Int

  /// Loads the generator's row view (a view of the table's pool, or a new one) if needed,
  /// lays it out at `width` by the generator's height and draws it with the theme of
  /// `table`'s window into `canvas`, reset first: the canvas of a snapshot the table
  /// dropped, so that its storage is reused.
  ///
  /// In a frame the window renders, the row view takes the frame's theme as every view
  /// does. Drawn outside one, it finds the window through the table, anchored to it for the
  /// drawing: a `weak` reference, so only then, as it gives the table a side table of the
  /// runtime's for good, and every later retain and release of the table its slow path.
  init(generator: TableRowGenerator, width: Int, table: TableView, canvas: consuming Canvas) {
    self.generator = generator
    generatorIdentity = ObjectIdentifier(generator)
    version = generator.version
    let size = Size(width: width, height: generator.height)
    let view = generator.loadRowView(reusingFrom: table.rowViewPool)
    // Laid out before it is anchored: the row view is no part of the window's tree, so
    // the frames it sets must not ask the window for a layout of its own.
    view.presentationAnchor = nil
    view.frame = Rect(origin: .zero, size: size)
    view.layoutSubtree()
    let isAnchored = Window.renderingTheme == nil
    if isAnchored { view.presentationAnchor = table }
    canvas.reset(size: size)
    view.drawSubtree(in: &canvas, origin: .zero, clip: canvas.bounds)
    // Anchored only to draw with the table's theme: between frames the row view is on no
    // screen, and what it asks for is drawn when its generator says the row changed.
    if isAnchored { view.presentationAnchor = nil }
    self.canvas = canvas
    var widest = 1
    for y in 0..<size.height { widest = max(widest, canvas.paintedWidth(ofRow: y)) }
    contentWidth = min(widest, max(width, 0))
  }

  /// Whether the snapshot still shows `generator` as it is, at `width`.
  func isCurrent(for generator: TableRowGenerator, width: Int) -> Bool {
    generator === self.generator && generator.version == version && canvas.size.width == width
      && canvas.size.height == generator.height
  }

  /// Paints the row's cells with their top-left corner at `origin`, within `clip`; blank
  /// cells are left alone, so the table's background shows through.
  ///
  /// The cells are copied as they are: they were measured and sanitized when drawn. Those
  /// right of ``contentWidth`` are blank, so they are not even visited: a short row's
  /// paint costs its text, not the table's width.
  ///
  /// - Complexity: O(``contentWidth`` × height) of the row.
  func paint(into target: inout Canvas, at origin: Point, clip: Rect) {
    let painted = Rect(origin: origin, size: Size(width: contentWidth, height: canvas.size.height))
    target.overlay(canvas, at: origin, clip: clip.intersection(painted))
  }
}
