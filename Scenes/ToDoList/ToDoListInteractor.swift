/// What ToDoList's view controller asks of its interactor.
@MainActor
protocol ToDoListBusinessLogic {
  func fetchToDos(request: ToDoList.FetchToDos.Request)
  func insertNewToDo(request: ToDoList.InsertNewToDo.Request)
  func updateToDo(request: ToDoList.UpdateToDo.Request)
  func toggleToDo(request: ToDoList.ToggleToDo.Request)
  func confirmDeletion(request: ToDoList.ConfirmDeletion.Request)
  func deleteToDo(request: ToDoList.DeleteToDo.Request)
}

/// The state ToDoList shares with the scenes it routes to and that route back to it.
@MainActor
protocol ToDoListDataStore {
  /// The list, in order.
  var toDos: [ToDo] { get }
  /// A to-do AddToDo passed back, added to the list when the scene appears again.
  var newToDo: ToDo? { get set }
  /// A to-do EditToDo passed back, put in place of the one it edits when the scene appears
  /// again.
  var editedToDo: ToDoList.EditedToDo? { get set }
}

/// Keeps the list, changes it and saves it through the worker after every change.
///
/// The list is read from the worker once, before it is first shown or changed, so a change
/// never saves over a list that was not read. A change the store cannot save stays in
/// memory and is reported; the next change saves the whole list again, so it is retried.
/// A save that completes at once is reported with its change; one that completes later
/// (the file store writes off the main actor) is presented as ``ToDoList/SaveToDos`` when it
/// changes what the scene shows: another instance's to-dos merged in (the merged list
/// replaces this one), or an error appearing or going away.
@MainActor
final class ToDoListInteractor: ToDoListBusinessLogic, ToDoListDataStore {
  var presenter: ToDoListPresentationLogic?
  private(set) var toDos: [ToDo] = []
  var newToDo: ToDo?
  var editedToDo: ToDoList.EditedToDo?
  private let worker: ToDoWorker
  /// The last load or save failure, until a save succeeds.
  private var storeError: ToDoStoreError?
  /// The identity of the to-do the delete alert asks about, while it is open.
  private var toDoAwaitingDeletion: String?
  private var isLoaded = false
  /// Set while ``save()`` runs, so a save that completes at once is left to the change's
  /// own response.
  private var isSaving = false

  /// - Parameter worker: Loads and saves the list.
  init(worker: ToDoWorker) {
    self.worker = worker
  }

  // MARK: - Fetch to-dos

  func fetchToDos(request: ToDoList.FetchToDos.Request) {
    loadIfNeeded()
    presenter?.presentFetchedToDos(
      response: ToDoList.FetchToDos.Response(toDos: toDos, error: storeError))
  }

  // MARK: - Insert new to-do

  func insertNewToDo(request: ToDoList.InsertNewToDo.Request) {
    guard let toDo = newToDo else { return }
    newToDo = nil
    loadIfNeeded()
    toDos.append(toDo)
    save()
    presenter?.presentInsertedToDo(
      response: ToDoList.InsertNewToDo.Response(
        toDo: toDo, index: toDos.count - 1, error: storeError))
  }

  // MARK: - Update to-do

  /// Renames the to-do EditToDo edited, found by its identity: while the sheet was open
  /// another instance's changes may have been merged in, moving it, deleting it (then the
  /// edit is dropped) or ticking it off (kept: only the name comes from the edit).
  func updateToDo(request: ToDoList.UpdateToDo.Request) {
    guard let edited = editedToDo else { return }
    editedToDo = nil
    loadIfNeeded()
    guard let index = index(ofToDoWithID: edited.toDo.id, near: edited.index) else { return }
    let renamed = toDos[index].renamed(to: edited.toDo.name)
    toDos[index] = renamed
    save()
    presenter?.presentUpdatedToDo(
      response: ToDoList.UpdateToDo.Response(toDo: renamed, index: index, error: storeError))
  }

