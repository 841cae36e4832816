import DemoScenesTestSupport
import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@testable import DemoScenes

@MainActor
struct HomeViewControllerTests {
  let sut = HomeViewController(now: { .fixed })
  let interactor = HomeBusinessLogicSpy()
  let navigation: NavigationController
  let screen: HeadlessScreen

  init() {
    sut.interactor = interactor
    navigation = NavigationController(rootViewController: sut)
    screen = HeadlessScreen(rootViewController: navigation, size: Size(width: 80, height: 10))
  }

  // MARK: - Screen

  @Test func showsTitleFieldButtonAndKeysOnFirstAppearance() {
    #expect(
      screen.lines == [
        " Home",
        "",
        "  Message Type a message",
        "",
        "  [ Send ]",
        "",
        "  [ To-dos ]",
        "",
        "",
        " Enter Submit  Tab Next  Ctrl-O Open without segue  Ctrl-C Quit",
      ])
    #expect(screen.cursor == Point(x: 10, y: 2))
  }

  @Test func footerListsTheButtonsKeyWhenItHasFocus() {
    // When
    screen.press(.tab)
    // Then
    #expect(screen.footer == " Enter Send  Tab Next  Ctrl-O Open without segue  Ctrl-C Quit")
    #expect(screen.cursor == nil)
  }

  // MARK: - Sending

  @Test func enterInTheFieldSendsTheDraftThroughTheSegue() {
    // Given
    screen.type("Hello there")
    // When
    screen.press(.enter)
    // Then
    #expect(
      interactor.sendMessageRequests == [
        Home.SendMessage.Request(draft: "Hello there", navigation: .segue)
      ])
    #expect(screen.lines[2] == "  Message Hello there")
  }

  @Test(arguments: [KeyCode.enter, .character(" ")])
  func sendButtonSendsTheDraftThroughTheSegue(activation: KeyCode) {
    // Given
    screen.type("Hi")
    screen.press(.tab)
    // When
    screen.press(activation)
    // Then
    #expect(
      interactor.sendMessageRequests == [Home.SendMessage.Request(draft: "Hi", navigation: .segue)])
  }

  @Test func controlOSendsTheDraftThroughTheDirectRoute() {
    // Given
    screen.type("Hi")
    // When
    screen.press(.control("o"))
    // Then
    #expect(
      interactor.sendMessageRequests == [
        Home.SendMessage.Request(draft: "Hi", navigation: .directRoute)
      ])
  }

  @Test func controlOByteFromTheTerminalSendsThroughTheDirectRoute() {
    // Given
    screen.type("Hi")
    // When
    screen.send(bytes: [0x0F])
    // Then
    #expect(
      interactor.sendMessageRequests == [
        Home.SendMessage.Request(draft: "Hi", navigation: .directRoute)
      ])
  }

  @Test func emptyFieldIsSentAsItIsForTheInteractorToJudge() {
    // When
    screen.press(.enter)
    // Then
    #expect(
      interactor.sendMessageRequests == [Home.SendMessage.Request(draft: "", navigation: .segue)])
  }

  // MARK: - To-dos

  @Test func toDosButtonComesAfterSendInTheTabOrder() {
    // When
    screen.press(.tab)
    screen.press(.tab)
    // Then
    #expect(screen.footer == " Enter To-dos  Tab Next  Ctrl-O Open without segue  Ctrl-C Quit")
    #expect(screen.canvas[2, 6].style.attributes.contains(.reverse))
    #expect(interactor.sendMessageRequests == [])
  }

  @Test func toDosButtonWithoutStoryboardShowsTheRoutingErrorOnTheStatusLine() {
    // Given
    screen.press(.tab)
    screen.press(.tab)
    // When
    screen.press(.enter)
    // Then
    #expect(
      screen.statusLine
        == "Scene 'Home' was not made by a storyboard, so it cannot perform segues.")
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func toDosButtonOfAStoryboardSceneShowsToDoList() throws {
    // Given
    let storyboard = AppStoryboard.make(environment: .fixed)
    let sut = try storyboard.instantiateViewController(
      withIdentifier: "Home", as: HomeViewController.self)
    let screen = HeadlessScreen(
      rootViewController: NavigationController(rootViewController: sut),
      size: Size(width: 80, height: 10))
    screen.press(.tab)
    screen.press(.tab)
    // When
    screen.press(.character(" "))
    // Then
    #expect(screen.topViewController is ToDoListViewController)
    #expect(screen.lines[0] == " Home › To-dos")
  }

  // MARK: - Displaying the outcome

  @Test func errorIsShownInlineAndTheSceneStaysHome() {
    // Given
    screen.type("Hi")
    let viewModel = Home.SendMessage.ViewModel(errorText: "Type a message first.", navigation: nil)
    // When
    screen.perform { sut.displaySendMessage(viewModel: viewModel) }
    // Then
    #expect(
      screen.lines == [
        " Home",
        "",
        "  Message Hi",
        "  Type a message first.",
        "",
        "  [ Send ]",
        "",
        "  [ To-dos ]",
        "",
        " Enter Submit  Tab Next  Ctrl-O Open without segue  Ctrl-C Quit",
      ])
    #expect(navigation.viewControllers.count == 1)
    #expect(screen.topViewController === sut)
  }

  @Test func nextViewModelClearsTheInlineError() {
    // Given
    screen.perform {
      sut.displaySendMessage(
        viewModel: Home.SendMessage.ViewModel(errorText: "Type a message first.", navigation: nil))
    }
    // When
    screen.perform {
      sut.displaySendMessage(viewModel: Home.SendMessage.ViewModel(errorText: nil, navigation: nil))
    }
    // Then
    #expect(screen.lines[3] == "")
    #expect(screen.lines[4] == "  [ Send ]")
  }

  @Test func segueWithoutStoryboardShowsTheRoutingErrorOnTheStatusLine() {
    // When
    screen.perform {
      sut.displaySendMessage(
        viewModel: Home.SendMessage.ViewModel(errorText: nil, navigation: .segue))
    }
    // Then
    #expect(
      screen.statusLine
        == "Scene 'Home' was not made by a storyboard, so it cannot perform segues.")
    #expect(screen.lines[0] == " Home")
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func directRouteWithoutStoryboardShowsTheRoutingErrorOnTheStatusLine() {
    // When
    screen.perform {
      sut.displaySendMessage(
        viewModel: Home.SendMessage.ViewModel(errorText: nil, navigation: .directRoute))
    }
    // Then
    #expect(
      screen.statusLine
        == "Scene 'Home' was not made by a storyboard, so it cannot perform segues.")
    #expect(navigation.viewControllers.count == 1)
  }

  @Test(arguments: [Home.Navigation.segue, .directRoute])
  func acceptedMessageFromAStoryboardSceneShowsDetail(navigation: Home.Navigation) throws {
    // Given
    let storyboard = AppStoryboard.make(environment: .fixed)
    let sut = try storyboard.instantiateViewController(
      withIdentifier: "Home", as: HomeViewController.self)
    sut.interactor = HomeBusinessLogicSpy()
    let screen = HeadlessScreen(
      rootViewController: NavigationController(rootViewController: sut),
      size: Size(width: 80, height: 10))
    // When
    screen.perform {
      sut.displaySendMessage(
        viewModel: Home.SendMessage.ViewModel(errorText: nil, navigation: navigation))
    }
    // Then
    #expect(screen.topViewController is DetailViewController)
    #expect(screen.lines[0] == " Home › Detail")
    #expect(screen.statusLine == "")
  }
}
