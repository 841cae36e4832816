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
}

extension TTY: FrameWriter {}
