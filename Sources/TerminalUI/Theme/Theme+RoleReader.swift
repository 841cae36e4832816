import TerminalCore

extension Theme {
  /// A function that reads the style of `role` from a theme.
  ///
  /// For the theme's own roles it reads the stored style, as `theme.error` does; applying
  /// the key path itself (`theme[keyPath: role]`) looks its types up in the runtime on every
  /// read, which a label drawn on every frame pays each time, and most on a processor whose
  /// caches went cold while the program waited for a key. Any other key path (a computed
  /// role an app adds in an extension) is applied as it is.
  ///
  /// - Parameter role: The role, as a key path.
  /// - Returns: A function from a theme to that role's style.
  static func reader(for role: KeyPath<Theme, Style>) -> (Theme) -> Style {
    switch role {
    case \Theme.text: { $0.text }
    case \Theme.titleBar: { $0.titleBar }
    case \Theme.footerKey: { $0.footerKey }
    case \Theme.footerText: { $0.footerText }
    case \Theme.focus: { $0.focus }
    case \Theme.selection: { $0.selection }
    case \Theme.inactiveSelection: { $0.inactiveSelection }
    case \Theme.disabled: { $0.disabled }
    case \Theme.dimText: { $0.dimText }
    case \Theme.error: { $0.error }
    case \Theme.accent: { $0.accent }
    case \Theme.border: { $0.border }
    case \Theme.dialogBackground: { $0.dialogBackground }
    case \Theme.destructive: { $0.destructive }
    case \Theme.backdrop: { $0.backdrop }
    case \Theme.progressBar: { $0.progressBar }
    case \Theme.progressTrack: { $0.progressTrack }
    case \Theme.scrollTrack: { $0.scrollTrack }
    case \Theme.scrollThumb: { $0.scrollThumb }
    default: { $0[keyPath: role] }
    }
  }
}
