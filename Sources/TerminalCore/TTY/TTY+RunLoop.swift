extension TTY: TerminalEventSource {
  /// Starts the terminal (``start()``) and returns its ``events(escapeTimeout:pasteTimeout:)``
  /// with the default timeouts.
  ///
  /// - Returns: The terminal's events until ``stop()``.
  /// - Throws: ``TTYError`` when the terminal cannot be taken over; it is then as it was.
  public func startEvents() throws -> AsyncStream<TerminalEvent> {
    try start()
    return events()
  }
}

extension TTY: FrameWriter {}
