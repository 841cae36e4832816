/// The row views a table took back from rows that left the screen, by type, for the rows
/// that come on screen next: scrolling through a million rows builds at most two
/// screenfuls of row views (a jump draws the new screen before the old one leaves), as
/// `UITableView`'s reuse queue does.
///
/// Only ``RowGenerator`` rows are reused (a generator of your own keeps the view it built).
///
/// ```swift
/// pool.put(row)                          // a TextRow whose generator left the screen
/// let reused = pool.take(TextRow.self)   // the same view, for the next row to show
/// ```
@MainActor
final class RowViewPool {
  /// The row types kept, each with its views at the same index of ``views``: a table has
  /// a type or two, and a linear search allocates nothing, where a dictionary's in-place
  /// update can.
  @exclusivity(unchecked)
  private var types: [ObjectIdentifier] = []
  @exclusivity(unchecked)
  private var views: [[View]] = []

  /// Keeps `view` for a later row of type `Row`.
  func put<Row: View>(_ view: Row) {
    let type = ObjectIdentifier(Row.self)
    if let index = types.firstIndex(of: type) {
      views[index].append(view)
    } else {
      types.append(type)
      views.append([view])
    }
  }

  /// A view kept for a row of type `Row`, removed from the pool; `nil` when there is none.
  func take<Row: View>(_ type: Row.Type) -> Row? {
    guard let index = types.firstIndex(of: ObjectIdentifier(type)) else { return nil }
    return views[index].popLast() as? Row
  }
}
