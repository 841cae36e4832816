import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

/// Every role of a theme reaches the screen where it should: a theme whose roles each have
/// a colour of their own, read back from the cells a virtual terminal shows.
@MainActor
struct ThemeRenderingTests {
  /// Plain roles in foreground colours, overlay roles in background colours, all distinct.
  static let marked = Theme(
    text: Style(foreground: .indexed(20)), titleBar: Style(foreground: .indexed(21)),
    footerKey: Style(foreground: .indexed(22)), footerText: Style(foreground: .indexed(23)),
    focus: Style(background: .indexed(24)), selection: Style(background: .indexed(25)),
    inactiveSelection: Style(background: .indexed(26)),
    disabled: Style(background: .indexed(27)), dimText: Style(foreground: .indexed(28)),
    error: Style(foreground: .indexed(29)), accent: Style(foreground: .indexed(30)),
    border: Style(foreground: .indexed(31)), dialogBackground: Style(background: .indexed(32)),
    destructive: Style(foreground: .indexed(33)), backdrop: Style(background: .indexed(34)),
    progressBar: Style(foreground: .indexed(35)), progressTrack: Style(background: .indexed(36)),
    scrollTrack: Style(foreground: .indexed(37)), scrollThumb: Style(foreground: .indexed(38)))

  let go = Button("Go")
  let off = Button("Off")
  let delete = Button("Del")
  let screen: HeadlessScreen

  init() {
    off.isEnabled = false
    delete.isDestructive = true
    let bar = ProgressBar(width: 4, fraction: 0.5, label: "P")
    let box = Box(title: "Bx")
    let form = StackView(
      axis: .vertical,
      [
        Label("Plain"), Label("Oops", role: \.error), go, off, delete,
        TextField(placeholder: "Hint"), bar, box,
      ])
    screen = HeadlessScreen(
      rootViewController: NavigationController(
        rootViewController: HostViewController(title: "Home", form)),
      size: Size(width: 30, height: 15), theme: Self.marked)
  }

