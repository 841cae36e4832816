import TerminalUI

@testable import DemoScenes

/// Stands in for AddToDo's interactor: records every request the view controller sends.
@MainActor
final class AddToDoBusinessLogicSpy: AddToDoBusinessLogic {
  private(set) var createToDoRequests: [AddToDo.CreateToDo.Request] = []

  func createToDo(request: AddToDo.CreateToDo.Request) {
    createToDoRequests.append(request)
  }
}

/// Stands in for AddToDo's presenter: records every response the interactor sends.
@MainActor
final class AddToDoPresentationLogicSpy: AddToDoPresentationLogic {
  private(set) var createdToDoResponses: [AddToDo.CreateToDo.Response] = []

  func presentCreatedToDo(response: AddToDo.CreateToDo.Response) {
    createdToDoResponses.append(response)
  }
}

/// Stands in for AddToDo's view controller: records every view model the presenter sends.
@MainActor
final class AddToDoDisplayLogicSpy: AddToDoDisplayLogic {
  private(set) var createdToDoViewModels: [AddToDo.CreateToDo.ViewModel] = []

  func displayCreatedToDo(viewModel: AddToDo.CreateToDo.ViewModel) {
    createdToDoViewModels.append(viewModel)
  }
}

/// Stands in for AddToDo's router: records every way back it is asked for.
@MainActor
final class AddToDoRoutingLogicSpy: AddToDoRoutingLogic, AddToDoDataPassing, SegueRouting {
  static let routes: [String: (AddToDoRoutingLogicSpy) -> (Segue?) throws -> Void] = [:]
  var dataStore: AddToDoDataStore?
  private(set) var routeBackToToDoListCount = 0

  func routeBackToToDoList() throws {
    routeBackToToDoListCount += 1
  }
}
