import TerminalCore
import TerminalUI

/// What ToDoList's presenter asks of its view controller.
@MainActor
protocol ToDoListDisplayLogic: AnyObject {
  func displayFetchedToDos(viewModel: ToDoList.FetchToDos.ViewModel)
  func displayInsertedToDo(viewModel: ToDoList.InsertNewToDo.ViewModel)
  func displayUpdatedToDo(viewModel: ToDoList.UpdateToDo.ViewModel)
  func displayToggledToDo(viewModel: ToDoList.ToggleToDo.ViewModel)
  func displayDeletionConfirmation(viewModel: ToDoList.ConfirmDeletion.ViewModel)
  func displayDeletedToDo(viewModel: ToDoList.DeleteToDo.ViewModel)
  func displaySavedToDos(viewModel: ToDoList.SaveToDos.ViewModel)
}

/// The to-do list: Enter edits the selected to-do in a sheet, Space ticks it off, `d` or
/// Delete asks whether to remove it, `a` adds one.
@MainActor
final class ToDoListViewController: ViewController, ToDoListDisplayLogic {
  var interactor: ToDoListBusinessLogic?
  var router: (any ToDoListRoutingLogic & ToDoListDataPassing & SegueRouting)?

  let tableView = TableView()
  let errorLabel = Label(role: \.error)
  /// What a save merged from another instance, until the next change.
  let noticeLabel = Label()
  /// The table's generators in the interactor's order, so a position in a view model names
  /// a generator.
  private(set) var rowGenerators: [RowGenerator<ToDoRow>] = []
  private let content = StackView(axis: .vertical, spacing: 1)

  // MARK: - Object lifecycle

  /// - Parameter worker: Loads and saves the list.
  init(worker: ToDoWorker) {
    super.init()
    setup(worker: worker)
  }

  // MARK: - Setup

  private func setup(worker: ToDoWorker) {
    let viewController = self
    let interactor = ToDoListInteractor(worker: worker)
    let presenter = ToDoListPresenter()
    let router = ToDoListRouter()
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
    title = "To-dos"
    errorLabel.numberOfLines = 0
    errorLabel.isHidden = true
    noticeLabel.numberOfLines = 0
    noticeLabel.isHidden = true
    content.addArrangedSubview(errorLabel)
    content.addArrangedSubview(noticeLabel)
    content.addArrangedSubview(tableView)
    view.addSubview(content)
    preferredFocusedView = tableView
    interactor?.fetchToDos(request: ToDoList.FetchToDos.Request())
  }

  override func viewWillAppear() {
    super.viewWillAppear()
    interactor?.insertNewToDo(request: ToDoList.InsertNewToDo.Request())
  }

  override func layoutView(in rect: Rect) {
    super.layoutView(in: rect)
    content.frame = Rect(x: 2, y: 1, width: rect.width - 4, height: rect.height - 1)
  }

  override var keyCommands: [KeyCommand] {
    tableView.manager.selectedGenerator == nil ? addCommands : selectionCommands
  }

  /// The commands while no to-do is selected; built once.
  private lazy var addCommands = [addCommand]

  /// Built once: the footer reads the commands every frame.
  private lazy var addCommand = KeyCommand(KeyEvent(.character("a")), title: "Add") {
    [weak self] in try self?.performSegue(withIdentifier: "AddToDo", sender: self)
  }

  /// The commands while a to-do is selected, Add last; built once.
  private lazy var selectionCommands = [
    KeyCommand(KeyEvent(.enter), title: "Edit") { [weak self] in
      try self?.performSegue(withIdentifier: "EditToDo", sender: self)
    },
    KeyCommand(KeyEvent(.character(" ")), title: "Toggle") { [weak self] in
      self?.toggleSelectedToDo()
    },
    KeyCommand(KeyEvent(.character("d")), title: "Delete") { [weak self] in
      self?.confirmDeletionOfSelectedToDo()
    },
    KeyCommand(KeyEvent(.delete), title: "") { [weak self] in
      self?.confirmDeletionOfSelectedToDo()
    },
    addCommand,
  ]

  // MARK: - Fetch to-dos

  func displayFetchedToDos(viewModel: ToDoList.FetchToDos.ViewModel) {
    showError(viewModel.errorText)
    tableView.emptyText = viewModel.emptyText
    fill(with: viewModel.rows)
  }

  // MARK: - Insert new to-do

