/// A generator of rows of type `Row`, filled from a `model` that can change in place.
///
/// The row is built (`Row()`, then `configure(with: model)`) when it first becomes visible.
/// Setting ``model`` later configures the built row again and redraws that row alone; the
/// row's height follows ``ConfigurableRow/height(for:)``.
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

  /// The row once it has been built, `nil` before it first showed.
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

  /// The row's type and model, as error messages name the generator.
  public override var description: String {
    "\(Row.self)(\(model))"
  }
}
