import TerminalCore

/// A view that lays out its arranged subviews in a column or a row.
///
/// Arranged subviews are measured in order, each offered the space the ones before it left
/// (so a greedy view such as a ``TextField`` placed last in a row takes the rest of it).
/// Hidden views take no space.
///
/// ```swift
/// let row = StackView(axis: .horizontal, spacing: 1, [Label("Message"), field])
/// let form = StackView(axis: .vertical, [row, errorLabel, sendButton])
/// ```
@MainActor
public final class StackView: View {
  /// The direction the subviews are laid out in.
  public enum Axis: Sendable {
    /// Top to bottom.
    case vertical
    /// Left to right.
    case horizontal
  }

  /// The direction the subviews are laid out in.
  @exclusivity(unchecked)
  public var axis: Axis {
    didSet { setNeedsLayout() }
  }

  /// Empty cells between neighbouring subviews.
  @exclusivity(unchecked)
  public var spacing: Int {
    didSet { setNeedsLayout() }
  }

  /// The views the stack lays out, in order.
  @exclusivity(unchecked)
  public private(set) var arrangedSubviews: [View] = []

  /// Creates a stack of `views`.
  public init(axis: Axis, spacing: Int = 0, _ views: [View] = []) {
    self.axis = axis
    self.spacing = spacing
    super.init()
    views.forEach(addArrangedSubview)
  }

  /// Adds `view` at the end of the stack.
  public func addArrangedSubview(_ view: View) {
    addSubview(view)  // first: it takes the view out of any stack, this one included
    arrangedSubviews.append(view)
  }

  /// Takes `view` out of the stack and out of the view.
  public func removeArrangedSubview(_ view: View) {
    view.removeFromSuperview()
  }

  /// Takes the subview out of the arranged ones too, so that `removeFromSuperview()` on an
  /// arranged view (as `unembed()` does for a child scene's view) leaves nothing holding it.
  public override func willRemoveSubview(_ subview: View) {
    arrangedSubviews.removeIdentical(to: subview)
  }

  /// The stack's size: the sum along its axis, the largest across it.
  public override func sizeThatFits(_ proposal: Size) -> Size {
    var extent = Size.zero
    for frame in arrange(in: proposal) {
      extent = Size(width: max(extent.width, frame.maxX), height: max(extent.height, frame.maxY))
    }
    return Size(
      width: min(extent.width, proposal.width), height: min(extent.height, proposal.height))
  }

  public override func layoutSubviews() {
    var frames = arrange(in: frame.size).makeIterator()
    for view in arrangedSubviews where !view.isHidden {
      guard let viewFrame = frames.next() else { return }
      view.frame = viewFrame
    }
  }

  // MARK: - Private helpers

  private func arrange(in available: Size) -> [Rect] {
    var frames: [Rect] = []
    frames.reserveCapacity(arrangedSubviews.count)
    var offset = 0
    for view in arrangedSubviews where !view.isHidden {
      if !frames.isEmpty { offset += spacing }
      switch axis {
      case .vertical:
        let remaining = Size(width: available.width, height: available.height - offset)
        let height = view.sizeThatFits(remaining).height
        frames.append(
          Rect(x: 0, y: offset, width: available.width, height: min(height, remaining.height)))
        offset += height
      case .horizontal:
        let remaining = Size(width: available.width - offset, height: available.height)
        let size = view.sizeThatFits(remaining)
        frames.append(
          Rect(x: offset, y: 0, width: min(size.width, remaining.width), height: size.height))
        offset += size.width
      }
    }
    return frames
  }
}
