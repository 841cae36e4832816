/// Events on their way to a handler on the main actor, as
/// ``TerminalEventSource/startEvents(reportingMouse:handler:)`` starts them; ``finished()``
/// waits until they end.
///
/// The events start at once, but the handler runs on the main actor, so none is handled
/// before the code that started them gives the main actor up: a run loop draws its first
/// frame first, then waits.
///
/// ```swift
/// let events = try tty.startEvents(reportingMouse: false) { event in
///   handle(event)
///   return !isQuitRequested
/// }
/// defer { tty.stop() }
/// try drawFirstFrame()
/// await events.finished()
/// ```
public struct TerminalEventDelivery: Sendable {
  private let wait: @MainActor () async -> Void

  /// Creates a delivery whose end `wait` waits for.
  ///
  /// - Parameter wait: Returns once the events have ended: the handler returned `false`,
  ///   the source was stopped or reached the end of its input, or the waiting task was
  ///   cancelled (which must end the events too).
  public init(waitingWith wait: @escaping @MainActor () async -> Void) {
    self.wait = wait
  }

  /// Waits until the events end: the handler returned `false`, the source was stopped or
  /// reached the end of its input, or the calling task was cancelled, which ends them.
  ///
  /// Await it from one task only: a second task waiting at the same time is a programming
  /// error (the stream it waits on traps).
  @MainActor
  public func finished() async {
    await wait()
  }
}
