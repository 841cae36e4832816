import TerminalCore

/// A scrolling list of rows fed by a ``TableDisplayManager`` of row generators.
///
/// Only the rows on screen are built and drawn: the table finds the first visible row in
/// O(log n) and stops at the bottom edge, so a table of a million rows scrolls as fast as
/// one of a hundred (its first frame indexes the rows' heights once, in O(n)). A row is
/// drawn once and kept; it is drawn again only when its generator calls
/// ``TableRowGenerator/setNeedsRedraw()`` (a ``RowGenerator`` does when its model changes)
/// or the table's width changes.
///
/// The selected row shows in reverse video while the table has focus, and in dim reverse
/// video when it does not, over the part of the row its view painted. The selection always
/// stays on screen: moving it scrolls the table as little as needed, and a section's header
/// comes into view with the section's first row.
///
/// Keys: ↑ ↓ move the selection, PgUp PgDn move it by a screen, Home End go to the first
/// and the last row, Enter sends the selected row's ``TableRowGenerator/Event/didSelect``
/// (when the row has a handler for it). Other keys are left to the view controller. A
/// selected row taller than the table is scrolled through before the selection leaves it:
/// ↓ and ↑ scroll it a line, PgDn and PgUp a screen, the wheel three lines, and the
/// selection moves on once its end (or its start) shows, as a page of text would.
///
/// ```swift
/// let table = TableView()
/// table.emptyText = "Nothing to do."
/// table.manager.add(["Milk", "Eggs"].map { name in
///   RowGenerator<TextRow>(model: name).onSelect { row in print(row.model) }
/// })
/// view.addSubview(table)
/// ```
@MainActor
public final class TableView: View {
  /// Where the selected row should end up when the table scrolls to it.
  public enum ScrollPosition: Sendable {
    /// Scroll as little as needed to show it whole (nothing, when it shows already).
    case nearest
    /// At the top of the table.
    case top
    /// In the middle of the table.
    case middle
    /// At the bottom of the table.
    case bottom
  }

  /// The generators the table shows, and its selection.
  public let manager: TableDisplayManager

  /// The keys that move the selection and select; the footer names them.
  @exclusivity(unchecked)
  public var keyMap = KeyMap() {
    didSet { hintCache = ArrayCache() }
  }

  /// The text shown when the table holds no generator, such as `"No to-dos yet."`.
  public var emptyText = "" {
    didSet { setNeedsDisplay() }
  }

  /// The style of ``emptyText``.
  public var emptyTextStyle: Style? {
    didSet { setNeedsDisplay() }
  }

  /// Whether the table draws a scroll indicator down its last column while its rows are
  /// taller than it, as ``ScrollView`` does: a thumb whose length and place say how much of
  /// the rows shows, and where. The rows are one column narrower then; a click on the bar
  /// selects no row; a table one line tall shows none. Off by default.
  @exclusivity(unchecked)
  public var showsScrollIndicator = false {
    didSet { setNeedsDisplay() }
  }

  /// Whether the indicator shows now: asked for, and the rows taller than a table of at
  /// least two columns and two lines (on one line a bar could not say where it stands).
  var drawsScrollIndicator: Bool {
    showsScrollIndicator && bounds.width > 1 && bounds.height > 1
      && manager.totalHeight > bounds.height
  }

  /// The style of the indicator's track; `nil` (the default) takes the theme's
  /// ``Theme/scrollTrack``.
  public var trackStyle: Style? {
    didSet { setNeedsDisplay() }
  }

  /// The style of the indicator's thumb; `nil` (the default) takes the theme's
  /// ``Theme/scrollThumb``.
  public var thumbStyle: Style? {
    didSet { setNeedsDisplay() }
  }

  /// The generators drawn in the last frame, top to bottom.
  ///
  /// - Complexity: O(rows on screen): read from the drawings the table keeps of them, so
  ///   that a frame retains no generator twice.
  public var visibleGenerators: [TableRowGenerator] { snapshots.map(\.generator) }

