import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

/// A frame draws again only the part of the screen a view marked with `setNeedsDisplay()`:
/// these tests count which views draw, check that the other cells are kept, and check that
/// the headless screen catches a view that changes without saying so.
@MainActor
struct WindowDamageTests {
  /// A one-row view that draws its text and counts its drawings.
  final class CountingView: View {
    let text: String
    var drawCount = 0

    init(_ text: String) {
      self.text = text
    }

    override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
      drawCount += 1
      super.draw(in: &canvas, rect: rect, clip: clip)
      canvas.put(text, at: rect.origin, style: style, clip: clip)
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
      Size(width: proposal.width, height: 1)
    }
  }

  /// A view whose text changes without asking for a frame: the mistake the headless screen
  /// reports.
  final class ForgetfulView: View {
    var text = "old"

    override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
      canvas.put(text, at: rect.origin, clip: clip)
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
      Size(width: proposal.width, height: 1)
    }
  }

  let top = CountingView("top")
  let bottom = CountingView("bottom")

  /// Two labels on rows 0 and 4 of a 20 × 8 window, one frame drawn.
  func mountTwoLabels() -> Window {
    let stack = StackView(axis: .vertical, spacing: 3, [top, bottom])
    let window = mount(stack, size: Size(width: 20, height: 8))
    _ = window.render()
    return window
  }

  @Test func aChangedViewIsDrawnAgainAndAViewOnOtherRowsIsNot() {
    let window = mountTwoLabels()
    let (topBefore, bottomBefore) = (top.drawCount, bottom.drawCount)

    top.style = Style(attributes: .bold)
    let frame = window.render()

    #expect(top.drawCount == topBefore + 1)
    #expect(bottom.drawCount == bottomBefore)
    #expect(frame.canvas.text(ofRow: 0) == "top")
    #expect(frame.canvas.text(ofRow: 4) == "bottom")
    #expect(frame.canvas[0, 0].style.attributes.contains(.bold))
  }

  @Test func theFrameNamesTheRowsItDrewAgain() {
    let window = mountTwoLabels()

    bottom.style = Style(attributes: .bold)
    let frame = window.render()

    #expect(frame.drawnRows == 4..<5)
  }

  @Test func aFrameAfterALayoutNamesEveryRow() {
    let window = mountTwoLabels()

    window.setNeedsLayout()
    let frame = window.render()

    #expect(frame.drawnRows == 0..<8)
  }

  @Test func aFrameWithNothingMarkedDrawsNoView() {
    let window = mountTwoLabels()
    let (topBefore, bottomBefore) = (top.drawCount, bottom.drawCount)

    let frame = window.render()

    #expect(top.drawCount == topBefore)
    #expect(bottom.drawCount == bottomBefore)
    #expect(frame.canvas.text(ofRow: 4) == "bottom")
  }

  @Test func aLayoutDrawsEveryView() {
    let window = mountTwoLabels()
    let (topBefore, bottomBefore) = (top.drawCount, bottom.drawCount)

    window.setNeedsLayout()
    _ = window.render()

    #expect(top.drawCount == topBefore + 1)
    #expect(bottom.drawCount == bottomBefore + 1)
  }

  @Test func theWindowsOwnSetNeedsDisplayDrawsEveryView() {
    let window = mountTwoLabels()
    let (topBefore, bottomBefore) = (top.drawCount, bottom.drawCount)

    window.setNeedsDisplay()
    _ = window.render()

    #expect(top.drawCount == topBefore + 1)
    #expect(bottom.drawCount == bottomBefore + 1)
  }

  @Test func aRectangleMarksTheRowsItCoversOnly() {
    let window = mountTwoLabels()
    let (topBefore, bottomBefore) = (top.drawCount, bottom.drawCount)

    window.setNeedsDisplay(Rect(x: 5, y: 4, width: 1, height: 1))
    _ = window.render()

    #expect(top.drawCount == topBefore)
    #expect(bottom.drawCount == bottomBefore + 1)
  }

  @Test func aViewBesideAChangedOneOnItsRowIsNotDrawnAgain() {
    let row = View()
    let left = CountingView("left")
    left.frame = Rect(x: 0, y: 0, width: 6, height: 1)
    let right = CountingView("right")
    right.frame = Rect(x: 6, y: 0, width: 6, height: 1)
    row.addSubview(left)
    row.addSubview(right)
    let window = mount(row, size: Size(width: 20, height: 4))
    _ = window.render()
    let (leftBefore, rightBefore) = (left.drawCount, right.drawCount)

    right.style = Style(attributes: .bold)
    let frame = window.render()

    #expect(left.drawCount == leftBefore)
    #expect(right.drawCount == rightBefore + 1)
    #expect(frame.canvas.text(ofRow: 0) == "left  right")
    #expect(frame.drawnRows == 0..<1)
  }

  @Test func aRectangleThatCutsWideGraphemesDrawsThemWhole() {
    let label = Label("ab漢字cd")
    let window = mount(label, size: Size(width: 10, height: 4))
    _ = window.render()

    window.setNeedsDisplay(Rect(x: 3, y: 0, width: 2, height: 1))
    let frame = window.render()

    #expect(frame.canvas.text(ofRow: 0) == "ab漢字cd")
    #expect(frame.canvas[2, 0].width == 2)
    #expect(frame.canvas[4, 0].width == 2)
  }

  @Test func aViewMarksPartOfItselfInItsOwnCoordinates() {
    let container = View()
    let tall = CountingView("tall")
    tall.frame = Rect(x: 2, y: 1, width: 10, height: 3)
    container.addSubview(tall)
    let window = mount(container, size: Size(width: 20, height: 8))
    _ = window.render()

    tall.setNeedsDisplay(Rect(x: 3, y: 1, width: 2, height: 2))
    let part = window.render()
    tall.setNeedsDisplay(Rect(x: -5, y: 2, width: 40, height: 9))
    let clipped = window.render()
    tall.setNeedsDisplay(Rect(x: 0, y: 1, width: 0, height: 2))

    #expect(part.drawnRows == 2..<4)
    #expect(clipped.drawnRows == 3..<4)
    #expect(!window.needsDisplay)
  }

  @Test func anEmptyRectangleAsksForNoFrame() {
    let window = mountTwoLabels()

    window.setNeedsDisplay(Rect(x: 0, y: 3, width: 0, height: 2))

    #expect(!window.needsDisplay)
  }

  @Test func aViewScrolledOutOfItsScrollViewAsksForNothing() {
    let hidden = CountingView("below")
    let document = StackView(axis: .vertical, spacing: 10, [Label("a"), hidden])
    let scroll = ScrollView(documentView: document)
    let window = mount(scroll, size: Size(width: 20, height: 6))
    _ = window.render()

    hidden.style = Style(attributes: .bold)

    #expect(!window.needsDisplay)
  }

  @Test func theStatusLineIsDrawnWithoutTheScene() {
    let window = mountTwoLabels()
    let (topBefore, bottomBefore) = (top.drawCount, bottom.drawCount)

    window.showStatus("Saved")
    let frame = window.render()

    #expect(frame.canvas.text(ofRow: 6) == "Saved")
    #expect(top.drawCount == topBefore)
    #expect(bottom.drawCount == bottomBefore)
  }

  @Test func headlessScreenReportsAViewThatChangedWithoutSayingSo() {
    let forgetful = ForgetfulView()
    let neighbour = Label("neighbour")
    let screen = HeadlessScreen(
      rootViewController: HostViewController(StackView(axis: .vertical, [forgetful, neighbour])),
      size: Size(width: 20, height: 6))

    forgetful.text = "new"
    withKnownIssue {
      screen.perform { neighbour.style = Style(attributes: .bold) }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("row 0 drawn:   old") }
    }
  }

  @Test func headlessScreenReportsAForgottenRedrawAtTheLineThatActed() {
    let forgetful = ForgetfulView()
    let screen = HeadlessScreen(
      rootViewController: HostViewController(StackView(axis: .vertical, [forgetful, TextField()])),
      size: Size(width: 20, height: 6))

    // Each location is taken two lines above the call that acts.
    forgetful.text = "typed"
    let beforeTyping = #_sourceLocation
    withKnownIssue {
      screen.type("a")
    } matching: { issue in
      issue.sourceLocation?.fileID == beforeTyping.fileID
        && issue.sourceLocation?.line == beforeTyping.line + 2
    }
    forgetful.text = "pressed"
    let beforePressing = #_sourceLocation
    withKnownIssue {
      screen.press(.left)
    } matching: { issue in
      issue.sourceLocation?.fileID == beforePressing.fileID
        && issue.sourceLocation?.line == beforePressing.line + 2
    }
  }

}
