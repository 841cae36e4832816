import Testing

/// Checks that objects are freed after `action`, such as a scene's quartet after it is popped.
///
/// The objects are held weakly from the moment `objects` returns; the check fails, naming
/// the survivors' types, if any of them is still alive once `action` has run.
///
/// ```swift
/// expectDeallocation(of: { [detail, detail.interactor, detail.router] }) {
///   screen.press(.escape)
/// }
/// ```
///
/// - Parameters:
///   - objects: Makes the list of objects that must be freed.
///   - action: What should free them.
///   - sourceLocation: Where a failure is reported; the caller's line by default.
@MainActor
public func expectDeallocation(
  of objects: () -> [AnyObject?],
  after action: () -> Void,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let references = objects().compactMap { $0 }.map(WeakReference.init)
  action()
  let survivors = references.compactMap(\.object).map { String(describing: type(of: $0)) }
  #expect(survivors.isEmpty, "still alive: \(survivors)", sourceLocation: sourceLocation)
}

private final class WeakReference {
  weak var object: AnyObject?

  init(_ object: AnyObject) {
    self.object = object
  }
}
