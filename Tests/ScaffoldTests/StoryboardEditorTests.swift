import Testing

@testable import scaffold

/// Registering a scene relies only on the `storyboard.register(` calls and
/// `return storyboard`, so concurrent edits elsewhere in the file do not matter.
struct StoryboardEditorTests {
  let probe: SceneName
  let registration =
    "    storyboard.register(\"Probe\") { ProbeViewController(worker: ProbeWorker()) }\n"

  init() throws {
    probe = try SceneName("Probe")
  }

  private func editor(_ body: String) -> StoryboardEditor {
    StoryboardEditor(
      path: "Scenes/AppStoryboard.swift",
      text: "enum AppStoryboard {\n  static func make() -> Storyboard {\n\(body)  }\n}\n")
  }

  @Test func registrationFollowsTheLastOneOnItsOwnLine() throws {
    // Given
    let sut = editor(
      """
          let storyboard = Storyboard(initialIdentifier: "Home")
          storyboard.register("Home") { HomeViewController() }
          storyboard.register("Detail") { DetailViewController() }
          return storyboard

      """)
    // When
    let edited = try sut.registering(probe)
    // Then
    #expect(
      edited.contains(
        "    storyboard.register(\"Detail\") { DetailViewController() }\n\(registration)"
          + "    return storyboard\n"))
  }

  @Test func registrationFollowsALastOneThatSpansSeveralLines() throws {
    // Given
    let sut = editor(
      """
          storyboard.register("Home") { HomeViewController() }
          storyboard.register("List") {
            ListViewController(worker: ListWorker(store: Store(path: "a)b}c")))
          }

          // Other scenes come here.
          return storyboard

      """)
    // When
    let edited = try sut.registering(probe)
    // Then
    #expect(
      edited.contains(
        "      ListViewController(worker: ListWorker(store: Store(path: \"a)b}c\")))\n    }\n"
          + registration + "\n    // Other scenes come here.\n"))
  }

  @Test func withoutRegistrationsItGoesJustBeforeTheReturn() throws {
    // Given
    let sut = editor(
      "    let storyboard = Storyboard(initialIdentifier: \"Home\")\n    return storyboard\n")
    // When
    let edited = try sut.registering(probe)
    // Then
    #expect(edited.contains("\"Home\")\n\(registration)    return storyboard\n"))
  }

  @Test func registeredIdentifiersIgnoreCommentedOutCalls() {
    // Given
    let sut = editor(
      """
          storyboard.register("Home") { HomeViewController() }
          // storyboard.register("Old") { OldViewController() }
          storyboard.register("Detail") { DetailViewController() }
          return storyboard

      """)
    // Then
    #expect(sut.registeredIdentifiers == ["Home", "Detail"])
  }

  @Test func withoutAReturnItIsRefused() {
    let sut = editor("    storyboard.register(\"Home\") { HomeViewController() }\n")
    #expect(
      throws: ScaffoldError.storyboardNotEditable(
        path: "Scenes/AppStoryboard.swift", missing: "`return storyboard` line")
    ) {
      try sut.registering(probe)
    }
  }

  @Test func registrationOfALongNameWrapsLikeTheFormatter() throws {
    // Given
    let sut = editor(
      "    storyboard.register(\"Home\") { HomeViewController() }\n    return storyboard\n")
    // When
    let edited = try sut.registering(try SceneName("NotificationPreferences"))
    // Then
    #expect(
      edited.contains(
        """
            storyboard.register("NotificationPreferences") {
              NotificationPreferencesViewController(worker: NotificationPreferencesWorker())
            }
            return storyboard
        """))
  }

  // MARK: - The storyboard the tests make

  @Test(arguments: [
    (
      "enum AppStoryboard {\n  static func make() -> Storyboard {\n    return s\n  }\n}\n",
      "AppStoryboard.make()"
    ),
    (
      "struct Env {}\npublic enum App {\n  struct Inner { func f() {} }\n"
        + "  public static func storyboard() -> Storyboard { s }\n}\n",
      "App.storyboard()"
    ),
    ("@MainActor\nfunc makeStoryboard() -> Storyboard { s }\n", "makeStoryboard()"),
    (
      "enum AppStoryboard {\n  static func make(environment: Env) -> Storyboard { s }\n}\n",
      nil
    ),
    ("let text = \"func make() -> Storyboard\"\n", nil),
    (
      "enum AppStoryboard {\n  public static func make(noteCount: Int = 250) -> Storyboard { s }\n}\n",
      "AppStoryboard.make()"
    ),
    (
      "enum App {\n  static func make(\n    a: (Int, Int) -> Int = { $0 + $1 }, b: [String: Int] = [:]\n"
        + "  ) -> TerminalUI.Storyboard { s }\n}\n",
      "App.make()"
    ),
    ("enum App {\n  static func make(a: Int = 1, b: Int) -> Storyboard { s }\n}\n", nil),
    ("func make(a: Int = 1,) -> Storyboard { s }\n", "make()"),
    ("func make() -> Int { 1 }\nfunc board() -> Storyboard { s }\n", "board()"),
  ])
  func factoryCallIsTheFunctionWithoutArgumentsThatReturnsTheStoryboard(
    text: String, call: String?
  ) {
    let factory = try? StoryboardEditor(path: "S.swift", text: text).factory(namedIn: nil)
    #expect((try? factory?.call.get()) == call)
  }

  @Test func aFileMakesAStoryboardWhenItCallsItsInitializer() {
    let maker = "let storyboard = Storyboard(initialIdentifier: \"Home\")\n"
    #expect(StoryboardEditor(path: "S.swift", text: maker).makesStoryboard)
    #expect(!StoryboardEditor(path: "S.swift", text: "let s: Storyboard\n").makesStoryboard)
  }

  @Test func presentedRegistrationsAreToldFromPushedOnes() {
    // Given
    let sut = editor(
      """
          let storyboard = Storyboard(initialIdentifier: "Home")
          storyboard.register("Home") { HomeViewController(segueKind: .present) }
          storyboard.register(
            "Edit", segueKind: .present
          ) { EditViewController() }
          storyboard.register("Detail", segueKind: .push) { DetailViewController() }
          return storyboard

      """)
    // Then
    #expect(sut.registersPresented("Edit"))
    #expect(!sut.registersPresented("Home"))
    #expect(!sut.registersPresented("Detail"))
    #expect(!sut.registersPresented("Missing"))
  }
}
