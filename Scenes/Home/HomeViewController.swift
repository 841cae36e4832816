import TerminalCore
import TerminalUI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
  let errorLabel = Label(style: Style(foreground: .red))
  private let form = StackView(axis: .vertical, spacing: 1)

  /// The widget embedded at the top, if any; held by ``children``, so removing it frees it.
  private(set) weak var diskUsage: ViewController?

  // MARK: - Object lifecycle

  /// - Parameters:
  ///   - now: The clock that dates messages.
  ///   - diskUsage: A widget scene to embed at the top (the storyboard passes the disk
  ///     widget); none by default.
  init(now: @escaping () -> Date, diskUsage: ViewController? = nil) {
    super.init()
    setup(now: now)
    if let diskUsage {
      addChild(diskUsage)
      self.diskUsage = diskUsage
    }
  }

  // MARK: - Setup

  private func setup(now: @escaping () -> Date) {
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
    let messageRow = StackView(axis: .horizontal, spacing: 1, [Label("Message"), messageField])
    form.addArrangedSubview(StackView(axis: .vertical, [messageRow, errorLabel]))
    form.addArrangedSubview(sendButton)
    form.addArrangedSubview(toDosButton)
    view.addSubview(form)
    messageField.maximumLength = Message.maximumLength
    messageField.on(.primaryActionTriggered) { [weak self] _ in
      self?.sendMessage(navigation: .segue)
    }
    messageField.on(.inputTruncated) { [weak self] field in
      self?.errorLabel.text =
        "A message holds \(Message.maximumLength) characters; \(field.droppedCount) left out."
    }
    sendButton.onTap { [weak self] _ in self?.sendMessage(navigation: .segue) }
    toDosButton.onTap { [weak self] _ in self?.showToDos() }
    preferredFocusedView = messageField
    if let diskUsage {
      view.addSubview(diskUsage.view)  // after the form: last in the Tab order, shown on top
      diskUsage.didMove(toParent: self)
    }
  }

  override func layoutView(in rect: Rect) {
    super.layoutView(in: rect)
    var top = 1
    if let diskUsage {
      let width = rect.width - 4
      let height = diskUsage.view.sizeThatFits(Size(width: width, height: rect.height - 1)).height
      diskUsage.layoutView(in: Rect(x: 2, y: top, width: width, height: height))
      top += height + 1
    }
    form.frame = Rect(x: 2, y: top, width: rect.width - 4, height: rect.height - top)
  }

  override var keyCommands: [KeyCommand] {
    [
      KeyCommand(.control("o"), title: "Open without segue") { [weak self] in
        self?.sendMessage(navigation: .directRoute)
      }
    ]
  }

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
