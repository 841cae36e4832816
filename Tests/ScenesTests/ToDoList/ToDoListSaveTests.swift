import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@testable import DemoScenes

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What ToDoList shows when a save completes after the change that asked for it: another
/// instance's to-dos merged in, or a failure and its end.
@MainActor
struct ToDoListSaveTests {
  let milk = ToDo(name: "Buy milk", id: "milk")
  let ada = ToDo(name: "Call Ada", done: true, id: "ada")
  let diskFull = ToDoStoreError.writeFailed(
    path: "/d/todos.json", reason: "No space left on device")

  // MARK: - Interactor

  @Test func laterFailurePresentsTheErrorAndLaterSuccessClearsIt() {
    // Given
    let store = DeferredToDoStore(toDos: [milk])
    let presenter = ToDoListPresentationLogicSpy()
    let sut = ToDoListInteractor(worker: ToDoWorker(store: store))
    sut.presenter = presenter
    sut.toggleToDo(request: ToDoList.ToggleToDo.Request(index: 0))
    sut.toggleToDo(request: ToDoList.ToggleToDo.Request(index: 0))
    // When
    store.completeNext(with: .failure(diskFull))
    store.completeNext(with: .success(ToDoSaveReport()))
    // Then
    #expect(
      presenter.savedToDosResponses == [
        ToDoList.SaveToDos.Response(merge: nil, error: diskFull),
        ToDoList.SaveToDos.Response(merge: nil, error: nil),
      ])
    #expect(presenter.toggledToDoResponses.map(\.error) == [nil, nil])
  }

  @Test func laterSuccessWithNothingNewPresentsNothing() {
    // Given
    let store = DeferredToDoStore(toDos: [milk])
    let presenter = ToDoListPresentationLogicSpy()
    let sut = ToDoListInteractor(worker: ToDoWorker(store: store))
    sut.presenter = presenter
    sut.toggleToDo(request: ToDoList.ToggleToDo.Request(index: 0))
    // When
    store.completeNext(with: .success(ToDoSaveReport()))
    // Then
    #expect(presenter.savedToDosResponses == [])
  }

  @Test func editArrivingAfterAMergeMovedItsToDoRenamesThatToDoAndKeepsTheMergedTick() {
    // Given: the list toggles Call Ada and, before its save completes, the edit sheet for
    // Call Ada (row 1) opens; the save then brings in another instance's deletion of Buy milk
    let store = DeferredToDoStore(toDos: [milk, ada])
    let sut = ToDoListInteractor(worker: ToDoWorker(store: store))
    sut.toggleToDo(request: ToDoList.ToggleToDo.Request(index: 1))
    let merge = ToDoListMerge(base: [milk, ada], ours: [milk, ada.toggled()], theirs: [ada])
    store.completeNext(with: .success(ToDoSaveReport(merge: merge)))
    sut.editedToDo = ToDoList.EditedToDo(index: 1, toDo: ada.renamed(to: "Call Ada Lovelace"))
    // When
    sut.updateToDo(request: ToDoList.UpdateToDo.Request())
    // Then: Call Ada, now row 0, is renamed; its tick from the toggle stays
    #expect(sut.toDos.map(\.id) == ["ada"])
    #expect(sut.toDos == [ToDo(name: "Call Ada Lovelace", done: false)])
    #expect(store.pending.last?.toDos == sut.toDos)
  }

  @Test func confirmedDeletionAfterAMergeMovedItsToDoDeletesThatToDo() {
    // Given: the alert asks about Call Ada (row 1), then a save brings in another
    // instance's deletion of Buy milk, so Call Ada moves to row 0
    let walk = ToDo(name: "Walk the dog", id: "walk")
    let store = DeferredToDoStore(toDos: [milk, ada, walk])
    let sut = ToDoListInteractor(worker: ToDoWorker(store: store))
    sut.toggleToDo(request: ToDoList.ToggleToDo.Request(index: 2))
    sut.confirmDeletion(request: ToDoList.ConfirmDeletion.Request(index: 1))
    let merge = ToDoListMerge(
      base: [milk, ada, walk], ours: [milk, ada, walk.toggled()], theirs: [ada, walk])
    store.completeNext(with: .success(ToDoSaveReport(merge: merge)))
    // When: Delete, with the row the alert was opened for
    sut.deleteToDo(request: ToDoList.DeleteToDo.Request(index: 1))
    // Then: Call Ada is gone, Walk the dog stays
    #expect(sut.toDos.map(\.id) == ["walk"])
  }

  @Test func mergedListReplacesTheOneInMemoryAndIsPresented() {
    // Given
    let store = DeferredToDoStore(toDos: [milk])
    let presenter = ToDoListPresentationLogicSpy()
    let sut = ToDoListInteractor(worker: ToDoWorker(store: store))
    sut.presenter = presenter
    sut.toggleToDo(request: ToDoList.ToggleToDo.Request(index: 0))
    let merge = ToDoListMerge(base: [milk], ours: [milk.toggled()], theirs: [milk, ada])
    // When
    store.completeNext(with: .success(ToDoSaveReport(merge: merge)))
    // Then
    #expect(sut.toDos.map(\.id) == ["milk", "ada"])
    #expect(sut.toDos == [milk.toggled(), ada])
    #expect(
      presenter.savedToDosResponses == [ToDoList.SaveToDos.Response(merge: merge, movedTo: [0])])
  }

  @Test func mergeSaysWhereEachToDoShownBeforeItWent() {
    // Given: Walk the dog is ticked off; meanwhile another instance added Buy eggs at the top
    // and deleted Buy milk.
    let walk = ToDo(name: "Walk the dog", id: "walk")
    let eggs = ToDo(name: "Buy eggs", id: "eggs")
    let store = DeferredToDoStore(toDos: [milk, ada, walk])
    let presenter = ToDoListPresentationLogicSpy()
    let sut = ToDoListInteractor(worker: ToDoWorker(store: store))
    sut.presenter = presenter
    sut.toggleToDo(request: ToDoList.ToggleToDo.Request(index: 2))
    let merge = ToDoListMerge(
      base: [milk, ada, walk], ours: [milk, ada, walk.toggled()], theirs: [eggs, ada, walk])
    // When
    store.completeNext(with: .success(ToDoSaveReport(merge: merge)))
    // Then
    #expect(sut.toDos.map(\.id) == ["eggs", "ada", "walk"])
    #expect(presenter.savedToDosResponses.map(\.movedTo) == [[nil, 1, 2]])
  }

  // MARK: - Presenter

  @Test(arguments: [
    (1, 0, 0, "Merged changes saved by another instance: 1 to-do added."),
    (2, 1, 3, "Merged changes saved by another instance: 2 to-dos added, 1 changed, 3 deleted."),
    (0, 2, 0, "Merged changes saved by another instance: 2 to-dos changed."),
  ])
  func mergeIsPresentedAsRowsAndASentence(added: Int, changed: Int, deleted: Int, notice: String) {
    // Given
    let sut = ToDoListPresenter()
    let display = ToDoListDisplayLogicSpy()
    sut.viewController = display
    var merge = ToDoListMerge(base: [], ours: [milk, ada], theirs: [])
    (merge.added, merge.changed, merge.deleted) = (added, changed, deleted)
    // When
    sut.presentSavedToDos(
      response: ToDoList.SaveToDos.Response(merge: merge, movedTo: [1, nil]))
    // Then
    #expect(
      display.savedToDosViewModels == [
        ToDoList.SaveToDos.ViewModel(
          rows: ["[ ] Buy milk", "[x] Call Ada"], movedTo: [1, nil], noticeText: notice,
          errorText: nil)
      ])
  }

  @Test func failureIsPresentedAsItsDescriptionAlone() {
    // Given
    let sut = ToDoListPresenter()
    let display = ToDoListDisplayLogicSpy()
    sut.viewController = display
    // When
    sut.presentSavedToDos(response: ToDoList.SaveToDos.Response(merge: nil, error: diskFull))
    // Then
    #expect(
      display.savedToDosViewModels == [
        ToDoList.SaveToDos.ViewModel(rows: nil, noticeText: nil, errorText: diskFull.description)
      ])
  }

  // MARK: - Two instances, on screen

  @Test func twoInstancesOnOneDirectoryEachShowTheOthersToDosAndLoseNone() async throws {
    // Given: two apps on one data directory, both showing the (empty) list.
    let folder = try TemporaryDirectory()
    let (first, firstSaves) = try Self.openToDoList(in: folder)
    let (second, secondSaves) = try Self.openToDoList(in: folder)
    // When: each adds a to-do; the second's save finds the first's and merges it.
    Self.add("Buy milk", on: first)
    await firstSaves.finish()
    Self.add("Call Ada", on: second)
    await secondSaves.finish()
    await second.settle()
    // Then: the first's to-do first, as in the file; the selection still on Call Ada.
    #expect(
      Array(second.lines[2...5]) == [
        "  Merged changes saved by another instance: 1 to-do added.", "",
        "  [ ] Buy milk", "  [ ] Call Ada",
      ])
    #expect((second.topViewController as? ToDoListViewController)?.selectedIndex == 1)
    // When: the first ticks its to-do off, and gets the second's.
    first.press(.character(" "))
    await firstSaves.finish()
    await first.settle()
    // Then
    #expect(
      Array(first.lines[2...5]) == [
        "  Merged changes saved by another instance: 1 to-do added.", "",
        "  [x] Buy milk", "  [ ] Call Ada",
      ])
    let restarted = try Self.openToDoList(in: folder).screen
    #expect(Array(restarted.lines[2...3]) == ["  [x] Buy milk", "  [ ] Call Ada"])
  }

  // MARK: - Helpers

  /// The app on a 60×12 screen with its files in `folder`, showing ToDoList.
  private static func openToDoList(in folder: TemporaryDirectory) throws -> (
    screen: HeadlessScreen, saves: BackgroundSaves
  ) {
    let environment = AppStoryboard.Environment.fixed(dataIn: folder)
    let screen = try HeadlessScreen(
      storyboard: AppStoryboard.make(environment: environment), size: Size(width: 60, height: 12))
    screen.perform { try screen.topViewController.performSegue(withIdentifier: "ToDoList") }
    return (screen, environment.saves)
  }

  private static func add(_ name: String, on screen: HeadlessScreen) {
    screen.press(.character("a"))
    screen.type(name)
    screen.press(.enter)
  }
}
