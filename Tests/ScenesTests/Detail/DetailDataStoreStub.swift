@testable import DemoScenes

/// A Detail data store that only keeps what is written to it, for data-passing tests.
@MainActor
final class DetailDataStoreStub: DetailDataStore {
  var message: Message?

  init(message: Message? = nil) {
    self.message = message
  }
}
