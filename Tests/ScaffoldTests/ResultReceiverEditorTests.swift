import Testing

@testable import scaffold

/// The code that makes the `--back-to` scene receive the result, on small files shaped like
/// a scene's and its tests'.
struct ResultReceiverEditorTests {
  let editor: ResultReceiverEditor

  init() throws {
    let back = BackRouteTemplates(name: try SceneName("Probe"), destination: "Home")
    editor = ResultReceiverEditor(
      receiver: ResultReceiverTemplates(back: back), sceneFolder: "Scenes/Home")
  }

  // MARK: - Fixtures

  private let models = (
    path: "Scenes/Home/HomeModels.swift",
    text: """
    enum Home {
      enum SendMessage {
        struct Request {}
      }
    }

    """
  )

  private let interactor = (
    path: "Scenes/Home/HomeInteractor.swift",
    text: """
    protocol HomeBusinessLogic {
      func sendMessage(request: Home.SendMessage.Request)
    }

    protocol HomeDataStore {
      var probeResult: String? { get set }
    }

    final class HomeInteractor: HomeBusinessLogic, HomeDataStore {
      var presenter: HomePresentationLogic?
      var probeResult: String?

      func sendMessage(request: Home.SendMessage.Request) {}
    }

    """
  )

  private let presenter = (
    path: "Scenes/Home/HomePresenter.swift",
    text: """
    protocol HomePresentationLogic {}

    final class HomePresenter: HomePresentationLogic {
      weak var viewController: HomeDisplayLogic?
    }

    """
  )

  private let spies = (
    path: "Tests/ScenesTests/Home/HomeSpies.swift",
    text: """
    final class HomeBusinessLogicSpy: HomeBusinessLogic {
      private(set) var sendMessageRequests: [Home.SendMessage.Request] = []

      func sendMessage(request: Home.SendMessage.Request) { sendMessageRequests.append(request) }
    }

    final class HomePresentationLogicSpy: HomePresentationLogic {
    }

    final class HomeDisplayLogicSpy: HomeDisplayLogic {
    }

    """
  )

  /// A view controller file whose class has `members` after its `interactor`.
  private func viewController(_ members: String = "") -> (path: String, text: String) {
    (
      "Scenes/Home/HomeViewController.swift",
      """
      protocol HomeDisplayLogic: AnyObject {
        func displaySendMessage(viewModel: Home.SendMessage.ViewModel)
      }

      final class HomeViewController: ViewController, HomeDisplayLogic {
        var interactor: HomeBusinessLogic?
      \(members)
        func displaySendMessage(viewModel: Home.SendMessage.ViewModel) {}
      }

      """
    )
  }

  /// The scene's files and its spies, with `viewController` as the view controller's file.
  private func files(viewController: (path: String, text: String))
    -> [(path: String, text: String)]
  {
    [models, interactor, presenter, viewController, spies]
  }

  /// The lines the view controller gains for the display, after the last it had.
  private let displayLines = [
    "",
    "  // MARK: - Receive probe result",
    "",
    "  /// What Probe handed back last, ready to show; none of Home's views shows it yet.",
    "  private(set) var probeResultText: String?",
    "",
    "  /// Keeps what Probe handed back: give it to one of Home's views here.",
    "  func displayProbeResult(viewModel: Home.ReceiveProbeResult.ViewModel) {",
    "    probeResultText = viewModel.resultText",
    "  }",
  ]

  private func edited(_ path: String, in edits: [(path: String, text: String, additions: [String])])
    -> String?
  {
    edits.first { $0.path == path }?.text
  }

  // MARK: - A scene without didUnwind(from:)

