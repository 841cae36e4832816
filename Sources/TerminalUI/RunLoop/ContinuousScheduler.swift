import Dispatch
import Synchronization

/// The app's scheduler: timers on the wall clock (`ContinuousClock`, which keeps counting
/// while the machine sleeps, so a refresh due during sleep comes right after waking).
///
/// Each timer is a task on the main actor that sleeps until its next tick. Invalidating the
/// timer releases its action at once (and what the action captures) and no tick starts after
/// it, even one whose sleep had already ended; the task is cancelled, ending its sleep, once
/// the main queue is free. A timer may be invalidated in the middle of a key's handling (by
/// a scene released on the way, or by the key's own action): cancelling a sleeping task at
/// once would wake a thread of the global executor to end the sleep while the frame is being
/// drawn. (A scene's `viewDidDisappear`, where most timers stop, comes after the frame.)
///
/// ```swift
/// let timer = ContinuousScheduler().scheduleTimer(every: .seconds(30), firesImmediately: true) {
///   await worker.refresh()
/// }
/// ```
public struct ContinuousScheduler: Scheduler {
  /// Creates the scheduler.
  public init() {}

  /// Runs `action` every `interval` on the main actor, in a task that sleeps on the
  /// continuous clock, until the returned timer is invalidated or released.
  ///
  /// - Parameters:
  ///   - interval: The time between ticks; at least ``Scheduler/minimumInterval``.
  ///   - firesImmediately: Whether the first tick comes at once rather than after `interval`.
  ///   - action: The work of one tick.
  /// - Returns: The timer; releasing it invalidates it.
  @MainActor
  public func scheduleTimer(
    every interval: Duration, firesImmediately: Bool,
    _ action: @escaping @MainActor () async -> Void
  ) -> ScheduledTimer {
    let period = max(interval, Self.minimumInterval)
    let tick = TimerAction(action)
    let task = Task { @MainActor in
      let clock = ContinuousClock()
      var deadline = firesImmediately ? clock.now : clock.now.advanced(by: period)
      while !Task.isCancelled {
        do {
          try await clock.sleep(until: deadline, tolerance: nil)
        } catch {
          return
        }
        // A timer invalidated during the sleep, or while its end waited for the main actor,
        // ends here without its tick.
        guard let action = tick.action else { return }
        await action()
        deadline = max(deadline.advanced(by: period), clock.now)
      }
    }
    return ScheduledTimer {
      tick.release()
      DispatchQueue.main.async { task.cancel() }
    }
  }
}

/// The action of a timer of ``ContinuousScheduler``, held until the timer is invalidated.
private final class TimerAction: Sendable {
  private let storage: Mutex<(@MainActor () async -> Void)?>

  init(_ action: @escaping @MainActor () async -> Void) {
    storage = Mutex(action)
  }

  /// The action, or `nil` once the timer was invalidated.
  var action: (@MainActor () async -> Void)? {
    storage.withLock { $0 }
  }

  /// Lets the action go; safe from any thread. What it captures is released once the lock
  /// is, not while it is held.
  func release() {
    _ = storage.withLock { $0.take() }
  }
}
