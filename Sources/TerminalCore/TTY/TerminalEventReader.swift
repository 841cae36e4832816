import Dispatch
import Synchronization

#if canImport(CDispatch)
  import CDispatch  // dispatch_sync_f and the main queue's C handle, outside Darwin
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// The loop that turns terminal bytes and signal notifications into ``TerminalEvent``s.
///
/// It waits in `poll(2)` on the input and on the notification pipe the signal handlers
/// write to; reads up to ``chunkSize`` bytes at a time and feeds them to an
/// ``InputDecoder``; while the decoder holds an unfinished sequence (a lone Esc, so far),
/// waits at most the escape timeout for more before it calls ``InputDecoder/flush()`` (while
/// the start-up keyboard query is unanswered, until the query's deadline: the sequence may be
/// the answer, cut by a slow link; see ``KeyboardQueryWatch/isAwaitingAnswer``), and
/// while a bracketed paste is open, at most the paste timeout before it calls
/// ``InputDecoder/endStalledPaste()``. While the session is suspended or the process is not
/// in the terminal's foreground process group it reads no input, only notifications; waiting
/// in the background, it checks every ``foregroundCheckMilliseconds`` whether the process is
/// in the foreground again. Its thread blocks `SIGTTIN`, so that a read the background makes
/// fails with `EIO` and takes nothing instead of stopping the process (POSIX): that is how a
/// key finds the terminal taken by another process, without asking the terminal for its
/// foreground group before each read. It ends, finishing the stream, when its session ends,
/// when ``requestStop()`` is called, or when the input reaches end of file or fails in the
/// foreground (`EIO`: the terminal is gone).
///
/// Events go to its ``TerminalEventSink``: a stream, or a handler it runs on the main actor
/// itself, from its own thread, with a synchronous dispatch on the main queue (which runs the
/// work on the calling thread once the main queue is free, so a key reaches the main actor
/// without a thread switch). While it waits for the main actor or runs the handler,
/// ``isDeliveringToMainActor`` is `true`, so that ``TTY/stop()`` called on the main actor
/// does not wait for a thread that waits for it.
final class TerminalEventReader: Sendable {
  /// The most bytes one `read(2)` takes.
  static let chunkSize = 4096

  /// The most events whose storage the reader keeps from one read to the next.
  static let keptEventCapacity = 64

  /// How often a session waiting in the background checks whether it is in the foreground
  /// again: every 100 ms. A shell's `fg` of a job that runs in the background sends it no
  /// signal, so this is how the repaint follows `fg` within a tenth of a second.
  static let foregroundCheckMilliseconds: Int32 = 100

  private let input: Int32
  private let output: Int32
  private let notifications: Int32
  private let session: Int
  private let timeoutMilliseconds: Int32
  private let pasteTimeoutMilliseconds: Int32
  private let sink: TerminalEventSink
  /// The sink's handler, or its stream's continuation, kept apart from the sink so that an
  /// event copies one closure: reading the enum copied it whole, the continuation (a type of
  /// another module, of unknown layout) through its value witnesses, on every key.
  private let mainActorHandler: (@MainActor (TerminalEvent) -> Bool)?
  /// The same handler as a function of no isolation, cast once here: the main actor's
  /// isolation changes nothing in how a synchronous function is called, and casting it on
  /// each call (inside `withoutActuallyEscaping`) allocated two closure contexts a key.
  private let handlerOnMainQueue: (@Sendable (TerminalEvent) -> Bool)?
  private let continuation: AsyncStream<TerminalEvent>.Continuation?
  private let stopRequested = Atomic<Bool>(false)
  private let deliveringToMainActor = Atomic<Bool>(false)
  /// Whether `MainActor.assumeIsolated` has once confirmed, inside a synchronous dispatch on
  /// the main queue, that holding the main queue is being on the main actor (see
  /// ``call(_:with:)``).
  private let mainQueueIsMainActor = Atomic<Bool>(false)
  #if !canImport(CDispatch)
    /// The main queue, held in a property: a closure written after `DispatchQueue.main.sync`
    /// is taken to be isolated to the main actor, and Swift checks that isolation each time it
    /// runs, which ``call(_:with:)`` does once for good.
    private let mainQueue = DispatchQueue.main
  #endif
  private let keyboardQuery: KeyboardQueryWatch

