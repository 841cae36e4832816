import Synchronization
import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

/// A scene that counts the ticks of a timer it starts on appearing and keeps until it goes.
@MainActor
private final class TickingViewController: ViewController {
  let scheduler: any Scheduler
  let counter: TickCounter
  private var timer: ScheduledTimer?

  init(scheduler: any Scheduler, counter: TickCounter) {
    self.scheduler = scheduler
    self.counter = counter
    super.init()
  }

  override func viewWillAppear() {
    super.viewWillAppear()
    timer = scheduler.scheduleTimer(every: .seconds(30), firesImmediately: false) {
      [counter] in counter.ticks += 1
    }
  }
}

@MainActor
private final class TickCounter {
  var ticks = 0
}

@MainActor
struct SchedulerTests {
  let scheduler = TestScheduler()

  // MARK: - Test scheduler

  @Test func timerTicksOnlyWhenItsIntervalHasPassed() async {
    // Given
    var times: [Duration] = []
    let timer = scheduler.scheduleTimer(every: .seconds(30), firesImmediately: false) {
      [scheduler] in times.append(scheduler.now)
    }
    // When / Then
    await scheduler.advance(by: .seconds(29))
    #expect(times == [])
    await scheduler.advance(by: .seconds(1))
    #expect(times == [.seconds(30)])
    await scheduler.advance(by: .seconds(95))
    #expect(times == [.seconds(30), .seconds(60), .seconds(90), .seconds(120)])
    #expect(scheduler.now == .seconds(125))
    #expect(timer.isValid)
  }

  @Test func aClockOffTheMainActorFollowsTheSchedulersTime() async {
    // Given: a clock as a scene's worker would call it, from any thread
    let start = 1_700_000_000.0
    let clock: @Sendable () -> Double = { [scheduler] in start + scheduler.now / .seconds(1) }
    let before = await Task.detached { clock() }.value
    // When
    await scheduler.advance(by: .milliseconds(90_500))
    // Then
    let after = await Task.detached { clock() }.value
    #expect(before == start)
    #expect(after == start + 90.5)
  }

  @Test func immediateTimerTicksAtTheNextAdvanceEvenByZero() async {
    // Given
    var ticks = 0
    let timer = scheduler.scheduleTimer(every: .seconds(30), firesImmediately: true) {
      ticks += 1
    }
    #expect(ticks == 0)
    // When
    await scheduler.advance(by: .zero)
    // Then
    #expect(ticks == 1)
    await scheduler.advance(by: .seconds(30))
    #expect(ticks == 2)
    #expect(timer.isValid)
  }

  @Test func advanceReturnsOnlyOnceTheTickAsyncWorkIsDone() async {
    // Given
    var results: [Int] = []
    let timer = scheduler.scheduleTimer(every: .seconds(1), firesImmediately: false) {
      let value = await Task.detached { (1...1_000).reduce(0, +) }.value
      results.append(value)
    }
    // When
    await scheduler.advance(by: .seconds(2))
    // Then
    #expect(results == [500_500, 500_500])
    #expect(timer.isValid)
  }

  @Test func timersTickInTheOrderTheyFallDue() async {
    // Given
    var log: [String] = []
    let slow = scheduler.scheduleTimer(every: .seconds(3), firesImmediately: false) {
      [scheduler] in log.append("slow@\(scheduler.now)")
    }
    let fast = scheduler.scheduleTimer(every: .seconds(2), firesImmediately: false) {
      [scheduler] in log.append("fast@\(scheduler.now)")
    }
    // When
    await scheduler.advance(by: .seconds(6))
    // Then
    #expect(
      log == [
        "fast@2.0 seconds", "slow@3.0 seconds", "fast@4.0 seconds", "slow@6.0 seconds",
        "fast@6.0 seconds",
      ])
    #expect(slow.isValid && fast.isValid)
  }

  @Test func invalidatedTimerNeverTicksAgain() async {
    // Given
    var ticks = 0
    let timer = scheduler.scheduleTimer(every: .seconds(1), firesImmediately: false) {
      ticks += 1
    }
    await scheduler.advance(by: .seconds(1))
    // When
    timer.invalidate()
    await scheduler.advance(by: .seconds(10))
    // Then
    #expect(ticks == 1)
    #expect(!timer.isValid)
    #expect(scheduler.activeTimerCount == 0)
  }

  @Test func timerThatInvalidatesItselfInItsTickStops() async {
    // Given
    var ticks = 0
    var timer: ScheduledTimer?
    timer = scheduler.scheduleTimer(every: .seconds(1), firesImmediately: false) {
      ticks += 1
      timer?.invalidate()
    }
    // When
    await scheduler.advance(by: .seconds(5))
    // Then
    #expect(ticks == 1)
    #expect(scheduler.activeTimerCount == 0)
  }

  @Test func releasedTimerNeverTicks() async {
    // Given
    var ticks = 0
    var timer: ScheduledTimer? = scheduler.scheduleTimer(
      every: .seconds(1), firesImmediately: true
    ) { ticks += 1 }
    #expect(scheduler.activeTimerCount == 1)
    // When
    timer = nil
    await scheduler.advance(by: .seconds(5))
    // Then
    #expect(timer == nil)
    #expect(ticks == 0)
    #expect(scheduler.activeTimerCount == 0)
  }

  @Test func zeroIntervalIsRaisedToTheMinimumSoItCannotSpin() async {
    // Given
    var ticks = 0
    let timer = scheduler.scheduleTimer(every: .zero, firesImmediately: false) { ticks += 1 }
    // When
    await scheduler.advance(by: .milliseconds(3))
    // Then
    #expect(TestScheduler.minimumInterval == .milliseconds(1))
    #expect(ticks == 3)
    #expect(timer.isValid)
  }

  @Test func negativeAdvanceDoesNotMoveTime() async {
    // Given
    await scheduler.advance(by: .seconds(5))
    // When
    await scheduler.advance(by: .seconds(-3))
    // Then
    #expect(scheduler.now == .seconds(5))
  }

  // MARK: - Timers and scenes

  @Test func sceneTimerIsCancelledWhenTheSceneGoesAway() async {
    // Given
    let counter = TickCounter()
    var screen: HeadlessScreen? = HeadlessScreen(
      rootViewController: TickingViewController(scheduler: scheduler, counter: counter),
      size: Size(width: 10, height: 3))
    await scheduler.advance(by: .seconds(30))
    #expect(counter.ticks == 1)
    #expect(scheduler.activeTimerCount == 1)
    // When / Then
    expectDeallocation(of: { [screen?.window.rootViewController] }, after: { screen = nil })
    await scheduler.advance(by: .seconds(300))
    #expect(counter.ticks == 1)
    #expect(scheduler.activeTimerCount == 0)
  }

  // MARK: - Scheduled timer

  @Test func invalidationRunsOnceWhetherCalledOrOnRelease() {
    // Given
    let calls = InvalidationCount()
    var timer: ScheduledTimer? = ScheduledTimer { calls.increment() }
    // When
    timer?.invalidate()
    timer?.invalidate()
    timer = nil
    // Then
    #expect(calls.value == 1)
    // And a timer released without invalidation
    var released: ScheduledTimer? = ScheduledTimer { calls.increment() }
    #expect(released?.isValid == true)
    released = nil
    #expect(calls.value == 2)
  }
}

/// Counts invalidations from any thread.
private final class InvalidationCount: Sendable {
  private let count = Mutex(0)
  var value: Int { count.withLock { $0 } }
  func increment() { count.withLock { $0 += 1 } }
}
