import TerminalCore
import TerminalUI

/// A scene whose root view is `content`, laid out over the whole content area.
@MainActor
final class HostViewController: ViewController {
  let content: View

  init(title: String = "", _ content: View) {
    self.content = content
    super.init()
    self.title = title
  }

  override func loadView() -> View {
    content
  }
}

/// A scene with a text field and two buttons stacked top to bottom.
@MainActor
final class FormViewController: ViewController {
  let field = TextField(placeholder: "Name")
  let ok = Button("OK")
  let cancel = Button("Cancel")
  var preferred: View?

  init(title: String = "Form") {
    super.init()
    self.title = title
  }

  override func loadView() -> View {
    StackView(axis: .vertical, [field, ok, cancel])
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    preferredFocusedView = preferred
  }
}

/// The order of the callbacks the view controllers of a test received.
@MainActor
final class Journal {
  var entries: [String] = []
}

/// A view controller that writes its lifecycle callbacks to a journal as `Name.callback`,
/// before `super` forwards them to any children; with `journalsContainment`, also
/// `Name.willMove(Parent)` and `Name.didMove(Parent)`. Test scenes subclass it.
@MainActor
class RecordingViewController: ViewController {
  let journal: Journal
  private let journalsContainment: Bool

  init(_ title: String, journal: Journal, journalsContainment: Bool = false) {
    self.journal = journal
    self.journalsContainment = journalsContainment
    super.init()
    self.title = title
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    journal.entries.append("\(title).viewDidLoad")
  }

  override func willMove(toParent parent: ViewController?) {
    super.willMove(toParent: parent)
    if journalsContainment {
      journal.entries.append("\(title).willMove(\(parent?.title ?? "nil"))")
    }
  }

  override func didMove(toParent parent: ViewController?) {
    super.didMove(toParent: parent)
    if journalsContainment { journal.entries.append("\(title).didMove(\(parent?.title ?? "nil"))") }
  }

  override func viewWillAppear() {
    journal.entries.append("\(title).viewWillAppear")
    super.viewWillAppear()
  }

  override func viewDidAppear() {
    journal.entries.append("\(title).viewDidAppear")
    super.viewDidAppear()
  }

  override func viewWillDisappear() {
    journal.entries.append("\(title).viewWillDisappear")
    super.viewWillDisappear()
  }

  override func viewDidDisappear() {
    journal.entries.append("\(title).viewDidDisappear")
    super.viewDidDisappear()
  }
}

/// An error with a fixed message, thrown by test handlers.
struct TestFailure: Error, Equatable, CustomStringConvertible {
  var description: String
}

/// Sends each grapheme of `text` to `view` as a key press.
@MainActor
func typeText(_ text: String, into view: View) throws {
  for character in text {
    _ = try view.handleKey(KeyEvent(.character(character)))
  }
}

/// Sends `keys` to `view` in order and returns whether each was used.
@MainActor
@discardableResult
func press(_ keys: KeyEvent..., on view: View) throws -> [Bool] {
  try keys.map { try view.handleKey($0) }
}

/// A window showing `content` as the whole of one scene.
@MainActor
func mount(_ content: View, size: Size) -> Window {
  Window(rootViewController: HostViewController(content), size: size)
}
