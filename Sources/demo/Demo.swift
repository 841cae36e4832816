import Scenes
import TerminalUI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `swift run demo`: the demo app, Home → Detail, in the terminal.
@main
struct Demo {
  static let usage = """
    Usage: demo [--data-dir DIR] [--help]

    The CleanScenes demo: type a message on Home and send it to Detail.

    Options:
      --data-dir DIR  keep the demo's files in DIR instead of $XDG_DATA_HOME/clean-scenes
                      (or ~/.local/share/clean-scenes)
      --help          show this help

    Keys: Tab / Shift-Tab move focus, Enter activates, Ctrl-O opens Detail without a segue,
    Esc goes back, Ctrl-C quits.
    """

  @MainActor
  static func main() async {
    let options: Options
    do {
      options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
    } catch {
      printError("demo: \(error)\n\n\(usage)")
      exit(2)
    }
    if options.showsHelp {
      print(usage)
      return
    }
    do {
      let directory = try DataDirectory.resolve(
        override: options.dataDirectory, environment: ProcessInfo.processInfo.environment)
      let environment = AppStoryboard.Environment.live(dataDirectory: directory)
      let storyboard = AppStoryboard.make(environment: environment)
      let home = try storyboard.instantiateInitialViewController()
      let application = try Application(
        rootViewController: NavigationController(rootViewController: home))
      try await application.run()
      // The last changes may still be being written off the main actor.
      await environment.saves.finish()
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
