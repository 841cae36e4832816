import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@MainActor
struct UnwindTests {
  let list = ListNoteViewController("List")
  let navigation: NavigationController
  let screen: HeadlessScreen

  init() {
    navigation = NavigationController(rootViewController: list)
    screen = HeadlessScreen(rootViewController: navigation, size: Size(width: 40, height: 8))
  }

  // MARK: - Finding the destination

  @Test func destinationBelowOnTheStackIsFoundAndUnwindPopsToIt() throws {
    // Given
    let middle = NoteViewController("Middle")
    let edit = EditNoteViewController("Edit")
    navigation.pushViewController(middle)
    navigation.pushViewController(edit)
    // When
    let destination = try edit.unwindDestination(ofType: ListNoteViewController.self)
    try edit.unwind(to: destination)
    screen.perform {}
    // Then
    #expect(destination === list)
    #expect(navigation.viewControllers.map(\.title) == ["List"])
    #expect(screen.lines[0] == " List")
  }

  @Test func destinationHearsOfTheUnwindOnceItIsOnScreen() throws {
    // Given
    let edit = EditNoteViewController("Edit", sheet: Size(width: 20, height: 2))
    try list.present(edit)
    var heard: [(source: ViewController, listPresents: Bool)] = []
    list.onDidUnwind = { source in heard.append((source, self.list.presentedViewController != nil))
    }
    // When
    try edit.unwind(to: list)
    // Then
    #expect(heard.count == 1)
    #expect(heard.first?.source === edit)
    #expect(heard.first?.listPresents == false)
  }

  @Test func failedUnwindSendsNoDidUnwind() {
    // Given
    let stranger = EditNoteViewController("Stranger")
    var heard = 0
    list.onDidUnwind = { _ in heard += 1 }
    // When
    #expect(throws: RoutingError.self) { try stranger.unwind(to: list) }
    // Then
    #expect(heard == 0)
  }

  @Test func destinationUpThePresentingChainIsFoundAndUnwindDismisses() throws {
    // Given
    let detail = NoteViewController("Detail")
    navigation.pushViewController(detail)
    let first = NoteViewController("First")
    let presented = NavigationController(rootViewController: first)
    try detail.present(presented)
    let edit = EditNoteViewController("Edit")
    presented.pushViewController(edit)
    // When
    let destination = try edit.unwindDestination(ofType: ListNoteViewController.self)
    try edit.unwind(to: destination)
    screen.perform {}
    // Then
    #expect(destination === list)
    #expect(detail.presentedViewController == nil)
    #expect(navigation.viewControllers.map(\.title) == ["List"])
    #expect(screen.topViewController === list)
  }

  @Test func destinationOnAnOuterStackIsFoundFromInsideANestedOne() throws {
    // Given List › Inner[First › Second], Second presenting a sheet
    let first = NoteViewController("First")
    let inner = NavigationController(rootViewController: first)
    navigation.pushViewController(inner)
    let second = NoteViewController("Second")
    inner.pushViewController(second)
    let edit = EditNoteViewController("Edit", sheet: Size(width: 20, height: 2))
    try second.present(edit)
    // When
    let destination = try edit.unwindDestination(ofType: ListNoteViewController.self)
    try edit.unwind(to: destination)
    screen.perform {}
    // Then
    #expect(destination === list)
    #expect(second.presentedViewController == nil)
    #expect(navigation.viewControllers.map(\.title) == ["List"])
    #expect(screen.topViewController === list)
  }

  @Test func unwindDismissesEveryPresentationAboveTheDestination() throws {
    // Given
    let middle = NoteViewController("Middle", sheet: Size(width: 20, height: 2))
    try list.present(middle)
    let edit = EditNoteViewController("Edit", sheet: Size(width: 20, height: 2))
    try middle.present(edit)
    screen.perform {}
    #expect(screen.topViewController === edit)
    // When
    try edit.unwind(to: edit.unwindDestination(ofType: ListNoteViewController.self))
    screen.perform {}
    // Then
    #expect(list.presentedViewController == nil)
    #expect(middle.presentedViewController == nil)
    #expect(screen.topViewController === list)
    #expect(screen.lines[1] == "Note")
  }

