import TerminalCore

/// A presented scene that asks the user to choose: a title, a message and actions, in a
/// bordered sheet centred over the scene that presents it.
///
/// The title (the theme's accent, bold by default) and the message wrap to the alert's
/// width; on a screen too small for them, message lines go first, so the actions always
/// show. The actions sit on the last row: a destructive one in the theme's destructive
/// style, the focused one in its focus style. By default (its ``keyMap``) Tab / Shift-Tab
/// and ← / → move between the actions, Enter runs the focused one, Esc runs the cancel
/// action (or only dismisses the alert when there is none). The cancel action has the focus when
/// the alert opens unless ``preferredAction`` says otherwise, so Enter alone never runs a
/// destructive action. Choosing an action dismisses the alert, then runs its handler.
///
/// With ``addTextField(_:)`` the alert is a prompt: the field sits above the actions and has
/// the focus when the alert opens; Enter in it runs ``preferredAction``, else the first
/// action that is not the cancel one.
///
/// ```swift
/// let alert = AlertController(title: "Delete “Milk”?", message: "This cannot be undone.")
/// alert.addAction(AlertAction("Cancel", style: .cancel))
/// alert.addAction(AlertAction("Delete", style: .destructive) { _ in try store.delete(id) })
/// try present(alert)
/// ```
@MainActor
public final class AlertController: ViewController {
  /// The actions, in the order they were added and are shown.
  public private(set) var actions: [AlertAction] = []

  /// The action focused when the alert opens (and run by Enter in a prompt's field): this if
  /// set, else the cancel action, else the first.
  public var preferredAction: AlertAction?

  /// The prompt's field, once ``addTextField(_:)`` added it.
  public private(set) var textField: TextField?

  /// The alert's keys; the footer names them.
  public var keyMap = KeyMap() {
    didSet {
      for button in buttons { button.keyMap.press = keyMap.choose }
    }
  }

  /// The message under the title, if any.
  public let message: String?

  private var buttons: [Button] = []
  private let content = AlertContentView()

  /// Creates an alert.
  ///
  /// - Parameters:
  ///   - title: What the alert asks, shown in bold; it also names the scene in errors.
  ///   - message: More detail, under the title.
  public init(title: String, message: String? = nil) {
    self.message = message
    super.init()
    self.title = title
  }

  // MARK: - Configuration

  /// Adds `action` after the others.
  public func addAction(_ action: AlertAction) {
    actions.append(action)
    let button = Button(action.title)
    button.isDestructive = action.style == .destructive
    button.keyMap.press = keyMap.choose
    // Weak: the app may keep the button, or the field below, after the alert is gone.
    button.onTap { [weak self] _ in try self?.choose(action) }
    buttons.append(button)
    content.addSubview(button)
  }

  /// Makes the alert a prompt: adds a text field above the actions. An alert has at most
  /// one field; a second call only configures it again.
  ///
  /// - Parameter configure: Sets the field up (placeholder, text, checks).
  public func addTextField(_ configure: ((TextField) -> Void)? = nil) {
    let field: TextField
    if let textField {
      field = textField
    } else {
      field = TextField()
      field.on(.primaryActionTriggered) { [weak self] _ in
        guard let self,
          let action = self.preferredAction ?? self.actions.first(where: { $0.style != .cancel })
        else { return }
        try self.choose(action)
      }
      textField = field
      content.addSubview(field)
    }
    configure?(field)
  }

  // MARK: - Choosing

  /// Chooses `action` as the user does by pressing its button: dismisses the alert, then
  /// runs the action's handler with it. An action of another alert is not run.
  ///
  /// What a key or a click on a button calls; a test of the scene that presents the alert
  /// calls it to choose without a screen:
  ///
  /// ```swift
  /// sut.deleteToDo(at: 0)  // presents "Delete “Milk”?"
  /// let alert = try #require(sut.presentedViewController as? AlertController)
  /// try alert.choose(try #require(alert.actions.first { $0.title == "Delete" }))
  /// #expect(interactorSpy.deleteToDoRequest == ToDoList.DeleteToDo.Request(index: 0))
  /// ```
  ///
  /// - Parameter action: One of ``actions``.
  /// - Throws: What the handler throws; when a key chose the action, the run loop shows it
  ///   on the status line.
  public func choose(_ action: AlertAction) throws {
    guard actions.containsIdentical(action) else { return }
    dismiss()
    try action.handler?(self)
  }