  /// Creates a reader for the current session; ``run()`` starts it.
  ///
  /// - Parameters:
  ///   - input: The descriptor keys come from.
  ///   - output: The descriptor whose window size is reported.
  ///   - session: The session token; the reader stops once it is no longer current.
  ///   - escapeTimeout: How long an unfinished sequence may wait for its next byte.
  ///   - pasteTimeout: How long an open paste may wait for its next byte.
  ///   - sink: Where the events go.
  init(
    input: Int32, output: Int32, session: Int, escapeTimeout: Duration, pasteTimeout: Duration,
    sink: TerminalEventSink
  ) {
    self.input = input
    self.output = output
    self.notifications = TerminalSession.context.pointee.notificationsIn
    self.session = session
    self.timeoutMilliseconds = Self.milliseconds(escapeTimeout)
    self.pasteTimeoutMilliseconds = Self.milliseconds(pasteTimeout)
    self.sink = sink
    switch sink {
    case .stream(let continuation):
      mainActorHandler = nil
      handlerOnMainQueue = nil
      self.continuation = continuation
    case .mainActor(let handler, _):
      mainActorHandler = handler
      handlerOnMainQueue = unsafeBitCast(handler, to: (@Sendable (TerminalEvent) -> Bool).self)
      continuation = nil
    }
    self.keyboardQuery = KeyboardQueryWatch(session: session)
  }

  /// Asks the loop to end soon; safe from any thread.
  ///
  /// Sequentially consistent with ``isDeliveringToMainActor``: either the reader sees the
  /// request before it waits for the main actor, and hands nothing over, or the caller
  /// sees it delivering.
  func requestStop() {
    stopRequested.store(true, ordering: .sequentiallyConsistent)
    TerminalSession.notify(.wake)
  }

  /// Whether the reader is handing an event to the main actor: waiting for the main queue,
  /// or running the handler. A stop requested meanwhile keeps the handler from running
  /// (or from running again) and ends the loop without another read.
  var isDeliveringToMainActor: Bool {
    deliveringToMainActor.load(ordering: .sequentiallyConsistent)
  }

  /// Runs the loop on the calling thread until it ends, then finishes the sink.
  func run() {
    SignalHandlers.blockTerminalInputStopsOnThisThread()
    var decoder = InputDecoder()
    var buffer = [UInt8](repeating: 0, count: Self.chunkSize)
    var events = InputEvents()
    // Whether the last pass read input: the next pass listens without asking the terminal
    // for its foreground group (no `ioctl` for a key; a read from the background fails).
    var readInForeground = false
    reading: while shouldContinue {
      let listening = (readInForeground && TerminalSession.phase == .active) || ownsTerminal()
      readInForeground = false
      var descriptors = (
        pollfd(fd: notifications, events: Int16(POLLIN), revents: 0),
        pollfd(fd: listening ? input : -1, events: Int16(POLLIN), revents: 0)
      )
      let inBackground = TerminalSession.phase == .background
      let timeout = HotCode.pollTimeout(
        limiting: keyboardQuery.pollTimeout(
          limiting: pollTimeout(listening: listening, inBackground: inBackground, decoder: decoder)
        ))
      let ready = withUnsafeMutablePointer(to: &descriptors) { pair in
        pair.withMemoryRebound(to: pollfd.self, capacity: 2) { poll($0, 2, timeout) }
      }
      if ready < 0 {
        guard errno == EINTR || errno == EAGAIN else { break }
        continue
      }
      guard shouldContinue else { break }
      // Idle since the last event, with no sequence or paste waiting on its timeout: the
      // time to look the hot path's code up, if asked.
      if ready == 0, !decoder.isAwaitingMore, !decoder.isInsidePaste, HotCode.locateIfAsked() {
        continue
      }
      if inBackground {
        if TerminalSession.isForeground { TerminalSession.continued() }
      } else if ready == 0 {
        if keyboardQuery.settleIfDue() { continue }
        // The answer to the query may be what completes the sequence: it waits on, to the
        // answer or the query's deadline (the loop wakes at it; see `settleIfDue()`).
        if keyboardQuery.isAwaitingAnswer, decoder.isAwaitingMore { continue }
        let settled = decoder.isAwaitingMore ? decoder.flush() : decoder.endStalledPaste()
        guard deliver(settled) else { break }
        continue
      }
      if descriptors.0.revents != 0 {
        guard readNotifications() else { break }
      }
      if descriptors.1.revents != 0 {
        HotCode.prefetchForKey()
        switch readInput(into: &buffer, events: &events, decoder: &decoder) {
        case .read: readInForeground = true
        case .nothing: break
        case .ended: break reading
        }
      }
    }
    sink.finish()
  }

