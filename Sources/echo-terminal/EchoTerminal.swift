import TerminalCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// `echo-terminal`: the yardstick of key latency for `bench`, the least a CleanScenes program
/// does between a key and its answer. A ``TerminalCore/TTY`` takes the terminal, its reader
/// thread reads and decodes the keys and hands each batch to the main actor, which writes
/// one byte back; no view is laid out or drawn, no frame diffed.
///
/// The demo's key latency less this one's is what the frame costs; this one's less the
/// ncurses peer's, what the event path costs. Ctrl-C quits.
@main
struct EchoTerminal {
  static func main() async {
    do {
      try await echoKeys()
    } catch {
      let message = Array("echo-terminal: \(error)\n".utf8)
      _ = message.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
      exit(1)
    }
  }

  /// Takes the terminal, shows one line, then answers every batch of keys with one byte until Ctrl-C.
  @MainActor
  private static func echoKeys() async throws {
    let terminal = try TTY()
    defer { terminal.stop() }
    let delivery = try terminal.startEvents(reportingMouse: false) { event in
      guard case .input(let inputs) = event else { return true }
      if inputs.contains(.key(.control("c"))) { return false }
      return (try? terminal.write([UInt8(ascii: ".")])) != nil
    }
    // No key is handled before this line is out: the handler needs the main actor, held here.
    try terminal.write(Array("\u{1B}[Hecho-terminal: type; Ctrl-C Quit".utf8))
    await delivery.finished()
  }
}
