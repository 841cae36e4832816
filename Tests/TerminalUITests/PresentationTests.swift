import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@MainActor
struct PresentationTests {
  let journal = Journal()
  let list: ListNoteViewController
  let navigation: NavigationController
  let screen: HeadlessScreen

  init() {
    list = ListNoteViewController("List", journal: journal)
    navigation = NavigationController(rootViewController: list)
    screen = HeadlessScreen(rootViewController: navigation, size: Size(width: 50, height: 8))
  }

  // MARK: - Drawing

  @Test func aSizeSetInViewDidLoadPresentsASheetTheFirstTime() throws {
    // Given a scene that asks for its size once its view has loaded, as UIKit scenes often do
    let edit = LoadSizedNoteViewController("Edit", journal: journal)
    // When
    try list.present(edit)
    screen.perform {}
    // Then
    #expect(screen.lines[1] == "Note             ┌ Edit ────────┐")
    #expect(screen.lines[2] == "[ Save ]         │Note          │")
  }

  @Test func aSheetSizedByItsContentHasNoBlankRow() throws {
    // When
    try list.present(FittedFormViewController())
    screen.perform {}
    // Then
    #expect(
      screen.lines[0...4].map { String($0.dropFirst(14)) } == [
        "┌ Rename ────────────┐",
        "│New name:           │",
        "│Name                │",
        "│[ OK ]              │",
        "└────────────────────┘",
      ])
  }

  @Test func aPresentedStackTakesItsRootsSizeSetInViewDidLoad() throws {
    // Given
    let stack = NavigationController(
      rootViewController: LoadSizedNoteViewController("Edit", journal: journal))
    // When
    try list.present(stack)
    screen.perform {}
    // Then a sheet, the stack's breadcrumb inside
    #expect(screen.lines[1] == "Note             ┌──────────────┐")
    #expect(screen.lines[2] == "[ Save ]         │ Edit         │")
  }

  @Test func aPresentationMadeWhileTheSceneLoadsWinsAndTheFirstIsRefused() throws {
    // Given a scene whose viewDidLoad presents another from the same presenter
    let other = EditNoteViewController("Other", sheet: Size(width: 14, height: 2))
    let eager = PresentingOnLoadNoteViewController("Eager", journal: journal)
    eager.onLoad = { [list] in try? list.present(other) }
    // When / Then
    #expect(throws: RoutingError.alreadyPresenting(source: "List", presented: "Other")) {
      try list.present(eager)
    }
    #expect(list.presentedViewController === other)
    #expect(eager.presentingViewController == nil)
    screen.perform {}
    #expect(screen.lines[1] == "Note             ┌ Other ───────┐")
  }

  @Test func sheetIsCentredWithBorderAndTitleOverTheDimmedPresenter() throws {
    // Given
    let edit = EditNoteViewController("Edit", sheet: Size(width: 14, height: 2))
    // When
    try list.present(edit)
    screen.perform {}
    // Then
    #expect(
      screen.lines == [
        " List",
        "Note             ┌ Edit ────────┐",
        "[ Save ]         │Note          │",
        "                 │[ Save ]      │",
        "                 └──────────────┘",
        "",
        "",
        " Tab Next  Ctrl-S Save  Esc Close  Ctrl-C Quit",
      ])
    #expect(screen.canvas[1, 0].style.attributes == [.reverse, .bold, .dim])
    #expect(screen.canvas[0, 2].style.attributes == .dim)
    #expect(screen.canvas[18, 3].style.attributes == [])
    #expect(screen.canvas[17, 1].style.attributes == [])
    #expect(screen.canvas[1, 7].style.attributes == .reverse)
  }

  @Test func titlesChangedOnScreenAreDrawnInTheTitleBarAndOnTheSheet() throws {
    // Given a sheet over the list
    let edit = EditNoteViewController("Edit", sheet: Size(width: 14, height: 2))
    try list.present(edit)
    screen.perform {}
    // When both scenes are renamed (the frame is checked against a full redraw)
    screen.perform {
      list.title = "Notes"
      edit.title = "Rename"
    }
    // Then
    #expect(screen.lines[0] == " Notes")
    #expect(screen.lines[1] == "Note             ┌ Rename ──────┐")
  }

  @Test func sheetLargerThanTheScreenIsClampedToIt() throws {
    // Given
    let edit = EditNoteViewController("Edit", sheet: Size(width: 100, height: 50))
    // When
    try list.present(edit)
    screen.perform {}
    // Then
    let middle = String(repeating: "─", count: 42)
    #expect(screen.lines[0] == "┌ Edit \(middle)┐")
    #expect(screen.lines[1] == "│Note\(String(repeating: " ", count: 44))│")
    #expect(screen.lines[5] == "└───\(middle)───┘")
  }

  @Test func fullScreenPresentationCoversThePresenter() throws {
    // Given
    let edit = EditNoteViewController("Edit")
    // When
    try list.present(edit)
    screen.perform {}
    // Then
    #expect(
      screen.lines == [
        "Note", "[ Save ]", "", "", "", "", "", " Tab Next  Ctrl-S Save  Esc Close  Ctrl-C Quit",
      ])
    #expect(screen.canvas[0, 1].style.attributes == [])
  }

  // MARK: - Focus and keys

  @Test func focusIsTrappedInThePresentedScene() throws {
    // Given
    let edit = EditNoteViewController("Edit", sheet: Size(width: 14, height: 2))
    try list.present(edit)
    screen.perform {}
    #expect(screen.window.focusedView === edit.field)
    // When
    var focused: [View?] = []
    for _ in 0..<3 {
      screen.press(.tab)
      focused.append(screen.window.focusedView)
    }
    screen.press(.tab, modifiers: .shift)
    // Then
    #expect(focused.map { $0 === edit.save } == [true, false, true])
    #expect(focused.map { $0 === edit.field } == [false, true, false])
    #expect(screen.window.focusedView === edit.field)
    screen.window.focus(list.save)
    #expect(screen.window.focusedView === edit.field)
  }

  @Test func keysGoToThePresentedSceneAndNotBelow() throws {
    // Given
    let edit = EditNoteViewController("Edit", sheet: Size(width: 14, height: 2))
    try list.present(edit)
    screen.perform {}
    // When
    screen.press(.control("s"))
    screen.type("hi")
    // Then
    #expect(edit.saves == 1)
    #expect(list.saves == 0)
    #expect(edit.field.text == "hi")
    #expect(list.field.text == "")
  }

  @Test func escDismissesAndFocusReturnsToThePresenter() throws {
    // Given
    screen.press(.tab)
    let edit = EditNoteViewController("Edit", sheet: Size(width: 14, height: 2))
    try list.present(edit)
    screen.perform {}
    // When
    screen.press(.escape)
    // Then
    #expect(list.presentedViewController == nil)
    #expect(edit.presentingViewController == nil)
    #expect(screen.window.focusedView === list.save)
    #expect(screen.lines[1] == "Note")
    #expect(screen.footer == " Enter Save  Tab Next  Ctrl-S Save  Ctrl-C Quit")
  }

  @Test func escDoesNotDismissAModalScene() throws {
    // Given
    let edit = EditNoteViewController("Edit", sheet: Size(width: 14, height: 2))
    edit.isModalInPresentation = true
    try list.present(edit)
    screen.perform {}
    // When
    screen.press(.escape)
    // Then
    #expect(list.presentedViewController === edit)
    #expect(screen.footer == " Tab Next  Ctrl-S Save  Ctrl-C Quit")
    #expect(screen.lines[1].hasSuffix("┌ Edit ────────┐"))
  }

  // MARK: - Appearance

  @Test func sheetSendsAppearanceToThePresentedSceneOnly() throws {
    // Given
    let edit = EditNoteViewController("Edit", journal: journal, sheet: Size(width: 14, height: 2))
    journal.entries = []
    // When
    screen.perform { try list.present(edit) }
    screen.perform { edit.dismiss() }
    // Then
    #expect(
      journal.entries == [
        "Edit.viewDidLoad", "Edit.viewWillAppear", "Edit.viewDidAppear", "Edit.viewWillDisappear",
        "Edit.viewDidDisappear",
      ])
  }

  @Test func fullScreenPresentationAlsoHidesAndShowsThePresenter() throws {
    // Given
    let edit = EditNoteViewController("Edit", journal: journal)
    journal.entries = []
    // When
    screen.perform { try list.present(edit) }
    screen.perform { list.dismiss() }
    // Then
    #expect(
      journal.entries == [
        "Edit.viewDidLoad", "List.viewWillDisappear", "Edit.viewWillAppear",
        "List.viewDidDisappear", "Edit.viewDidAppear", "Edit.viewWillDisappear",
        "List.viewWillAppear", "Edit.viewDidDisappear", "List.viewDidAppear",
      ])
  }

  @Test func sceneWithAPresentationAppearsWithItWhenTheWindowShowsIt() throws {
    // Given
    let home = NoteViewController("Home", journal: journal)
    let edit = EditNoteViewController("Edit", journal: journal, sheet: Size(width: 14, height: 2))
    try home.present(edit)
    journal.entries = []
    // When
    let screen = HeadlessScreen(rootViewController: home, size: Size(width: 50, height: 8))
    // Then
    #expect(
      journal.entries == [
        "Home.viewWillAppear", "Edit.viewWillAppear", "Home.viewDidAppear", "Edit.viewDidAppear",
      ])
    #expect(screen.window.focusedView === edit.field)
    #expect(screen.lines[1] == "[ Save ]         ┌ Edit ────────┐")
  }

  // MARK: - Navigation

  @Test func presentingOverAPushedSceneCoversTheStack() throws {
    // Given
    let detail = NoteViewController("Detail")
    navigation.pushViewController(detail)
    let edit = EditNoteViewController("Edit", sheet: Size(width: 14, height: 2))
    // When
    try detail.present(edit)
    screen.perform {}
    screen.press(.escape)
    // Then: Esc closed the sheet, not the pushed scene
    #expect(detail.presentedViewController == nil)
    #expect(navigation.topViewController === detail)
    #expect(screen.lines[0] == " List › Detail")
    #expect(screen.topViewController === detail)
  }

  @Test func pushInsideAPresentedNavigationStack() throws {
    // Given
    let first = NoteViewController("First")
    let presented = NavigationController(rootViewController: first)
    presented.preferredContentSize = Size(width: 20, height: 4)
    try list.present(presented)
    screen.perform {}
    // When
    let second = NoteViewController("Second")
    screen.perform { presented.pushViewController(second) }
    // Then
    #expect(screen.topViewController === second)
    #expect(screen.window.focusedView === second.field)
    #expect(screen.lines[0] == " List         ┌────────────────────┐")
    #expect(screen.lines[1] == "Note          │ First › Second     │")
    #expect(screen.lines[2] == "[ Save ]      │Note                │")
    // When Esc pops inside the presentation, then dismisses it
    screen.press(.escape)
    #expect(presented.topViewController === first)
    #expect(list.presentedViewController === presented)
    screen.press(.escape)
    #expect(list.presentedViewController == nil)
    #expect(screen.topViewController === list)
  }

  @Test func sceneInsideAPresentedStackDismissesThePresentation() throws {
    // Given
    let first = NoteViewController("First")
    try list.present(NavigationController(rootViewController: first))
    #expect(first.presentingViewController === list)
    // When
    first.dismiss()
    // Then
    #expect(list.presentedViewController == nil)
  }

  // MARK: - Errors and memory

  @Test func presentingWhilePresentingThrowsAndChangesNothing() throws {
    // Given
    let edit = EditNoteViewController("Edit", sheet: Size(width: 14, height: 2))
    try list.present(edit)
    let other = NoteViewController("Other")
    // When
    #expect(throws: RoutingError.alreadyPresenting(source: "List", presented: "Edit")) {
      try list.present(other)
    }
    // Then
    #expect(list.presentedViewController === edit)
    #expect(other.presentingViewController == nil)
    #expect(
      RoutingError.alreadyPresenting(source: "List", presented: "Edit").description
        == "Scene 'List' already presents 'Edit'; dismiss it before presenting another.")
  }

  @Test func dismissFreesThePresentedQuartet() throws {
    // Given
    var edit: EditNoteViewController? = EditNoteViewController(
      "Edit", sheet: Size(width: 14, height: 2))
    if let edit { try list.present(edit) }
    screen.perform {}
    // Then
    expectDeallocation(
      of: { edit?.quartet ?? [] },
      after: {
        screen.press(.escape)
        edit = nil
      })
  }

  @Test func dismissWithNothingPresentedDoesNothing() {
    list.dismiss()

    #expect(list.presentedViewController == nil)
    #expect(navigation.topViewController === list)
  }

  // MARK: - Segues

  @Test func segueDeclaredAsPresentPresentsItsDestination() throws {
    // Given
    let storyboard = makeRoutingStoryboard()
    storyboard.register("Next", segueKind: .present) { NextScene() }
    let source = try storyboard.instantiateViewController(
      withIdentifier: "Source", as: SourceScene.self)
    let navigation = NavigationController(rootViewController: source)
    // When
    try source.performSegue(withIdentifier: "Next")
    // Then
    let next = try #require(source.presentedViewController as? NextScene)
    #expect(next.message == "Hello")
    #expect(navigation.viewControllers.count == 1)
    #expect(storyboard.segueKind(forIdentifier: "Next") == .present)
    #expect(storyboard.segueKind(forIdentifier: "Source") == .push)
  }

  @Test func segueKindGivenWhenPerformedOverridesTheDeclaredOne() throws {
    // Given
    let storyboard = makeRoutingStoryboard()
    let source = try storyboard.instantiateViewController(
      withIdentifier: "Source", as: SourceScene.self)
    let navigation = NavigationController(rootViewController: source)
    // When
    try source.performSegue(withIdentifier: "Next", kind: .present, sender: "key")
    // Then
    #expect(source.presentedViewController is NextScene)
    #expect(navigation.viewControllers.count == 1)
    #expect(source.preparations.map(\.sender) == ["key"])
  }
}
