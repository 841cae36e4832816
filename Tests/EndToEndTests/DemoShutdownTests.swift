import TerminalUITesting
import Testing

@testable import DemoScenes

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

/// The demo as a user runs it, on a pseudo-terminal, ended by a signal or by Ctrl-C while its
/// last save is still running: the change is saved (or, if it cannot be, shown), and the
/// demo then dies of the signal, so its shell sees the usual status.
///
/// The save is held up by the lock beside `todos.json`, which the test takes as another
/// instance of the demo would, and lets go once the demo says it is saving: the demo must
/// wait for it, whatever signals come meanwhile. Waits are for what a real process writes.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct DemoShutdownTests {
  /// What the demo writes to standard error while its last save goes on.
  static let notice = "demo: saving the to-do list…"

  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  private var todos: URL { folder.url.appendingPathComponent("todos.json") }

  @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
  func signalRightAfterAToggleWaitsForItsSaveThenKills(_ signal: Int32) throws {
    // Given the demo on a list of one to-do, just toggled, its save held up
    var (demo, lock) = try startAndToggleWithTheSaveHeldUp()

    // When the signal comes, and the lock is let go once the demo says it is saving
    demo.process.send(signal)
    try demo.waitForBytes(Self.notice)
    close(lock)

    // Then the toggle is saved, and the demo died of the signal
    #expect(demo.finish() == .signaled(signal))
    #expect(try ToDoListCoding.decode(Array(Data(contentsOf: todos))).map(\.done) == [true])
  }

  @Test func secondCtrlCDuringTheLastSaveIsHeldUntilTheSaveIsDone() throws {
    // Given the demo on a list of one to-do, just toggled, its save held up, and quit with
    // Ctrl-C: the terminal is given back, and the demo says it is saving
    var (demo, lock) = try startAndToggleWithTheSaveHeldUp()
    demo.type("\u{03}")
    try demo.waitForBytes(Self.notice)

    // When Ctrl-C comes again: a SIGINT now that the terminal is not raw
    let before = demo.transcript.count
    demo.process.send(SIGINT)

    // Then the demo says it is still saving, and does, and only then dies of it
    try demo.waitForBytes(Self.notice, after: before)
    #expect(!demo.process.hasEnded)
    close(lock)
    #expect(demo.finish() == .signaled(SIGINT))
    #expect(try ToDoListCoding.decode(Array(Data(contentsOf: todos))).map(\.done) == [true])
  }

  @Test func signalWithAToDoThatCannotBeSavedShowsItThenKills() throws {
    // Given the demo on a data directory that cannot be written, with a to-do added
    var demo = try startAndOpenToDos(dataDirectory: "/dev/null/clean-scenes")
    demo.type("a")
    try demo.waitFor("New To-do")
    demo.type("Buy milk\r")
    try demo.waitFor("Could not save")

    // When
    demo.process.send(SIGTERM)

    // Then the list it could not save is on standard error, and the demo died of the signal
    #expect(demo.finish() == .signaled(SIGTERM))
    let leave = try #require(demo.text.ranges(of: "\u{1B}[?1049l").last)
    let afterTheRestore = demo.text[leave.upperBound...]
    #expect(
      afterTheRestore.contains(
        "demo: could not save /dev/null/clean-scenes/todos.json (Not a directory)"))
    #expect(afterTheRestore.contains("\"name\" : \"Buy milk\""))
  }

  // MARK: - Helpers

  /// Starts the demo on `dataDirectory` (the test's folder by default) and opens To-dos:
  /// Tab to Send, Tab to To-dos, Enter.
  private func startAndOpenToDos(dataDirectory: String? = nil) throws -> ProgramRun {
    var demo = try ProgramRun(
      executable: ChildProcess.executable(named: "demo"),
      arguments: ["--data-dir", dataDirectory ?? folder.path])
    try demo.waitFor("[ To-dos ]")
    demo.type("\t\t\r")
    try demo.waitFor("Home › To-dos")
    return demo
  }

  /// Starts the demo on a list of one to-do, `Buy milk`, with the lock a save takes held as
  /// another instance would hold it, and toggles the to-do: its save waits for the lock.
  ///
  /// - Returns: The demo, and the lock's descriptor: closing it lets the save go on.
  private func startAndToggleWithTheSaveHeldUp() throws -> (ProgramRun, lock: Int32) {
    try Data(ToDoListCoding.encode([ToDo(name: "Buy milk", id: "a")])).write(to: todos)
    let lock = open(folder.path + "/.todos.json.lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    try #require(lock >= 0 && flock(lock, LOCK_EX) == 0, "cannot lock: errno \(errno)")
    var demo = try startAndOpenToDos()
    demo.type(" ")
    try demo.waitFor("[x] Buy milk")
    return (demo, lock)
  }
}
