import TerminalCore

/// One row of a ``TableView``: it builds the row's view when the row first shows, says how
/// many lines the row takes, and carries the row's closure events.
///
/// This is the generator of ReactiveDataDisplayManager: the ``TableDisplayManager`` holds
/// generators, not views, so a table of a million rows holds a million small objects and
/// builds only the views of the rows on screen. A generator is identified by itself (`===`),
/// never by its position, so an anchor or a selection never goes stale when rows move.
///
/// Subclass it and override ``makeRowView()`` for a row of your own, or use the ready-made
/// ``RowGenerator`` over a ``ConfigurableRow``. A generator that changes what its row shows
/// calls ``setNeedsRedraw()``: only that row is drawn again, and the selection and the
/// scroll position stay put.
///
/// ```swift
/// final class BannerGenerator: TableRowGenerator {
///   override func makeRowView() -> View { Label("Today", style: Style(attributes: .bold)) }
/// }
/// let banner = BannerGenerator().onSelect { banner in banner.height = 2 }
/// manager.add(banner)
/// ```
@MainActor
open class TableRowGenerator: @MainActor CustomStringConvertible {
  /// Something that happens to a row.
  public enum Event: Hashable, Sendable {
    /// The user chose the row: Enter while it is selected.
    case didSelect
  }

  /// The number of lines the row takes, one or more; a change moves the rows below it.
  ///
  /// - Complexity: Changing it costs O(n) to find the row by identity, plus O(log n).
  public var height: Int {
    get { storedHeight }
    set {
      let clamped = max(newValue, 1)
      guard clamped != storedHeight else { return }
      let oldValue = storedHeight
      storedHeight = clamped
      version &+= 1
      membership?.manager?.generatorHeightDidChange(self, from: oldValue)
    }
  }

  /// The row's view once it has been built, `nil` before the row first showed (and, for a
  /// ``RowGenerator``, once the row left the screen: its view went back to the table).
  @exclusivity(unchecked)
  public private(set) var rowView: View?

  /// The mark of the table the generator is in, if any.
  var membership: TableMembership?
  /// Whether the generator heads a section in its table.
  var isHeader = false
  /// A scratch mark for the table's batch operations; false between operations.
  var isMarked = false
  /// Incremented whenever what the row shows changes, so a table drops its cached drawing.
  private(set) var version = 0

  private var storedHeight: Int
  private var handlers = EventHandlers<Event, TableRowGenerator>()

  /// Creates a generator whose row takes `height` lines (at least one).
  public init(height: Int = 1) {
    storedHeight = max(height, 1)
  }

  // MARK: - Building

  /// Builds and configures the row's view; the table calls it once, when the row first
  /// becomes visible (a ``RowGenerator`` also builds one when its row comes back on screen
  /// and the table has no view of its type to reuse).
  ///
  /// The view is laid out in the row's rectangle and drawn like any other view, but it is
  /// not a subview of the table and never takes focus. The default is an empty ``View``.
  ///
  /// - Returns: The configured row view.
  open func makeRowView() -> View {
    View()
  }

  /// The row's view, built with ``makeRowView()`` the first time it is asked for.
  public func loadRowView() -> View {
    if let rowView { return rowView }
    let view = makeRowView()
    rowView = view
    return view
  }

  /// The row's view, taken from `pool` by a generator that reuses views (a
  /// ``RowGenerator``), else as ``loadRowView()`` gives it.
  func loadRowView(reusingFrom pool: RowViewPool) -> View {
    if let rowView { return rowView }
    guard let view = reusedRowView(from: pool) else { return loadRowView() }
    rowView = view
    return view
  }

  /// A view of `pool` configured for this row, or `nil` to build one; the default.
  func reusedRowView(from pool: RowViewPool) -> View? {
    nil
  }

  /// Gives the row's view to `pool` once the row left the screen; the default keeps it.
  func recycleRowView(into pool: RowViewPool) {}

  /// Lets the row's view go, so that it is loaded again when the row shows.
  func forgetRowView() {
    rowView = nil
  }

  /// Tells the table that the row shows something new: it is drawn again in the next frame,
  /// alone, with the selection and scroll position unchanged.
  public func setNeedsRedraw() {
    version &+= 1
    membership?.manager?.generatorNeedsRedraw(self)
  }

  /// The generator as error messages name it; the default is its type's name.
  open var description: String {
    String(describing: type(of: self))
  }

  // MARK: - Events

  /// Adds a handler for `event` that receives the generator untyped; prefer
  /// ``TableRowEventHandling/onSelect(_:)``.
  public func addHandler(
    for event: Event, _ handler: @escaping @MainActor (TableRowGenerator) throws -> Void
  ) {
    handlers.add(for: event, handler)
  }

  /// The number of handlers added for `event`.
  public func handlerCount(for event: Event) -> Int {
    handlers.count(for: event)
  }

  /// Runs every handler of `event`, in the order they were added.
  ///
  /// - Throws: The first error a handler throws; the handlers after it do not run.
  public func sendActions(for event: Event) throws {
    try handlers.send(event, to: self)
  }
}
