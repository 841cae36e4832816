import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@MainActor
struct ProgressBarTests {
  // MARK: - Eighths

  @Test(arguments: [
    (1, "▏   "), (2, "▎   "), (3, "▍   "), (4, "▌   "), (5, "▋   "), (6, "▊   "), (7, "▉   "),
    (8, "█   "), (9, "█▏  "), (12, "█▌  "), (20, "██▌ "), (31, "███▉"), (32, "████"),
  ])
  func eachEighthOfACellHasItsOwnBlock(eighths: Int, expected: String) {
    #expect(ProgressBar.blocks(for: Double(eighths) / 32, width: 4) == expected)
  }

  @Test(arguments: [
    (0.427, 20, "████████▌           "),
    (0.5, 10, "█████     "),
    (0.0, 5, "     "),
    (1.0, 3, "███"),
    (0.999, 1, "█"),
  ])
  func fractionFillsItsShareOfTheWidth(fraction: Double, width: Int, expected: String) {
    #expect(ProgressBar.blocks(for: fraction, width: width) == expected)
  }

  @Test func lengthIsRoundedToTheNearestEighth() {
    // 0.0155 × 32 eighths = 0.496; 0.0157 × 32 = 0.5024
    #expect(ProgressBar.blocks(for: 0.0155, width: 4) == "    ")
    #expect(ProgressBar.blocks(for: 0.0157, width: 4) == "▏   ")
  }

  @Test(arguments: [
    (-0.5, "    "), (-Double.infinity, "    "), (Double.nan, "    "), (1.5, "████"),
    (Double.infinity, "████"), (-0.0, "    "),
  ])
  func fractionsOutsideZeroToOneAreClamped(fraction: Double, expected: String) {
    // When
    let bar = ProgressBar(width: 4, fraction: fraction)
    // Then
    #expect(ProgressBar.blocks(for: fraction, width: 4) == expected)
    #expect((0...1).contains(bar.fraction))
    #expect(ProgressBar.blocks(for: bar.fraction, width: 4) == expected)
  }

  @Test func settingAFractionOutsideZeroToOneClampsIt() {
    // Given
    let bar = ProgressBar(width: 4, fraction: 0.5)
    // When / Then
    bar.fraction = 7
    #expect(bar.fraction == 1)
    bar.fraction = -.nan
    #expect(bar.fraction == 0)
    bar.fraction = -3
    #expect(bar.fraction == 0)
  }

  @Test(arguments: [0, -1, -100])
  func emptyOrNegativeWidthGivesNoCells(width: Int) {
    #expect(ProgressBar.blocks(for: 0.5, width: width) == "")
    #expect(ProgressBar(width: width).sizeThatFits(Size(width: 10, height: 1)).width == 0)
  }

  // MARK: - Drawing

  @Test func drawsTheLabelThenTheBar() {
    // Given
    let bar = ProgressBar(width: 8, fraction: 0.5, label: "50.0%")
    // When
    let canvas = mount(bar, size: Size(width: 20, height: 3)).render().canvas
    // Then
    #expect(canvas.lines[0] == "50.0% ████")
    #expect(bar.sizeThatFits(Size(width: 80, height: 5)) == Size(width: 14, height: 1))
  }

  @Test func filledPartTakesTheBarStyleAndTheRestTheTrackStyle() {
    // Given
    let bar = ProgressBar(
      width: 4, fraction: 0.5 + 1 / 32, barStyle: Style(foreground: .green),
      trackStyle: Style(background: .blue))
    // When
    let canvas = mount(bar, size: Size(width: 4, height: 3)).render().canvas
    // Then
    #expect(canvas.lines[0] == "██▏")
    #expect(canvas[0, 0].style == Style(foreground: .green))
    #expect(canvas[1, 0].style == Style(foreground: .green))
    #expect(canvas[2, 0].style == Style(foreground: .green, background: .blue))
    #expect(canvas[3, 0].style == Style(background: .blue))
  }

  @Test func barShrinksToTheWidthItIsGiven() {
    // Given
    let bar = ProgressBar(width: 10, fraction: 1, label: "Full")
    // When
    let canvas = mount(bar, size: Size(width: 8, height: 3)).render().canvas
    // Then
    #expect(canvas.lines[0] == "Full ███")
    #expect(bar.sizeThatFits(Size(width: 8, height: 1)) == Size(width: 8, height: 1))
  }

  @Test func changingTheFractionRedrawsTheBar() {
    // Given
    let bar = ProgressBar(width: 4)
    let screen = HeadlessScreen(
      rootViewController: HostViewController(bar), size: Size(width: 4, height: 3))
    #expect(screen.lines[0] == "")
    // When
    screen.perform { bar.fraction = 0.75 }
    // Then
    #expect(screen.lines[0] == "███")
  }
}
