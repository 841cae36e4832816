import TerminalCore
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

extension Bench {
  /// How long the process sleeps before each key of the idle figures: a person types a few
  /// keys a second, and the pty figures wait 20 ms for quiet after each answer.
  static let idlePause: Duration = .milliseconds(20)

  /// In-process latencies of a key that comes after the process slept, as each key a person
  /// types does: the same work as `typed_char_us_median` and `home_to_detail_us_median`,
  /// but with the processor's caches, branch predictors and TLB taken by whatever ran in
  /// the meantime. On this kind of machine a key after 20 ms of sleep costs several times
  /// what it costs in a tight loop; this is the part of the pty latency the process spends
  /// in its own code, measured without the pseudo-terminal's noise.
  ///
  /// - Parameter keys: How many keys each figure types.
  /// - Returns: `typed_char_us_median_after_idle` and `home_to_detail_us_median_after_idle`.
  @MainActor
  static func measureAfterIdle(keys: Int = 60) throws -> [(String, String)] {
    [
      ("typed_char_us_median_after_idle", format(try measureTypingAfterIdle(keys: keys))),
      ("home_to_detail_us_median_after_idle", format(try measureHomeToDetailAfterIdle(keys: keys))),
    ]
  }

  // MARK: - Scenarios

  /// Typing "Hello, world " again and again on Home, a Ctrl-U every 36 keys as the pty
  /// figures do, each key after ``idlePause``: microseconds from the key event to the
  /// frame's bytes.
  @MainActor
  private static func measureTypingAfterIdle(keys: Int) throws -> Double {
    var (window, renderer) = try makeDemo()
    _ = frameBytes(window, &renderer)
    let text = Array(String(repeating: "Hello, world ", count: 3).prefix(35))
    var samples: [Double] = []
    for index in 0..<keys {
      let key =
        index % 36 == 35 ? KeyEvent.control("u") : KeyEvent(.character(text[index % 36]))
      sleepIdle()
      let start = ContinuousClock.now
      window.handle(.key(key))
      _ = frameBytes(window, &renderer)
      samples.append((ContinuousClock.now - start).milliseconds * 1_000)
    }
    return median(samples)
  }

  /// Enter on Home with a message, after ``idlePause``, to the bytes of Detail; then Esc
  /// back, after a pause too (not timed).
  @MainActor
  private static func measureHomeToDetailAfterIdle(keys: Int) throws -> Double {
    var (window, renderer) = try makeDemo()
    _ = frameBytes(window, &renderer)
    for character in "Hello" {
      window.handle(.key(KeyEvent(.character(character))))
      _ = frameBytes(window, &renderer)
    }
    var samples: [Double] = []
    for _ in 0..<keys {
      sleepIdle()
      let start = ContinuousClock.now
      window.handle(.key(KeyEvent(.enter)))
      _ = frameBytes(window, &renderer, showing: false)
      samples.append((ContinuousClock.now - start).milliseconds * 1_000)
      window.didShowFrame()
      sleepIdle()
      window.handle(.key(KeyEvent(.escape)))
      _ = frameBytes(window, &renderer)
    }
    return median(samples)
  }

  /// Sleeps ``idlePause`` in `nanosleep(2)`: the thread leaves the processor, as the run
  /// loop does in `poll(2)` between keys.
  private static func sleepIdle() {
    let (seconds, attoseconds) = idlePause.components
    var pause = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
    var remaining = timespec()
    while nanosleep(&pause, &remaining) != 0, errno == EINTR { pause = remaining }
  }
}
