/// The files of a new scene, in the shape of `Scenes/Home` and `Scenes/Detail`: a VIP quartet,
/// its models and a worker, with one use case (`Load<Name>`) wired through the whole cycle.
///
/// The worker fetches a greeting; the interactor shows the greeting a routing scene passed
/// in its data store, else the worker's; the presenter makes it the label's text; the view
/// controller shows it.
///
/// ```swift
/// let templates = SceneTemplates(name: try SceneName("Profile"), source: "Home")
/// templates.files.map(\.name)  // ["ProfileModels.swift", "ProfileWorker.swift", …]
/// ```
struct SceneTemplates {
  /// The new scene.
  let name: SceneName
  /// The scene that routes to it (`--from`), if any.
  let source: String?
  /// Whether the scene is presented (`--presented`) instead of pushed.
  var presented = false
  /// The scene it goes back to with data (`--back-to`), if any.
  var destination: String?
  /// The type of what it hands back there (`--result-type`).
  var resultType = ResultType.string
  /// The module the tests `@testable import`.
  var module = TargetLayout.demo.module
  /// The expression the router tests make the storyboard with.
  var storyboardCall = TargetLayout.demo.storyboardCall ?? ""

  /// The scene's files for `Scenes/<Name>/`: each file's name and text.
  var files: [(name: String, text: String)] {
    [
      ("\(s)Models.swift", modelsFile),
      ("\(s)Worker.swift", worker),
      ("\(s)Interactor.swift", interactor),
      ("\(s)Presenter.swift", presenter),
      ("\(s)Router.swift", router),
      ("\(s)ViewController.swift", viewController),
    ]
  }

  // MARK: - Names

  /// The way back with data (`--back-to`), if any.
  var back: BackRouteTemplates? {
    destination.map { BackRouteTemplates(name: name, destination: $0, resultType: resultType) }
  }

  /// The scene name.
  var s: String { name.rawValue }
  /// The use case: `Load<Name>`.
  var useCase: String { "Load\(s)" }
  /// The namespace of the use case's models: `<Name>.Load<Name>`.
  var useCaseType: String { "\(s).\(useCase)" }

  // MARK: - Files

  var modelsFile: String {
    """
    /// The models of the \(s) scene's use cases.
    enum \(s) {
      /// Loading what \(s) shows: the greeting a scene passed, else the worker's.
      enum \(useCase) {
        struct Request: Equatable, Sendable {}

        struct Response: Equatable, Sendable {
          var greeting: String
        }

        struct ViewModel: Equatable, Sendable {
          /// The text of the greeting label.
          var greetingText: String
        }
      }
    }

    """
  }

  var worker: String {
    """
    /// What \(s)'s interactor asks of its worker.
    @MainActor
    protocol \(s)Working {
      /// The greeting \(s) shows when no scene passed one.
      func fetchGreeting() -> String
    }

    /// Does \(s)'s work; replace the greeting with the scene's real data.
    @MainActor
    struct \(s)Worker: \(s)Working {
      func fetchGreeting() -> String {
        "Hello from \(name.words)."
      }
    }

    """
  }