  // MARK: - Toggle to-do

  func toggleToDo(request: ToDoList.ToggleToDo.Request) {
    loadIfNeeded()
    guard toDos.indices.contains(request.index) else { return }
    let toggled = toDos[request.index].toggled()
    toDos[request.index] = toggled
    save()
    presenter?.presentToggledToDo(
      response: ToDoList.ToggleToDo.Response(toDo: toggled, index: request.index, error: storeError)
    )
  }

  // MARK: - Confirm deletion

  func confirmDeletion(request: ToDoList.ConfirmDeletion.Request) {
    loadIfNeeded()
    guard toDos.indices.contains(request.index) else { return }
    toDoAwaitingDeletion = toDos[request.index].id
    presenter?.presentDeletionConfirmation(
      response: ToDoList.ConfirmDeletion.Response(
        toDo: toDos[request.index], index: request.index))
  }

  // MARK: - Delete to-do

  /// Deletes the to-do at the request's index or, after a confirmation, the one that was
  /// confirmed, wherever a merge moved it meanwhile (nothing if a merge deleted it).
  func deleteToDo(request: ToDoList.DeleteToDo.Request) {
    loadIfNeeded()
    let confirmed = toDoAwaitingDeletion
    toDoAwaitingDeletion = nil
    let found =
      confirmed.map { index(ofToDoWithID: $0, near: request.index) } ?? request.index
    guard let index = found, toDos.indices.contains(index) else { return }
    toDos.remove(at: index)
    save()
    presenter?.presentDeletedToDo(
      response: ToDoList.DeleteToDo.Response(index: index, error: storeError))
  }

  // MARK: - Private helpers

  /// Where the to-do with `id` is: at `hint` when it is still there (the usual case, O(1)),
  /// else wherever a merge moved it; `nil` when it is gone.
  private func index(ofToDoWithID id: String, near hint: Int) -> Int? {
    if toDos.indices.contains(hint), toDos[hint].id == id { return hint }
    return toDos.firstIndex { $0.id == id }
  }

  /// Reads the list the first time it is needed (with why it is not saved, when a change
  /// made in a list opened before could not be); an unreadable one starts empty.
  private func loadIfNeeded() {
    guard !isLoaded else { return }
    isLoaded = true
    do {
      toDos = try worker.fetchToDos()
      storeError = worker.saveFailure
    } catch {
      toDos = []
      storeError = error
    }
  }

  /// Saves the whole list; on failure keeps it in memory and remembers the error.
  private func save() {
    isSaving = true
    defer { isSaving = false }
    worker.saveToDos(toDos) { [weak self] result in self?.didSave(result) }
  }

  /// Takes in what a save brought back, and presents it when it changes the screen.
  private func didSave(_ result: Result<ToDoSaveReport, ToDoStoreError>) {
    let previousError = storeError
    var merge: ToDoListMerge?
    switch result {
    case .success(let report):
      storeError = nil
      merge = report.merge
    case .failure(let error):
      storeError = error
    }
    var movedTo: [Int?] = []
    if let merge {
      movedTo = Self.positions(of: toDos, in: merge.toDos)
      toDos = merge.toDos
    }
    guard merge != nil || (!isSaving && storeError != previousError) else { return }
    presenter?.presentSavedToDos(
      response: ToDoList.SaveToDos.Response(merge: merge, error: storeError, movedTo: movedTo))
  }

  /// Where each of `toDos` is in `merged`, by identity: `nil` for one not there.
  ///
  /// - Complexity: O(n) in the lengths of the two lists.
  private static func positions(of toDos: [ToDo], in merged: [ToDo]) -> [Int?] {
    var positionByID: [String: Int] = [:]
    positionByID.reserveCapacity(merged.count)
    for (position, toDo) in merged.enumerated() where positionByID[toDo.id] == nil {
      positionByID[toDo.id] = position
    }
    return toDos.map { positionByID[$0.id] }
  }
}
