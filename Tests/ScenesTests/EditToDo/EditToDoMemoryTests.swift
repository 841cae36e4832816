import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@testable import DemoScenes

@MainActor
struct EditToDoMemoryTests {
  let store = InMemoryToDoStore(toDos: [ToDo(name: "Buy milk"), ToDo(name: "Call Ada")])
  let screen: HeadlessScreen

  init() throws {
    let storyboard = Storyboard(initialIdentifier: "ToDoList")
    storyboard.register("ToDoList") { [store] in ToDoListViewController.inMemory(store) }
    storyboard.register("EditToDo", segueKind: .present) { EditToDoViewController() }
    screen = try HeadlessScreen(storyboard: storyboard, size: Size(width: 60, height: 10))
    screen.press(.enter)
  }

  /// The scene's quartet, its view and its controls, each `nil` when it is missing.
  static func objects(of editToDo: EditToDoViewController?) -> [AnyObject?] {
    let interactor = editToDo?.interactor as? EditToDoInteractor
    let router = editToDo?.router as? EditToDoRouter
    return [
      editToDo, interactor, interactor?.presenter as? EditToDoPresenter, router, editToDo?.view,
      editToDo?.nameField, editToDo?.errorLabel,
    ]
  }

  /// The EditToDo scene the list presents, if any.
  private var editToDo: EditToDoViewController? {
    screen.topViewController as? EditToDoViewController
  }

  @Test func quartetIsWiredStrongForwardAndWeakBack() throws {
    // Given
    let editToDo = EditToDoViewController()
    // Then
    #expect(Self.objects(of: editToDo).allSatisfy { $0 != nil })
    let interactor = try #require(editToDo.interactor as? EditToDoInteractor)
    let router = try #require(editToDo.router as? EditToDoRouter)
    #expect((interactor.presenter as? EditToDoPresenter)?.viewController === editToDo)
    #expect(router.viewController === editToDo)
    #expect(router.dataStore as? EditToDoInteractor === interactor)
  }

  @Test func sceneIsFreedWhenCancelledWithEsc() {
    // Given
    #expect(Self.objects(of: editToDo).allSatisfy { $0 != nil })
    screen.type(" not kept")
    // When / Then
    expectDeallocation(of: { Self.objects(of: editToDo) }, after: { screen.press(.escape) })
    #expect(store.toDos == [ToDo(name: "Buy milk"), ToDo(name: "Call Ada")])
  }

  @Test func sceneIsFreedAfterSavingAndRoutingBack() {
    // Given
    #expect(Self.objects(of: editToDo).allSatisfy { $0 != nil })
    screen.type(" and eggs")
    // When / Then
    expectDeallocation(of: { Self.objects(of: editToDo) }, after: { screen.press(.enter) })
    #expect(store.toDos == [ToDo(name: "Buy milk and eggs"), ToDo(name: "Call Ada")])
  }
}
