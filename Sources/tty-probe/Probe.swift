import TerminalCore
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// `tty-probe`: a tiny full-screen program that the terminal tests run on a pseudo-terminal,
/// to see what signals, crashes and job control leave behind.
///
/// Once its run loop runs, it writes `probe: started` to standard error and then shows
/// `probe ready`. Keys: `e` writes
/// `probe: line N` to standard error (the screen then shows `lines N`), `c` crashes with
/// Swift's `Fatal error`, `o` overflows the stack, `h` shows `hanging` and hangs the main
/// actor, `w` shows `waiting` and keeps the main actor busy until a signal asks the probe to
/// end, then shows `woken`, Ctrl-Z
/// suspends, Ctrl-C quits, after which `probe: done` goes to standard error.
/// `tty-probe --finishing` ends as an app with work to finish does
/// (`Application.run(thenFinishWithNotice:_:)`, with the notice `probe: still finishing`): once the
/// terminal is given back it writes `probe: finishing`, waits for a line typed into the
/// terminal, then writes `probe: done`. `tty-probe --job-control PROGRAM [ARGUMENT…]` is a
/// job-control shell in miniature (see ``JobControlShell``).
@main
struct Probe {
  @MainActor
  static func main() async {
    var noCoreFiles = rlimit(rlim_cur: 0, rlim_max: 0)
    #if canImport(Glibc)
      let core = Int32(RLIMIT_CORE.rawValue)
    #else
      let core = RLIMIT_CORE
    #endif
    _ = setrlimit(core, &noCoreFiles)  // crashes are what tests are for
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "--job-control" {
      exit(JobControlShell.run(command: Array(arguments.dropFirst())))
    }
    waitForTheForeground()
    let application: Application
    do {
      application = try Application(rootViewController: ProbeViewController())
    } catch {
      writeError("probe: \(error)")
      exit(1)
    }
    guard arguments.first == "--finishing" else {
      do {
        try await application.run()
        writeError("probe: done")
      } catch {
        writeError("probe: \(error)")
        exit(1)
      }
      return
    }
    await application.run(thenFinishWithNotice: "probe: still finishing") { error in
      writeError("probe: finishing")
      readLine(from: STDIN_FILENO)
      writeError(error.map { "probe: \($0)" } ?? "probe: done")
      return error == nil ? 0 : 1
    }
  }
}

/// Reads from `descriptor` up to a newline, or to the end of the input.
func readLine(from descriptor: Int32) {
  var byte: UInt8 = 0
  while true {
    let count = read(descriptor, &byte, 1)
    if count < 0, errno == EINTR { continue }
    guard count == 1, byte != 0x0A else { return }
  }
}

/// Waits until the probe's process group is the terminal's foreground one, when the terminal
/// is its controlling terminal: a shell's child takes the terminal before it runs the
/// program, which ``JobControlShell``'s `posix_spawn` cannot do for it.
func waitForTheForeground() {
  while true {
    let group = tcgetpgrp(STDIN_FILENO)
    guard group >= 0, group != getpgrp() else { return }
    _ = sched_yield()
  }
}

/// Writes `line` and a newline to standard error in one `write(2)`.
func writeError(_ line: String) {
  let bytes = Array((line + "\n").utf8)
  _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

/// The probe's one screen.
@MainActor
final class ProbeViewController: ViewController {
  /// In red, so that a test sees whether colours were sent (`NO_COLOR` drops them).
  private let label = Label("probe starting", style: Style(foreground: .red))
  private var lines = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Probe"
    label.frame = Rect(x: 0, y: 0, width: 20, height: 1)
    view.addSubview(label)
  }

  override func viewDidAppear() {
    super.viewDidAppear()
    // Runs once the run loop waits for events: the terminal is taken by then.
    Task { [label] in
      writeError("probe: started")
      label.text = "probe ready"
    }
  }

  override func handleKey(_ event: KeyEvent) throws -> Bool {
    switch event {
    case KeyEvent(.character("e")):
      lines += 1
      writeError("probe: line \(lines)")
      label.text = "lines \(lines)"
    case KeyEvent(.character("c")):
      // The crash the tests look for: Swift's message on standard error, then a trap.
      fatalError("probe crashed on purpose")
    case KeyEvent(.character("o")):
      label.text = "depth \(overflow(depth: 0))"
    case KeyEvent(.character("h")):
      // Once the frame showing it is written, a main actor that never gives the thread back:
      // only signals get through.
      label.text = "hanging"
      Task { @MainActor in
        while true { pause() }
      }
    case KeyEvent(.character("w")):
      // Once the frame showing it is written, a main actor busy until a signal asks the probe
      // to end, which then draws once more before the run loop can see the end.
      label.text = "waiting"
      Task { @MainActor [label] in
        while Shutdown.requestingSignal == nil { usleep(1_000) }
        label.text = "woken"
      }
    default:
      return try super.handleKey(event)
    }
    return true
  }

  /// Recurses until the stack overflows, with a frame the optimizer cannot remove.
  private func overflow(depth: Int) -> Int {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1024) { frame in
      frame[0] = UInt8(truncatingIfNeeded: depth)
      return overflow(depth: depth + 1) &+ Int(frame[0])
    }
  }
}
