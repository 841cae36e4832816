/// The app's scheduler: timers on the wall clock (`ContinuousClock`, which keeps counting
/// while the machine sleeps, so a refresh due during sleep comes right after waking).
///
/// Each timer is a task on the main actor that sleeps until its next tick; invalidating the
/// timer cancels the task, which ends its sleep at once, and no tick starts after it, even
/// one whose sleep had already ended.
///
/// ```swift
/// let environment = AppStoryboard.Environment.live(dataDirectory: directory)  // uses ContinuousScheduler()
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
  /// - Returns: The timer; releasing it cancels the task.
  @MainActor
  public func scheduleTimer(
    every interval: Duration, firesImmediately: Bool,
    _ action: @escaping @MainActor () async -> Void
  ) -> ScheduledTimer {
    let period = max(interval, Self.minimumInterval)
    let task = Task { @MainActor in
      let clock = ContinuousClock()
      var deadline = firesImmediately ? clock.now : clock.now.advanced(by: period)
      while !Task.isCancelled {
        do {
          try await clock.sleep(until: deadline, tolerance: nil)
        } catch {
          return
        }
        // A sleep that ended just before the timer was invalidated still waits for the main
        // actor; the tick it was due for must not start.
        guard !Task.isCancelled else { return }
        await action()
        deadline = max(deadline.advanced(by: period), clock.now)
      }
    }
    return ScheduledTimer { task.cancel() }
  }
}
