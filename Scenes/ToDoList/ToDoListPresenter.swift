/// What ToDoList's interactor asks of its presenter.
@MainActor
protocol ToDoListPresentationLogic {
  func presentFetchedToDos(response: ToDoList.FetchToDos.Response)
  func presentInsertedToDo(response: ToDoList.InsertNewToDo.Response)
  func presentUpdatedToDo(response: ToDoList.UpdateToDo.Response)
  func presentToggledToDo(response: ToDoList.ToggleToDo.Response)
  func presentDeletionConfirmation(response: ToDoList.ConfirmDeletion.Response)
  func presentDeletedToDo(response: ToDoList.DeleteToDo.Response)
  func presentSavedToDos(response: ToDoList.SaveToDos.Response)
}

/// Turns to-dos into `[ ] name` rows and store errors into text.
@MainActor
final class ToDoListPresenter: ToDoListPresentationLogic {
  weak var viewController: ToDoListDisplayLogic?

  /// What the scene shows when the list is empty.
  static let emptyText = "No to-dos yet. Press a to add one."

  // MARK: - Fetch to-dos

  func presentFetchedToDos(response: ToDoList.FetchToDos.Response) {
    viewController?.displayFetchedToDos(
      viewModel: ToDoList.FetchToDos.ViewModel(
        rows: response.toDos.map(Self.row),
        emptyText: Self.emptyText,
        errorText: response.error?.description))
  }

  // MARK: - Insert new to-do

  func presentInsertedToDo(response: ToDoList.InsertNewToDo.Response) {
    viewController?.displayInsertedToDo(
      viewModel: ToDoList.InsertNewToDo.ViewModel(
        index: response.index, row: Self.row(for: response.toDo),
        errorText: response.error?.description))
  }

  // MARK: - Update to-do

  func presentUpdatedToDo(response: ToDoList.UpdateToDo.Response) {
    viewController?.displayUpdatedToDo(
      viewModel: ToDoList.UpdateToDo.ViewModel(
        index: response.index, row: Self.row(for: response.toDo),
        errorText: response.error?.description))
  }

  // MARK: - Toggle to-do

  func presentToggledToDo(response: ToDoList.ToggleToDo.Response) {
    viewController?.displayToggledToDo(
      viewModel: ToDoList.ToggleToDo.ViewModel(
        index: response.index, row: Self.row(for: response.toDo),
        errorText: response.error?.description))
  }

  // MARK: - Confirm deletion

  func presentDeletionConfirmation(response: ToDoList.ConfirmDeletion.Response) {
    viewController?.displayDeletionConfirmation(
      viewModel: ToDoList.ConfirmDeletion.ViewModel(
        title: "Delete “\(response.toDo.name)”?", index: response.index))
  }

  // MARK: - Delete to-do

  func presentDeletedToDo(response: ToDoList.DeleteToDo.Response) {
    viewController?.displayDeletedToDo(
      viewModel: ToDoList.DeleteToDo.ViewModel(
        index: response.index, errorText: response.error?.description))
  }

  // MARK: - Save to-dos

  func presentSavedToDos(response: ToDoList.SaveToDos.Response) {
    viewController?.displaySavedToDos(
      viewModel: ToDoList.SaveToDos.ViewModel(
        rows: response.merge?.toDos.map(Self.row), movedTo: response.movedTo,
        noticeText: response.merge.map(notice), errorText: response.error?.description))
  }

  // MARK: - Private helpers

  /// `Merged changes saved by another instance: 2 to-dos added, 1 changed.`
  private func notice(for merge: ToDoListMerge) -> String {
    let counts = [(merge.added, "added"), (merge.changed, "changed"), (merge.deleted, "deleted")]
      .filter { $0.0 > 0 }
      .enumerated()
      .map { position, count in
        position == 0
          ? "\(count.0) \(count.0 == 1 ? "to-do" : "to-dos") \(count.1)" : "\(count.0) \(count.1)"
      }
    return "Merged changes saved by another instance: \(counts.joined(separator: ", "))."
  }

  /// Nonisolated, so that `map(Self.row)` over a long list calls it directly: a main-actor
  /// method passed to the standard library would check its isolation for every to-do.
  private nonisolated static func row(for toDo: ToDo) -> String {
    (toDo.done ? "[x] " : "[ ] ") + toDo.name
  }
}
