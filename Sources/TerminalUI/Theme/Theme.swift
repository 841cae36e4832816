import TerminalCore

/// The styles of the framework's views and controls, by the role each plays on screen.
///
/// An app sets a theme once, on its window (``Window/theme``); every view reads it through
/// its window (``View/theme``) and falls back to ``default`` off screen. A control with a
/// style of its own (``Button/titleStyle``, ``Label/textStyle``…) keeps it over the theme.
/// The *overlay* roles (``focus``, ``selection``, ``inactiveSelection``, ``disabled``,
/// ``backdrop``) are laid over what is already there with `Style.overlaid(with:)`:
/// their attributes are added and their colours, when not `.default`, replace the cell's.
///
/// Give the focus and the selection an attribute (reverse, bold or underline), not only a
/// colour: under `NO_COLOR` the renderer drops every colour and keeps the attributes.
///
/// ```swift
/// var theme = Theme.default
/// theme.titleBar = Style(foreground: .white, background: .blue, attributes: .bold)
/// window.theme = theme
/// ```
public struct Theme: Hashable, Sendable {
  /// Plain text: labels and the status line.
  public var text: Style
  /// The navigation controller's title bar, across the top row.
  public var titleBar: Style
  /// The keys in the footer (`Enter`, `Esc`).
  public var footerKey: Style
  /// What each footer key does.
  public var footerText: Style
  /// Laid over a focused control (a button).
  public var focus: Style
  /// Laid over the selected row of a focused table.
  public var selection: Style
  /// Laid over the selected row of a table without the focus.
  public var inactiveSelection: Style
  /// Laid over a disabled control.
  public var disabled: Style
  /// Dim text: a text field's placeholder, an empty table's text.
  public var dimText: Style
  /// An error on the status line.
  public var error: Style
  /// What stands out: an alert's title.
  public var accent: Style
  /// The border and title of a box, a sheet and an alert.
  public var border: Style
  /// The inside of a presented sheet or alert, under its views. Views draw their text on
  /// the terminal's background unless their own style has one, so a background colour
  /// here suits sheets whose views are given the same background.
  public var dialogBackground: Style
  /// A destructive action's button (Delete).
  public var destructive: Style
  /// Laid over the scenes under a presented sheet or alert.
  public var backdrop: Style
  /// The filled part of a progress bar.
  public var progressBar: Style
  /// The empty part of a progress bar (its background colour shows the bar's extent).
  public var progressTrack: Style
  /// The track of a scroll view's indicator.
  public var scrollTrack: Style
  /// The thumb of a scroll view's indicator.
  public var scrollThumb: Style

  /// Creates a theme; every role not given takes its style in ``default``.
  ///
  /// - Parameters: One style per role, as the properties describe.
  public init(
    text: Style = .plain, titleBar: Style = Style(attributes: [.reverse, .bold]),
    footerKey: Style = Style(attributes: .reverse), footerText: Style = .plain,
    focus: Style = Style(attributes: .reverse), selection: Style = Style(attributes: .reverse),
    inactiveSelection: Style = Style(attributes: [.reverse, .dim]),
    disabled: Style = Style(attributes: .dim), dimText: Style = Style(attributes: .dim),
    error: Style = Style(foreground: .red), accent: Style = Style(attributes: .bold),
    border: Style = .plain, dialogBackground: Style = .plain,
    destructive: Style = Style(foreground: .red), backdrop: Style = Style(attributes: .dim),
    progressBar: Style = .plain, progressTrack: Style = Style(background: .brightBlack),
    scrollTrack: Style = Style(attributes: .dim), scrollThumb: Style = .plain
  ) {
    self.text = text
    self.titleBar = titleBar
    self.footerKey = footerKey
    self.footerText = footerText
    self.focus = focus
    self.selection = selection
    self.inactiveSelection = inactiveSelection
    self.disabled = disabled
    self.dimText = dimText
    self.error = error
    self.accent = accent
    self.border = border
    self.dialogBackground = dialogBackground
    self.destructive = destructive
    self.backdrop = backdrop
    self.progressBar = progressBar
    self.progressTrack = progressTrack
    self.scrollTrack = scrollTrack
    self.scrollThumb = scrollThumb
  }

  /// The terminal's own colours, reverse video for bars, focus and selection: the look
  /// that suits any background.
  public static let `default` = Theme()

  /// Dark text on pale colours, for terminals with a light background. The bars, the
  /// focus and the selection are drawn in reverse video (their colours swapped back), and
  /// dim text in italics, so all of them still show under `NO_COLOR`.
  public static let light = Theme(
    titleBar: Style(
      foreground: .rgb(0, 95, 175), background: .rgb(255, 255, 255), attributes: [.reverse, .bold]
    ),
    footerKey: Style(
      foreground: .rgb(175, 215, 255), background: .rgb(0, 0, 0), attributes: .reverse),
    focus: Style(foreground: .rgb(0, 95, 175), attributes: .reverse),
    selection: Style(foreground: .rgb(0, 95, 175), attributes: .reverse),
    inactiveSelection: Style(foreground: .rgb(138, 138, 138), attributes: .reverse),
    dimText: Style(foreground: .rgb(108, 108, 108), attributes: .italic),
    error: Style(foreground: .rgb(175, 0, 0), attributes: .bold),
    accent: Style(foreground: .rgb(0, 95, 175), attributes: .bold),
    border: Style(foreground: .rgb(0, 95, 175)),
    destructive: Style(foreground: .rgb(175, 0, 0), attributes: .bold),
    progressBar: Style(foreground: .rgb(0, 135, 95)),
    progressTrack: Style(background: .rgb(208, 208, 208)),
    scrollThumb: Style(foreground: .rgb(0, 95, 175)))
}
