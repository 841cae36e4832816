import TerminalCore
import TerminalUI

/// What a note scene keeps: the text a presented scene hands back when it unwinds.
@MainActor
protocol NoteDataStore {
  var note: String { get set }
}

/// The interactor of the note scenes: the data store.
@MainActor
final class NoteInteractor: NoteDataStore {
  let presenter: NotePresenter
  var note = ""

  init(presenter: NotePresenter) {
    self.presenter = presenter
  }
}

/// The presenter of the note scenes; it points back weakly, as in Clean Swift.
@MainActor
final class NotePresenter {
  weak var viewController: NoteViewController?
}

/// The router of the note scenes; it points back weakly and reaches the data store.
@MainActor
final class NoteRouter {
  weak var viewController: NoteViewController?
  var dataStore: NoteDataStore?
}

/// A scene with a full VIP quartet, a field and a button, a Ctrl-S command and a journal
/// of its appearance callbacks; the presentation and unwind tests subclass it.
@MainActor
class NoteViewController: RecordingViewController {
  let field = TextField(placeholder: "Note")
  let save = Button("Save")
  var interactor: NoteInteractor?
  var router: NoteRouter?
  var saves = 0

  init(_ title: String, journal: Journal = Journal(), sheet: Size? = nil) {
    super.init(title, journal: journal)
    preferredContentSize = sheet
    let presenter = NotePresenter()
    let interactor = NoteInteractor(presenter: presenter)
    let router = NoteRouter()
    presenter.viewController = self
    router.viewController = self
    router.dataStore = interactor
    self.interactor = interactor
    self.router = router
  }

  override func loadView() -> View {
    StackView(axis: .vertical, [field, save])
  }

  override var keyCommands: [KeyCommand] {
    [KeyCommand(.control("s"), title: "Save") { [unowned self] in self.saves += 1 }]
  }

  /// The scene's quartet and views, for deallocation checks.
  var quartet: [AnyObject?] { [self, interactor, interactor?.presenter, router, field] }
}

/// The scene a note is returned to.
@MainActor
final class ListNoteViewController: NoteViewController {
  /// Called with the source of each unwind that reached this scene.
  var onDidUnwind: ((ViewController) -> Void)?

  override func didUnwind(from source: ViewController) {
    super.didUnwind(from: source)
    onDidUnwind?(source)
  }
}

/// The scene that edits a note and returns it.
@MainActor
final class EditNoteViewController: NoteViewController {}

/// A note scene that asks for a sheet of 14×2 in `viewDidLoad()`, not before.
@MainActor
final class LoadSizedNoteViewController: NoteViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    preferredContentSize = Size(width: 14, height: 2)
  }
}

/// A note scene that runs `onLoad` in `viewDidLoad()`.
@MainActor
final class PresentingOnLoadNoteViewController: NoteViewController {
  var onLoad: () -> Void = {}

  override func viewDidLoad() {
    super.viewDidLoad()
    onLoad()
  }
}

/// A form whose sheet is as tall as its content, sized as ``ViewController/preferredContentSize``
/// shows: a title, a field and a button.
@MainActor
final class FittedFormViewController: ViewController {
  let form = StackView(
    axis: .vertical, [Label("New name:"), TextField(placeholder: "Name"), Button("OK")])

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Rename"
    view.addSubview(form)
    preferredContentSize = form.sizeThatFits(Size(width: 20, height: 1_000))
  }

  override func layoutView(in rect: Rect) {
    super.layoutView(in: rect)
    form.frame = rect
  }
}
