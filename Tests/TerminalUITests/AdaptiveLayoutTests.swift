import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

/// A scene that changes its hierarchy with its width in `layoutView(in:)`: a list alone on a
/// narrow screen, a details child beside it on a wide one, as the docs describe.
@MainActor
struct AdaptiveLayoutTests {
  @Test func aChildEmbeddedInLayoutViewShowsInTheSameFrameAndGoesWithTheWidth() {
    // Given: a wide screen
    let scene = MasterDetailViewController()
    let screen = HeadlessScreen(rootViewController: scene, size: Size(width: 60, height: 6))
    // Then: the first frame shows both, and the child has appeared
    #expect(screen.lines[0] == "List" + String(repeating: " ", count: 26) + "Details")
    #expect(scene.details.parent === scene)
    #expect(scene.details.appearances == 1)
    // When: narrower than the threshold
    screen.resize(to: Size(width: 40, height: 6))
    // Then
    #expect(screen.lines[0] == "List")
    #expect(scene.details.parent == nil)
    // When: wide again
    screen.resize(to: Size(width: 60, height: 6))
    // Then
    #expect(screen.lines[0].hasSuffix("Details"))
    #expect(scene.details.appearances == 2)
  }
}

/// A list label, and a details child embedded beside it from 50 columns on.
@MainActor
private final class MasterDetailViewController: ViewController {
  let list = Label("List")
  let details = DetailsViewController()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(list)
  }

  override func layoutView(in rect: Rect) {
    super.layoutView(in: rect)
    let isWide = rect.width >= 50
    if isWide, details.parent == nil { embed(details) }
    if !isWide, details.parent != nil { details.unembed() }
    let listWidth = isWide ? rect.width / 2 : rect.width
    list.frame = Rect(x: 0, y: 0, width: listWidth, height: rect.height)
    if isWide {
      details.layoutView(
        in: Rect(x: listWidth, y: 0, width: rect.width - listWidth, height: rect.height))
    }
  }
}

/// The details pane: a label; counts its appearances.
@MainActor
private final class DetailsViewController: ViewController {
  var appearances = 0

  override func loadView() -> View {
    Label("Details")
  }

  override func viewDidAppear() {
    super.viewDidAppear()
    appearances += 1
  }
}
