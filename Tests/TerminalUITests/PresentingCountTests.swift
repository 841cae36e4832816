import TerminalCore
import Testing

@testable import TerminalUI

/// ``ViewController/presentingCount`` follows every way a presentation starts and ends, so
/// that the window's shortcut (no presenter anywhere: no layer to look for) never hides a
/// presented scene. Each test counts from the value it starts with: other tests' screens may
/// still present scenes.
@MainActor
struct PresentingCountTests {
  @Test func presentingAndDismissingCountOnePresenterEach() throws {
    let base = ViewController.presentingCount.load(ordering: .relaxed)
    let home = ViewController()
    let sheet = ViewController()
    let alert = ViewController()

    try home.present(sheet)
    try sheet.present(alert)
    #expect(ViewController.presentingCount.load(ordering: .relaxed) == base + 2)

    alert.dismiss()
    #expect(ViewController.presentingCount.load(ordering: .relaxed) == base + 1)

    try sheet.present(alert)
    home.dismiss()  // takes the alert above the sheet with it
    #expect(ViewController.presentingCount.load(ordering: .relaxed) == base)
    #expect(home.presentedViewController == nil && sheet.presentedViewController == nil)
  }

  @Test func aRefusedPresentationCountsNothing() throws {
    let base = ViewController.presentingCount.load(ordering: .relaxed)
    let home = ViewController()
    try home.present(ViewController())

    #expect(throws: RoutingError.self) { try home.present(ViewController()) }

    #expect(ViewController.presentingCount.load(ordering: .relaxed) == base + 1)
    home.dismiss()
    #expect(ViewController.presentingCount.load(ordering: .relaxed) == base)
  }

  @Test func aPresenterDroppedWhilePresentingLeavesTheCount() throws {
    let base = ViewController.presentingCount.load(ordering: .relaxed)
    weak var dropped: ViewController?
    do {
      let home = ViewController()
      dropped = home
      try home.present(ViewController())
      #expect(ViewController.presentingCount.load(ordering: .relaxed) == base + 1)
    }
    #expect(dropped == nil)
    #expect(ViewController.presentingCount.load(ordering: .relaxed) == base)
  }

  /// With the count at zero the window finds no layer, and the first presentation shows at
  /// once: the shortcut is taken only while nothing presents.
  @Test func aSceneShowsAsSoonAsItIsPresented() throws {
    let home = ViewController()
    home.title = "Home"
    let window = Window(rootViewController: home, size: Size(width: 30, height: 6))
    _ = window.render()
    let sheet = ViewController()
    sheet.title = "Sheet"

    try home.present(sheet)

    #expect(window.activeViewController === sheet)
    home.dismiss()
    #expect(window.activeViewController === home)
  }
}
