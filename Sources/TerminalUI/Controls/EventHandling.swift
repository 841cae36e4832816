/// Typed closure handlers for controls: the handler receives the control as its own class.
///
/// Every ``Control`` conforms, so `Button`'s handlers receive a `Button` and `TextField`'s a
/// `TextField`. Each method returns the control, so calls chain.
///
/// ```swift
/// Button("Send")
///   .on(.primaryActionTriggered) { button in button.isEnabled = false }
/// ```
@MainActor
public protocol EventHandling: Control {}

extension Control: EventHandling {}

extension EventHandling {
  /// Adds `handler` for `event`, after any handlers already added.
  ///
  /// - Parameters:
  ///   - event: The event to handle.
  ///   - handler: Runs with the control when the event happens; it may throw, and the error
  ///     is shown on the status line.
  /// - Returns: The control, for chaining.
  @discardableResult
  public func on(_ event: Control.Event, _ handler: @escaping @MainActor (Self) throws -> Void)
    -> Self
  {
    addHandler(for: event) { [unowned self] _ in try handler(self) }
    return self
  }
}
