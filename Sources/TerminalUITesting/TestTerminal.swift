import Synchronization
import TerminalCore

/// A terminal a test drives by hand: it hands a run loop the events the test sends and
/// records the frames the run loop writes, so an `Application` runs without a pseudo-terminal.
///
/// Pass it as both the input and the output. ``send(_:)`` delivers an event; ``frames``
/// yields each frame as it is written, so the test awaits the frame its event caused instead
/// of sleeping. Feed the frames to a ``VirtualTerminal`` to read the screen.
///
/// ```swift
/// let terminal = TestTerminal(size: Size(width: 40, height: 8))
/// let application = Application(rootViewController: root, input: terminal, output: terminal)
/// let run = Task { try await application.run() }
/// var frames = terminal.frames.makeAsyncIterator()
/// var screen = VirtualTerminal(size: terminal.size)
/// screen.feed(await frames.next() ?? [])  // the first frame
/// terminal.send(.input([.key(KeyEvent(.character("c"), modifiers: .control))]))
/// try await run.value
/// ```
public final class TestTerminal: TerminalEventSource, FrameWriter {
  private struct State {
    var size: Size
    var continuation: AsyncStream<TerminalEvent>.Continuation?
    var isStarted = false
    var isReportingMouse = false
    var isStopped = false
    var suspensions = 0
    var writeError: (any Error)?
  }

  private let state: Mutex<State>
  private let frameContinuation: AsyncStream<[UInt8]>.Continuation

  /// Every frame written, in order, as it is written.
  public let frames: AsyncStream<[UInt8]>

  /// Creates a terminal of `size`.
  ///
  /// - Parameter size: The size it reports until ``resize(to:)``.
  public init(size: Size) {
    state = Mutex(State(size: size))
    (frames, frameContinuation) = AsyncStream.makeStream(of: [UInt8].self)
  }

  /// The size it reports.
  public var size: Size { state.withLock { $0.size } }

  /// Whether the run loop has started it and not stopped it yet.
  public var isRunning: Bool { state.withLock { $0.isStarted && !$0.isStopped } }

  /// Whether the run loop started it with mouse reporting on, as a ``TerminalCore/TTY``
  /// would then report the mouse.
  public var isReportingMouse: Bool { state.withLock { $0.isReportingMouse } }

  /// How many times the run loop asked it to suspend the process (Ctrl-Z).
  public var suspensionCount: Int { state.withLock { $0.suspensions } }

  // MARK: - Driving

  /// Delivers `event` to the run loop.
  ///
  /// - Parameter event: The event.
  public func send(_ event: TerminalEvent) {
    _ = state.withLock { $0.continuation }?.yield(event)
  }

  /// Changes the size it reports and delivers ``TerminalCore/TerminalEvent/resized(_:)``.
  ///
  /// - Parameter size: The new size, as a terminal would report it.
  public func resize(to size: Size) {
    state.withLock { $0.size = size }
    send(.resized(size))
  }

  /// Makes every later write throw `error`, as a terminal that went away does.
  ///
  /// - Parameter error: The error to throw.
  public func failWrites(with error: any Error) {
    state.withLock { $0.writeError = error }
  }

  // MARK: - TerminalEventSource

  /// Starts the events.
  ///
  /// - Returns: The events the test sends, until ``stop()``.
  public func startEvents() throws -> AsyncStream<TerminalEvent> {
    try startEvents(reportingMouse: false)
  }

  /// Starts the events, noting whether mouse reporting was asked for
  /// (``isReportingMouse``).
  ///
  /// - Parameter reportingMouse: Whether the run loop wants mouse events.
  /// - Returns: The events the test sends, until ``stop()``.
  public func startEvents(reportingMouse: Bool) throws -> AsyncStream<TerminalEvent> {
    let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    state.withLock {
      $0.continuation = continuation
      $0.isStarted = true
      $0.isReportingMouse = reportingMouse
      $0.isStopped = false
    }
    return events
  }

  /// Ends the events.
  public func stop() {
    let continuation = state.withLock { state in
      state.isStopped = true
      return state.continuation.take()
    }
    continuation?.finish()
  }

  /// Counts the request; the process is not stopped.
  public func suspend() {
    state.withLock { $0.suspensions += 1 }
  }

  // MARK: - FrameWriter

  /// Records `bytes` as a frame, or throws the error set by ``failWrites(with:)``.
  ///
  /// - Parameter bytes: The frame.
  public func write(_ bytes: [UInt8]) throws {
    if let error = state.withLock({ $0.writeError }) { throw error }
    frameContinuation.yield(bytes)
  }
}