  /// The last hints, read once a frame for the footer, by whether the selected row can be
  /// selected; emptied when ``keyMap`` changes, so that a frame neither copies nor compares
  /// its bindings.
  @exclusivity(unchecked)
  var hintCache = ArrayCache<Bool, KeyHint>()
  /// The drawings of the rows on screen at the last frame, top to bottom, kept in place
  /// from frame to frame.
  @exclusivity(unchecked)
  private var snapshots: [TableRowSnapshot] = []
  /// The canvases of dropped snapshots, for the next snapshots to draw into.
  @exclusivity(unchecked)
  private var spareCanvases: [Canvas] = []
  /// The row views of rows that left the screen, for the rows that come on screen.
  let rowViewPool = RowViewPool()
  /// The generator at the top of the table, so that edits above it do not move the rows on
  /// screen; `nil` when the table is empty.
  ///
  /// Held strongly, as the row drawings (`snapshots`) hold the rows on screen: each frame
  /// puts the row then at the top here, and a frame of an empty table lets go of it, so a
  /// removed row lives no longer than one frame. A `weak` reference would give every generator
  /// that was ever at the top a side table of the runtime's for good, and each later retain
  /// and release of it (every frame that shows its row) the slow path: a Down that scrolls
  /// a long list took a fifth longer.
  private var scrollAnchor: TableRowGenerator?
  /// Where ``scrollAnchor`` was last seen.
  @exclusivity(unchecked)
  private var scrollAnchorHint = 0
  /// The lines of ``scrollAnchor`` above the top edge.
  @exclusivity(unchecked)
  private var scrollAnchorLines = 0
  /// The scroll offset to fall back on when the anchor left the table.
  @exclusivity(unchecked)
  private var lastScrollOffset = 0
  /// A scroll to the selection asked for, applied in the next layout.
  private var pendingScrollPosition: ScrollPosition?
  /// The scroll offset of the last frame; `nil` before the first one and while empty.
  @exclusivity(unchecked)
  private var drawnScrollOffset: Int?
  /// The lines of the table (0 its top line) the last frame highlighted as the selection.
  @exclusivity(unchecked)
  private var drawnHighlightLines: Range<Int>?

  /// Creates a table fed by `manager` (a new, empty one by default).
  ///
  /// A manager feeds one table: a second table made with it takes it over, and the first
  /// is no longer told of its changes.
  public init(manager: TableDisplayManager = TableDisplayManager()) {
    self.manager = manager
    super.init()
    manager.tableView = self
  }

  deinit {
    if manager.tableView === self { manager.tableView = nil }
  }

  // MARK: - Scrolling

  /// The first line shown, counted from the top of the first row.
  public var scrollOffset: Int {
    guard let scrollAnchor, let index = manager.index(of: scrollAnchor, hint: scrollAnchorHint)
    else { return lastScrollOffset }
    scrollAnchorHint = index
    let within = min(scrollAnchorLines, scrollAnchor.height - 1)
    return manager.lineOffset(ofIndex: index) + within
  }

  /// Scrolls so that the selected row shows at `position` in the next frame.
  public func scrollToSelection(at position: ScrollPosition = .nearest) {
    pendingScrollPosition = position
    setNeedsDisplay()
  }

  /// Makes `offset` the first line shown, clamped to the rows.
  func setScrollOffset(_ offset: Int, viewportHeight: Int) {
    let clamped = clampedScrollOffset(offset, viewportHeight: viewportHeight)
    lastScrollOffset = clamped
    guard !manager.isEmpty else {
      scrollAnchor = nil
      return
    }
    let index = manager.index(containingLine: clamped)
    scrollAnchor = manager.generators[index]
    scrollAnchorHint = index
    scrollAnchorLines = clamped - manager.lineOffset(ofIndex: index)
  }

  // MARK: - Drawing

