import TerminalCore
import TerminalUI

/// What AddToDo's presenter asks of its view controller.
@MainActor
protocol AddToDoDisplayLogic: AnyObject {
  func displayCreatedToDo(viewModel: AddToDo.CreateToDo.ViewModel)
}

/// Names a new to-do and hands it back to ToDoList.
@MainActor
final class AddToDoViewController: ViewController, AddToDoDisplayLogic {
  var interactor: AddToDoBusinessLogic?
  var router: (any AddToDoRoutingLogic & AddToDoDataPassing & SegueRouting)?

  let nameField = TextField(placeholder: "What is there to do?")
  let createButton = Button("Create")
  let errorLabel = Label(role: \.error)
  private let form = StackView(axis: .vertical, spacing: 1)

  // MARK: - Object lifecycle

  override init() {
    super.init()
    setup()
  }

  // MARK: - Setup

  private func setup() {
    let viewController = self
    let interactor = AddToDoInteractor()
    let presenter = AddToDoPresenter()
    let router = AddToDoRouter()
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
    title = "New To-do"
    let nameRow = StackView(axis: .horizontal, spacing: 1, [Label("Name"), nameField])
    form.addArrangedSubview(StackView(axis: .vertical, [nameRow, errorLabel]))
    form.addArrangedSubview(createButton)
    view.addSubview(form)
    nameField.maximumLength = ToDoName.maximumLength
    LeftOutNote.attach(to: nameField, showingIn: errorLabel, subject: "A name")
    nameField.on(.primaryActionTriggered) { [weak self] _ in self?.createToDo() }
    createButton.onTap { [weak self] _ in self?.createToDo() }
    preferredFocusedView = nameField
  }

  override func layoutView(in rect: Rect) {
    super.layoutView(in: rect)
    form.frame = Rect(x: 2, y: 1, width: rect.width - 4, height: rect.height - 1)
  }

  // MARK: - Create to-do

  private func createToDo() {
    interactor?.createToDo(request: AddToDo.CreateToDo.Request(name: nameField.text))
  }

  func displayCreatedToDo(viewModel: AddToDo.CreateToDo.ViewModel) {
    errorLabel.text = viewModel.errorText ?? ""
    guard viewModel.routesBack else { return }
    do {
      try router?.routeBackToToDoList()
    } catch {
      reportError(error)
    }
  }
}
