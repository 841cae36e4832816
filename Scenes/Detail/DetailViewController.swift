import TerminalCore
import TerminalUI

/// What Detail's presenter asks of its view controller.
@MainActor
protocol DetailDisplayLogic: AnyObject {
  func displayMessage(viewModel: Detail.ShowMessage.ViewModel)
}

/// Shows the message sent from Home and when it was sent.
@MainActor
final class DetailViewController: ViewController, DetailDisplayLogic {
  var interactor: DetailBusinessLogic?
  var router: (any DetailRoutingLogic & DetailDataPassing & SegueRouting)?

  let messageLabel = Label()
  let sentAtLabel = Label(role: \.dimText)
  private let content = StackView(axis: .vertical, spacing: 1)

  // MARK: - Object lifecycle

  /// - Parameter timeFormatter: Formats the time the message was sent.
  init(timeFormatter: TimeOfDayFormatter) {
    super.init()
    setup(timeFormatter: timeFormatter)
  }

  // MARK: - Setup

  private func setup(timeFormatter: TimeOfDayFormatter) {
    let viewController = self
    let interactor = DetailInteractor()
    let presenter = DetailPresenter(timeFormatter: timeFormatter)
    let router = DetailRouter()
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
    title = "Detail"
    messageLabel.numberOfLines = 0
    content.addArrangedSubview(messageLabel)
    content.addArrangedSubview(sentAtLabel)
    view.addSubview(content)
  }

  override func viewWillAppear() {
    super.viewWillAppear()
    interactor?.showMessage(request: Detail.ShowMessage.Request())
  }

  override func layoutView(in rect: Rect) {
    super.layoutView(in: rect)
    content.frame = Rect(x: 2, y: 1, width: rect.width - 4, height: rect.height - 1)
  }

  // MARK: - Show message

  func displayMessage(viewModel: Detail.ShowMessage.ViewModel) {
    messageLabel.text = viewModel.text
    sentAtLabel.text = viewModel.sentAt
  }
}