  @Test func everyComponentOfTheSceneGainsTheUseCase() throws {
    // When
    let edits = try editor.editing(files(viewController: viewController()))
    // Then
    #expect(
      edits.map(\.path) == [
        models.path, interactor.path, presenter.path, viewController().path, spies.path,
      ])
    #expect(
      addedLines(from: models.text, to: try #require(edited(models.path, in: edits))) == [
        "",
        "  /// Taking what Probe handed back when it routed back here.",
        "  enum ReceiveProbeResult {",
        "    struct Request: Equatable, Sendable {}",
        "",
        "    struct Response: Equatable, Sendable {",
        "      var result: String",
        "    }",
        "",
        "    struct ViewModel: Equatable, Sendable {",
        "      /// What Probe handed back, ready to show.",
        "      var resultText: String",
        "    }",
        "  }",
      ])
    #expect(
      addedLines(from: interactor.text, to: try #require(edited(interactor.path, in: edits))) == [
        "  func receiveProbeResult(request: Home.ReceiveProbeResult.Request)",
        "",
        "  // MARK: - Receive probe result",
        "",
        "  /// Takes what Probe handed back, if it handed something, and presents it.",
        "  func receiveProbeResult(request: Home.ReceiveProbeResult.Request) {",
        "    guard let result = probeResult else { return }",
        "    probeResult = nil",
        "    presenter?.presentProbeResult(response: Home.ReceiveProbeResult.Response(result: result))",
        "  }",
      ])
    #expect(
      edited(presenter.path, in: edits) == """
        protocol HomePresentationLogic {
          func presentProbeResult(response: Home.ReceiveProbeResult.Response)
        }

        final class HomePresenter: HomePresentationLogic {
          weak var viewController: HomeDisplayLogic?

          // MARK: - Receive probe result

          func presentProbeResult(response: Home.ReceiveProbeResult.Response) {
            let viewModel = Home.ReceiveProbeResult.ViewModel(resultText: response.result)
            viewController?.displayProbeResult(viewModel: viewModel)
          }
        }

        """)
  }

  @Test func viewControllerWithoutDidUnwindGetsAnOverrideCallingSuperAndTheInteractor() throws {
    // When
    let edits = try editor.editing(files(viewController: viewController()))
    // Then
    let text = try #require(edited(viewController().path, in: edits))
    #expect(
      addedLines(from: viewController().text, to: text) == [
        "  func displayProbeResult(viewModel: Home.ReceiveProbeResult.ViewModel)",
        "",
        "  // MARK: - Unwinding",
        "",
        "  /// Asks the interactor for what the scenes that went back here handed back: their routers passed",
        "  /// it to the data store, then unwound to this scene.",
        "  override func didUnwind(from source: ViewController) {",
        "    super.didUnwind(from: source)",
        "    interactor?.receiveProbeResult(request: Home.ReceiveProbeResult.Request())",
        "  }",
      ] + displayLines)
    #expect(
      edits.first { $0.path == viewController().path }?.additions == [
        "HomeDisplayLogic: func displayProbeResult(viewModel: Home.ReceiveProbeResult.ViewModel)",
        "HomeViewController: override func didUnwind(from:), which calls "
          + "receiveProbeResult(request:); probeResultText, displayProbeResult(viewModel:)",
      ])
  }

  @Test func everySpyRecordsTheCallsOfItsProtocolsNewRequirement() throws {
    // When
    let edits = try editor.editing(files(viewController: viewController()))
    // Then
    #expect(
      edited(spies.path, in: edits) == """
        final class HomeBusinessLogicSpy: HomeBusinessLogic {
          private(set) var receiveProbeResultRequests: [Home.ReceiveProbeResult.Request] = []
          private(set) var sendMessageRequests: [Home.SendMessage.Request] = []

          func sendMessage(request: Home.SendMessage.Request) { sendMessageRequests.append(request) }

          func receiveProbeResult(request: Home.ReceiveProbeResult.Request) {
            receiveProbeResultRequests.append(request)
          }
        }

        final class HomePresentationLogicSpy: HomePresentationLogic {
          private(set) var presentProbeResultResponses: [Home.ReceiveProbeResult.Response] = []
          func presentProbeResult(response: Home.ReceiveProbeResult.Response) {
            presentProbeResultResponses.append(response)
          }
        }

        final class HomeDisplayLogicSpy: HomeDisplayLogic {
          private(set) var displayProbeResultViewModels: [Home.ReceiveProbeResult.ViewModel] = []
          func displayProbeResult(viewModel: Home.ReceiveProbeResult.ViewModel) {
            displayProbeResultViewModels.append(viewModel)
          }
        }

        """)
    #expect(
      edits.first { $0.path == spies.path }?.additions == [
        "HomeBusinessLogicSpy: receiveProbeResult(request:), recorded in receiveProbeResultRequests",
        "HomePresentationLogicSpy: presentProbeResult(response:), recorded in "
          + "presentProbeResultResponses",
        "HomeDisplayLogicSpy: displayProbeResult(viewModel:), recorded in "
          + "displayProbeResultViewModels",
      ])
  }

  // MARK: - A scene with didUnwind(from:)

  @Test func existingDidUnwindGetsTheCallAfterItsSuperCallAndNoSecondOverride() throws {
    // Given
    let original = viewController(
      """

        /// Shows the to-do EditToDo passed back.
        override func didUnwind(from source: ViewController) {
          super.didUnwind(from: source)
          interactor?.updateToDo(request: Home.UpdateToDo.Request())
        }

      """)
    // When
    let edits = try editor.editing(files(viewController: original))
    // Then
    let text = try #require(edited(original.path, in: edits))
    expectLines(
      [
        "  override func didUnwind(from source: ViewController) {",
        "    super.didUnwind(from: source)",
        "    interactor?.receiveProbeResult(request: Home.ReceiveProbeResult.Request())",
        "    interactor?.updateToDo(request: Home.UpdateToDo.Request())",
        "  }",
      ], inOrderIn: text)
    #expect(text.components(separatedBy: "func didUnwind").count == 2)
    #expect(!text.contains("// MARK: - Unwinding"))
    #expect(
      addedLines(from: original.text, to: text) == [
        "  func displayProbeResult(viewModel: Home.ReceiveProbeResult.ViewModel)",
        "    interactor?.receiveProbeResult(request: Home.ReceiveProbeResult.Request())",
      ] + displayLines)
    #expect(
      edits.first { $0.path == original.path }?.additions == [
        "HomeDisplayLogic: func displayProbeResult(viewModel: Home.ReceiveProbeResult.ViewModel)",
        "HomeViewController: didUnwind(from:) also calls receiveProbeResult(request:)",
        "HomeViewController: probeResultText, displayProbeResult(viewModel:)",
      ])
  }

  @Test func existingDidUnwindThatDoesNotStartWithSuperGetsTheCallFirst() throws {
    // Given
    let original = viewController(
      """

        override func didUnwind(from other: ViewController)
        {
          guard other is EditToDoViewController else { return }
          interactor?.updateToDo(request: Home.UpdateToDo.Request())
          super.didUnwind(from: other)
        }

      """)
    // When
    let edits = try editor.editing(files(viewController: original))
    // Then
    expectLines(
      [
        "  {",
        "    interactor?.receiveProbeResult(request: Home.ReceiveProbeResult.Request())",
        "    guard other is EditToDoViewController else { return }",
      ], inOrderIn: try #require(edited(original.path, in: edits)))
  }

  @Test func didUnwindOfANestedTypeOrAnotherSignatureIsNotTheOverride() throws {
    // Given
    let original = viewController(
      """

        final class Helper {
          func didUnwind(from source: ViewController) {
          }
        }

        func didUnwind(to source: ViewController) {
        }

      """)
    // When
    let edits = try editor.editing(files(viewController: original))
    // Then
    let text = try #require(edited(original.path, in: edits))
    #expect(addedLines(from: original.text, to: text)?.contains("  // MARK: - Unwinding") == true)
    #expect(text.components(separatedBy: "interactor?.receiveProbeResult(").count == 2)
    expectLines(
      [
        "    func didUnwind(from source: ViewController) {",
        "    }",
        "  func didUnwind(to source: ViewController) {",
        "  }",
        "  // MARK: - Unwinding",
        "  override func didUnwind(from source: ViewController) {",
        "    super.didUnwind(from: source)",
        "    interactor?.receiveProbeResult(request: Home.ReceiveProbeResult.Request())",
      ], inOrderIn: text)
  }

  // MARK: - Refusals

  /// What a view controller refused for its `didUnwind(from:)` lacks.
  private static let sharedLine =
    "didUnwind(from:) in HomeViewController whose body's braces are each on a line without "
    + "code, for the call to receiveProbeResult(request:)"

  @Test(arguments: [
    (
      "  override func didUnwind(from source: ViewController) { super.didUnwind(from: source) }\n",
      sharedLine
    ),
    (
      "  override func didUnwind(from source: ViewController) { super.didUnwind(from: source)\n  }\n",
      sharedLine
    ),
    (
      """
        #if os(Linux)
          override func didUnwind(from source: ViewController) {
          }
        #else
          override func didUnwind(from source: ViewController) {
          }
        #endif

      """,
      "single didUnwind(from:) in HomeViewController (it has 2), to call "
        + "receiveProbeResult(request:) from"
    ),
  ])
  func didUnwindThatCannotTakeTheCallSafelyIsRefused(members: String, missing: String) {
    #expect(
      throws: ScaffoldError.destinationNotEditable(
        scene: "Home", path: "Scenes/Home/HomeViewController.swift", missing: missing)
    ) {
      try editor.editing(files(viewController: viewController(members)))
    }
  }

  @Test func sceneWithoutItsModelsEnumIsRefused() {
    var scene = files(viewController: viewController())
    scene.removeFirst()
    #expect(
      throws: ScaffoldError.destinationNotEditable(
        scene: "Home", path: "Scenes/Home", missing: "`enum Home { … }` for the models")
    ) {
      try editor.editing(scene)
    }
  }

  @Test func spyThatIsAStructIsRefused() {
    var scene = files(viewController: viewController())
    scene[4].text = scene[4].text.replacing(
      "final class HomeDisplayLogicSpy", with: "struct HomeDisplayLogicSpy")
    #expect(
      throws: ScaffoldError.destinationNotEditable(
        scene: "Home", path: spies.path,
        missing:
          "class declaration of HomeDisplayLogicSpy that conforms to HomeDisplayLogic (a spy "
          + "records the calls of displayProbeResult in an array the class holds)")
    ) {
      try editor.editing(scene)
    }
  }

  @Test func interactorThatIsNotTheDataStoreIsRefused() {
    var scene = files(viewController: viewController())
    scene[1].text = scene[1].text.replacing(
      "HomeInteractor: HomeBusinessLogic, HomeDataStore {",
      with: "HomeInteractor: HomeBusinessLogic {")
    #expect(
      throws: ScaffoldError.destinationNotEditable(
        scene: "Home", path: interactor.path,
        missing:
          "conformance to HomeDataStore in the declaration of HomeInteractor, which conforms to "
          + "HomeBusinessLogic (the interactor takes the result from its data store)")
    ) {
      try editor.editing(scene)
    }
  }

  @Test func viewControllerThatAlreadyDeclaresTheTextIsRefused() {
    #expect(
      throws: ScaffoldError.destinationMemberExists(
        scene: "Home", member: "var probeResultText", path: viewController().path)
    ) {
      try editor.editing(
        files(viewController: viewController("  var probeResultText: String?\n")))
    }
  }
}
