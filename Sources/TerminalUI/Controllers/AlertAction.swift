/// A button of an ``AlertController``: a title, a style and a handler.
///
/// The handler receives the alert, typed, so a prompt's handler reads the text without
/// capturing the alert. When the action is chosen (a key, a click, or
/// ``AlertController/choose(_:)``), the alert is dismissed first, then the handler runs; an
/// error it throws is shown on the status line.
///
/// ```swift
/// alert.addAction(AlertAction("Delete", style: .destructive) { _ in try store.delete(id) })
/// alert.addAction(AlertAction("Rename") { alert in rename(alert.textField?.text ?? "") })
/// ```
@MainActor
public final class AlertAction {
  /// How an action is drawn and what Esc does.
  public enum Style: Sendable, Equatable {
    /// A plain action.
    case `default`
    /// The action that leaves things as they were; Esc runs it, and it has the focus when
    /// the alert opens unless ``AlertController/preferredAction`` names another.
    case cancel
    /// An action that destroys data, drawn in red.
    case destructive
  }

  /// The text on the action's button.
  public let title: String

  /// How the action is drawn and what Esc does.
  public let style: Style

  /// What the action does, run after the alert is dismissed.
  let handler: (@MainActor (AlertController) throws -> Void)?

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - title: The text on the action's button.
  ///   - style: How the action is drawn and whether Esc runs it; `.default` by default.
  ///   - handler: Runs with the alert after it is dismissed; an error it throws is shown on
  ///     the status line.
  public init(
    _ title: String, style: Style = .default,
    handler: (@MainActor (AlertController) throws -> Void)? = nil
  ) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
