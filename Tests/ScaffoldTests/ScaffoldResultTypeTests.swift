import Testing

@testable import scaffold

/// `--result-type`: what `--back-to` hands back, typed in every place it appears,
/// scaffolding into a copy of the package's real layout.
struct ScaffoldResultTypeTests {
  let layout: LayoutCopy

  init() throws {
    layout = try LayoutCopy()
  }

  @Test func resultTypeTypesTheStoreTheUseCaseAndTheRoutersTest() throws {
    // When
    let outcome = layout.scaffold(["Probe", "--back-to", "Home", "--result-type", "[Int]"])
    // Then
    #expect(outcome.status == 0)
    expectLines(
      [
        "  + HomeDataStore: var probeResult: [Int]? { get set }",
        "  + HomeInteractor: var probeResult: [Int]?",
      ], inOrderIn: outcome.output)
    expectLines(
      ["  var probeResult: [Int]? { get set }", "  var probeResult: [Int]?"],
      inOrderIn: try layout.text("Scenes/Home/HomeInteractor.swift"))
    expectLines(
      ["    struct Response: Equatable, Sendable {", "      var result: [Int]", "    }"],
      inOrderIn: try layout.text("Scenes/Home/HomeModels.swift"))
    expectLines(
      [
        "  /// Makes what Probe handed back ready to show: replace its description with the text Home should",
        "  /// show.",
        "  func presentProbeResult(response: Home.ReceiveProbeResult.Response) {",
        "    let viewModel = Home.ReceiveProbeResult.ViewModel(",
        "      resultText: String(describing: response.result))",
      ], inOrderIn: try layout.text("Scenes/Home/HomePresenter.swift"))
    expectLines(
      [
        "  var greeting: String? { get set }",
        "  /// What Probe hands back to Home when it routes back; nothing until the interactor sets it.",
        "  var result: [Int]? { get set }",
        "  var greeting: String?",
        "  var result: [Int]?",
      ], inOrderIn: try layout.text("Scenes/Probe/ProbeInteractor.swift"))
    expectLines(
      ["    destination.probeResult = source.result"],
      inOrderIn: try layout.text("Scenes/Probe/ProbeRouter.swift"))
    expectLines(
      [
        "  @Test func routeBackHandsItsResultToTheRealHomeWhichReceivesIt() throws {",
        "    let handedBack: [Int] = [42]",
        "    dataStore.result = handedBack",
        "    try sut.routeBackToHome()",
        "    #expect(destinationVC.probeResultText == String(describing: handedBack))",
      ], inOrderIn: try layout.text("Tests/ScenesTests/Probe/ProbeRouterTests.swift"))
  }

  @Test func aTypeWithoutLiteralTakesTheSampleGiven() throws {
    // When
    let outcome = layout.scaffold([
      "Probe", "--back-to", "Home", "--result-type", "Message",
      "--result-sample", "Message(text: \"Hi\", date: Timestamp(secondsSince1970: 0))",
    ])
    // Then
    #expect(outcome.status == 0)
    expectLines(
      [
        "    let handedBack: Message = Message(text: \"Hi\", date: Timestamp(secondsSince1970: 0))",
        "    dataStore.result = handedBack",
      ], inOrderIn: try layout.text("Tests/ScenesTests/Probe/ProbeRouterTests.swift"))
  }

  @Test(arguments: [
    (["--result-type", "Message"], "--result-sample EXPRESSION"),
    (["--result-type", "Int]"], "a result type is a Swift type name"),
    (["--result-type", "Int?"], "give the type without the last `?`"),
  ])
  func refusedResultTypesWriteNothing(options: [String], message: String) throws {
    // Given
    let before = try layout.snapshot()
    // When
    let outcome = layout.scaffold(["Probe", "--back-to", "Home"] + options)
    // Then
    #expect(outcome.status == 1)
    #expect(outcome.errorOutput.contains(message))
    #expect(try layout.snapshot() == before)
  }
}
