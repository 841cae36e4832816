/// Typed closure handlers for table rows: the handler receives the generator as its own class.
///
/// Every ``TableRowGenerator`` conforms, so a `RowGenerator<TextRow>`'s handlers receive a
/// `RowGenerator<TextRow>` and can read its `model` without a cast or a capture. Handlers
/// chain and never replace each other: all of them run, in the order they were added.
///
/// ```swift
/// let row = RowGenerator<TextRow>(model: "Buy milk")
///   .onSelect { row in print("chose", row.model) }
///   .on(.didSelect) { row in row.model += " ✓" }
/// ```
@MainActor
public protocol TableRowEventHandling: TableRowGenerator {}

extension TableRowGenerator: TableRowEventHandling {}

extension TableRowEventHandling {
  /// Adds `handler` for `event`, after any handlers already added.
  ///
  /// - Parameters:
  ///   - event: The event to handle.
  ///   - handler: Runs with the generator when the event happens; it may throw, and the
  ///     window shows the error on the status line.
  /// - Returns: The generator, for chaining.
  @discardableResult
  public func on(
    _ event: TableRowGenerator.Event, _ handler: @escaping @MainActor (Self) throws -> Void
  ) -> Self {
    addHandler(for: event) { [unowned self] _ in try handler(self) }
    return self
  }

  /// Adds a handler that runs when the user chooses the row (Enter while it is selected);
  /// shorthand for `on(.didSelect)`.
  ///
  /// - Parameter handler: Runs with the generator; it may throw.
  /// - Returns: The generator, for chaining.
  @discardableResult
  public func onSelect(_ handler: @escaping @MainActor (Self) throws -> Void) -> Self {
    on(.didSelect, handler)
  }
}