  func displayInsertedToDo(viewModel: ToDoList.InsertNewToDo.ViewModel) {
    showError(viewModel.errorText)
    let generator = RowGenerator<ToDoRow>(model: viewModel.row)
    let index = min(max(viewModel.index, 0), rowGenerators.count)
    do {
      if index == 0 {
        tableView.manager.insertAtStart(generator)
      } else {
        try tableView.manager.insert(generator, after: rowGenerators[index - 1])
      }
      rowGenerators.insert(generator, at: index)
      try tableView.manager.select(generator)
    } catch {
      reportError(error)
    }
  }

  // MARK: - Update to-do

  /// Shows the to-do EditToDo passed back, if it passed one: EditToDo's sheet leaves the list
  /// on screen, so the list gets no appearance callback when it goes, only this.
  override func didUnwind(from source: ViewController) {
    super.didUnwind(from: source)
    interactor?.updateToDo(request: ToDoList.UpdateToDo.Request())
  }

  func displayUpdatedToDo(viewModel: ToDoList.UpdateToDo.ViewModel) {
    showError(viewModel.errorText)
    guard rowGenerators.indices.contains(viewModel.index) else { return }
    rowGenerators[viewModel.index].model = viewModel.row
  }

  // MARK: - Toggle to-do

  private func toggleSelectedToDo() {
    guard let index = selectedIndex else { return }
    interactor?.toggleToDo(request: ToDoList.ToggleToDo.Request(index: index))
  }

  func displayToggledToDo(viewModel: ToDoList.ToggleToDo.ViewModel) {
    showError(viewModel.errorText)
    guard rowGenerators.indices.contains(viewModel.index) else { return }
    rowGenerators[viewModel.index].model = viewModel.row
  }

  // MARK: - Confirm deletion

  private func confirmDeletionOfSelectedToDo() {
    guard let index = selectedIndex else { return }
    interactor?.confirmDeletion(request: ToDoList.ConfirmDeletion.Request(index: index))
  }

  /// Asks the question in an alert whose Cancel has the focus, so Enter alone never deletes.
  func displayDeletionConfirmation(viewModel: ToDoList.ConfirmDeletion.ViewModel) {
    let alert = AlertController(title: viewModel.title)
    alert.addAction(AlertAction("Cancel", style: .cancel))
    alert.addAction(
      AlertAction("Delete", style: .destructive) { [weak self] _ in
        self?.interactor?.deleteToDo(request: ToDoList.DeleteToDo.Request(index: viewModel.index))
      })
    do {
      try present(alert)
    } catch {
      reportError(error)
    }
  }

  // MARK: - Delete to-do

  func displayDeletedToDo(viewModel: ToDoList.DeleteToDo.ViewModel) {
    showError(viewModel.errorText)
    guard rowGenerators.indices.contains(viewModel.index) else { return }
    let generator = rowGenerators.remove(at: viewModel.index)
    do {
      try tableView.manager.remove(generator)
    } catch {
      reportError(error)
    }
  }

  // MARK: - Save to-dos

  func displaySavedToDos(viewModel: ToDoList.SaveToDos.ViewModel) {
    showError(viewModel.errorText)
    noticeLabel.text = viewModel.noticeText ?? ""
    noticeLabel.isHidden = viewModel.noticeText == nil
    guard let rows = viewModel.rows else { return }
    let selected = selectedIndex ?? 0
    fill(with: rows)
    guard !rowGenerators.isEmpty else { return }
    // The selected to-do where the merge put it; where it was, if the merge deleted it.
    let moved = viewModel.movedTo.indices.contains(selected) ? viewModel.movedTo[selected] : nil
    try? tableView.manager.select(rowGenerators[min(moved ?? selected, rowGenerators.count - 1)])
  }

  // MARK: - Private helpers

  /// The position of the selected row in the list, `nil` when the list is empty; the router
  /// reads it to hand the selected to-do to EditToDo, as CleanStore's reads the table's.
  /// The table has no section headers, so its positions are the list's.
  var selectedIndex: Int? {
    tableView.manager.selectedIndex
  }

  private func showError(_ text: String?) {
    errorLabel.text = text ?? ""
    errorLabel.isHidden = text == nil
    noticeLabel.isHidden = true
  }

  /// Replaces the table's rows with `rows`, a generator each.
  ///
  /// A loop, not `map`: a closure of the main actor passed to the standard library checks its
  /// isolation for every row it is called with, tens of milliseconds for a million to-dos.
  private func fill(with rows: [String]) {
    rowGenerators.removeAll(keepingCapacity: true)
    rowGenerators.reserveCapacity(rows.count)
    for row in rows { rowGenerators.append(RowGenerator<ToDoRow>(model: row)) }
    tableView.manager.refill(with: rowGenerators)
  }
}
