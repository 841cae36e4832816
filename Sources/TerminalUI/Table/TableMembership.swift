/// The mark a ``TableDisplayManager`` leaves on the generators it holds: a generator is in
/// a table when it holds that table's membership.
///
/// Generators hold the membership strongly and the membership holds its table weakly, so a
/// table of a million rows makes one weak reference, not a million, and a membership's
/// identity is never reused while a generator still holds it.
///
/// ```swift
/// generator.membership = manager.membership  // now manager.contains(generator)
/// generator.membership?.manager?.generatorNeedsRedraw(generator)
/// ```
@MainActor
final class TableMembership {
  /// The table, while it exists.
  weak var manager: TableDisplayManager?

  /// Creates the membership of `manager`.
  init(manager: TableDisplayManager) {
    self.manager = manager
  }
}
