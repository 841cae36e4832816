import TerminalCore
import TerminalUI

/// What EditToDo's presenter asks of its view controller.
@MainActor
protocol EditToDoDisplayLogic: AnyObject {
  func displayLoadedToDo(viewModel: EditToDo.LoadToDo.ViewModel)
  func displaySavedToDo(viewModel: EditToDo.SaveToDo.ViewModel)
}

/// Renames a to-do in a sheet over the list: Enter saves and goes back with the new name,
/// Esc dismisses the sheet and changes nothing.
@MainActor
final class EditToDoViewController: ViewController, EditToDoDisplayLogic {
  var interactor: EditToDoBusinessLogic?
  var router: (any EditToDoRoutingLogic & EditToDoDataPassing & SegueRouting)?

  let nameField = TextField(placeholder: "What is there to do?")
  let errorLabel = Label(role: \.error)
  private let form = StackView(axis: .vertical)

  // MARK: - Object lifecycle

  override init() {
    super.init()
    setup()
    preferredContentSize = Size(width: 56, height: 2)
  }

  // MARK: - Setup

  private func setup() {
    let viewController = self
    let interactor = EditToDoInteractor()
    let presenter = EditToDoPresenter()
    let router = EditToDoRouter()
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
    title = "Edit To-do"
    errorLabel.numberOfLines = 0
    form.addArrangedSubview(StackView(axis: .horizontal, spacing: 1, [Label("Name"), nameField]))
    form.addArrangedSubview(errorLabel)
    view.addSubview(form)
    nameField.maximumLength = ToDoName.maximumLength
    LeftOutNote.attach(to: nameField, showingIn: errorLabel, subject: "A name")
    nameField.on(.primaryActionTriggered) { [weak self] _ in self?.saveToDo() }
    preferredFocusedView = nameField
    interactor?.loadToDo(request: EditToDo.LoadToDo.Request())
  }

  override func layoutView(in rect: Rect) {
    super.layoutView(in: rect)
    form.frame = Rect(x: 1, y: 0, width: rect.width - 2, height: rect.height)
  }

  // MARK: - Load to-do

  func displayLoadedToDo(viewModel: EditToDo.LoadToDo.ViewModel) {
    nameField.text = viewModel.name
    errorLabel.text = viewModel.lengthNote ?? ""
  }

  // MARK: - Save to-do

  private func saveToDo() {
    interactor?.saveToDo(request: EditToDo.SaveToDo.Request(name: nameField.text))
  }

  func displaySavedToDo(viewModel: EditToDo.SaveToDo.ViewModel) {
    errorLabel.text = viewModel.errorText ?? ""
    guard viewModel.routesBack else { return }
    do {
      try router?.routeBackToToDoList()
    } catch {
      reportError(error)
    }
  }
}