  @Test func presenterItselfIsADestination() throws {
    // Given
    let edit = EditNoteViewController("Edit", sheet: Size(width: 20, height: 2))
    try list.present(edit)
    // When
    let destination = try edit.unwindDestination(ofType: ListNoteViewController.self)
    destination.interactor?.note = "Edited"
    try edit.unwind(to: destination)
    // Then
    #expect(list.presentedViewController == nil)
    #expect(list.interactor?.note == "Edited")
  }

  @Test func dataWrittenThroughTheRouterArrivesInTheDestination() throws {
    // Given
    let edit = EditNoteViewController("Edit")
    navigation.pushViewController(edit)
    edit.interactor?.note = "Buy milk"
    // When a back route passes data as a Clean Swift router does
    let destination = try edit.unwindDestination(ofType: ListNoteViewController.self)
    guard let source = edit.router?.dataStore, var target = destination.router?.dataStore else {
      Issue.record("the scenes have no data stores")
      return
    }
    target.note = source.note
    try edit.unwind(to: destination)
    // Then
    #expect(list.interactor?.note == "Buy milk")
    #expect(navigation.topViewController === list)
  }

  // MARK: - Not found

  @Test func missingDestinationThrowsNamingWhatWasLookedAtAndChangesNothing() throws {
    // Given
    let middle = NoteViewController("Middle")
    navigation.pushViewController(middle)
    let edit = EditNoteViewController("Edit", sheet: Size(width: 20, height: 2))
    try middle.present(edit)
    let expected = RoutingError.noSceneToReturnTo(
      expected: "HostViewController", source: "Edit",
      found: ["NoteViewController", "ListNoteViewController"])
    // When
    #expect(throws: expected) {
      _ = try edit.unwindDestination(ofType: HostViewController.self)
    }
    // Then
    #expect(middle.presentedViewController === edit)
    #expect(navigation.viewControllers.map(\.title) == ["List", "Middle"])
    #expect(
      expected.description
        == "No HostViewController to return to from 'Edit' on its navigation stack or presenting "
        + "chain; found: NoteViewController, ListNoteViewController.")
  }

  @Test func unwindingToASceneNotBelowThrowsAndChangesNothing() throws {
    // Given
    let middle = NoteViewController("Middle")
    navigation.pushViewController(middle)
    let edit = EditNoteViewController("Edit")
    try middle.present(edit)
    let stranger = ListNoteViewController("Stranger")
    // When
    #expect(
      throws: RoutingError.noSceneToReturnTo(
        expected: "ListNoteViewController", source: "Edit",
        found: ["NoteViewController", "ListNoteViewController"])
    ) {
      try edit.unwind(to: stranger)
    }
    // Then
    #expect(middle.presentedViewController === edit)
    #expect(navigation.viewControllers.map(\.title) == ["List", "Middle"])
  }

  @Test func sceneItselfIsNotItsOwnDestination() {
    #expect(
      throws: RoutingError.noSceneToReturnTo(
        expected: "ListNoteViewController", source: "List", found: [])
    ) {
      _ = try list.unwindDestination(ofType: ListNoteViewController.self)
    }
  }

  // MARK: - Memory

  @Test func unwindFreesThePoppedAndDismissedQuartets() throws {
    // Given
    var middle: NoteViewController? = NoteViewController("Middle")
    var edit: EditNoteViewController? = EditNoteViewController("Edit")
    if let middle, let edit {
      navigation.pushViewController(middle)
      try middle.present(edit)
    }
    screen.perform {}
    // Then
    expectDeallocation(
      of: { (middle?.quartet ?? []) + (edit?.quartet ?? []) },
      after: {
        screen.perform {
          guard let edit else { return }
          try edit.unwind(to: edit.unwindDestination(ofType: ListNoteViewController.self))
        }
        middle = nil
        edit = nil
      })
    #expect(screen.window.focusedView === list.field)
  }
}
