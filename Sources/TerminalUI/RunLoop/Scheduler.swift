/// Where scenes get time from: repeating timers whose work runs on the main actor.
///
/// Scenes take a scheduler through their initializer rather than reading a clock, so the app
/// runs on ``ContinuousScheduler`` and tests on `TestScheduler` (in TerminalUITesting), which
/// moves only when a test advances it: no test sleeps on the wall clock.
///
/// The timer's work runs on the main actor while the run loop waits for keys; a view it
/// changes asks the window for a frame, which ``Application`` draws. A timer lives as long as
/// the ``ScheduledTimer`` it returns: invalidate it, or let it go with its scene.
///
/// ```swift
/// refreshTimer = scheduler.scheduleTimer(every: .seconds(30), firesImmediately: true) {
///   [weak self] in
///   await self?.refresh()
/// }
/// ```
public protocol Scheduler: Sendable {
  /// Runs `action` every `interval` on the main actor until the returned timer is invalidated
  /// or released.
  ///
  /// Ticks never overlap: the next interval is counted once `action` has returned, from the
  /// time the tick was due, and ticks missed while `action` ran late are dropped.
  ///
  /// - Parameters:
  ///   - interval: The time between ticks; intervals shorter than ``minimumInterval`` are
  ///     raised to it.
  ///   - firesImmediately: Whether the first tick comes at once rather than after `interval`.
  ///   - action: The work of one tick.
  /// - Returns: The timer; keep it, since releasing it invalidates it.
  @MainActor
  func scheduleTimer(
    every interval: Duration, firesImmediately: Bool,
    _ action: @escaping @MainActor () async -> Void
  ) -> ScheduledTimer
}

extension Scheduler {
  /// The shortest interval a timer ticks at: 1 ms, so a zero interval cannot spin.
  public static var minimumInterval: Duration { .milliseconds(1) }
}
