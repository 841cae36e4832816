import Dispatch

/// The saves the demo's stores are writing off the main actor, and what they could not
/// save, so the app can let the first finish and try the second once more before it exits.
///
/// A store runs each write through ``run(_:completion:)``, which does the work on a serial
/// dispatch queue of its own (writes block on `flock` and `fsync`, which must not hold up
/// the threads Swift concurrency shares), one write at a time; tests await ``finish()``
/// before they look at the files. A store whose save failed records how to try again with
/// ``keepUnsaved(path:retry:)``; `demo` awaits ``saveUnsaved()`` after its run loop returns
/// (on Ctrl-C, or on a SIGINT, SIGTERM or SIGHUP, which are held off meanwhile), and shows
/// what still could not be saved. A process killed mid-write loses only that
/// write: the file keeps its earlier list, and the temporary file is removed when a store
/// next starts.
///
/// ```swift
/// let saves = BackgroundSaves()
/// saves.run({ try? file.write(bytes) }) { _ in print("saved") }
/// for file in await saves.saveUnsaved() { print("not saved: \(file.path)") }
/// ```
@MainActor
public final class BackgroundSaves {
  /// What a store could not save and wrote nowhere, with its content, for the app to show
  /// at exit so that nothing is lost.
  public struct UnsavedFile: Equatable, Sendable {
    /// The file it belongs in.
    public var path: String
    /// Why it could not be written there, as the system or the store says it.
    public var reason: String
    /// What the file would hold.
    public var contents: [UInt8]
  }

  private var running: [Int: _Concurrency.Task<Void, Never>] = [:]
  /// By file path, how to try once more to save what could not be saved.
  private var unsaved: [String: @MainActor () async -> UnsavedFile?] = [:]
  private var nextKey = 0
  private let queue = DispatchQueue(label: "clean-scenes.saves", qos: .utility)

  /// Creates a tracker with nothing running.
  nonisolated public init() {}

  /// Whether no save is running.
  public var isIdle: Bool { running.isEmpty }

  /// Runs `work` off the main actor, then `completion` on it, and tracks both until done.
  ///
  /// - Parameters:
  ///   - work: The write; it runs on the tracker's queue, after the writes started before.
  ///   - completion: Told what `work` returned, on the main actor.
  func run<Output: Sendable>(
    _ work: @escaping @Sendable () -> Output,
    completion: @escaping @MainActor (Output) -> Void
  ) {
    let key = nextKey
    nextKey += 1
    running[key] = _Concurrency.Task { @MainActor [weak self, queue] in
      let output = await withCheckedContinuation { continuation in
        queue.async { continuation.resume(returning: work()) }
      }
      completion(output)
      self?.running[key] = nil
    }
  }

  /// Returns once every save started so far, and every save those started, has finished.
  public func finish() async {
    while let (key, task) = running.first {
      await task.value
      running[key] = nil
    }
  }

  /// Records that what belongs in `path` could not be saved, and how to try once more:
  /// `retry` saves it and returns `nil`, or returns what still could not be saved. A second
  /// call for the same path replaces the first.
  func keepUnsaved(path: String, retry: @escaping @MainActor () async -> UnsavedFile?) {
    unsaved[path] = retry
  }

  /// Forgets what ``keepUnsaved(path:retry:)`` recorded for `path`, once it is saved.
  func forgetUnsaved(path: String) {
    unsaved[path] = nil
  }

  /// Lets the running saves finish, then tries once more to save what could not be saved
  /// (the folder may be writable again); what still cannot be saved comes back with its
  /// content, for the app to show before it exits.
  ///
  /// - Returns: What is saved nowhere, by path.
  public func saveUnsaved() async -> [UnsavedFile] {
    await finish()
    var left: [UnsavedFile] = []
    for path in unsaved.keys.sorted() {
      guard let retry = unsaved[path] else { continue }
      if let file = await retry() { left.append(file) }
      await finish()
    }
    return left
  }
}
