/// The demo's command-line options.
struct Options: Equatable {
  /// What `demo --help` prints: the options, and every key of every scene.
  static let usage = """
    Usage: demo [--data-dir DIR] [--help]

    The CleanScenes demo: send a message from Home to Detail, and keep a list of to-dos.

    Options:
      --data-dir DIR  keep the demo's files in DIR instead of $XDG_DATA_HOME/clean-scenes
                      (or ~/.local/share/clean-scenes)
      --help          show this help

    Keys on every screen (the footer lists those the screen accepts):
      Tab, Shift-Tab  move the focus               Esc     go back, or close a sheet or alert
      Enter, Space    press the focused button     Ctrl-C  quit
    Text fields: ← → Home End, Backspace Delete, Ctrl-A Ctrl-E Ctrl-B Ctrl-F Ctrl-D,
      Ctrl-U (to the start) Ctrl-K (to the end) Ctrl-W (a word); Enter submits.

    Home:      Enter in Message or on Send sends it to Detail; Ctrl-O sends it to Detail
               without a segue; Enter on To-dos opens the list; PgUp PgDn scroll the
               form when the screen is too short for it.
    Detail:    shows the message and when it was sent; Esc goes back.
    To-dos:    ↑ ↓ PgUp PgDn Home End move; Enter edits the selected to-do (a sheet);
               Space ticks it off or on; d or Delete asks whether to delete it; a adds one.
    New To-do: Enter in Name or on Create adds it; Esc adds nothing.
    Edit To-do: a sheet over the list; Enter saves the new name; Esc keeps the old one.
    Delete alert: Cancel has the focus, so Enter alone keeps the to-do; Tab, Shift-Tab,
               ← → move to Delete and back; Enter chooses; Esc cancels.
    """

  /// Why the arguments could not be read.
  enum ParseError: Error, Equatable, CustomStringConvertible {
    case unknownArgument(String)
    case missingValue(option: String)

    var description: String {
      switch self {
      case .unknownArgument(let argument): return "unknown argument '\(argument)'"
      case .missingValue(let option): return "\(option) needs a value"
      }
    }
  }

  /// `--data-dir DIR`, if given.
  var dataDirectory: String?
  /// `--help` or `-h`.
  var showsHelp = false

  /// Reads `arguments` (without the program name).
  ///
  /// - Throws: ``ParseError`` for an unknown argument or a missing value.
  init(arguments: [String]) throws(ParseError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--help", "-h":
        showsHelp = true
      case "--data-dir":
        guard let value = remaining.popFirst(), !value.isEmpty else {
          throw .missingValue(option: "--data-dir")
        }
        dataDirectory = value
      case _ where argument.hasPrefix("--data-dir="):
        let value = String(argument.dropFirst("--data-dir=".count))
        guard !value.isEmpty else { throw .missingValue(option: "--data-dir") }
        dataDirectory = value
      default:
        throw .unknownArgument(argument)
      }
    }
  }
}
