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

/// `swift run scaffold NAME`: writes a new scene and its tests (see ``ScaffoldCommand``).
@main
struct Scaffold {
  static func main() {
    let outcome = ScaffoldCommand.run(
      arguments: Array(CommandLine.arguments.dropFirst()),
      currentDirectory: FileManager.default.currentDirectoryPath,
      fileSystem: LocalFileSystem())
    emit(outcome.output, to: STDOUT_FILENO)
    emit(outcome.errorOutput, to: STDERR_FILENO)
    if let interruption = outcome.interruption {
      // End as the signal asked, so that a shell running scaffold in a script stops too.
      signal(interruption, SIG_DFL)
      raise(interruption)
    }
    exit(outcome.status)
  }

  private static func emit(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { return }
      bytes = bytes.dropFirst(count)
    }
  }
}
