@testable import DemoScenes

/// Stands in for Home's interactor: records every request the view controller sends.
@MainActor
final class HomeBusinessLogicSpy: HomeBusinessLogic {
  private(set) var sendMessageRequests: [Home.SendMessage.Request] = []

  func sendMessage(request: Home.SendMessage.Request) {
    sendMessageRequests.append(request)
  }
}

/// Stands in for Home's presenter: records every response the interactor sends.
@MainActor
final class HomePresentationLogicSpy: HomePresentationLogic {
  private(set) var presentSendMessageResponses: [Home.SendMessage.Response] = []

  func presentSendMessage(response: Home.SendMessage.Response) {
    presentSendMessageResponses.append(response)
  }
}

/// Stands in for Home's view controller: records every view model the presenter sends.
@MainActor
final class HomeDisplayLogicSpy: HomeDisplayLogic {
  private(set) var displaySendMessageViewModels: [Home.SendMessage.ViewModel] = []

  func displaySendMessage(viewModel: Home.SendMessage.ViewModel) {
    displaySendMessageViewModels.append(viewModel)
  }
}
