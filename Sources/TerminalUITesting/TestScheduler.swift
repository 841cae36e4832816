import Synchronization
import TerminalUI

/// A scheduler whose time moves only when a test advances it, so timers are tested without
/// sleeping.
///
/// Time starts at zero. ``advance(by:)`` moves it forward and runs, in order of their due
/// times, every tick that falls due on the way, awaiting each one to the end — its async work
/// included — before the next; so when `advance` returns, the scenes hold what the ticks did.
/// The screen shows it once a frame is drawn: `await screen.settle()` draws one if anything
/// changed (the scheduler knows no screen).
/// A timer made with `firesImmediately` is due at once and runs at the next `advance`, even
/// `advance(by: .zero)`. Invalidated and released timers never tick again.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let scene = DiskUsageViewController(scheduler: scheduler, …)
/// await scheduler.advance(by: .zero)         // the first refresh
/// await scheduler.advance(by: .seconds(30))  // the next one
/// await screen.settle()                      // drawn
/// #expect(scheduler.activeTimerCount == 1)
/// ```
///
/// A scene that also reads the time of day (a countdown's deadline, a "sent at" line) takes a
/// clock function besides its scheduler. In a test, make that clock follow the scheduler's
/// ``now``, which any thread may read, so that one `advance` moves the timers and the clock
/// together:
///
/// ```swift
/// let start = Date(timeIntervalSince1970: 1_700_000_000)
/// let scene = CountdownViewController(
///   scheduler: scheduler, now: { start.addingTimeInterval(scheduler.now / .seconds(1)) })
/// ```
@MainActor
public final class TestScheduler: Scheduler {
  /// A timer's schedule: its next due time and its work.
  private final class Entry {
    weak var timer: ScheduledTimer?
    let interval: Duration
    var deadline: Duration
    let order: Int
    let action: @MainActor () async -> Void

    init(
      timer: ScheduledTimer, interval: Duration, deadline: Duration, order: Int,
      action: @escaping @MainActor () async -> Void
    ) {
      self.timer = timer
      self.interval = interval
      self.deadline = deadline
      self.order = order
      self.action = action
    }

    var isActive: Bool { timer?.isValid ?? false }
  }

  /// The time since the scheduler was made: during a tick, the time it was due.
  ///
  /// Readable from any thread, so that a clock function a scene calls off the main actor
  /// (a `@Sendable` closure) can follow it.
  nonisolated public var now: Duration {
    time.withLock { $0 }
  }

  /// Where ``now`` is kept.
  private let time = Mutex<Duration>(.zero)

  /// The ticks run so far, by all timers.
  public private(set) var tickCount = 0

  private var entries: [Entry] = []
  private var nextOrder = 0

  /// Creates a scheduler at time zero.
  nonisolated public init() {}

  /// The timers that are neither invalidated nor released.
  public var activeTimerCount: Int {
    entries.filter(\.isActive).count
  }

  /// Records a timer that ticks only when ``advance(by:)`` passes its due times.
  ///
  /// - Parameters:
  ///   - interval: The time between ticks; at least ``TerminalUI/Scheduler/minimumInterval``.
  ///   - firesImmediately: Whether the first tick is due now (run by the next `advance`).
  ///   - action: The work of one tick, awaited to its end by `advance`.
  /// - Returns: The timer; invalidating or releasing it removes it.
  public func scheduleTimer(
    every interval: Duration, firesImmediately: Bool,
    _ action: @escaping @MainActor () async -> Void
  ) -> ScheduledTimer {
    let period = max(interval, Self.minimumInterval)
    let timer = ScheduledTimer {}
    entries.append(
      Entry(
        timer: timer, interval: period, deadline: firesImmediately ? now : now + period,
        order: nextOrder, action: action))
    nextOrder += 1
    return timer
  }

  /// Moves time forward by `duration`, running every tick due on the way, each to its end.
  ///
  /// - Parameter duration: How far to move; a negative duration counts as zero.
  public func advance(by duration: Duration) async {
    let target = now + max(duration, .zero)
    while let entry = nextDue(notAfter: target) {
      time.withLock { $0 = max($0, entry.deadline) }
      entry.deadline += entry.interval
      tickCount += 1
      await entry.action()
    }
    time.withLock { $0 = target }
  }

  // MARK: - Private helpers

  /// The earliest active entry due by `target` (the older first on a tie); drops inactive ones.
  private func nextDue(notAfter target: Duration) -> Entry? {
    entries.removeAll { !$0.isActive }
    return
      entries
      .filter { $0.deadline <= target }
      .min { ($0.deadline, $0.order) < ($1.deadline, $1.order) }
  }
}