  /// The style of the cell where `text` first shows on `screen`.
  private func style(
    of text: String, on screen: HeadlessScreen, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Style {
    let row = try #require(
      screen.lines.firstIndex { $0.contains(text) }, "\(text)", sourceLocation: sourceLocation)
    let line = Array(screen.lines[row])
    let target = Array(text)
    let column = try #require(
      line.indices.first { Array(line[$0...].prefix(target.count)) == target },
      sourceLocation: sourceLocation)
    return screen.canvas[column, row].style
  }

  @Test func everyControlDrawsWithItsRole() throws {
    let theme = Self.marked
    #expect(try style(of: "Home", on: screen) == theme.titleBar)
    #expect(try style(of: "Plain", on: screen) == theme.text)
    #expect(try style(of: "Oops", on: screen) == theme.error)
    #expect(try style(of: "[ Go ]", on: screen) == theme.text.overlaid(with: theme.focus))
    #expect(try style(of: "[ Off ]", on: screen) == theme.text.overlaid(with: theme.disabled))
    #expect(try style(of: "[ Del ]", on: screen) == theme.destructive)
    #expect(try style(of: "Hint", on: screen) == theme.dimText)
    #expect(try style(of: "P ", on: screen) == theme.text)
    #expect(try style(of: "██", on: screen) == theme.progressBar)
    #expect(try style(of: "┌", on: screen) == theme.border)
    #expect(try style(of: "Bx", on: screen) == theme.border)
    #expect(try style(of: "Ctrl-C", on: screen) == theme.footerKey)
    #expect(try style(of: " Quit", on: screen) == theme.footerText)
  }

  @Test func progressTrackShowsAfterTheBar() throws {
    let line = try #require(screen.lines.firstIndex { $0.hasPrefix("P ██") })
    #expect(screen.canvas[5, line].style == Self.marked.progressTrack)
  }

  @Test func errorsAndMessagesOnTheStatusLine() throws {
    screen.perform { screen.window.showError(TestFailure(description: "Broken")) }
    #expect(try style(of: "Broken", on: screen) == Self.marked.error)
    screen.perform { screen.window.showStatus("Saved") }
    #expect(try style(of: "Saved", on: screen) == Self.marked.text)
  }

  @Test func alertUsesAccentDialogBackgroundAndBackdrop() throws {
    let top = try #require(screen.window.activeViewController as ViewController?)
    let alert = AlertController(title: "Sure?")
    alert.addAction(AlertAction("No", style: .cancel))
    try top.present(alert)
    screen.perform {}

    let theme = Self.marked
    #expect(try style(of: "Sure?", on: screen) == theme.accent)
    let corner = try #require(screen.lines.firstIndex { $0.contains("┌") })
    let column = try #require(Array(screen.lines[corner]).firstIndex(of: "┌"))
    #expect(screen.canvas[column + 1, corner + 1].style == theme.dialogBackground)
    #expect(try style(of: "Home", on: screen) == theme.titleBar.overlaid(with: theme.backdrop))
  }

  @Test func tableSelectionFollowsTheFocus() throws {
    let table = TableView()
    table.manager.add(textRows("Alpha", "Beta"))
    let other = Button("Other")
    let tableScreen = HeadlessScreen(
      rootViewController: HostViewController(StackView(axis: .vertical, [other, table])),
      size: Size(width: 20, height: 8), theme: Self.marked)
    let theme = Self.marked
    #expect(
      try style(of: "Alpha", on: tableScreen) == theme.text.overlaid(with: theme.inactiveSelection))

    tableScreen.press(.tab)

    #expect(try style(of: "Alpha", on: tableScreen) == theme.text.overlaid(with: theme.selection))
  }

  @Test func scrollIndicatorUsesTrackAndThumb() throws {
    let document = Label((1...20).map { "Line \($0)" }.joined(separator: "\n"))
    document.numberOfLines = 0
    let scroll = ScrollView(documentView: document)
    let scrollScreen = HeadlessScreen(
      rootViewController: HostViewController(scroll), size: Size(width: 20, height: 8),
      theme: Self.marked)
    #expect(try style(of: "█", on: scrollScreen) == Self.marked.scrollThumb)
    #expect(try style(of: "│", on: scrollScreen) == Self.marked.scrollTrack)
  }

  /// A label draws in whichever role it is given: each of the theme's own, and a role an app
  /// computes in an extension; it follows a change of role, and of theme, on the next frame.
  @Test(
    arguments: [
      \Theme.text, \.titleBar, \.footerKey, \.footerText, \.focus, \.selection,
      \.inactiveSelection, \.disabled, \.dimText, \.error, \.accent, \.border,
      \.dialogBackground, \.destructive, \.backdrop, \.progressBar, \.progressTrack,
      \.scrollTrack, \.scrollThumb, \.emphasis,
    ] as [KeyPath<Theme, Style> & Sendable])
  func aLabelDrawsInItsRole(role: KeyPath<Theme, Style> & Sendable) throws {
    let label = Label("Role", role: role)
    let labelScreen = HeadlessScreen(
      rootViewController: HostViewController(label), size: Size(width: 20, height: 6),
      theme: Self.marked)
    #expect(try style(of: "Role", on: labelScreen) == Self.marked[keyPath: role])

    labelScreen.perform { label.textRole = role == \.error ? \.text : \.error }

    let changed: KeyPath<Theme, Style> = role == \.error ? \.text : \.error
    #expect(try style(of: "Role", on: labelScreen) == Self.marked[keyPath: changed])

    labelScreen.perform { labelScreen.window.theme = .light }

    #expect(try style(of: "Role", on: labelScreen) == Theme.light[keyPath: changed])
  }

  /// Between frames a view reads its own window's theme, and a view on no window the
  /// default: the theme a frame draws with stays with that frame.
  @Test func betweenFramesEachViewReadsItsOwnWindowsTheme() {
    screen.perform {}
    let stray = Label("Stray")
    #expect(stray.theme == .default)
    #expect(go.theme == Self.marked)
  }

  @Test func aControlsOwnStyleWinsOverTheTheme() throws {
    go.titleStyle = Style(foreground: .indexed(99))
    screen.perform {}
    #expect(
      try style(of: "[ Go ]", on: screen)
        == Style(foreground: .indexed(99)).overlaid(with: Self.marked.focus))
  }

  @Test func defaultThemeKeepsTodaysLook() {
    let theme = Theme.default
    #expect(theme.titleBar == Style(attributes: [.reverse, .bold]))
    #expect(theme.footerKey == Style(attributes: .reverse))
    #expect(theme.focus == Style(attributes: .reverse))
    #expect(theme.selection == Style(attributes: .reverse))
    #expect(theme.inactiveSelection == Style(attributes: [.reverse, .dim]))
    #expect(theme.error == Style(foreground: .red))
  }

  @Test func lightThemeKeepsFocusAndSelectionVisibleWithoutColour() {
    let light = Theme.light
    for role in [light.focus, light.selection, light.titleBar, light.footerKey, light.dimText] {
      #expect(!ColorProfile.noColor.apply(to: role).attributes.isEmpty)
    }
  }
}

extension Theme {
  /// A role an app adds: the accent in the error's colour.
  fileprivate var emphasis: Style {
    Style(foreground: error.foreground, attributes: accent.attributes.union(.underline))
  }
}
