extension TTY: TerminalEventSource {
  /// Starts the terminal (``start(reportingMouse:)``) and returns its ``events(escapeTimeout:pasteTimeout:)``
  /// with the default timeouts.
  ///
  /// - Returns: The terminal's events until ``stop()``.
  /// - Throws: ``TTYError`` when the terminal cannot be taken over; it is then as it was.
  public func startEvents() throws -> AsyncStream<TerminalEvent> {
    try startEvents(reportingMouse: false)
  }

  /// Starts the terminal (``start(reportingMouse:)``) and returns its
  /// ``events(escapeTimeout:pasteTimeout:)`` with the default timeouts.
  ///
  /// - Parameter reportingMouse: Whether the terminal should report mouse events.
  /// - Returns: The terminal's events until ``stop()``.
  /// - Throws: ``TTYError`` when the terminal cannot be taken over; it is then as it was.
  public func startEvents(reportingMouse: Bool) throws -> AsyncStream<TerminalEvent> {
    try start(reportingMouse: reportingMouse)
    return events()
  }

  /// Starts the terminal (``start(reportingMouse:)``) and runs `handler` with each event on
  /// the main actor, from the reader thread itself, until it returns `false`.
  ///
  /// The reader thread waits for the main actor (a synchronous dispatch on the main queue) and
  /// runs the handler on its own stack, so a key reaches the handler without a thread switch;
  /// the frame the handler writes leaves from the thread that read the key, as in a
  /// single-threaded C program. Other main-actor work (timers, async workers) runs between
  /// events as before. The events end, and ``TerminalEventDelivery/finished()`` returns,
  /// when the handler returns `false`, after ``stop()`` or ``restore()``, at end of input,
  /// or when the waiting task is cancelled. The escape and paste timeouts are the defaults.
  ///
  /// - Parameters:
  ///   - reportingMouse: Whether the terminal should report mouse events.
  ///   - handler: Handles one event; returns whether to go on.
  /// - Returns: The delivery, to wait for its end.
  /// - Throws: ``TTYError`` when the terminal cannot be taken over; it is then as it was.
  @MainActor
  public func startEvents(
    reportingMouse: Bool, handler: @escaping @MainActor (TerminalEvent) -> Bool
  ) throws -> TerminalEventDelivery {
    try start(reportingMouse: reportingMouse)
    let (ended, end) = AsyncStream.makeStream(of: Never.self)
    let reader = startReader(
      sink: .mainActor(handler, ended: end), escapeTimeout: Self.defaultEscapeTimeout,
      pasteTimeout: InputDecoder.pasteStallTimeout)
    return TerminalEventDelivery {
      await withTaskCancellationHandler {
        for await _ in ended {}
      } onCancel: {
        reader?.requestStop()
      }
    }
  }
}

extension TTY: FrameWriter {}
