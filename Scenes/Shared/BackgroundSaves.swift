import Dispatch

/// The saves the demo's stores are writing off the main actor, so the app can let them
/// finish before it exits.
///
/// A store runs each write through ``run(_:completion:)``, which does the work on a serial
/// dispatch queue of its own (writes block on `flock` and `fsync`, which must not hold up
/// the threads Swift concurrency shares), one write at a time; `demo` awaits ``finish()``
/// after its run loop returns, and tests await it before they look at the files. A process killed mid-write
/// loses only that write: the file keeps its earlier list, and the temporary file is removed
/// when a store next starts.
///
/// ```swift
/// let saves = BackgroundSaves()
/// saves.run({ try? file.write(bytes) }) { _ in print("saved") }
/// await saves.finish()  // the file is written
/// ```
@MainActor
public final class BackgroundSaves {
  private var running: [Int: _Concurrency.Task<Void, Never>] = [:]
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
}
