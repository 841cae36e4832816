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

/// A view controller that writes its lifecycle callbacks to a journal as `Name.callback`.
@MainActor
final class RecordingViewController: ViewController {
  let journal: Journal

  init(_ title: String, journal: Journal) {
    self.journal = journal
    super.init()
    self.title = title
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    journal.entries.append("\(title).viewDidLoad")
  }

  override func viewWillAppear() {
    super.viewWillAppear()
    journal.entries.append("\(title).viewWillAppear")
  }

  override func viewDidAppear() {
    super.viewDidAppear()
    journal.entries.append("\(title).viewDidAppear")
  }

  override func viewWillDisappear() {
    super.viewWillDisappear()
    journal.entries.append("\(title).viewWillDisappear")
  }

  override func viewDidDisappear() {
    super.viewDidDisappear()
    journal.entries.append("\(title).viewDidDisappear")
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
