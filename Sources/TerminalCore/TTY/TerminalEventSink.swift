/// Where a ``TerminalEventReader`` sends the events it reads.
///
/// - ``stream(_:)``: an `AsyncStream`, read by whoever iterates it (``TTY/events(escapeTimeout:pasteTimeout:)``).
/// - ``mainActor(_:ended:)``: a handler the reader thread runs itself, inside the main
///   actor's queue (``TTY/startEvents(reportingMouse:handler:)``). A stream hands each
///   event over through the global executor and then the main queue, two thread switches
///   that cost more than a typed key's frame once the machine has gone idle between keys;
///   the handler runs on the thread that read the key, as soon as the main actor is free.
enum TerminalEventSink: Sendable {
  /// Yields each event to the stream; finishing the sink finishes the stream.
  case stream(AsyncStream<TerminalEvent>.Continuation)
  /// Calls the handler on the main actor with each event until it returns `false`;
  /// finishing the sink finishes `ended`, which the waiting run loop reads.
  case mainActor(@MainActor (TerminalEvent) -> Bool, ended: AsyncStream<Never>.Continuation)

  /// Tells whoever waits for the events that there are no more.
  func finish() {
    switch self {
    case .stream(let continuation): continuation.finish()
    case .mainActor(_, let ended): ended.finish()
    }
  }
}
