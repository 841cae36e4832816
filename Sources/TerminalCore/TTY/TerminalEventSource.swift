/// Where a run loop's events come from: the terminal it takes over, or a test's script.
///
/// ``TTY`` is the real one. A run loop calls ``startEvents(reportingMouse:handler:)`` (or
/// ``startEvents()`` and reads the stream) once, handles events until they end or the user
/// quits, then calls ``stop()``; the output goes to a ``FrameWriter``.
/// Taking both by injection, as Bubble Tea's `WithInput` and `WithOutput` do, lets a test
/// drive a whole run loop without a terminal.
///
/// ```swift
/// let tty = try TTY()
/// let application = Application(rootViewController: root, input: tty, output: tty)
/// ```
public protocol TerminalEventSource: AnyObject, Sendable {
  /// The size of the screen now, in cells.
  var size: Size { get }

  /// Takes the terminal over and returns its events; the stream finishes after ``stop()``.
  ///
  /// - Returns: The events, in the order they happened.
  /// - Throws: Whatever keeps the terminal from being taken over; it is then as it was.
  func startEvents() throws -> AsyncStream<TerminalEvent>

  /// Takes the terminal over as ``startEvents()`` does, with mouse reporting on or off.
  ///
  /// A source that has no mouse (the default implementation) ignores `reportingMouse`.
  ///
  /// - Parameter reportingMouse: Whether the terminal should report mouse events.
  /// - Returns: The events, in the order they happened.
  /// - Throws: Whatever keeps the terminal from being taken over; it is then as it was.
  func startEvents(reportingMouse: Bool) throws -> AsyncStream<TerminalEvent>

  /// Takes the terminal over as ``startEvents(reportingMouse:)`` does and calls `handler`
  /// with each event on the main actor, in order, until it returns `false`.
  ///
  /// The default implementation reads ``startEvents(reportingMouse:)``'s stream once
  /// ``TerminalEventDelivery/finished()`` is awaited; ``TTY`` runs the handler from its
  /// reader thread, without a thread switch per key.
  ///
  /// - Parameters:
  ///   - reportingMouse: Whether the terminal should report mouse events.
  ///   - handler: Handles one event; returns whether to go on.
  /// - Returns: The delivery; its ``TerminalEventDelivery/finished()`` returns when the
  ///   handler returned `false`, after ``stop()``, or when the waiting task is cancelled.
  /// - Throws: Whatever keeps the terminal from being taken over; it is then as it was.
  @MainActor
  func startEvents(reportingMouse: Bool, handler: @escaping @MainActor (TerminalEvent) -> Bool)
    throws -> TerminalEventDelivery

  /// Gives the terminal back as it was found, and ends the events.
  func stop()

  /// Stops the process as Ctrl-Z does in a shell; returns once it is continued, after which
  /// the events go on with ``TerminalEvent/resumed``.
  func suspend()
}

extension TerminalEventSource {
  /// Calls ``startEvents()``: a source without a mouse ignores `reportingMouse`.
  ///
  /// - Parameter reportingMouse: Ignored.
  /// - Returns: The events of ``startEvents()``.
  /// - Throws: What ``startEvents()`` throws.
  public func startEvents(reportingMouse: Bool) throws -> AsyncStream<TerminalEvent> {
    try startEvents()
  }

  /// Starts the stream of ``startEvents(reportingMouse:)`` and, once
  /// ``TerminalEventDelivery/finished()`` is awaited, calls `handler` with each of its events
  /// until it returns `false` or the stream ends.
  ///
  /// - Parameters:
  ///   - reportingMouse: Whether the terminal should report mouse events.
  ///   - handler: Handles one event; returns whether to go on.
  /// - Returns: The delivery.
  /// - Throws: What ``startEvents(reportingMouse:)`` throws.
  @MainActor
  public func startEvents(
    reportingMouse: Bool, handler: @escaping @MainActor (TerminalEvent) -> Bool
  ) throws -> TerminalEventDelivery {
    let events = try startEvents(reportingMouse: reportingMouse)
    return TerminalEventDelivery {
      for await event in events {
        guard handler(event) else { return }
      }
    }
  }
}
