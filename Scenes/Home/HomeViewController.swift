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
  let errorLabel = Label(style: Style(foreground: .red))
  private let form = StackView(axis: .vertical, spacing: 1)

  // MARK: - Object lifecycle

  /// - Parameter now: The clock that dates messages.
  init(now: @escaping () -> Date) {
    super.init()
    setup(now: now)
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
    view.addSubview(form)
    messageField.on(.primaryActionTriggered) { [weak self] _ in
      self?.sendMessage(navigation: .segue)
    }
    sendButton.onTap { [weak self] _ in self?.sendMessage(navigation: .segue) }
    preferredFocusedView = messageField
  }

  override func layoutView(in rect: Rect) {
    super.layoutView(in: rect)
    form.frame = Rect(x: 2, y: 1, width: rect.width - 4, height: rect.height - 1)
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
}