  // MARK: - View

  public override func loadView() -> View {
    content
  }

  public override func viewWillAppear() {
    super.viewWillAppear()
    preferredFocusedView = textField ?? focusedButtonAtOpen
  }

  public override func layoutView(in rect: Rect) {
    super.layoutView(in: rect)
    let width = max(rect.width - 2, 0)
    let layout = AlertLayout(
      title: title, message: message, hasField: textField != nil, width: width,
      height: rect.height)
    content.layout = layout
    textField?.frame = Rect(x: 1, y: layout.fieldRow, width: width, height: 1)
    let widths = buttons.map { $0.sizeThatFits(Size(width: width, height: 1)).width }
    let total = widths.reduce(0, +) + 2 * max(buttons.count - 1, 0)
    let share = buttons.isEmpty ? 0 : max((width - 2 * (buttons.count - 1)) / buttons.count, 1)
    var x = 1 + max((width - total) / 2, 0)
    for (button, natural) in zip(buttons, widths) {
      let buttonWidth = total <= width ? natural : min(natural, share)
      button.frame = Rect(x: x, y: layout.actionsRow, width: buttonWidth, height: 1)
      x += buttonWidth + 2
    }
  }

  /// The alert's sheet fits its text and actions: at most ``AlertLayout/maximumWidth``
  /// columns of text (plus a column of padding each side), as tall as its rows.
  override func sheetContentSize(within available: Size) -> Size? {
    let actionsWidth =
      buttons.map { $0.sizeThatFits(Size(width: Int.max, height: 1)).width }.reduce(0, +)
      + 2 * max(buttons.count - 1, 0)
    let width = AlertLayout.width(
      title: title, message: message, actionsWidth: actionsWidth, hasField: textField != nil,
      available: available.width - 2)
    let layout = AlertLayout(
      title: title, message: message, hasField: textField != nil, width: width,
      height: available.height)
    return Size(
      width: min(width + 2, available.width), height: min(layout.height, available.height))
  }

  /// An alert is always a sheet.
  override var presentsAsSheet: Bool { true }

  /// An alert draws its title inside, where it can wrap, so its border has none.
  override var sheetTitle: String? { nil }

  // MARK: - Keys

  public override var keyCommands: [KeyCommand] {
    let cancel = actions.first { $0.style == .cancel }
    return keyMap.cancel.commands(title: cancel?.title ?? "Close") { [unowned self] in
      if let cancel { try self.choose(cancel) } else { self.dismiss() }
    }
      + keyMap.previous.commands(title: "") { [unowned self] in self.moveFocus(by: -1) }
      + keyMap.next.commands(title: "") { [unowned self] in self.moveFocus(by: 1) }
  }

  // MARK: - Private helpers

  private var focusedButtonAtOpen: Button? {
    let action = preferredAction ?? actions.first { $0.style == .cancel } ?? actions.first
    guard let action, let index = actions.firstIndexIdentical(to: action) else { return nil }
    return buttons[index]
  }

  private func moveFocus(by step: Int) {
    guard let window = view.window, !buttons.isEmpty else { return }
    let index = buttons.firstIndex { $0 === window.focusedView } ?? (step > 0 ? -1 : 0)
    let next = min(max(index + step, 0), buttons.count - 1)
    window.focus(buttons[next])
  }
}

/// The alert's root view: draws the title (the theme's accent) and the message lines, centred, above
/// the field and the action buttons it holds.
@MainActor
private final class AlertContentView: View {
  var layout: AlertLayout? {
    didSet {
      if layout != oldValue { setNeedsDisplay() }
    }
  }

  override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    super.draw(in: &canvas, rect: rect, clip: clip)
    guard let layout else { return }
    let width = rect.width - 2
    let lines =
      layout.titleLines.map { ($0, theme.accent) } + layout.messageLines.map { ($0, theme.text) }
    for (row, (line, style)) in lines.enumerated() {
      let x = rect.minX + 1 + max((width - line.displayWidth) / 2, 0)
      canvas.put(line, at: Point(x: x, y: rect.minY + row), style: style, clip: clip)
    }
  }
}
