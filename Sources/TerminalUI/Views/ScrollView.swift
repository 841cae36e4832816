import TerminalCore

/// A view that shows a slice of a taller document view and scrolls it, keeping the focused
/// control in sight.
///
/// The document view is laid out at the scroll view's width less one column and at its
/// fitting height (``View/sizeThatFits(_:)`` offered an unbounded height), and placed at
/// `y = -contentOffset`; the window's drawing clips it to the scroll view, so only the
/// visible rows show. A view that takes all the height it is offered (a plain ``View``) is
/// given the scroll view's height and never scrolls.
///
/// - **Focus.** When the window's focused view lies in the document and, since the last
///   layout, it gained the focus, moved, changed size, or the scroll view changed size, the
///   scroll view scrolls by the fewest rows that show it whole (its top when it is taller
///   than the scroll view); otherwise the offset stays where the user put it. Scrolling
///   with ``scroll(by:)`` or a page key does not leave the focus out of sight: when the
///   focused view leaves the visible rows, focus moves to the first control shown whole
///   (the last when scrolling up); with none shown, it stays where it is.
/// - **Indicator.** The rightmost column is kept for the scroll indicator, so the document
///   never hides under it and its width does not change when it starts to overflow. While
///   the document is taller than the scroll view, the column shows a track `│` with a thumb
///   `█` whose size and place say how much is shown and where; the thumb touches an end only
///   when nothing lies beyond it. Nothing is drawn when everything fits.
/// - **Keys.** PageUp and PageDown scroll by a page: the visible height less one row, kept
///   for context. The scroll view is never focused itself: the window offers it the keys
///   the focused view inside it did not use, and lists its ``keyHints`` in the footer (each
///   page key only when it can scroll that way), so a scene needs to do nothing for them —
///   while the focus is inside it. A document with nothing focusable (a log, say) never has
///   the focus: give the scene key commands that call ``scrollPage(by:)``.
/// - **Resize.** The offset is clamped at every layout, so a larger screen never shows
///   blank rows below the document.
///
/// ```swift
/// let form = StackView(axis: .vertical, spacing: 1, [nameRow, notesRow, saveButton])
/// let scrollView = ScrollView(documentView: form)
/// view.addSubview(scrollView)
///
/// override func layoutView(in rect: Rect) {
///   super.layoutView(in: rect)
///   scrollView.frame = Rect(x: 0, y: 0, width: rect.width, height: rect.height)
/// }
/// ```
@MainActor
public final class ScrollView: View {
  /// The view scrolled; it is the scroll view's only subview.
  public var documentView: View? {
    didSet {
      guard documentView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let documentView { addSubview(documentView) }
    }
  }

  /// How many rows of the document are scrolled above the top of the scroll view.
  ///
  /// Setting it scrolls without moving focus; the next layout clamps it to the document.
  @exclusivity(unchecked)
  public var contentOffset = 0 {
    didSet {
      if contentOffset < 0 { contentOffset = 0 }
      if contentOffset != oldValue { setNeedsLayout() }
    }
  }

  /// The document's height at the last layout.
  @exclusivity(unchecked)
  public private(set) var contentHeight = 0

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

  /// The ``View/serialNumber`` of the focused view at the last layout, when it lay in the
  /// document.
  private var lastFocusedViewSerialNumber: UInt64?
  /// Where that view was in the document, and the scroll view's size, at the last layout.
  private var lastFocusGeometry: (rect: Rect, size: Size)?

  /// Creates a scroll view showing `documentView`.
  public init(documentView: View? = nil) {
    self.documentView = documentView
    super.init()
    if let documentView { addSubview(documentView) }
  }

  // MARK: - Configuration

  /// Whether the document is taller than the scroll view.
  public var isOverflowing: Bool { contentHeight > bounds.height }

  /// The largest offset: the one that shows the end of the document.
  public var maximumContentOffset: Int { max(contentHeight - bounds.height, 0) }

  /// The number of rows PageUp and PageDown scroll: the visible height less one row.
  public var pageHeight: Int { max(bounds.height - 1, 1) }

  /// Scrolls by `lines` rows (negative: up), clamped to the document, and keeps the focus in
  /// sight as the type's discussion describes. The mouse wheel calls this.
  ///
  /// - Parameter lines: The rows to scroll; positive scrolls towards the end.
  public func scroll(by lines: Int) {
    let offset = min(max(contentOffset + lines, 0), maximumContentOffset)
    guard offset != contentOffset else { return }
    contentOffset = offset
    positionDocument()
    keepFocusInSight(scrollingDown: lines > 0)
  }

  /// Scrolls by `pages` pages of ``pageHeight`` rows (negative: up).
  ///
  /// - Parameter pages: The pages to scroll; positive scrolls towards the end.
  public func scrollPage(by pages: Int) {
    scroll(by: pages * pageHeight)
  }

  // MARK: - Layout

  /// Measures the document and places it at the offset; once the document's views are laid
  /// out too, the scroll view scrolls the focused view into sight when it is new or moved.
  public override func layoutSubviews() {
    guard let documentView, !documentView.isHidden else {
      contentHeight = 0
      contentOffset = 0
      return
    }
    let width = max(bounds.width - 1, 0)
    let fitting = documentView.sizeThatFits(Size(width: width, height: Self.unboundedHeight))
    contentHeight = fitting.height >= Self.unboundedHeight ? bounds.height : fitting.height
    documentView.frame = Rect(x: 0, y: -contentOffset, width: width, height: contentHeight)
  }

