import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@MainActor
struct AlertControllerTests {
  let list = ListNoteViewController("List")
  let screen: HeadlessScreen
  let log = Journal()

  init() {
    screen = HeadlessScreen(
      rootViewController: NavigationController(rootViewController: list),
      size: Size(width: 50, height: 8))
  }

  /// An alert asking to delete, with Cancel and a destructive Delete that journal whether
  /// the alert was already dismissed when they ran.
  func makeDeleteAlert(message: String? = "This cannot be undone.") -> AlertController {
    let alert = AlertController(title: "Delete “Milk”?", message: message)
    alert.addAction(
      AlertAction("Cancel", style: .cancel) { [log] alert in
        log.entries.append("cancel, presented: \(alert.presentingViewController != nil)")
      })
    alert.addAction(
      AlertAction("Delete", style: .destructive) { [log] alert in
        log.entries.append("delete, presented: \(alert.presentingViewController != nil)")
      })
    return alert
  }

  func show(_ alert: AlertController) throws {
    try list.present(alert)
    screen.perform {}
  }

  // MARK: - Drawing

  @Test func alertShowsTitleMessageAndActionsInABoxWithCancelFocused() throws {
    // When
    try show(makeDeleteAlert())
    // Then
    #expect(
      screen.lines == [
        " List       ┌────────────────────────┐",
        "Note        │     Delete “Milk”?     │",
        "[ Save ]    │ This cannot be undone. │",
        "            │                        │",
        "            │ [ Cancel ]  [ Delete ] │",
        "            └────────────────────────┘",
        "",
        " Enter Cancel  Tab Next  Esc Cancel  Ctrl-C Quit",
      ])
    #expect(screen.canvas[18, 1].style.attributes == .bold)
    #expect(screen.canvas[14, 4].style == Style(attributes: .reverse))
    #expect(screen.canvas[26, 4].style == Style(foreground: .red))
    #expect(screen.canvas[0, 1].style.attributes == .dim)
  }

  @Test func longTitleAndMessageWrap() throws {
    // Given
    screen.resize(to: Size(width: 40, height: 12))
    let alert = makeDeleteAlert(
      message: "Every to-do in the list, done or not, is removed from the disk for good.")
    let long = AlertController(
      title: "Delete every to-do in the list called Groceries?", message: alert.message)
    alert.actions.forEach(long.addAction)
    // When
    try show(long)
    // Then
    #expect(
      screen.lines == [
        "┌──────────────────────────────────────┐",
        "│    Delete every to-do in the list    │",
        "│          called Groceries?           │",
        "│   Every to-do in the list, done or   │",
        "│  not, is removed from the disk for   │",
        "│                good.                 │",
        "│                                      │",
        "│        [ Cancel ]  [ Delete ]        │",
        "└──────────────────────────────────────┘",
        "",
        "",
        " Enter Cancel  Esc Cancel  Ctrl-C Quit",
      ])
  }

  @Test func screenTooSmallDropsTheMessageButShowsTheActions() throws {
    // Given
    screen.resize(to: Size(width: 30, height: 6))
    // When
    try show(makeDeleteAlert())
    // Then
    #expect(
      screen.lines == [
        " L┌────────────────────────┐",
        "No│     Delete “Milk”?     │",
        "[ │ [ Cancel ]  [ Delete ] │",
        "  └────────────────────────┘",
        "",
        " Enter Cancel  Esc Cancel",
      ])
  }

  @Test func titleCutShortEndsWithAnEllipsis() throws {
    // Given
    screen.resize(to: Size(width: 30, height: 6))
    let alert = AlertController(title: "Delete every to-do in the list called Groceries?")
    alert.addAction(AlertAction("Cancel", style: .cancel))
    // When
    try show(alert)
    // Then
    #expect(
      screen.lines[0...3] == [
        "┌────────────────────────────┐",
        "│ Delete every to-do in the… │",
        "│         [ Cancel ]         │",
        "└────────────────────────────┘",
      ])
  }

  @Test func tinyScreenStillShowsTheActions() throws {
    // Given
    screen.resize(to: Size(width: 16, height: 5))
    // When
    try show(makeDeleteAlert())
    // Then
    #expect(
      screen.lines == [
        "┌──────────────┐",
        "│ [ Ca…  [ De… │",
        "└──────────────┘",
        "",
        " Enter Cancel",
      ])
  }

  @Test(arguments: [
    Size(width: 10, height: 3), Size(width: 3, height: 2), Size(width: 1, height: 1),
    Size(width: 0, height: 0),
  ])
  func tinyScreensDrawAPromptWithoutCrashing(size: Size) throws {
    // Given
    let alert = makeDeleteAlert()
    alert.addTextField()
    screen.resize(to: size)
    try show(alert)
    // When
    screen.type("x")
    screen.press(.tab)
    screen.press(.escape)
    // Then
    #expect(screen.lines.count == size.height)
    #expect(alert.textField?.text == "x")
    #expect(log.entries == ["cancel, presented: false"])
  }

  // MARK: - Keys

  @Test func enterOnTheInitialFocusRunsCancelAfterDismissing() throws {
    // Given
    let alert = makeDeleteAlert()
    try show(alert)
    // When
    screen.press(.enter)
    // Then
    #expect(log.entries == ["cancel, presented: false"])
    #expect(list.presentedViewController == nil)
    #expect(screen.lines[1] == "Note")
  }

  @Test func escRunsTheCancelAction() throws {
    // Given
    try show(makeDeleteAlert())
    // When
    screen.press(.escape)
    // Then
    #expect(log.entries == ["cancel, presented: false"])
    #expect(list.presentedViewController == nil)
  }

  @Test func escWithoutACancelActionOnlyDismisses() throws {
    // Given
    let alert = AlertController(title: "Saved")
    alert.addAction(AlertAction("OK") { [log] _ in log.entries.append("ok") })
    try show(alert)
    #expect(screen.footer == " Enter OK  Esc Close  Ctrl-C Quit")
    // When
    screen.press(.escape)
    // Then
    #expect(log.entries == [])
    #expect(list.presentedViewController == nil)
  }

  @Test func arrowsAndTabReachTheDestructiveAction() throws {
    // Given
    let alert = makeDeleteAlert()
    try show(alert)
    // When
    screen.press(.right)
    let afterRight = screen.footer
    screen.press(.right)
    screen.press(.left)
    let afterLeft = screen.footer
    screen.press(.tab)
    screen.press(.enter)
    // Then
    #expect(afterRight == " Enter Delete  Tab Next  Esc Cancel  Ctrl-C Quit")
    #expect(afterLeft == " Enter Cancel  Tab Next  Esc Cancel  Ctrl-C Quit")
    #expect(log.entries == ["delete, presented: false"])
  }

  @Test func preferredActionHasTheFocusAtOpen() throws {
    // Given
    let alert = makeDeleteAlert()
    alert.preferredAction = alert.actions[1]
    try show(alert)
    // When
    screen.press(.enter)
    // Then
    #expect(log.entries == ["delete, presented: false"])
  }

  @Test func errorFromAHandlerReachesTheStatusLine() throws {
    // Given
    let alert = AlertController(title: "Delete?")
    alert.addAction(
      AlertAction("Delete", style: .destructive) { _ in
        throw TestFailure(description: "Cannot delete.")
      })
    try show(alert)
    // When
    screen.press(.enter)
    // Then
    #expect(screen.statusLine == "Cannot delete.")
    #expect(list.presentedViewController == nil)
  }

  // MARK: - Choosing without a screen

  @Test func chooseDismissesThenRunsTheHandler() throws {
    // Given an alert presented by a scene on no screen
    let presenter = ViewController()
    let alert = makeDeleteAlert()
    try presenter.present(alert)
    // When
    try alert.choose(alert.actions[1])
    // Then
    #expect(log.entries == ["delete, presented: false"])
    #expect(presenter.presentedViewController == nil)
  }

  @Test func chooseThrowsWhatTheHandlerThrows() throws {
    // Given
    let presenter = ViewController()
    let alert = AlertController(title: "Delete?")
    let delete = AlertAction("Delete") { _ in throw TestFailure(description: "Cannot delete.") }
    alert.addAction(delete)
    try presenter.present(alert)
    // When / Then
    #expect(throws: TestFailure(description: "Cannot delete.")) { try alert.choose(delete) }
    #expect(presenter.presentedViewController == nil)
  }

  @Test func chooseRunsNoActionOfAnotherAlert() throws {
    // Given
    let presenter = ViewController()
    let alert = makeDeleteAlert()
    try presenter.present(alert)
    let stranger = AlertAction("Delete") { [log] _ in log.entries.append("stranger") }
    // When
    try alert.choose(stranger)
    // Then
    #expect(log.entries == [])
    #expect(presenter.presentedViewController === alert)
  }

  @Test func aFieldKeptAfterItsAlertIsGoneRunsNothing() throws {
    // Given a prompt's field kept by the app, its alert dismissed and freed
    var kept: TextField?
    do {
      let alert = AlertController(title: "Name?")
      alert.addTextField { kept = $0 }
      alert.addAction(AlertAction("OK") { [log] _ in log.entries.append("ok") })
      try show(alert)
      screen.press(.escape)
    }
    let field = try #require(kept)
    // When the field is used again
    try field.sendActions(for: .primaryActionTriggered)
    // Then
    #expect(log.entries == [])
  }

  // MARK: - Prompt

  @Test func promptPassesItsTextToTheHandler() throws {
    // Given
    let alert = AlertController(title: "Rename")
    alert.addAction(AlertAction("Cancel", style: .cancel))
    alert.addAction(
      AlertAction("Rename") { [log] alert in log.entries.append(alert.textField?.text ?? "nil") })
    alert.addTextField { field in field.placeholder = "Name" }
    try show(alert)
    #expect(screen.window.focusedView === alert.textField)
    // When
    screen.type("Bob")
    screen.press(.enter)
    // Then
    #expect(log.entries == ["Bob"])
    #expect(list.presentedViewController == nil)
  }

  @Test func promptShowsItsFieldAboveTheActions() throws {
    // Given
    let alert = AlertController(title: "Rename")
    alert.addAction(AlertAction("Cancel", style: .cancel))
    alert.addAction(AlertAction("Rename"))
    alert.addTextField { field in field.text = "Milk" }
    screen.resize(to: Size(width: 50, height: 10))
    // When
    try show(alert)
    // Then
    #expect(
      Array(screen.lines[0...6]) == [
        " List      ┌──────────────────────────┐",
        "Note       │          Rename          │",
        "[ Save ]   │                          │",
        "           │ Milk                     │",
        "           │                          │",
        "           │  [ Cancel ]  [ Rename ]  │",
        "           └──────────────────────────┘",
      ])
  }

  // MARK: - Memory

  @Test func dismissedAlertIsFreedWithItsActions() throws {
    // Given
    var alert: AlertController? = makeDeleteAlert()
    if let alert { try show(alert) }
    // Then
    expectDeallocation(
      of: { [alert, alert?.actions.first, alert?.view] },
      after: {
        screen.press(.escape)
        alert = nil
      })
  }
}
