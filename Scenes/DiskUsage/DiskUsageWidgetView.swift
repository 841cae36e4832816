import TerminalCore
import TerminalUI

/// The widget's view: `Disk 42.7% ████████▌` on one line, with Used, Free and Total under it
/// when expanded. It takes focus; Enter or Space sends
/// ``TerminalUI/Control/Event/primaryActionTriggered``.
///
/// ```swift
/// let widget = DiskUsageWidgetView()
///   .on(.primaryActionTriggered) { _ in toggleDetails() }
/// widget.show(viewModel)
/// ```
@MainActor
final class DiskUsageWidgetView: Control {
  /// The bar's width in cells.
  static let barWidth = 24

  let titleLabel = Label("Disk")
  let percentLabel = Label("…")
  let bar = ProgressBar(width: barWidth)
  let detailsLabel = Label()
  private var toggleTitle = "Show details" {
    didSet { keyHintsShown = [KeyHint(key: "Enter", action: toggleTitle)] }
  }
  /// The footer's hint, kept while the title stays: the footer reads it every frame.
  private var keyHintsShown = [KeyHint(key: "Enter", action: "Show details")]

  /// Creates the widget, collapsed, with no figure yet.
  override init() {
    super.init()
    bar.isHidden = true
    detailsLabel.numberOfLines = 0
    [titleLabel, percentLabel, bar, detailsLabel].forEach(addSubview)
  }

  /// Shows `viewModel`.
  func show(_ viewModel: DiskUsage.ShowUsage.ViewModel) {
    percentLabel.text = viewModel.percentText
    bar.isHidden = viewModel.fraction == nil
    bar.fraction = viewModel.fraction ?? 0
    detailsLabel.text = viewModel.detailLines.joined(separator: "\n")
    if toggleTitle != viewModel.toggleTitle {
      toggleTitle = viewModel.toggleTitle
      setNeedsDisplay()
    }
  }

  // MARK: - Layout

  /// One row for the summary and one per detail line.
  override func sizeThatFits(_ proposal: Size) -> Size {
    let details = detailsLabel.sizeThatFits(
      Size(width: max(proposal.width - detailsIndent, 0), height: max(proposal.height - 1, 0)))
    return Size(
      width: max(proposal.width, 0), height: max(min(1 + details.height, proposal.height), 0))
  }

  /// The summary on the first row; the details under it, indented to line up with the
  /// percent.
  override func layoutSubviews() {
    let width = frame.width
    var x = 0
    for view in [titleLabel, percentLabel, bar] where !view.isHidden {
      let size = view.sizeThatFits(Size(width: max(width - x, 0), height: 1))
      view.frame = Rect(x: x, y: 0, width: size.width, height: size.height)
      x += size.width + 1
    }
    detailsLabel.frame = Rect(
      x: detailsIndent, y: 1, width: max(width - detailsIndent, 0),
      height: max(frame.height - 1, 0))
  }

  // MARK: - Focus and keys

  override func focusDidChange() {
    super.focusDidChange()
    titleLabel.textRole = isFocused ? \.focus : \.text
  }

  override func handleKey(_ event: KeyEvent) throws -> Bool {
    guard isEnabled, event == KeyEvent(.enter) || event == KeyEvent(.character(" ")) else {
      return false
    }
    try sendActions(for: .primaryActionTriggered)
    return true
  }

  /// Shows or hides the details on a left click anywhere on the widget, as Enter does.
  override func handleMouse(_ event: MouseEvent, at point: Point) throws -> Bool {
    guard isEnabled, event.kind == .press, event.button == .left else { return false }
    try sendActions(for: .primaryActionTriggered)
    return true
  }

  override var keyHints: [KeyHint] {
    keyHintsShown
  }

  // MARK: - Private helpers

  /// The details start under the percent: after the title and a space.
  private var detailsIndent: Int {
    titleLabel.text.displayWidth + 1
  }
}
