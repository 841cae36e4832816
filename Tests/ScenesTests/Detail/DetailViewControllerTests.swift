import TerminalUITesting
import Testing

@testable import DemoScenes

@MainActor
struct DetailViewControllerTests {
  let sut = DetailViewController(timeFormatter: TimeOfDayFormatter(utcOffsetSeconds: 0))
  let interactor = DetailBusinessLogicSpy()

  init() {
    sut.interactor = interactor
  }

  /// Mounts the scene alone in a navigation controller on a screen of `width` columns.
  private func mount(width: Int = 40) -> HeadlessScreen {
    HeadlessScreen(
      rootViewController: NavigationController(rootViewController: sut),
      size: Size(width: width, height: 10))
  }

  // MARK: - Appearing

  @Test func asksForTheMessageWhenItAppears() {
    // Given
    #expect(interactor.showMessageRequests.isEmpty)
    // When
    _ = mount()
    // Then
    #expect(interactor.showMessageRequests == [Detail.ShowMessage.Request()])
  }

  @Test func asksAgainEachTimeItIsPushed() {
    // Given
    let navigation = NavigationController(rootViewController: ViewController())
    let screen = HeadlessScreen(rootViewController: navigation)
    // When
    screen.perform { navigation.pushViewController(sut) }
    screen.press(.escape)
    screen.perform { navigation.pushViewController(sut) }
    // Then
    #expect(
      interactor.showMessageRequests == [
        Detail.ShowMessage.Request(), Detail.ShowMessage.Request(),
      ])
  }

  // MARK: - Showing the message

  @Test func showsTheMessageAndTheTimeItWasSent() throws {
    // Given
    let screen = mount()
    let viewModel = Detail.ShowMessage.ViewModel(text: "Hello", sentAt: "Sent at 22:13")
    // When
    screen.perform { sut.displayMessage(viewModel: viewModel) }
    // Then
    try assertSnapshot(of: screen, named: "message-40x10")
  }

  @Test func wrapsALongMessageAtWordsAndKeepsTheTimeBelowIt() throws {
    // Given
    let screen = mount(width: 30)
    let viewModel = Detail.ShowMessage.ViewModel(
      text: "The quick brown fox jumps over the lazy dog", sentAt: "Sent at 22:13")
    // When
    screen.perform { sut.displayMessage(viewModel: viewModel) }
    // Then
    try assertSnapshot(of: screen, named: "long-message-30x10")
  }

  @Test func wrapsAWordLongerThanALineBetweenGraphemes() {
    // Given
    let screen = mount(width: 30)
    let viewModel = Detail.ShowMessage.ViewModel(
      text: String(repeating: "👋🏽", count: 15), sentAt: "Sent at 22:13")
    // When
    screen.perform { sut.displayMessage(viewModel: viewModel) }
    // Then
    #expect(
      screen.lines[2...5] == [
        "  " + String(repeating: "👋🏽", count: 13),
        "  👋🏽👋🏽",
        "",
        "  Sent at 22:13",
      ])
  }

  @Test func controlCharactersInTheMessageShowAsPlaceholdersAndNewlinesBreakLines() {
    // Given
    let screen = mount()
    let viewModel = Detail.ShowMessage.ViewModel(
      text: "Hi \u{1B}[2J there\u{07}\nnext\tline", sentAt: "Sent at 22:13")
    // When
    screen.perform { sut.displayMessage(viewModel: viewModel) }
    // Then
    #expect(
      screen.lines[2...5] == ["  Hi ␛[2J there␇", "  next␉line", "", "  Sent at 22:13"])
  }

  @Test func showsTheNoMessageTextWithoutATime() {
    // Given
    let screen = mount()
    let viewModel = Detail.ShowMessage.ViewModel(text: "No message was passed.", sentAt: "")
    // When
    screen.perform { sut.displayMessage(viewModel: viewModel) }
    // Then
    #expect(screen.lines[0...4] == [" Detail", "", "  No message was passed.", "", ""])
  }

  // MARK: - Routing

  @Test func prepareForASegueWithoutARouteFails() {
    // Given
    let segue = Segue(identifier: "Home", source: sut, destination: ViewController())
    // When / Then
    #expect(throws: RoutingError.unknownSegue(identifier: "Home", known: DetailRouter.knownSegues))
    {
      try sut.prepare(for: segue, sender: nil)
    }
  }
}
