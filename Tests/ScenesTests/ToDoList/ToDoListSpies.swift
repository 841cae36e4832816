@testable import DemoScenes

/// Stands in for ToDoList's interactor: records every request the view controller sends.
@MainActor
final class ToDoListBusinessLogicSpy: ToDoListBusinessLogic {
  private(set) var fetchToDosRequests: [ToDoList.FetchToDos.Request] = []
  private(set) var insertNewToDoRequests: [ToDoList.InsertNewToDo.Request] = []
  private(set) var updateToDoRequests: [ToDoList.UpdateToDo.Request] = []
  private(set) var toggleToDoRequests: [ToDoList.ToggleToDo.Request] = []
  private(set) var confirmDeletionRequests: [ToDoList.ConfirmDeletion.Request] = []
  private(set) var deleteToDoRequests: [ToDoList.DeleteToDo.Request] = []

  func fetchToDos(request: ToDoList.FetchToDos.Request) {
    fetchToDosRequests.append(request)
  }

  func insertNewToDo(request: ToDoList.InsertNewToDo.Request) {
    insertNewToDoRequests.append(request)
  }

  func updateToDo(request: ToDoList.UpdateToDo.Request) {
    updateToDoRequests.append(request)
  }

  func toggleToDo(request: ToDoList.ToggleToDo.Request) {
    toggleToDoRequests.append(request)
  }

  func confirmDeletion(request: ToDoList.ConfirmDeletion.Request) {
    confirmDeletionRequests.append(request)
  }

  func deleteToDo(request: ToDoList.DeleteToDo.Request) {
    deleteToDoRequests.append(request)
  }
}

/// Stands in for ToDoList's presenter: records every response the interactor sends.
@MainActor
final class ToDoListPresentationLogicSpy: ToDoListPresentationLogic {
  private(set) var fetchedToDosResponses: [ToDoList.FetchToDos.Response] = []
  private(set) var insertedToDoResponses: [ToDoList.InsertNewToDo.Response] = []
  private(set) var updatedToDoResponses: [ToDoList.UpdateToDo.Response] = []
  private(set) var toggledToDoResponses: [ToDoList.ToggleToDo.Response] = []
  private(set) var deletionConfirmationResponses: [ToDoList.ConfirmDeletion.Response] = []
  private(set) var deletedToDoResponses: [ToDoList.DeleteToDo.Response] = []
  private(set) var savedToDosResponses: [ToDoList.SaveToDos.Response] = []

  func presentFetchedToDos(response: ToDoList.FetchToDos.Response) {
    fetchedToDosResponses.append(response)
  }

  func presentInsertedToDo(response: ToDoList.InsertNewToDo.Response) {
    insertedToDoResponses.append(response)
  }

  func presentUpdatedToDo(response: ToDoList.UpdateToDo.Response) {
    updatedToDoResponses.append(response)
  }

  func presentToggledToDo(response: ToDoList.ToggleToDo.Response) {
    toggledToDoResponses.append(response)
  }

  func presentDeletionConfirmation(response: ToDoList.ConfirmDeletion.Response) {
    deletionConfirmationResponses.append(response)
  }

  func presentDeletedToDo(response: ToDoList.DeleteToDo.Response) {
    deletedToDoResponses.append(response)
  }

  func presentSavedToDos(response: ToDoList.SaveToDos.Response) {
    savedToDosResponses.append(response)
  }
}

/// Stands in for ToDoList's view controller: records every view model the presenter sends.
@MainActor
final class ToDoListDisplayLogicSpy: ToDoListDisplayLogic {
  private(set) var fetchedToDosViewModels: [ToDoList.FetchToDos.ViewModel] = []
  private(set) var insertedToDoViewModels: [ToDoList.InsertNewToDo.ViewModel] = []
  private(set) var updatedToDoViewModels: [ToDoList.UpdateToDo.ViewModel] = []
  private(set) var toggledToDoViewModels: [ToDoList.ToggleToDo.ViewModel] = []
  private(set) var deletionConfirmationViewModels: [ToDoList.ConfirmDeletion.ViewModel] = []
  private(set) var deletedToDoViewModels: [ToDoList.DeleteToDo.ViewModel] = []
  private(set) var savedToDosViewModels: [ToDoList.SaveToDos.ViewModel] = []

  func displayFetchedToDos(viewModel: ToDoList.FetchToDos.ViewModel) {
    fetchedToDosViewModels.append(viewModel)
  }

  func displayInsertedToDo(viewModel: ToDoList.InsertNewToDo.ViewModel) {
    insertedToDoViewModels.append(viewModel)
  }

  func displayUpdatedToDo(viewModel: ToDoList.UpdateToDo.ViewModel) {
    updatedToDoViewModels.append(viewModel)
  }

  func displayToggledToDo(viewModel: ToDoList.ToggleToDo.ViewModel) {
    toggledToDoViewModels.append(viewModel)
  }

  func displayDeletionConfirmation(viewModel: ToDoList.ConfirmDeletion.ViewModel) {
    deletionConfirmationViewModels.append(viewModel)
  }

  func displayDeletedToDo(viewModel: ToDoList.DeleteToDo.ViewModel) {
    deletedToDoViewModels.append(viewModel)
  }

  func displaySavedToDos(viewModel: ToDoList.SaveToDos.ViewModel) {
    savedToDosViewModels.append(viewModel)
  }
}