  var interactor: String {
    """
    /// What \(s)'s view controller asks of its interactor.
    @MainActor
    protocol \(s)BusinessLogic {
    \(CodeLayout.fit(
      indent: 2, ["func load\(s)(request: \(useCaseType).Request)"],
      ["func load\(s)(", "  request: \(useCaseType).Request)"]))
    }

    /// The state other scenes hand to \(s), and \(s) hands on.
    @MainActor
    protocol \(s)DataStore {
      /// The greeting to show; the worker's when no scene passed one.
      var greeting: String? { get set }\(resultRequirement)
    }

    /// Loads the greeting \(s) shows.
    @MainActor
    \(CodeLayout.fit(
      indent: 0, ["final class \(s)Interactor: \(s)BusinessLogic, \(s)DataStore {"],
      ["final class \(s)Interactor:", "  \(s)BusinessLogic, \(s)DataStore", "{"]))
      var presenter: \(s)PresentationLogic?
      var greeting: String?\(resultProperty)
      private let worker: \(s)Working

      /// - Parameter worker: Fetches the greeting when no scene passed one.
      init(worker: \(s)Working) {
        self.worker = worker
      }

      // MARK: - \(name.words(prefix: "Load"))

    \(CodeLayout.fit(
      indent: 2, ["func load\(s)(request: \(useCaseType).Request) {"],
      ["func load\(s)(", "  request: \(useCaseType).Request", ") {"]))
        let greeting = self.greeting ?? worker.fetchGreeting()
        self.greeting = greeting
    \(CodeLayout.fit(
      indent: 4, ["presenter?.present\(s)(response: \(useCaseType).Response(greeting: greeting))"],
      ["presenter?.present\(s)(", "  response: \(useCaseType).Response(greeting: greeting))"]))
      }
    }

    """
  }

  var presenter: String {
    """
    /// What \(s)'s interactor asks of its presenter.
    @MainActor
    protocol \(s)PresentationLogic {
    \(CodeLayout.fit(
      indent: 2, ["func present\(s)(response: \(useCaseType).Response)"],
      ["func present\(s)(", "  response: \(useCaseType).Response)"]))
    }

    /// Turns \(s)'s responses into display-ready view models.
    @MainActor
    final class \(s)Presenter: \(s)PresentationLogic {
      weak var viewController: \(s)DisplayLogic?

      // MARK: - \(name.words(prefix: "Load"))

    \(CodeLayout.fit(
      indent: 2, ["func present\(s)(response: \(useCaseType).Response) {"],
      ["func present\(s)(", "  response: \(useCaseType).Response", ") {"]))
    \(CodeLayout.fit(
      indent: 4, ["let viewModel = \(useCaseType).ViewModel(greetingText: response.greeting)"],
      ["let viewModel = \(useCaseType).ViewModel(", "  greetingText: response.greeting)"]))
        viewController?.display\(s)(viewModel: viewModel)
      }
    }

    """
  }

  /// The data store's requirement of what the scene hands back, on lines of their own, when
  /// it hands back something else than its greeting (`--result-type`).
  private var resultRequirement: String {
    guard let back, !resultType.isString else { return "" }
    let doc = CodeLayout.doc(
      indent: 2,
      "What \(s) hands back to \(back.destination) when it routes back; nothing until the "
        + "interactor sets it.")
    return "\n" + doc + "\n"
      + CodeLayout.fit(indent: 2, ["var result: \(resultType.name)? { get set }"])
  }

  /// The interactor's stored ``resultRequirement``.
  private var resultProperty: String {
    guard back != nil, !resultType.isString else { return "" }
    return "\n" + CodeLayout.fit(indent: 2, ["var result: \(resultType.name)?"])
  }

  var router: String {
    let summary =
      back.map { "The routes \(s) offers: back to \($0.destination) with \(s)'s data." }
      ?? RouterDocs.summary(of: s, hasRoutes: false, presented: presented)
    let routingLogic =
      back.map { "protocol \(s)RoutingLogic {\n\($0.requirement(indent: 2))\n}" }
      ?? "protocol \(s)RoutingLogic {}"
    let role =
      back.map {
        "\(s)'s router: it receives data through its data store and hands it back to \($0.destination)."
      }
      ?? RouterDocs.role(of: s, hasRoutes: false)
    let methods = back.map { "\n\n" + $0.methods } ?? ""
    return """
      import TerminalUI

      \(CodeLayout.doc(indent: 0, summary))
      @MainActor
      \(routingLogic)

      /// \(s)'s access to its data store, for the scenes it routes to.
      @MainActor
      protocol \(s)DataPassing {
        var dataStore: \(s)DataStore? { get }
      }

      \(CodeLayout.doc(indent: 0, role))
      @MainActor
      \(CodeLayout.fit(
        indent: 0, ["final class \(s)Router: \(s)RoutingLogic, \(s)DataPassing, SegueRouting {"],
        ["final class \(s)Router:", "  \(s)RoutingLogic, \(s)DataPassing, SegueRouting", "{"]))
        weak var viewController: \(s)ViewController?
        var dataStore: \(s)DataStore?

        static let routes: [String: (\(s)Router) -> (Segue?) throws -> Void] = [:]\(methods)
      }

      """
  }

