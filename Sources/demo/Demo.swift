import DemoScenes
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
#elseif canImport(Musl)
  import Musl
#endif

/// `swift run demo`: the demo app (Home → Detail, To-dos), in the terminal.
@main
struct Demo {
  @MainActor
  static func main() async {
    let options: Options
    do {
      options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
    } catch {
      printError("demo: \(error)\n\n\(Options.usage)")
      exit(2)
    }
    if options.showsHelp {
      print(Options.usage)
      return
    }
    let colorProfile: ColorProfile
    do {
      colorProfile = try ColorProfile.detect(environment: ProcessInfo.processInfo.environment)
    } catch {
      printError("demo: \(error)")
      exit(1)
    }
    let directory: DataDirectory
    do {
      directory = try DataDirectory.resolve(
        override: options.dataDirectory, environment: ProcessInfo.processInfo.environment)
    } catch {
      printError("demo: \(error)")
      exit(1)
    }
    let environment = AppStoryboard.Environment.live(dataDirectory: directory)
    do {
      let storyboard = AppStoryboard.make(environment: environment)
      let home = try storyboard.instantiateInitialViewController()
      let application = try Application(
        rootViewController: NavigationController(rootViewController: home),
        colorProfile: colorProfile, mouse: options.reportsMouse)
      application.window.theme = options.theme
      try await application.run()
      // The last changes may still be being written off the main actor.
      await environment.saves.finish()
    } catch {
      await environment.saves.finish()
      printError("demo: \(error)")
      exit(1)
    }
  }

  private static func printError(_ message: String) {
    let bytes = Array((message + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
  }
}
