import TerminalUI

@testable import DemoScenes

/// Stands in for EditToDo's interactor: records every request the view controller sends.
@MainActor
final class EditToDoBusinessLogicSpy: EditToDoBusinessLogic {
  private(set) var loadToDoRequests: [EditToDo.LoadToDo.Request] = []
  private(set) var saveToDoRequests: [EditToDo.SaveToDo.Request] = []

  func loadToDo(request: EditToDo.LoadToDo.Request) {
    loadToDoRequests.append(request)
  }

  func saveToDo(request: EditToDo.SaveToDo.Request) {
    saveToDoRequests.append(request)
  }
}

/// Stands in for EditToDo's presenter: records every response the interactor sends.
@MainActor
final class EditToDoPresentationLogicSpy: EditToDoPresentationLogic {
  private(set) var loadedToDoResponses: [EditToDo.LoadToDo.Response] = []
  private(set) var savedToDoResponses: [EditToDo.SaveToDo.Response] = []

  func presentLoadedToDo(response: EditToDo.LoadToDo.Response) {
    loadedToDoResponses.append(response)
  }

  func presentSavedToDo(response: EditToDo.SaveToDo.Response) {
    savedToDoResponses.append(response)
  }
}

/// Stands in for EditToDo's view controller: records every view model the presenter sends.
@MainActor
final class EditToDoDisplayLogicSpy: EditToDoDisplayLogic {
  private(set) var loadedToDoViewModels: [EditToDo.LoadToDo.ViewModel] = []
  private(set) var savedToDoViewModels: [EditToDo.SaveToDo.ViewModel] = []

  func displayLoadedToDo(viewModel: EditToDo.LoadToDo.ViewModel) {
    loadedToDoViewModels.append(viewModel)
  }

  func displaySavedToDo(viewModel: EditToDo.SaveToDo.ViewModel) {
    savedToDoViewModels.append(viewModel)
  }
}

/// Stands in for EditToDo's router: records every way back it is asked for.
@MainActor
final class EditToDoRoutingLogicSpy: EditToDoRoutingLogic, EditToDoDataPassing, SegueRouting {
  static let routes: [String: (EditToDoRoutingLogicSpy) -> (Segue?) throws -> Void] = [:]
  var dataStore: EditToDoDataStore?
  private(set) var routeBackToToDoListCount = 0

  func routeBackToToDoList() throws {
    routeBackToToDoListCount += 1
  }
}
