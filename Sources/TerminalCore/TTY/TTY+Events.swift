extension TTY {
  /// The terminal's events, read on a dedicated thread until the terminal is restored.
  ///
  /// Each ``TerminalEvent/input(_:)`` holds what one read decoded, so a run loop that
  /// draws after each event draws at most one frame per batch of input. An unfinished
  /// sequence (a lone Esc) waits `escapeTimeout` for its next byte, then is settled by
  /// ``InputDecoder/flush()`` (in the first second, while the terminal's answer to the
  /// keyboard query may still come, it waits for that answer instead); an open bracketed
  /// paste that gets no byte for `pasteTimeout` is ended with what came
  /// (``InputDecoder/endStalledPaste()``), so keys work again. The stream finishes after
  /// ``restore()`` or ``stop()``, at end of input or when the terminal goes away (`EIO`);
  /// ending the iteration (or cancelling its task) stops the thread. One stream runs at a time: a new call ends the
  /// previous one. Events are buffered, never dropped; keys typed before the call are not
  /// lost. Called before ``start(reportingMouse:)`` (or if the system cannot create one more thread), the
  /// stream is finished from the start, so the run loop ends at once.
  ///
  /// ```swift
  /// for await event in tty.events() {
  ///   if case .input(let keys) = event, keys.contains(.key(.control("c"))) { break }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - escapeTimeout: How long an unfinished sequence waits for more bytes (see
  ///     ``defaultEscapeTimeout``).
  ///   - pasteTimeout: How long an open paste waits for more bytes (see
  ///     ``InputDecoder/pasteStallTimeout``).
  /// - Returns: The stream of events.
  public func events(
    escapeTimeout: Duration = TTY.defaultEscapeTimeout,
    pasteTimeout: Duration = InputDecoder.pasteStallTimeout
  ) -> AsyncStream<TerminalEvent> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: TerminalEvent.self, bufferingPolicy: .unbounded)
    let reader = startReader(
      sink: .stream(continuation), escapeTimeout: escapeTimeout, pasteTimeout: pasteTimeout)
    continuation.onTermination = { _ in reader?.requestStop() }
    return stream
  }

  /// Starts a reader thread sending events to `sink`, after ending the previous one.
  ///
  /// - Returns: The reader, or `nil` (with `sink` finished) when this `TTY` is not started
  ///   or the system cannot create one more thread.
  func startReader(sink: TerminalEventSink, escapeTimeout: Duration, pasteTimeout: Duration)
    -> TerminalEventReader?
  {
    lifecycle.withLock { slot in
      let token = session.load(ordering: .acquiring)
      guard TerminalSession.isCurrent(token) else {
        sink.finish()
        return nil
      }
      Self.finish(&slot)
      let reader = TerminalEventReader(
        input: inputDescriptor, output: outputDescriptor, session: token,
        escapeTimeout: escapeTimeout, pasteTimeout: pasteTimeout, sink: sink)
      guard let thread = ReaderThread(running: reader) else {
        sink.finish()
        return nil
      }
      slot = ReaderSlot(reader: reader, thread: thread)
      return reader
    }
  }
}
