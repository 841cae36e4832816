import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@testable import DemoScenes

@MainActor
struct AddToDoViewControllerTests {
  let sut = AddToDoViewController()
  let interactor = AddToDoBusinessLogicSpy()
  let navigation: NavigationController
  let screen: HeadlessScreen

  init() {
    sut.interactor = interactor
    navigation = NavigationController(rootViewController: sut)
    screen = HeadlessScreen(rootViewController: navigation, size: Size(width: 60, height: 10))
  }

  // MARK: - Screen

  @Test func showsTitleFocusedNameFieldButtonAndKeys() {
    #expect(
      screen.lines == [
        " New To-do",
        "",
        "  Name What is there to do?",
        "",
        "  [ Create ]",
        "",
        "",
        "",
        "",
        " Enter Submit  Tab Next  Ctrl-C Quit",
      ])
    #expect(screen.cursor == Point(x: 7, y: 2))
  }

  // MARK: - Length

  @Test func aPasteLongerThanANameIsCutAndTheCutIsShown() {
    // When
    screen.paste(String(repeating: "x", count: ToDoName.maximumLength + 50))
    screen.press(.enter)
    // Then
    let kept = String(repeating: "x", count: ToDoName.maximumLength)
    #expect(sut.nameField.text == kept)
    #expect(sut.errorLabel.text == "A name holds 200 characters; 50 left out.")
    #expect(interactor.createToDoRequests == [AddToDo.CreateToDo.Request(name: kept)])
  }

  // MARK: - Creating

  @Test func enterInTheFieldAsksToCreateTheTypedName() {
    // Given
    screen.type("Buy milk")
    // When
    screen.press(.enter)
    // Then
    #expect(interactor.createToDoRequests == [AddToDo.CreateToDo.Request(name: "Buy milk")])
    #expect(screen.lines[2] == "  Name Buy milk")
  }

  @Test(arguments: [KeyCode.enter, .character(" ")])
  func createButtonAsksToCreateTheTypedName(activation: KeyCode) {
    // Given
    screen.type("Call Ada")
    screen.press(.tab)
    #expect(screen.footer == " Enter Create  Tab Next  Ctrl-C Quit")
    // When
    screen.press(activation)
    // Then
    #expect(interactor.createToDoRequests == [AddToDo.CreateToDo.Request(name: "Call Ada")])
  }

  @Test func emptyFieldIsSentAsItIsForTheInteractorToJudge() {
    // When
    screen.press(.enter)
    // Then
    #expect(interactor.createToDoRequests == [AddToDo.CreateToDo.Request(name: "")])
  }

  // MARK: - Displaying the outcome

  @Test func errorIsShownInlineAndTheSceneStays() {
    // Given
    let router = AddToDoRoutingLogicSpy()
    sut.router = router
    // When
    screen.perform {
      sut.displayCreatedToDo(
        viewModel: AddToDo.CreateToDo.ViewModel(
          errorText: "Type a name for the to-do first.", routesBack: false))
    }
    // Then
    #expect(
      screen.lines[1...5] == [
        "",
        "  Name What is there to do?",
        "  Type a name for the to-do first.",
        "",
        "  [ Create ]",
      ])
    #expect(screen.canvas[2, 3].style.foreground == .red)
    #expect(router.routeBackToToDoListCount == 0)
  }

  @Test func createdToDoGoesBackThroughTheRouterAndClearsTheError() {
    // Given
    let router = AddToDoRoutingLogicSpy()
    sut.router = router
    screen.perform {
      sut.displayCreatedToDo(
        viewModel: AddToDo.CreateToDo.ViewModel(errorText: "Error", routesBack: false))
    }
    // When
    screen.perform {
      sut.displayCreatedToDo(
        viewModel: AddToDo.CreateToDo.ViewModel(errorText: nil, routesBack: true))
    }
    // Then
    #expect(router.routeBackToToDoListCount == 1)
    #expect(screen.lines[3] == "")
  }

  @Test func goingBackWithoutAToDoListBelowShowsTheErrorOnTheStatusLine() {
    // When
    screen.perform {
      sut.displayCreatedToDo(
        viewModel: AddToDo.CreateToDo.ViewModel(errorText: nil, routesBack: true))
    }
    // Then
    #expect(screen.statusLine == "No ToDoListViewController to return to from 'New To-do' on …")
    #expect(screen.topViewController === sut)
  }
}
