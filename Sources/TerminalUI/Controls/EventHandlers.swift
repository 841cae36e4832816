/// The handlers a control or a table row added for its events, in the order added.
///
/// A list scanned in full rather than a dictionary by event: an object has a few handlers,
/// and the window asks for them on every frame (a footer hint shows only while a handler
/// is there), where a dictionary would hash the event each time.
///
/// ```swift
/// var handlers = EventHandlers<Control.Event, Control>()
/// handlers.add(for: .editingChanged) { control in print(control) }
/// try handlers.send(.editingChanged, to: field)
/// ```
@MainActor
struct EventHandlers<Event: Equatable, Subject> {
  private var entries: [(event: Event, handler: @MainActor (Subject) throws -> Void)] = []

  /// No handlers.
  init() {}

  /// Adds `handler` for `event`, after the handlers already added.
  mutating func add(for event: Event, _ handler: @escaping @MainActor (Subject) throws -> Void) {
    entries.append((event, handler))
  }

  /// The number of handlers added for `event`.
  func count(for event: Event) -> Int {
    var count = 0
    for index in entries.indices where entries[index].event == event { count += 1 }
    return count
  }

  /// Runs every handler of `event` with `subject`, in the order they were added; a handler
  /// added meanwhile runs from the next event on.
  ///
  /// - Throws: The first error a handler throws; the handlers after it do not run.
  func send(_ event: Event, to subject: Subject) throws {
    // Called through the entry, not bound to a local: a local closure of the specialized
    // type would wrap the stored one (kept at the generic abstraction) in a thunk, one heap
    // allocation per handler per key.
    for index in entries.indices where entries[index].event == event {
      try entries[index].handler(subject)
    }
  }
}