  /// Scrolls the focused view into sight when it is new or moved, now that the frames of the
  /// document's views are current (a document's layout depends on its size, not on where
  /// the offset puts it).
  override func didLayOutSubtree() {
    guard let documentView, !documentView.isHidden else { return }
    revealFocusedViewIfMoved(in: documentView)
    contentOffset = min(contentOffset, maximumContentOffset)
    positionDocument()
  }

  // MARK: - Drawing

  /// Fills the background, then draws the indicator when the document overflows.
  public override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    super.draw(in: &canvas, rect: rect, clip: clip)
    guard isOverflowing, rect.width > 0 else { return }
    ScrollIndicator(height: rect.height, contentHeight: contentHeight, offset: contentOffset)
      .draw(
        in: &canvas, x: rect.maxX - 1, top: rect.minY,
        thumbStyle: thumbStyle ?? theme.scrollThumb, trackStyle: trackStyle ?? theme.scrollTrack,
        clip: clip)
  }

  // MARK: - Events

  /// The page keys, each only when it can scroll that way: PgUp while rows lie above, PgDn
  /// while rows lie below.
  public override var keyHints: [KeyHint] {
    switch (contentOffset > 0, contentOffset < maximumContentOffset) {
    case (true, true): Self.pageHints
    case (true, false): Self.pageUpHints
    case (false, true): Self.pageDownHints
    case (false, false): []
    }
  }

  private static let pageUpHint = KeyHint(
    key: "PgUp", action: "Scroll up", keys: [KeyEvent(.pageUp)])
  private static let pageDownHint = KeyHint(
    key: "PgDn", action: "Scroll down", keys: [KeyEvent(.pageDown)])
  // Stored, so that the footer reads them every frame without allocating.
  private static let pageHints = [pageUpHint, pageDownHint]
  private static let pageUpHints = [pageUpHint]
  private static let pageDownHints = [pageDownHint]

  /// Scrolls by a page on PageUp while rows lie above, and on PageDown while rows lie below,
  /// as its hints say; a page key it cannot use goes on up the responder chain (to a scroll
  /// view around this one, or a key command), as other keys do.
  ///
  /// - Returns: Whether the key scrolled.
  public override func handleKey(_ event: KeyEvent) throws -> Bool {
    switch event {
    case KeyEvent(.pageUp) where contentOffset > 0: scrollPage(by: -1)
    case KeyEvent(.pageDown) where contentOffset < maximumContentOffset: scrollPage(by: 1)
    default: return false
    }
    return true
  }

  /// Scrolls by three rows for each step of the wheel.
  ///
  /// - Returns: Whether the event was a wheel step and the document overflows.
  public override func handleMouse(_ event: MouseEvent, at point: Point) throws -> Bool {
    guard event.scrollLines != 0, isOverflowing else { return false }
    scroll(by: event.scrollLines)
    return true
  }

  // MARK: - Private helpers

  /// The height offered to the document when measuring it: large enough for any document,
  /// small enough that adding to it cannot overflow.
  private static let unboundedHeight = 1 << 30

  private func positionDocument() {
    guard let documentView, documentView.frame.minY != -contentOffset else { return }
    var frame = documentView.frame
    frame.origin.y = -contentOffset
    documentView.frame = frame
  }

  /// Scrolls the least that shows the focused view whole, when it entered the document, or
  /// moved within it or the scroll view was resized since the last layout.
  private func revealFocusedViewIfMoved(in documentView: View) {
    guard let focused = window?.focusedView, focused.isDescendant(of: documentView),
      focused !== documentView
    else {
      lastFocusedViewSerialNumber = nil
      lastFocusGeometry = nil
      return
    }
    let rect = Self.rect(of: focused, in: documentView)
    var isUnchanged = false
    if focused.serialNumber == lastFocusedViewSerialNumber, let last = lastFocusGeometry {
      isUnchanged = last == (rect, bounds.size)
    }
    lastFocusedViewSerialNumber = focused.serialNumber
    lastFocusGeometry = (rect, bounds.size)
    guard !isUnchanged else { return }
    if rect.minY < contentOffset || rect.height > bounds.height {
      contentOffset = rect.minY
    } else if rect.maxY > contentOffset + bounds.height {
      contentOffset = rect.maxY - bounds.height
    }
  }

  /// After a scroll, focuses a control shown whole if the focused one left the visible rows.
  private func keepFocusInSight(scrollingDown: Bool) {
    guard let documentView, let window, let focused = window.focusedView,
      focused.isDescendant(of: documentView)
    else { return }
    let visible = contentOffset..<(contentOffset + bounds.height)
    func isShownWhole(_ view: View) -> Bool {
      let rect = Self.rect(of: view, in: documentView)
      return visible.contains(rect.minY) && rect.maxY <= visible.upperBound
    }
    guard !isShownWhole(focused) else { return }
    var candidates: [View] = []
    Self.collectFocusable(documentView, into: &candidates)
    let shown = candidates.filter(isShownWhole)
    if let target = scrollingDown ? shown.first : shown.last {
      window.focus(target)
    }
  }

  /// `view`'s rectangle in the coordinates of `documentView`, one of its ancestors.
  private static func rect(of view: View, in documentView: View) -> Rect {
    var rect = view.frame
    var ancestor = view.superview
    while let current = ancestor, current !== documentView {
      rect = rect.offsetBy(dx: current.frame.minX, dy: current.frame.minY)
      ancestor = current.superview
    }
    return rect
  }

  private static func collectFocusable(_ view: View, into result: inout [View]) {
    guard !view.isHidden else { return }
    if view.canBecomeFocused { result.append(view) }
    for subview in view.subviews { collectFocusable(subview, into: &result) }
  }
}