  // MARK: - Steps

  private var shouldContinue: Bool {
    !stopRequested.load(ordering: .acquiring) && TerminalSession.isCurrent(session)
  }

  /// How long to wait in `poll(2)`, in milliseconds (-1: until something happens).
  private func pollTimeout(listening: Bool, inBackground: Bool, decoder: InputDecoder) -> Int32 {
    if inBackground { return Self.foregroundCheckMilliseconds }
    guard listening else { return -1 }
    if decoder.isAwaitingMore { return timeoutMilliseconds }
    return decoder.isInsidePaste ? pasteTimeoutMilliseconds : -1
  }

  /// Whether the session is active and the process in the foreground, so input is ours.
  ///
  /// Active but not in the foreground, the process had the terminal taken by another one of
  /// its session (`tcsetpgrp(3)`), which sends no signal: the session moves to the
  /// background, as after a `bg`, and the loop watches for the foreground to come back.
  private func ownsTerminal() -> Bool {
    guard TerminalSession.phase == .active else { return false }
    if TerminalSession.isForeground { return true }
    TerminalSession.foregroundTaken()
    return false
  }

  /// What one ``readInput(into:events:decoder:)`` came to.
  private enum ReadOutcome {
    /// Input was read and what it decoded to delivered.
    case read
    /// Nothing was read: the read was interrupted, or the process is in the background
    /// (the session has moved there).
    case nothing
    /// The loop must end: end of file, a read error in the foreground (the terminal is
    /// gone), or a stream nobody listens to any more.
    case ended
  }

  /// Reads one chunk and yields what it decodes to, after handing the answers to the
  /// keyboard query it held to the session. A read that fails with `EIO` while the process
  /// is not in the foreground took nothing (the thread blocks `SIGTTIN`): the session moves
  /// to the background and the input stays for the process that has the terminal.
  ///
  /// The events go into `events`, emptied first: once the handler has let go of the last
  /// batch, its storage is reused, so decoding a key allocates nothing. The storage of a
  /// batch of more than ``keptEventCapacity`` events (a burst of mouse reports) is let go.
  private func readInput(
    into buffer: inout [UInt8], events: inout InputEvents, decoder: inout InputDecoder
  ) -> ReadOutcome {
    let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
    if count > 0 {
      if events.count > Self.keptEventCapacity {
        events = InputEvents()
      } else {
        events.removeAll(keepingCapacity: true)
      }
      decoder.decode(buffer[..<count], into: &events)
      keyboardQuery.take(&decoder.replies)
      return deliver(events) ? .read : .ended
    }
    if count == 0 { return .ended }
    switch errno {
    case EINTR, EAGAIN: return .nothing
    case EIO where !ownsTerminal(): return .nothing
    default: return .ended
    }
  }

  /// Drains the notification pipe and yields one event per kind of notification found.
  ///
  /// - Returns: `false` when nobody listens to the stream any more.
  private func readNotifications() -> Bool {
    var bytes = [UInt8](repeating: 0, count: 64)
    var resized = false
    var resumed = false
    while true {
      let count = read(notifications, &bytes, bytes.count)
      guard count > 0 else { break }
      for byte in bytes[..<count] {
        switch TerminalSession.Notification(rawValue: byte) {
        case .resized: resized = true
        case .resumed: resumed = true
        case .wake, nil: break
        }
      }
    }
    if resumed, !yield(.resumed) { return false }
    if resized, !yield(.resized(TTY.windowSize(of: output))) { return false }
    return true
  }

