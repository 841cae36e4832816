import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

/// The focused view and its superviews take keys before the scene's key commands: a
/// command whose key one of their hints names would not run, so the footer leaves it out
/// (and lists it again when the view lets the key through).
@MainActor
struct FooterShadowingTests {
  let journal = Journal()

  func openCommand() -> KeyCommand {
    KeyCommand(KeyEvent(.enter), title: "Open") { [journal] in journal.entries.append("open") }
  }

  @Test func aTableRowThatTakesEnterHidesTheScenesEnterCommandUntilARowLetsItThrough() {
    // Given a row with a select handler, then one without
    let table = TableView()
    table.manager.add(
      RowGenerator<TextRow>(model: "Milk").onSelect { [journal] _ in
        journal.entries.append("select")
      })
    table.manager.add(RowGenerator<TextRow>(model: "Eggs"))
    let screen = HeadlessScreen(
      rootViewController: CommandingViewController(table, commands: [openCommand()]),
      size: Size(width: 60, height: 6))
    // Then
    #expect(screen.footer == " ↑↓ Move  Enter Select  Ctrl-C Quit")
    // When
    screen.press(.enter)
    screen.press(.down)
    // Then
    #expect(screen.footer == " ↑↓ Move  Enter Open  Ctrl-C Quit")
    // When
    screen.press(.enter)
    // Then
    #expect(journal.entries == ["select", "open"])
  }

  @Test func aCustomViewsHintWithKeysHidesTheCommandsWithThem() {
    // Given
    let marker = MarkingView(journal: journal)
    let cross = KeyCommand(KeyEvent(.character("x")), title: "Cross") { [journal] in
      journal.entries.append("cross")
    }
    let screen = HeadlessScreen(
      rootViewController: CommandingViewController(marker, commands: [cross, openCommand()]),
      size: Size(width: 44, height: 6))
    // Then
    #expect(screen.footer == " x Mark  Enter Open  Ctrl-C Quit")
    // When
    screen.press(.character("x"))
    // Then
    #expect(journal.entries == ["mark"])
  }

  @Test func aScrollViewAroundTheFocusHidesTheCommandsOnItsPageKeys() {
    // Given a scroll view that can scroll down, around the focused button
    let scrollView = ScrollView()
    scrollView.documentView = StackView(axis: .vertical, (1...6).map { Button("Item \($0)") })
    let nextPage = KeyCommand(KeyEvent(.pageDown), title: "Next page") { [journal] in
      journal.entries.append("next page")
    }
    let screen = HeadlessScreen(
      rootViewController: CommandingViewController(scrollView, commands: [nextPage]),
      size: Size(width: 70, height: 6))
    // Then
    #expect(screen.footer == " Enter Item 1  Tab Next  PgDn Scroll down  Ctrl-C Quit")
    // When
    screen.press(.pageDown)
    // Then
    #expect(journal.entries == [])
  }

  @Test func aTablesPageAndEndKeysHideTheScenesCommandsOnThemToo() {
    // Given
    let table = TableView()
    table.manager.add((0..<20).map { RowGenerator<TextRow>(model: "Row \($0)") })
    let nextPage = KeyCommand(KeyEvent(.pageDown), title: "Next page") { [journal] in
      journal.entries.append("next page")
    }
    let screen = HeadlessScreen(
      rootViewController: CommandingViewController(table, commands: [nextPage]),
      size: Size(width: 44, height: 8))
    // Then
    #expect(screen.footer == " ↑↓ Move  Ctrl-C Quit")
    // When
    screen.press(.pageDown)
    // Then the table took it
    #expect(journal.entries == [])
    #expect(table.manager.selectedIndex ?? 0 > 0)
  }

  @Test func aPageKeyAScrollViewCannotUseGoesOnToTheScenesCommand() {
    // Given a scroll view at its top, around the focused button
    let scrollView = ScrollView()
    scrollView.documentView = StackView(axis: .vertical, (1...6).map { Button("Item \($0)") })
    let previous = KeyCommand(KeyEvent(.pageUp), title: "Previous") { [journal] in
      journal.entries.append("previous")
    }
    let screen = HeadlessScreen(
      rootViewController: CommandingViewController(scrollView, commands: [previous]),
      size: Size(width: 70, height: 6))
    // Then
    #expect(
      screen.footer == " Enter Item 1  Tab Next  PgUp Previous  PgDn Scroll down  Ctrl-C Quit")
    // When
    screen.press(.pageUp)
    // Then
    #expect(journal.entries == ["previous"])
    #expect(scrollView.contentOffset == 0)
  }
}

/// A scene whose view is `content`, with `commands`.
@MainActor
private final class CommandingViewController: ViewController {
  let content: View
  let commands: [KeyCommand]

  init(_ content: View, commands: [KeyCommand]) {
    self.content = content
    self.commands = commands
    super.init()
  }

  override func loadView() -> View { content }

  override var keyCommands: [KeyCommand] { commands }
}

/// A focusable view that takes `x`, and says so in its hint.
@MainActor
private final class MarkingView: View {
  let journal: Journal
  private static let hints = [
    KeyHint(key: "x", action: "Mark", keys: [KeyEvent(.character("x"))])
  ]

  init(journal: Journal) {
    self.journal = journal
    super.init()
  }

  override var canBecomeFocused: Bool { true }

  override var keyHints: [KeyHint] { Self.hints }

  override func handleKey(_ event: KeyEvent) throws -> Bool {
    guard event == KeyEvent(.character("x")) else { return false }
    journal.entries.append("mark")
    return true
  }
}
