import TerminalUI
import Testing

/// The live scheduler on the wall clock, with intervals of a few milliseconds.
///
/// Each test waits for the ticks it needs (no fixed sleeps) and asserts only what holds
/// however late the machine runs them: ticks are never early, never overlap, a stopped timer
/// never ticks again, and ticks missed during a slow one are dropped rather than fired in a
/// burst. A loaded machine can only make the waits longer, within the time limit.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ContinuousSchedulerTests {
  let sut = ContinuousScheduler()

  /// Runs a second timer of `interval` until it has ticked `count` times: a wait that lasts
  /// at least `count` intervals, however loaded the machine.
  func waitForTicks(_ count: Int, every interval: Duration) async {
    var ticks = 0
    var timer: ScheduledTimer?
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      var done: CheckedContinuation<Void, Never>? = done
      timer = sut.scheduleTimer(every: interval, firesImmediately: false) {
        ticks += 1
        guard ticks == count else { return }
        done?.resume()
        done = nil
      }
    }
    timer?.invalidate()
  }

  @Test func immediateTimerFiresWithoutWaitingForItsInterval() async {
    // Given
    var timer: ScheduledTimer?
    // When
    await withCheckedContinuation { (ticked: CheckedContinuation<Void, Never>) in
      var continuation: CheckedContinuation<Void, Never>? = ticked
      timer = sut.scheduleTimer(every: .seconds(3_600), firesImmediately: true) {
        continuation?.resume()
        continuation = nil
      }
    }
    // Then
    #expect(timer?.isValid == true)
    timer?.invalidate()
    #expect(timer?.isValid == false)
  }

  @Test func timerTicksOnceEveryIntervalAndNeverEarly() async {
    // Given
    let start = ContinuousClock.now
    var times: [Duration] = []
    var timer: ScheduledTimer?
    // When
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      var done: CheckedContinuation<Void, Never>? = done
      timer = sut.scheduleTimer(every: .milliseconds(3), firesImmediately: false) {
        times.append(ContinuousClock.now - start)
        guard times.count == 5 else { return }
        timer?.invalidate()
        done?.resume()
        done = nil
      }
    }
    // Then
    #expect(times.count == 5)
    for (index, time) in times.enumerated() {
      #expect(time >= .milliseconds(3 * (index + 1)), "tick \(index + 1) at \(time)")
    }
  }

  @Test func timerInvalidatedInItsTickNeverTicksAgain() async {
    // Given
    var ticks = 0
    var timer: ScheduledTimer?
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      var done: CheckedContinuation<Void, Never>? = done
      timer = sut.scheduleTimer(every: .milliseconds(1), firesImmediately: true) {
        ticks += 1
        guard ticks == 3 else { return }
        // When
        timer?.invalidate()
        done?.resume()
        done = nil
      }
    }
    await waitForTicks(20, every: .milliseconds(1))
    // Then
    #expect(ticks == 3)
    #expect(timer?.isValid == false)
  }

  @Test func timerInvalidatedWhileItsTickWaitsForTheMainActorNeverTicksAgain() async {
    // Given a timer whose next sleep ends while the main actor is busy, so that its tick
    // waits for the main actor
    var ticks = 0
    let timer = sut.scheduleTimer(every: .milliseconds(1), firesImmediately: false) {
      ticks += 1
    }
    await waitForTicks(5, every: .milliseconds(1))
    let busyUntil = ContinuousClock.now.advanced(by: .milliseconds(20))
    while ContinuousClock.now < busyUntil {}
    // When
    timer.invalidate()
    let ticksWhenInvalidated = ticks
    await waitForTicks(20, every: .milliseconds(1))
    // Then
    #expect(ticksWhenInvalidated >= 1)
    #expect(ticks == ticksWhenInvalidated)
  }

  @Test func invalidatedTimerReleasesWhatItsActionCapturesAtOnce() async {
    // Given a timer whose action holds the only strong reference to an object
    final class Captured {}
    weak var captured: Captured?
    var timer: ScheduledTimer?
    do {
      let object = Captured()
      captured = object
      timer = sut.scheduleTimer(every: .seconds(3_600), firesImmediately: false) {
        _ = object
      }
    }
    #expect(captured != nil)
    // When
    timer?.invalidate()
    // Then: released now, not when the hour-long sleep ends
    #expect(captured == nil)
  }

  @Test func releasedTimerNeverTicks() async {
    // Given
    var ticks = 0
    // When
    _ = sut.scheduleTimer(every: .milliseconds(1), firesImmediately: true) { ticks += 1 }
    await waitForTicks(20, every: .milliseconds(1))
    // Then
    #expect(ticks == 0)
  }

  @Test func ticksMissedDuringASlowTickAreDroppedNotFiredInABurst() async {
    // Given
    let start = ContinuousClock.now
    var times: [Duration] = []
    var slowTickEnd = Duration.zero
    var timer: ScheduledTimer?
    // When: the first tick takes ten intervals
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      var done: CheckedContinuation<Void, Never>? = done
      timer = sut.scheduleTimer(every: .milliseconds(5), firesImmediately: true) {
        times.append(ContinuousClock.now - start)
        if times.count == 1 {
          try? await Task.sleep(for: .milliseconds(50))
          slowTickEnd = ContinuousClock.now - start
        }
        guard times.count == 4 else { return }
        timer?.invalidate()
        done?.resume()
        done = nil
      }
    }
    // Then: the second tick waits for the slow one (no overlap), and the third comes a
    // whole interval after it ended: the nine ticks missed meanwhile were dropped.
    #expect(times.count == 4)
    #expect(slowTickEnd >= .milliseconds(50))
    #expect(times[1] >= slowTickEnd)
    #expect(times[2] >= slowTickEnd + .milliseconds(5), "ticks at \(times)")
    #expect(times[3] >= slowTickEnd + .milliseconds(10), "ticks at \(times)")
  }
}
