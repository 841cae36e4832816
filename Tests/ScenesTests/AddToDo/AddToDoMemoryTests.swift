import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@testable import DemoScenes

@MainActor
struct AddToDoMemoryTests {
  /// The scene's quartet, its view and its controls, each `nil` when it is missing.
  static func objects(of addToDo: AddToDoViewController?) -> [AnyObject?] {
    let interactor = addToDo?.interactor as? AddToDoInteractor
    let router = addToDo?.router as? AddToDoRouter
    return [
      addToDo, interactor, interactor?.presenter as? AddToDoPresenter, router, addToDo?.view,
      addToDo?.nameField, addToDo?.createButton,
    ]
  }

  @Test func quartetIsWiredStrongForwardAndWeakBack() throws {
    // Given
    let addToDo = AddToDoViewController()
    // Then
    #expect(Self.objects(of: addToDo).allSatisfy { $0 != nil })
    let interactor = try #require(addToDo.interactor as? AddToDoInteractor)
    let router = try #require(addToDo.router as? AddToDoRouter)
    #expect((interactor.presenter as? AddToDoPresenter)?.viewController === addToDo)
    #expect(router.viewController === addToDo)
    #expect(router.dataStore as? AddToDoInteractor === interactor)
  }

  @Test func sceneIsFreedWhenPoppedWithEsc() {
    // Given
    let navigation = NavigationController(rootViewController: ToDoListViewController.inMemory())
    let screen = HeadlessScreen(rootViewController: navigation)
    screen.perform { navigation.pushViewController(AddToDoViewController()) }
    screen.type("Not kept")
    // When / Then
    let scene = { Self.objects(of: screen.topViewController as? AddToDoViewController) }
    expectDeallocation(of: scene, after: { screen.press(.escape) })
    #expect(screen.lines[0] == " To-dos")
  }

  @Test func sceneIsFreedAfterRoutingBackWithANewToDo() {
    // Given
    let navigation = NavigationController(rootViewController: ToDoListViewController.inMemory())
    let screen = HeadlessScreen(rootViewController: navigation)
    screen.perform { navigation.pushViewController(AddToDoViewController()) }
    screen.type("Kept")
    // When / Then
    let scene = { Self.objects(of: screen.topViewController as? AddToDoViewController) }
    expectDeallocation(of: scene, after: { screen.press(.enter) })
    #expect(screen.lines[2] == "  [ ] Kept")
  }
}
