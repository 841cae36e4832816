import TerminalCore
import TerminalUI
import Testing

@MainActor
struct StoryboardTests {
  let sut = makeRoutingStoryboard()

  @Test func instantiationSetsStoryboardAndIdentifier() throws {
    let scene = try sut.instantiateViewController(withIdentifier: "Next")

    #expect(scene is NextScene)
    #expect(scene.storyboard === sut)
    #expect(scene.storyboardIdentifier == "Next")
  }

  @Test func everyInstantiationMakesANewScene() throws {
    let first = try sut.instantiateViewController(withIdentifier: "Next")
    let second = try sut.instantiateViewController(withIdentifier: "Next")

    #expect(first !== second)
  }

  @Test func initialSceneIsTheInitialIdentifiers() throws {
    let scene = try sut.instantiateInitialViewController()

    #expect(scene is SourceScene)
    #expect(scene.storyboardIdentifier == "Source")
  }

  @Test func identifiersAreSorted() {
    #expect(sut.identifiers == ["Next", "Orphan", "Source"])
  }

  @Test func unknownIdentifierThrowsNamingItAndTheKnownOnes() {
    #expect(
      throws: RoutingError.unknownScene(identifier: "Nope", known: ["Next", "Orphan", "Source"])
    ) {
      _ = try sut.instantiateViewController(withIdentifier: "Nope")
    }
  }

  @Test func unknownInitialIdentifierThrows() {
    let empty = Storyboard(initialIdentifier: "Home")

    #expect(throws: RoutingError.unknownScene(identifier: "Home", known: [])) {
      _ = try empty.instantiateInitialViewController()
    }
  }

  @Test func typedInstantiationReturnsTheScene() throws {
    let scene: NextScene = try sut.instantiateViewController(
      withIdentifier: "Next", as: NextScene.self)

    #expect(scene.storyboard === sut)
    #expect(scene.title == "Next")
  }

  @Test func typedInstantiationOfAnotherTypeThrowsAMismatch() {
    #expect(
      throws: RoutingError.sceneTypeMismatch(
        identifier: "Next", expected: "SourceScene", actual: "NextScene")
    ) {
      _ = try sut.instantiateViewController(withIdentifier: "Next", as: SourceScene.self)
    }
  }

  @Test func typedInstantiationOfAnUnknownSceneThrowsUnknownScene() {
    #expect(
      throws: RoutingError.unknownScene(identifier: "Nope", known: ["Next", "Orphan", "Source"])
    ) {
      _ = try sut.instantiateViewController(withIdentifier: "Nope", as: NextScene.self)
    }
  }

  @Test func registeringAgainReplacesTheFactory() throws {
    sut.register("Next") { SourceScene() }

    let scene = try sut.instantiateViewController(withIdentifier: "Next")

    #expect(scene is SourceScene)
    #expect(sut.identifiers == ["Next", "Orphan", "Source"])
  }
}
