import DemoScenesTestSupport
import TerminalUI
import Testing

@testable import DemoScenes

@MainActor
struct DetailRouterTests {
  let sut = DetailRouter()

  @Test(arguments: ["Home", "Detail", ""])
  func segueWithoutARouteIsUnknownAndNamesTheKnownOnes(identifier: String) {
    // Given
    let segue = Segue(
      identifier: identifier, source: ViewController(), destination: ViewController())
    // When / Then
    #expect(
      throws: RoutingError.unknownSegue(identifier: identifier, known: DetailRouter.knownSegues)
    ) {
      try sut.route(segue)
    }
  }

  @Test func routeByIdentifierWithoutSegueIsUnknownToo() {
    #expect(throws: RoutingError.unknownSegue(identifier: "Home", known: DetailRouter.knownSegues))
    {
      try sut.route(identifier: "Home")
    }
  }

  @Test func dataStoreOfTheSceneIsItsInteractor() throws {
    // Given
    let detail = DetailViewController(timeFormatter: TimeOfDayFormatter(utcOffsetSeconds: 0))
    var dataStore = try #require(detail.router?.dataStore)
    let message = Message(text: "Hello", sentAt: .fixed)
    // When
    dataStore.message = message
    // Then
    let interactor = try #require(detail.interactor as? DetailInteractor)
    #expect(interactor.message == message)
  }
}
