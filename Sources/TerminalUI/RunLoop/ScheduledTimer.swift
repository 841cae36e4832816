import Synchronization

/// A repeating timer made by a ``Scheduler``; invalidating or releasing it stops it.
///
/// A scene keeps its timer in a stored property, so the timer stops when the scene goes away
/// (its `deinit` invalidates it) or when the scene invalidates it on leaving the screen.
///
/// ```swift
/// var timer: ScheduledTimer? = scheduler.scheduleTimer(every: .seconds(1), firesImmediately: false) {
///   tick()
/// }
/// timer?.invalidate()  // or: timer = nil
/// ```
public final class ScheduledTimer: Sendable {
  private let isInvalidated = Atomic<Bool>(false)
  private let onInvalidate: @Sendable () -> Void

  /// Creates a timer handle; schedulers call this.
  ///
  /// - Parameter onInvalidate: Stops the timer's work; runs once, on the first
  ///   ``invalidate()`` or on release.
  public init(onInvalidate: @escaping @Sendable () -> Void) {
    self.onInvalidate = onInvalidate
  }

  deinit {
    invalidate()
  }

  /// Whether the timer still ticks.
  public var isValid: Bool { !isInvalidated.load(ordering: .acquiring) }

  /// Stops the timer; a tick already running finishes, no other starts. Calling it again
  /// does nothing.
  public func invalidate() {
    guard !isInvalidated.exchange(true, ordering: .acquiringAndReleasing) else { return }
    onInvalidate()
  }
}
