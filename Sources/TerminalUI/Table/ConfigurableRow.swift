/// A row view that a ``RowGenerator`` builds with `init()` and fills from a model.
///
/// The height comes from the model, not from the view, so a table knows every row's height
/// without building any view; it defaults to one line.
///
/// ```swift
/// final class ToDoRow: View, ConfigurableRow {
///   private let label = Label()
///   override init() {
///     super.init()
///     addSubview(label)
///   }
///   func configure(with toDo: ToDoViewModel) {
///     label.text = (toDo.done ? "[x] " : "[ ] ") + toDo.name
///   }
///   override func layoutSubviews() { label.frame = bounds }
/// }
/// let row = RowGenerator<ToDoRow>(model: ToDoViewModel(name: "Buy milk", done: false))
/// ```
@MainActor
public protocol ConfigurableRow: View {
  /// What the row shows.
  associatedtype Model

  /// Creates an empty row.
  init()

  /// Shows `model`; called after `init()`, again whenever the generator's model changes,
  /// and when the row is reused for another generator's model: it sets everything the row
  /// shows.
  func configure(with model: Model)

  /// Called when the row left the screen and waits to be reused for another model; the
  /// default does nothing. As `UITableViewCell`'s, for what ``configure(with:)`` does not
  /// set again.
  func prepareForReuse()

  /// The number of lines a row showing `model` takes; one unless the row says otherwise.
  static func height(for model: Model) -> Int
}

extension ConfigurableRow {
  /// One line.
  public static func height(for model: Model) -> Int {
    1
  }

  /// Nothing to do.
  public func prepareForReuse() {}
}