  private func deliver(_ events: InputEvents) -> Bool {
    events.isEmpty || yield(.input(events))
  }

  private func yield(_ event: TerminalEvent) -> Bool {
    if let mainActorHandler { return handOver(event, to: mainActorHandler) }
    if case .terminated = continuation?.yield(event) { return false }
    return true
  }

  /// Runs `handler` with `event` on the main actor, on this thread.
  ///
  /// It waits for the main queue with `dispatch_sync_f`, a C function and a pointer to the
  /// delivery on this thread's stack: `DispatchQueue.sync` turns its closure into a block,
  /// and a block copied to the heap cost two allocations and two frees a key, in this
  /// thread's own malloc arena, whose pages nothing else touches.
  ///
  /// - Returns: What the handler returned; `false` without running it once a stop was
  ///   requested or the session ended.
  private func handOver(
    _ event: TerminalEvent, to handler: @escaping @MainActor (TerminalEvent) -> Bool
  ) -> Bool {
    deliveringToMainActor.store(true, ordering: .sequentiallyConsistent)
    defer { deliveringToMainActor.store(false, ordering: .sequentiallyConsistent) }
    guard !stopRequested.load(ordering: .sequentiallyConsistent) else { return false }
    var delivery = MainQueueDelivery(reader: self, event: event, handler: handler)
    withUnsafeMutablePointer(to: &delivery) { delivery in
      #if canImport(CDispatch)
        dispatch_sync_f(dispatch_get_main_queue(), delivery, MainQueueDelivery.run)
      #else
        mainQueue.sync { MainQueueDelivery.run(delivery) }
      #endif
    }
    return delivery.keepsGoing
  }

  /// An event on its way to the main actor: what ``run`` needs, and what the handler said.
  private struct MainQueueDelivery {
    let reader: TerminalEventReader
    let event: TerminalEvent
    let handler: @MainActor (TerminalEvent) -> Bool
    var keepsGoing = false

    /// Runs the handler of the delivery at `context`, on the main queue held.
    static let run: @convention(c) (UnsafeMutableRawPointer?) -> Void = { context in
      guard let delivery = context?.assumingMemoryBound(to: MainQueueDelivery.self),
        delivery.pointee.reader.shouldContinue
      else { return }
      delivery.pointee.keepsGoing = delivery.pointee.reader.call(
        delivery.pointee.handler, with: delivery.pointee.event)
    }
  }

  /// Calls `handler`, isolated to the main actor, from inside a synchronous dispatch on the
  /// main queue.
  ///
  /// The first call goes through `MainActor.assumeIsolated`, which checks that the main
  /// actor's executor is the main queue this thread holds (it stops the program if not). The
  /// main actor's executor cannot change while the program runs, so later calls skip the
  /// check, as SwiftNIO's `assumeIsolatedUnsafeUnchecked` does: off the main thread it takes
  /// the runtime's slow path, a tenth of the reader thread's time for a typed key once the
  /// caches have gone cold between keys. They call the handler as `assumeIsolated` does after
  /// its check, through ``handlerOnMainQueue``.
  private func call(_ handler: @MainActor (TerminalEvent) -> Bool, with event: TerminalEvent)
    -> Bool
  {
    guard mainQueueIsMainActor.load(ordering: .relaxed), let handlerOnMainQueue else {
      let keepsGoing = MainActor.assumeIsolated { handler(event) }
      mainQueueIsMainActor.store(true, ordering: .relaxed)
      return keepsGoing
    }
    return handlerOnMainQueue(event)
  }

  /// `duration` in whole milliseconds, rounded up, for `poll(2)`.
  static func milliseconds(_ duration: Duration) -> Int32 {
    let (seconds, attoseconds) = duration.components
    guard seconds >= 0, attoseconds >= 0 else { return 0 }
    let perMillisecond: Int64 = 1_000_000_000_000_000
    let total = min(seconds, 1 << 32) * 1000 + (attoseconds + perMillisecond - 1) / perMillisecond
    return Int32(clamping: total)
  }
}
