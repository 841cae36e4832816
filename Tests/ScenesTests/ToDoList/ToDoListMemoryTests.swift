import DemoScenesTestSupport
import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@testable import DemoScenes

@MainActor
struct ToDoListMemoryTests {
  /// The scene's quartet, its view and its table, each `nil` when it is missing.
  static func objects(of toDoList: ToDoListViewController?) -> [AnyObject?] {
    let interactor = toDoList?.interactor as? ToDoListInteractor
    let router = toDoList?.router as? ToDoListRouter
    return [
      toDoList, interactor, interactor?.presenter as? ToDoListPresenter, router,
      toDoList?.view, toDoList?.tableView, toDoList?.rowGenerators.first,
    ]
  }

  @Test func quartetIsWiredStrongForwardAndWeakBack() throws {
    // Given
    let toDoList = ToDoListViewController.inMemory()
    // Then
    let interactor = try #require(toDoList.interactor as? ToDoListInteractor)
    let router = try #require(toDoList.router as? ToDoListRouter)
    #expect((interactor.presenter as? ToDoListPresenter)?.viewController === toDoList)
    #expect(router.viewController === toDoList)
    #expect(router.dataStore as? ToDoListInteractor === interactor)
  }

  @Test func sceneWithRowsIsFreedWhenPoppedWithEsc() async throws {
    // Given
    let folder = try TemporaryDirectory()
    _ = try await FileToDoStore(directory: DataDirectory(path: folder.path), now: { .fixed })
      .save([ToDo(name: "Buy milk"), ToDo(name: "Call Ada")])
    let environment = AppStoryboard.Environment.fixed(dataIn: folder)
    let screen = try HeadlessScreen(storyboard: AppStoryboard.make(environment: environment))
    screen.perform { try screen.topViewController.performSegue(withIdentifier: "ToDoList") }
    screen.press(.character(" "))
    #expect(screen.topViewController is ToDoListViewController)
    #expect(
      Self.objects(of: screen.topViewController as? ToDoListViewController).allSatisfy {
        $0 != nil
      })
    // When / Then
    let scene = { Self.objects(of: screen.topViewController as? ToDoListViewController) }
    expectDeallocation(of: scene, after: { screen.press(.escape) })
    #expect(screen.lines[0] == " Home")
    // The tick's save outlives its scene.
    await environment.saves.finish()
    let saved = try FileToDoStore(directory: environment.dataDirectory, now: { .fixed }).loadToDos()
    #expect(saved.map(\.done) == [true, false])
  }
}
