import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@testable import DemoScenes

@MainActor
struct EditToDoViewControllerTests {
  let sut = EditToDoViewController()
  let interactor = EditToDoBusinessLogicSpy()
  let host = ViewController()
  let screen: HeadlessScreen

  init() throws {
    sut.interactor = interactor
    host.title = "To-dos"
    screen = HeadlessScreen(
      rootViewController: NavigationController(rootViewController: host),
      size: Size(width: 60, height: 10))
    screen.perform { try host.present(sut) }
  }

  // MARK: - Screen

  @Test func showsASheetTitledEditToDoWithTheFocusedNameFieldAndTheKeys() {
    // When
    screen.perform {
      sut.displayLoadedToDo(viewModel: EditToDo.LoadToDo.ViewModel(name: "Buy milk"))
    }
    // Then
    #expect(
      screen.lines == [
        " To-dos",
        "",
        " ┌ Edit To-do ────────────────────────────────────────────┐",
        " │ Name Buy milk                                          │",
        " │                                                        │",
        " └────────────────────────────────────────────────────────┘",
        "",
        "",
        "",
        " Enter Submit  Esc Close  Ctrl-C Quit",
      ])
    #expect(screen.cursor == Point(x: 16, y: 3))
    #expect(screen.canvas[1, 0].style.attributes.contains(.dim))
  }

  @Test func sheetShrinksToASmallScreenAndKeepsTheFieldOnIt() {
    // Given
    screen.perform {
      sut.displayLoadedToDo(viewModel: EditToDo.LoadToDo.ViewModel(name: "Buy milk"))
    }
    // When
    screen.resize(to: Size(width: 24, height: 6))
    // Then
    #expect(
      screen.lines == [
        "┌ Edit To-do ──────────┐",
        "│ Name Buy milk        │",
        "│                      │",
        "└──────────────────────┘",
        "",
        " Enter Submit  Esc Close",
      ])
    #expect(screen.cursor == Point(x: 15, y: 1))
  }

  @Test func asksForTheToDoOnceWhenItLoads() {
    #expect(interactor.loadToDoRequests == [EditToDo.LoadToDo.Request()])
  }

  // MARK: - Saving

  @Test func enterAsksToSaveTheEditedName() {
    // Given
    screen.perform {
      sut.displayLoadedToDo(viewModel: EditToDo.LoadToDo.ViewModel(name: "Buy milk"))
    }
    screen.type(" and eggs")
    // When
    screen.press(.enter)
    // Then
    #expect(
      interactor.saveToDoRequests == [EditToDo.SaveToDo.Request(name: "Buy milk and eggs")])
  }

  @Test func aNameLongerThanTheFieldHoldsIsShownCutWithItsNote() {
    // When a to-do named in another program is edited
    screen.perform {
      sut.displayLoadedToDo(
        viewModel: EditToDo.LoadToDo.ViewModel(
          name: String(repeating: "y", count: 230), lengthNote: "30 left out"))
    }
    // Then
    #expect(sut.nameField.text == String(repeating: "y", count: ToDoName.maximumLength))
    #expect(sut.errorLabel.text == "30 left out")
    #expect(screen.lines.contains { $0.contains("30 left out") })
  }

  @Test func emptiedFieldIsSentAsItIsForTheInteractorToJudge() {
    // Given
    screen.perform {
      sut.displayLoadedToDo(viewModel: EditToDo.LoadToDo.ViewModel(name: "Buy milk"))
    }
    screen.press(.control("u"))
    // When
    screen.press(.enter)
    // Then
    #expect(interactor.saveToDoRequests == [EditToDo.SaveToDo.Request(name: "")])
  }

  // MARK: - Cancelling

  @Test func escDismissesTheSheetWithoutSaving() {
    // Given
    screen.type("Never mind")
    // When
    screen.press(.escape)
    // Then
    #expect(host.presentedViewController == nil)
    #expect(interactor.saveToDoRequests == [])
    #expect(screen.lines[0] == " To-dos")
  }

  // MARK: - Displaying the outcome

  @Test func errorIsShownInlineAndTheSheetStays() {
    // Given
    let router = EditToDoRoutingLogicSpy()
    sut.router = router
    // When
    screen.perform {
      sut.displaySavedToDo(
        viewModel: EditToDo.SaveToDo.ViewModel(
          errorText: "Type a name, or press Esc to keep the old one.", routesBack: false))
    }
    // Then
    #expect(
      screen.lines[2...5] == [
        " ┌ Edit To-do ────────────────────────────────────────────┐",
        " │ Name What is there to do?                              │",
        " │ Type a name, or press Esc to keep the old one.         │",
        " └────────────────────────────────────────────────────────┘",
      ])
    #expect(screen.canvas[3, 4].style.foreground == .red)
    #expect(router.routeBackToToDoListCount == 0)
    #expect(host.presentedViewController === sut)
  }

  @Test func savedToDoGoesBackThroughTheRouterAndClearsTheError() {
    // Given
    let router = EditToDoRoutingLogicSpy()
    sut.router = router
    screen.perform {
      sut.displaySavedToDo(
        viewModel: EditToDo.SaveToDo.ViewModel(errorText: "E", routesBack: false))
    }
    // When
    screen.perform {
      sut.displaySavedToDo(viewModel: EditToDo.SaveToDo.ViewModel(errorText: nil, routesBack: true))
    }
    // Then
    #expect(router.routeBackToToDoListCount == 1)
    #expect(sut.errorLabel.text == "")
  }

  @Test func goingBackWithoutAToDoListShowsTheErrorOnTheStatusLineAndStays() {
    // When
    screen.perform {
      sut.displaySavedToDo(viewModel: EditToDo.SaveToDo.ViewModel(errorText: nil, routesBack: true))
    }
    // Then
    #expect(screen.statusLine == "No ToDoListViewController to return to from 'Edit To-do' on…")
    #expect(host.presentedViewController === sut)
  }
}
