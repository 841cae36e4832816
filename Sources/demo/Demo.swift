import DemoScenes
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// `swift run demo`: the demo app (Home → Detail, To-dos), in the terminal.
@main
struct Demo {
  @MainActor
  static func main() async {
    let options: DemoOptions
    do {
      options = try DemoOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    } catch {
      printError("demo: \(error)\n\n\(DemoOptions.usage)")
      exit(2)
    }
    if options.showsHelp {
      do {
        try TextOutput.write(DemoOptions.usage + "\n", to: STDOUT_FILENO)
      } catch {
        printError("demo: could not write the help: \(error)")
        exit(1)
      }
      return
    }
    let environment = readEnvironment()
    let colorProfile: ColorProfile
    do {
      colorProfile = try ColorProfile.detect(environment: environment)
    } catch {
      printError("demo: \(error)")
      exit(1)
    }
    let directory: DataDirectory
    do {
      directory = try DataDirectory.resolve(
        override: options.dataDirectory, environment: environment)
    } catch {
      printError("demo: \(error)")
      exit(1)
    }
    let scenes = AppStoryboard.Environment.live(dataDirectory: directory)
    let application: Application
    do {
      let storyboard = AppStoryboard.make(environment: scenes)
      let home = try storyboard.instantiateInitialViewController()
      application = try Application(
        rootViewController: NavigationController(rootViewController: home),
        colorProfile: colorProfile, mouse: options.reportsMouse)
    } catch {
      await scenes.saves.finish()
      printError("demo: \(error)")
      exit(1)
    }
    application.window.theme = options.theme
    // Ctrl-C, SIGINT, SIGTERM and SIGHUP (the window closed) all end here, with those signals
    // held off until the process ends: a second Ctrl-C cannot cut the last save short.
    await application.run(thenFinishWithNotice: "demo: saving the to-do list…") { error in
      // The last changes may still be being written off the main actor, and those that could
      // not be saved are tried once more; what still cannot be is shown, not lost.
      let unsaved = await scenes.saves.saveUnsaved()
      for file in unsaved {
        printError(
          "demo: could not save \(file.path) (\(file.reason)); what it would hold follows, "
            + "to keep:\n" + String(decoding: file.contents, as: UTF8.self))
      }
      if let error { printError("demo: \(error)") }
      return unsaved.isEmpty && error == nil ? 0 : 1
    }
  }

  /// The environment variables the demo reads (the colours' and the data directory's), each
  /// looked up with `getenv`; the rest of the environment is never copied.
  private static let environmentNames = ["TERM", "NO_COLOR", "COLORTERM", "XDG_DATA_HOME", "HOME"]

  /// ``environmentNames`` that are set, with their values.
  private static func readEnvironment() -> [String: String] {
    var environment: [String: String] = [:]
    for name in environmentNames {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    return environment
  }

  /// Writes `message` and a newline to standard error, all of it (see ``TextOutput``): a
  /// to-do list that could not be saved may be megabytes. If standard error cannot take it,
  /// there is nowhere left to say so.
  private static func printError(_ message: String) {
    try? TextOutput.write(message + "\n", to: STDERR_FILENO)
  }
}
