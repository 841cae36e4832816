import TerminalUI

/// The demo's command-line options (the `demo` executable reads them; they live here, beside
/// the scenes, so that tests reach them without linking the executable).
package struct DemoOptions: Equatable {
  /// What `demo --help` prints: the options, and every key of every scene.
  package static let usage = """
    Usage: demo [--data-dir DIR] [--theme default|light] [--no-mouse] [--help]

    The CleanScenes demo: send a message from Home to Detail, and keep a list of to-dos.

    Options:
      --data-dir DIR  keep the demo's files in DIR instead of $XDG_DATA_HOME/clean-scenes
                      (or ~/.local/share/clean-scenes)
      --theme NAME    the colours: default (the terminal's own, reverse video for bars
                      and the selection) or light (for a light background)
      --no-mouse      leave the mouse to the terminal, to select and copy text with it
                      (otherwise a click focuses and presses, the wheel scrolls; most
                      terminals still select text with Shift held)
      --help          show this help

    Environment:
      NO_COLOR=1      no colours at all (bold, underline and reverse video stay)
      COLORTERM       truecolor or 24bit: send 24-bit colours as they are
      TERM            *-256color: 256 colours; any other: the 16 ANSI colours;
                      dumb: the demo refuses to start (it needs a full-screen terminal)

    Mouse: a click focuses a field or a button and presses the button; a click selects a
      to-do, a second click on it edits it; the wheel scrolls lists and long forms. While a
      sheet or an alert is open, clicks outside it do nothing.

    Keys on every screen (the footer lists those the screen accepts):
      Tab, Shift-Tab  move the focus               Esc     go back, or close a sheet or alert
      Enter, Space    press the focused button     Ctrl-C  quit
      Ctrl-Z          suspend (fg resumes)         Ctrl-L  paint the screen again
    Text fields: ← → Home End, Backspace Delete, Ctrl-A Ctrl-E Ctrl-B Ctrl-F Ctrl-D,
      Ctrl-U (to the start) Ctrl-K (to the end); by words: Ctrl-← Ctrl-→ or Alt-b Alt-f
      move, Ctrl-W or Alt-Backspace delete back, Ctrl-Delete or Alt-d delete forward;
      Enter submits.

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
  package enum ParseError: Error, Equatable, CustomStringConvertible {
    case unknownArgument(String)
    case missingValue(option: String)
    case unknownTheme(String)

    package var description: String {
      switch self {
      case .unknownArgument(let argument): return "unknown argument '\(argument)'"
      case .missingValue(let option): return "\(option) needs a value"
      case .unknownTheme(let name):
        return
          "unknown theme '\(name)'; the themes are: \(DemoOptions.themes.keys.sorted().joined(separator: ", "))"
      }
    }
  }

  /// `--data-dir DIR`, if given.
  package var dataDirectory: String?
  /// `--help` or `-h`.
  package var showsHelp = false
  /// `--theme NAME`; ``TerminalUI/Theme/default`` when not given.
  package var theme = Theme.default

  /// Whether the terminal reports the mouse; `--no-mouse` turns it off.
  package var reportsMouse = true

  /// The themes `--theme` names.
  package static let themes: [String: Theme] = ["default": .default, "light": .light]

  /// Reads `arguments` (without the program name).
  ///
  /// - Throws: ``ParseError`` for an unknown argument or a missing value.
  package init(arguments: [String]) throws(ParseError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--help", "-h":
        showsHelp = true
      case "--no-mouse":
        reportsMouse = false
      case "--data-dir":
        guard let value = remaining.popFirst(), !value.isEmpty else {
          throw .missingValue(option: "--data-dir")
        }
        dataDirectory = value
      case "--theme":
        guard let value = remaining.popFirst(), !value.isEmpty else {
          throw .missingValue(option: "--theme")
        }
        theme = try Self.theme(named: value)
      case _ where argument.hasPrefix("--theme="):
        theme = try Self.theme(named: String(argument.dropFirst("--theme=".count)))
      case _ where argument.hasPrefix("--data-dir="):
        let value = String(argument.dropFirst("--data-dir=".count))
        guard !value.isEmpty else { throw .missingValue(option: "--data-dir") }
        dataDirectory = value
      default:
        throw .unknownArgument(argument)
      }
    }
  }

  /// The theme called `name`.
  ///
  /// - Throws: ``ParseError/unknownTheme(_:)`` when no theme has that name.
  private static func theme(named name: String) throws(ParseError) -> Theme {
    guard let theme = themes[name] else { throw .unknownTheme(name) }
    return theme
  }
}