  /// With `--back-to`, the key command that goes back with the scene's data: Enter, "Done".
  private var backKeyCommand: String {
    guard let destination else { return "" }
    return """


        /// Enter goes back to \(destination) with what \(s) has.
        override var keyCommands: [KeyCommand] { commands }

        /// Built once: the window reads the commands every frame, for the footer.
        private lazy var commands = [
          KeyCommand(KeyEvent(.enter), title: "Done") { [weak self] in
            try self?.router?.routeBackTo\(destination)()
          }
        ]
      """
  }

  var viewController: String {
    """
    import TerminalUI

    /// What \(s)'s presenter asks of its view controller.
    @MainActor
    protocol \(s)DisplayLogic: AnyObject {
    \(CodeLayout.fit(
      indent: 2, ["func display\(s)(viewModel: \(useCaseType).ViewModel)"],
      ["func display\(s)(", "  viewModel: \(useCaseType).ViewModel)"]))
    }

    /// Shows the greeting \(s) loaded.
    @MainActor
    \(CodeLayout.fit(
      indent: 0, ["final class \(s)ViewController: ViewController, \(s)DisplayLogic {"],
      ["final class \(s)ViewController: ViewController,", "  \(s)DisplayLogic", "{"]))
      var interactor: \(s)BusinessLogic?
    \(CodeLayout.fit(
      indent: 2, ["var router: (any \(s)RoutingLogic & \(s)DataPassing & SegueRouting)?"],
      ["var router:", "  (any \(s)RoutingLogic & \(s)DataPassing & SegueRouting)?"]))

      let greetingLabel = Label()
      private let content = StackView(axis: .vertical, spacing: 1)

      // MARK: - Object lifecycle

      /// - Parameter worker: Fetches the greeting when no scene passed one.
      init(worker: \(s)Working) {
        super.init()
        setup(worker: worker)
      }

      // MARK: - Setup

      private func setup(worker: \(s)Working) {
        let viewController = self
        let interactor = \(s)Interactor(worker: worker)
        let presenter = \(s)Presenter()
        let router = \(s)Router()
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
      }

      // MARK: - Routing

      override func prepare(for segue: Segue, sender: Any?) throws {
        try router?.route(segue)
      }

      // MARK: - View lifecycle

      override func viewDidLoad() {
        super.viewDidLoad()
        title = "\(name.words)"
        greetingLabel.numberOfLines = 0
        content.addArrangedSubview(greetingLabel)
        view.addSubview(content)
        // Asked once, so the scene keeps what it shows when the user comes back to it; ask
        // in viewWillAppear() instead for data that changes while another scene covers it.
    \(CodeLayout.fit(
      indent: 4, ["interactor?.load\(s)(request: \(useCaseType).Request())"],
      ["interactor?.load\(s)(", "  request: \(useCaseType).Request())"]))
      }

      override func layoutView(in rect: Rect) {
        super.layoutView(in: rect)
        content.frame = Rect(x: 2, y: 1, width: rect.width - 4, height: rect.height - 1)
      }\(backKeyCommand)

      // MARK: - \(name.words(prefix: "Load"))

    \(CodeLayout.fit(
      indent: 2, ["func display\(s)(viewModel: \(useCaseType).ViewModel) {"],
      ["func display\(s)(", "  viewModel: \(useCaseType).ViewModel", ") {"]))
        greetingLabel.text = viewModel.greetingText
      }
    }

    """
  }
}