  public override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    super.draw(in: &canvas, rect: rect, clip: clip)
    // Moved out for the frame: the drawing code reads and changes a local array rather
    // than reaching the stored one through `self` at every step.
    var kept: [TableRowSnapshot] = []
    swap(&kept, &snapshots)
    defer { swap(&kept, &snapshots) }
    drawnHighlightLines = nil
    guard !manager.isEmpty else {
      drawnScrollOffset = nil
      dropSnapshots(kept.indices, of: &kept)
      scrollAnchor = nil
      let text = TextLayout.truncate(emptyText, toColumns: rect.width)
      canvas.put(text, at: rect.origin, style: emptyTextStyle ?? theme.dimText, clip: clip)
      return
    }
    let offset = resolveScrollOffset(viewportHeight: rect.height)
    drawnScrollOffset = offset
    let indicator =
      drawsScrollIndicator
      ? ScrollIndicator(height: rect.height, contentHeight: manager.totalHeight, offset: offset)
      : nil
    let rowWidth = indicator == nil ? rect.width : rect.width - 1
    var index = manager.index(containingLine: offset)
    var y = rect.minY + manager.lineOffset(ofIndex: index) - offset
    let highlight = isFocused ? theme.selection : theme.inactiveSelection
    let selected = manager.selectedGenerator.map(ObjectIdentifier.init)
    // Read once: the manager and its generators are retained once, not once per row.
    let generators = manager.generators
    var row = 0
    while y < rect.maxY, index < generators.count {
      // Most rows of a frame are drawn as they were, in place: checked without a reference
      // to the generator held across the call.
      if row >= kept.count || !kept[row].isCurrent(for: generators[index], width: rowWidth) {
        keepSnapshot(of: generators[index], at: row, width: rowWidth, in: &kept)
      }
      let height = kept[row].canvas.size.height
      // A row outside the clip (a frame that draws again only some of the table's lines)
      // keeps the cells it has on screen.
      let isInClip = y < clip.maxY && y + height > clip.minY
      if isInClip {
        kept[row].paint(into: &canvas, at: Point(x: rect.minX, y: y), clip: clip)
      }
      if kept[row].generatorIdentity == selected {
        if isInClip {
          let area = Rect(x: rect.minX, y: y, width: kept[row].contentWidth, height: height)
          canvas.restyle(area.intersection(clip), overlaying: highlight)
        }
        drawnHighlightLines = (y - rect.minY)..<(y - rect.minY + height)
      }
      y += height
      index += 1
      row += 1
    }
    dropSnapshots(row..<kept.count, of: &kept)
    indicator?.draw(
      in: &canvas, x: rect.maxX - 1, top: rect.minY,
      thumbStyle: thumbStyle ?? theme.scrollThumb, trackStyle: trackStyle ?? theme.scrollTrack,
      clip: clip)
  }

  /// Makes `snapshots[row]` the current drawing of `generator`'s row, reusing the last
  /// frame's: the drawings of rows that left the screen above it are dropped, and a row new
  /// on screen is drawn and put in its place. Rows keep their order between frames, so a
  /// frame that scrolled by a row draws one row and moves the others' drawings along.
  ///
  /// - Complexity: O(1) for a row that stayed next to its neighbour, O(rows on screen)
  ///   otherwise.
  private func keepSnapshot(
    of generator: TableRowGenerator, at row: Int, width: Int,
    in snapshots: inout [TableRowSnapshot]
  ) {
    let identity = ObjectIdentifier(generator)
    var match = row
    while match < snapshots.count, snapshots[match].generatorIdentity != identity { match += 1 }
    guard match < snapshots.count else {
      snapshots.insert(snapshot(of: generator, width: width), at: row)
      return
    }
    dropSnapshots(row..<match, of: &snapshots)
    if !snapshots[row].isCurrent(for: generator, width: width) {
      let replaced = snapshots[row].canvas
      snapshots[row] = snapshot(of: generator, width: width)
      spareCanvases.append(replaced)  // unshared once its snapshot is gone
    }
  }

  /// A new drawing of `generator`, into a spare canvas when there is one.
  private func snapshot(of generator: TableRowGenerator, width: Int) -> TableRowSnapshot {
    TableRowSnapshot(
      generator: generator, width: width, table: self,
      canvas: spareCanvases.popLast() ?? Canvas(size: .zero))
  }

  /// Removes the `range` of `snapshots`, rows that left the screen: their row views go to
  /// the pool and their canvases to the spares.
  private func dropSnapshots(_ range: Range<Int>, of snapshots: inout [TableRowSnapshot]) {
    guard !range.isEmpty else { return }
    for snapshot in snapshots[range] {
      snapshot.generator.recycleRowView(into: rowViewPool)
      spareCanvases.append(snapshot.canvas)
    }
    snapshots.removeSubrange(range)
  }

  // MARK: - Focus and keys

  public override var canBecomeFocused: Bool { !isHidden }

  /// Moves the selection with ↑ ↓ PgUp PgDn Home End, and sends the selected row's
  /// ``TableRowGenerator/Event/didSelect`` on Enter.
  ///
  /// - Returns: Whether the key was used: false for other keys, for any key when the table
  ///   has no row, for a key that would move the selection nowhere (↑ on the first row, ↓ on
  ///   the last, Home there already), which goes on up the responder chain as a scroll view's
  ///   page keys do — a scene's command on ↑ can leave the list for a search field above
  ///   it — and for Enter when the selected row has no `didSelect` handler.
  /// - Throws: What a `didSelect` handler throws.
  /// - Complexity: O(log n), plus the headers skipped.
  public override func handleKey(_ event: KeyEvent) throws -> Bool {
    try handleTableKey(event)
  }

  /// Selects the row clicked, activates the selected row when it is clicked again, and
  /// scrolls on the wheel.
  ///
  /// A left press on a row selects it; on the row already selected, while the table has
  /// focus, it activates the row as Enter does: the row's `didSelect` handlers, or else the
  /// key command of the view controller that takes Enter. So a double-click selects, then
  /// activates, with no clock involved, and a click that only focuses the table never
  /// activates. A wheel step scrolls three lines; the selection moves to a row still shown
  /// when it would leave the screen.
  ///
  /// - Returns: Whether the event was used.
  /// - Throws: What a `didSelect` handler throws.
  public override func handleMouse(_ event: MouseEvent, at point: Point) throws -> Bool {
    try handleTableMouse(event, at: point)
  }

  /// ↑↓ Move, and Enter Select when the selected row has a `didSelect` handler, named from
  /// ``keyMap``.
  public override var keyHints: [KeyHint] { tableKeyHints }

  // MARK: - Notifications from the manager

  /// Called by the manager when the selection moved: draws again the lines the highlight
  /// leaves and the lines it reaches, or the whole table when the move scrolls it.
  func selectionDidChange() {
    guard let lines = linesRestyledBySelectionMove() else {
      setNeedsDisplay()
      return
    }
    setNeedsDisplay(Rect(x: 0, y: lines.lowerBound, width: bounds.width, height: lines.count))
  }

  /// Called by the manager when `old` gave its place to `new`.
  func generatorWasReplaced(_ old: TableRowGenerator, with new: TableRowGenerator) {
    if scrollAnchor === old { scrollAnchor = new }
  }

  // MARK: - Private helpers

  /// The lines of the table (0 its top line) that a move of the selection changes, when
  /// the next frame keeps the last one's scroll offset: those of the row the last frame
  /// highlighted and those of the row selected now, and the lines between them; `nil` when
  /// the move scrolls the table, a scroll is pending, or nothing is selected, so that the
  /// whole table is drawn again.
  private func linesRestyledBySelectionMove() -> Range<Int>? {
    let height = bounds.height
    guard let drawnScrollOffset, pendingScrollPosition == nil,
      let selected = manager.selectedIndex,
      scrollOffsetShowingSelection(viewportHeight: height) == drawnScrollOffset
    else { return nil }
    let top = manager.lineOffset(ofIndex: selected) - drawnScrollOffset
    let first = max(top, 0)
    let end = min(top + manager.generators[selected].height, height)
    guard first < end else { return nil }
    let lines = first..<end
    guard let old = drawnHighlightLines else { return lines }
    return min(old.lowerBound, lines.lowerBound)..<max(old.upperBound, lines.upperBound)
  }

  /// The scroll offset for this frame (see ``scrollOffsetShowingSelection(viewportHeight:)``),
  /// made the table's: the pending scroll to the selection is done.
  private func resolveScrollOffset(viewportHeight height: Int) -> Int {
    let offset = scrollOffsetShowingSelection(viewportHeight: height)
    pendingScrollPosition = nil
    setScrollOffset(offset, viewportHeight: height)
    return lastScrollOffset
  }

  /// The scroll offset the next frame shows: the current one, moved as little as needed to
  /// show the selected row (and the headers right above it, when they fit), or as
  /// ``scrollToSelection(at:)`` asked, clamped to the rows. A selected row taller than the
  /// table fills it, from the offset within the row the keys or the wheel scrolled to.
  private func scrollOffsetShowingSelection(viewportHeight height: Int) -> Int {
    var offset = scrollOffset
    if let selected = manager.selectedIndex {
      let top = manager.lineOffset(ofIndex: selected)
      let bottom = top + manager.generators[selected].height
      var first = selected
      while first > 0, manager.generators[first - 1].isHeader { first -= 1 }
      let headed = manager.lineOffset(ofIndex: first)
      let revealedTop = bottom - headed <= height ? headed : top
      switch pendingScrollPosition {
      case .top: offset = revealedTop
      case .middle: offset = top - (height - (bottom - top)) / 2
      case .bottom: offset = bottom - height
      case .nearest, nil: break
      }
      if bottom - top > height {
        // Taller than the table: any offset that fills the table with the row shows as
        // much of it as can be, so the one the keys or the wheel scrolled to stays.
        offset = min(max(offset, top), bottom - height)
      } else if revealedTop < offset {
        offset = revealedTop
      } else if bottom > offset + height {
        offset = min(top, bottom - height)
      }
    }
    return clampedScrollOffset(offset, viewportHeight: height)
  }

  /// `offset` moved within the offsets the rows allow: from 0 to the one that shows the last
  /// line at the bottom.
  private func clampedScrollOffset(_ offset: Int, viewportHeight: Int) -> Int {
    min(max(offset, 0), max(manager.totalHeight - viewportHeight, 0))
  }
}
