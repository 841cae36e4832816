@testable import DemoScenes

/// Stands in for Detail's interactor: records every request the view controller sends.
@MainActor
final class DetailBusinessLogicSpy: DetailBusinessLogic {
  private(set) var showMessageRequests: [Detail.ShowMessage.Request] = []

  func showMessage(request: Detail.ShowMessage.Request) {
    showMessageRequests.append(request)
  }
}

/// Stands in for Detail's presenter: records every response the interactor sends.
@MainActor
final class DetailPresentationLogicSpy: DetailPresentationLogic {
  private(set) var presentMessageResponses: [Detail.ShowMessage.Response] = []

  func presentMessage(response: Detail.ShowMessage.Response) {
    presentMessageResponses.append(response)
  }
}

/// Stands in for Detail's view controller: records every view model the presenter sends.
@MainActor
final class DetailDisplayLogicSpy: DetailDisplayLogic {
  private(set) var displayMessageViewModels: [Detail.ShowMessage.ViewModel] = []

  func displayMessage(viewModel: Detail.ShowMessage.ViewModel) {
    displayMessageViewModels.append(viewModel)
  }
}
