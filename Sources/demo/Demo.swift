import Scenes
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `swift run demo`: the demo app, Home → Detail, in the terminal.
@main
struct Demo {
  static let usage = """
    Usage: demo [--help]

    The CleanScenes demo: type a message on Home and send it to Detail.
    Keys: Tab / Shift-Tab move focus, Enter activates, Ctrl-O opens Detail without a segue,
    Esc goes back, Ctrl-C quits.
    """

  @MainActor
  static func main() async {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.contains("--help") || arguments.contains("-h") {
      print(usage)
      return
    }
    if let unknown = arguments.first {
      printError("demo: unknown argument '\(unknown)'\n\n\(usage)")
      exit(2)
    }
    do {
      let storyboard = AppStoryboard.make(environment: .live)
      let home = try storyboard.instantiateInitialViewController()
      let application = try Application(
        rootViewController: NavigationController(rootViewController: home))
      try await application.run()
    } catch {
      printError("demo: \(error)")
      exit(1)
    }
  }

  private static func printError(_ message: String) {
    let bytes = Array((message + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
  }
}
