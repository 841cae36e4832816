import TerminalCore

/// A horizontal bar that shows a fraction to an eighth of a cell, with an optional label
/// before it.
///
/// The bar is `width` cells of track; the filled part is drawn with the left-eighth block
/// characters (`▏▎▍▌▋▊▉█`), so 42.7% of 20 cells shows as 8 full cells and a `▌`. Fractions
/// outside `0...1` are clamped and NaN counts as 0, so any number can be shown safely. The
/// filled part is drawn in ``barStyle``, the empty part as spaces in ``trackStyle``.
///
/// ```swift
/// let bar = ProgressBar(width: 20, fraction: 0.427, label: "42.7%")
/// ProgressBar.blocks(for: 0.427, width: 20)  // "████████▌           "
/// ```
@MainActor
public final class ProgressBar: View {
  /// The fraction shown, always in `0...1`: setting a value outside is clamped, NaN is 0.
  public var fraction: Double {
    didSet {
      fraction = Self.clamped(fraction)
      if fraction != oldValue { setNeedsDisplay() }
    }
  }

  /// Text drawn before the bar, separated from it by a space; `nil` for none.
  public var label: String? {
    didSet {
      if label != oldValue { setNeedsLayout() }
    }
  }

  /// The cells of the bar, label not included; the bar shrinks when laid out narrower.
  public var width: Int {
    didSet {
      if width != oldValue { setNeedsLayout() }
    }
  }

  /// The style of the filled part; `nil` takes the theme's ``Theme/progressBar``.
  public var barStyle: Style? {
    didSet { setNeedsDisplay() }
  }

  /// The style of the empty part of the bar; `nil` takes the theme's
  /// ``Theme/progressTrack``.
  public var trackStyle: Style? {
    didSet { setNeedsDisplay() }
  }

  /// The style of the label; `nil` (the default) takes the theme's ``Theme/text``.
  public var labelStyle: Style? {
    didSet { setNeedsDisplay() }
  }

  /// The partial blocks, from one eighth of a cell to seven.
  private static let partialBlocks: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

  /// Creates a bar.
  ///
  /// - Parameters:
  ///   - width: The cells of the bar, label not included; negative counts as 0.
  ///   - fraction: The fraction shown; clamped to `0...1`, NaN is 0.
  ///   - label: Text drawn before the bar.
  ///   - barStyle: The style of the filled part; the theme's by default.
  ///   - trackStyle: The style of the empty part; the theme's by default (a dark grey
  ///     background in ``Theme/default``, so the bar's extent shows).
  public init(
    width: Int, fraction: Double = 0, label: String? = nil, barStyle: Style? = nil,
    trackStyle: Style? = nil
  ) {
    self.width = max(width, 0)
    self.fraction = Self.clamped(fraction)
    self.label = label
    self.barStyle = barStyle
    self.trackStyle = trackStyle
    super.init()
  }

  // MARK: - Layout

  /// The label, a space and ``width`` cells, within `proposal`; one row high.
  public override func sizeThatFits(_ proposal: Size) -> Size {
    let wanted = labelColumns + max(width, 0)
    return Size(width: max(min(wanted, proposal.width), 0), height: max(min(1, proposal.height), 0))
  }

  // MARK: - Drawing

  public override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    super.draw(in: &canvas, rect: rect, clip: clip)
    guard rect.width > 0, rect.height > 0 else { return }
    var x = rect.minX
    if let label {
      x += canvas.put(
        TextLayout.truncate(label, toColumns: rect.width), at: rect.origin,
        style: labelStyle ?? theme.text,
        clip: clip)
      x += 1
    }
    let columns = min(max(width, 0), rect.maxX - x)
    guard columns > 0 else { return }
    let filled = Self.filledEighths(for: fraction, width: columns)
    // The theme is read once: each read walks up to the window.
    let theme = theme
    let barStyle = barStyle ?? theme.progressBar
    let trackStyle = trackStyle ?? theme.progressTrack
    // Each run drawn at once: full blocks, at most one partial block, the track.
    let runs = Self.runs(filledEighths: filled, width: columns)
    canvas.fill(
      Rect(x: x, y: rect.minY, width: runs.full, height: 1).intersection(clip), with: "█",
      style: barStyle)
    if let partial = runs.partial {
      // In the bar's colour on the track's background, so the bar's edge looks continuous.
      var edgeStyle = barStyle
      edgeStyle.background = trackStyle.background
      canvas.put(partial, at: Point(x: x + runs.full, y: rect.minY), style: edgeStyle, clip: clip)
    }
    canvas.fill(
      Rect(x: x + columns - runs.track, y: rect.minY, width: runs.track, height: 1)
        .intersection(clip),
      style: trackStyle)
  }

  // MARK: - Blocks

  /// The characters of a bar of `width` cells showing `fraction`: full blocks, at most one
  /// partial block, then spaces.
  ///
  /// The filled length is rounded to the nearest eighth of a cell.
  ///
  /// - Parameters:
  ///   - fraction: The fraction shown; clamped to `0...1`, NaN is 0.
  ///   - width: The cells of the bar; negative counts as 0.
  /// - Returns: A string of exactly `max(width, 0)` one-column characters.
  /// - Complexity: O(`width`).
  public static func blocks(for fraction: Double, width: Int) -> String {
    let columns = max(width, 0)
    let runs = runs(
      filledEighths: filledEighths(for: clamped(fraction), width: columns), width: columns)
    return String(repeating: "█", count: runs.full) + (runs.partial.map { String($0) } ?? "")
      + String(repeating: " ", count: runs.track)
  }

  // MARK: - Private helpers

  private var labelColumns: Int {
    guard let label else { return 0 }
    return TextSanitizer.sanitize(label).displayWidth + 1
  }

  private static func clamped(_ fraction: Double) -> Double {
    fraction.isNaN ? 0 : min(max(fraction, 0), 1)
  }

  /// The filled length in eighths of a cell, rounded to the nearest.
  private static func filledEighths(for fraction: Double, width: Int) -> Int {
    Int((clamped(fraction) * Double(width) * 8).rounded(.toNearestOrAwayFromZero))
  }

  /// The runs of a bar of `width` cells filled to `filledEighths` (at most `8 * width`):
  /// its full blocks, its partial block if the filled length ends inside a cell, and the
  /// empty cells of the track after them.
  private static func runs(filledEighths: Int, width: Int) -> (
    full: Int, partial: Character?, track: Int
  ) {
    let full = min(filledEighths / 8, width)
    let eighths = full < width ? filledEighths % 8 : 0
    let partial = eighths > 0 ? partialBlocks[eighths - 1] : nil
    return (full, partial, width - full - (partial == nil ? 0 : 1))
  }
}
