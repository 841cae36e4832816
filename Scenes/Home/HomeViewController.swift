import TerminalCore
import TerminalUI

/// What Home's presenter asks of its view controller.
@MainActor
protocol HomeDisplayLogic: AnyObject {
  func displaySendMessage(viewModel: Home.SendMessage.ViewModel)
}

/// The first scene: type a message and send it to Detail.
@MainActor
final class HomeViewController: ViewController, HomeDisplayLogic {
  var interactor: HomeBusinessLogic?
  var router: (any HomeRoutingLogic & HomeDataPassing & SegueRouting)?

  let messageField = TextField(placeholder: "Type a message")
  let sendButton = Button("Send")
  let toDosButton = Button("To-dos")
  let errorLabel = Label(role: \.error)
  /// The disk widget, the message, Send and To-dos, top to bottom.
  private let form = StackView(axis: .vertical, spacing: 1)
  /// Scrolls the form on screens too short for it, keeping the focused control in sight.
  private let scrollView = ScrollView()

  /// The widget embedded at the top, if any; held by ``children``, so removing it frees it.
  private(set) weak var diskUsage: ViewController?

  // MARK: - Object lifecycle

  /// - Parameters:
  ///   - now: The clock that dates messages.
  ///   - diskUsage: A widget scene to embed at the top (the storyboard passes the disk
  ///     widget); none by default.
  init(now: @escaping () -> Timestamp, diskUsage: ViewController? = nil) {
    super.init()
    setup(now: now)
    if let diskUsage {
      addChild(diskUsage)
      self.diskUsage = diskUsage
    }
  }

  // MARK: - Setup

  private func setup(now: @escaping () -> Timestamp) {
    let viewController = self
    let interactor = HomeInteractor(now: now)
    let presenter = HomePresenter()
    let router = HomeRouter()
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
    title = "Home"
    if let diskUsage {
      form.addArrangedSubview(diskUsage.view)  // first: the Tab order follows the screen
      diskUsage.didMove(toParent: self)
    }
    let messageRow = StackView(axis: .horizontal, spacing: 1, [Label("Message"), messageField])
    form.addArrangedSubview(StackView(axis: .vertical, [messageRow, errorLabel]))
    form.addArrangedSubview(sendButton)
    form.addArrangedSubview(toDosButton)
    scrollView.documentView = form
    view.addSubview(scrollView)
    messageField.maximumLength = Message.maximumLength
    messageField.on(.primaryActionTriggered) { [weak self] _ in
      self?.sendMessage(navigation: .segue)
    }
    LeftOutNote.attach(to: messageField, showingIn: errorLabel, subject: "A message")
    sendButton.onTap { [weak self] _ in self?.sendMessage(navigation: .segue) }
    toDosButton.onTap { [weak self] _ in self?.showToDos() }
    preferredFocusedView = messageField
  }

  /// A blank row and two columns of margin, then the scroll view to the right edge, where
  /// its indicator shows when the form is taller than the screen.
  override func layoutView(in rect: Rect) {
    super.layoutView(in: rect)
    scrollView.frame = Rect(
      x: 2, y: 1, width: max(rect.width - 2, 0), height: max(rect.height - 1, 0))
  }

  override var keyCommands: [KeyCommand] { commands }

  /// Built once: the footer reads the commands every frame.
  private lazy var commands = [
    KeyCommand(.control("o"), title: "Open without segue") { [weak self] in
      self?.sendMessage(navigation: .directRoute)
    }
  ]

  // MARK: - Send message

  private func sendMessage(navigation: Home.Navigation) {
    interactor?.sendMessage(
      request: Home.SendMessage.Request(draft: messageField.text, navigation: navigation))
  }

  func displaySendMessage(viewModel: Home.SendMessage.ViewModel) {
    errorLabel.text = viewModel.errorText ?? ""
    do {
      switch viewModel.navigation {
      case .segue: try performSegue(withIdentifier: "Detail", sender: self)
      case .directRoute: try router?.routeToDetail(segue: nil)
      case nil: break
      }
    } catch {
      reportError(error)
    }
  }

  // MARK: - Show to-dos

  private func showToDos() {
    do {
      try performSegue(withIdentifier: "ToDoList", sender: self)
    } catch {
      reportError(error)
    }
  }
}
