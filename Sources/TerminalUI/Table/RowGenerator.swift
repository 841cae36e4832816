/// A generator of rows of type `Row`, filled from a `model` that can change in place.
///
/// The row is built (`Row()`, then `configure(with: model)`) when it first becomes visible.
/// Setting ``model`` later configures the built row again and redraws that row alone; the
/// row's height follows ``ConfigurableRow/height(for:)``. Row views are reused, as
/// `UITableView` reuses its cells: when the row leaves the screen its view goes back to the
/// table (``ConfigurableRow/prepareForReuse()``), and a row that comes on screen takes a
/// view of its type from there and configures it with its model, so a table builds at most
/// two screenfuls of rows however far it scrolls.
///
/// ```swift
/// let milk = RowGenerator<TextRow>(model: "Buy milk")
///   .onSelect { row in row.model = "Bought milk" }
/// manager.add(milk)
/// milk.model = "Buy oat milk"  // redraws that row only
/// ```
@MainActor
public final class RowGenerator<Row: ConfigurableRow>: TableRowGenerator {
  /// What the row shows; setting it reconfigures the built row and redraws it.
  public var model: Row.Model {
    didSet {
      row?.configure(with: model)
      height = Row.height(for: model)
      setNeedsRedraw()
    }
  }

  /// The row while it is on screen; `nil` before it first showed and once it left the
  /// screen (its view went back to the table, for another row).
  @exclusivity(unchecked)
  public private(set) var row: Row?

  /// Creates a generator showing `model`.
  public init(model: Row.Model) {
    self.model = model
    super.init(height: Row.height(for: model))
  }

  /// Builds a `Row` and configures it with ``model``.
  public override func makeRowView() -> View {
    let row = Row()
    row.configure(with: model)
    self.row = row
    return row
  }

  override func reusedRowView(from pool: RowViewPool) -> View? {
    guard let reused = pool.take(Row.self) else { return nil }
    reused.configure(with: model)
    row = reused
    return reused
  }

  override func recycleRowView(into pool: RowViewPool) {
    guard let row else { return }
    self.row = nil
    forgetRowView()
    row.prepareForReuse()
    pool.put(row)
  }

  /// The row's type and model, as error messages name the generator.
  public override var description: String {
    "\(Row.self)(\(model))"
  }
}
