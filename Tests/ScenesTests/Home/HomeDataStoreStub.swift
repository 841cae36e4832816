@testable import DemoScenes

/// A Home data store holding a given message, for router tests that need no Home interactor.
@MainActor
final class HomeDataStoreStub: HomeDataStore {
  var message: Message?

  init(message: Message?) {
    self.message = message
  }
}
