import Testing

@testable import scaffold

/// Which function of the storyboard file the scenes are registered in, how the tests call
/// it, and where in it the registration goes.
struct StoryboardFactoryTests {
  let probe: SceneName
  let registration = "storyboard.register(\"Probe\") { ProbeViewController(worker: ProbeWorker()) }"

  init() throws {
    probe = try SceneName("Probe")
  }

  private func editor(_ text: String) -> StoryboardEditor {
    StoryboardEditor(path: "S.swift", text: text)
  }

  // MARK: - Which function

  static let makeAndPreview = """
    enum AppStoryboard {
      static func make() -> Storyboard {
        let storyboard = Storyboard(initialIdentifier: "Home")
        return storyboard
      }

      static func preview() -> Storyboard {
        let storyboard = make()
        return storyboard
      }
    }

    """

  @Test func ofTwoFactoriesTheOneThatMakesTheStoryboardGetsTheScene() throws {
    // Given
    let sut = editor(Self.makeAndPreview)
    // When
    let factory = try sut.factory(namedIn: nil)
    let edited = try sut.registering(probe, in: factory)
    // Then
    #expect(try factory?.call.get() == "AppStoryboard.make()")
    #expect(
      edited.contains(
        "Storyboard(initialIdentifier: \"Home\")\n    \(registration)\n    return storyboard\n"))
    #expect(edited.contains("let storyboard = make()\n    return storyboard\n"))
  }

  @Test func ofTwoFactoriesTheOneThatRegistersGetsTheScene() throws {
    // Given
    let sut = editor(
      Self.makeAndPreview.replacing(
        "let storyboard = make()\n",
        with: "let storyboard = make()\n    storyboard.register(\"A\") { A() }\n"))
    // When
    let factory = try sut.factory(namedIn: nil)
    // Then
    #expect(try factory?.call.get() == "AppStoryboard.preview()")
    #expect(try sut.registering(probe, in: factory).contains("{ A() }\n    \(registration)\n"))
  }

  @Test func twoFactoriesThatEachMakeAStoryboardAreRefused() {
    // Given
    let sut = editor(
      Self.makeAndPreview.replacing(
        "let storyboard = make()", with: "let storyboard = Storyboard(initialIdentifier: \"P\")"))
    // Then
    #expect(
      throws: ScaffoldError.storyboardAmbiguous(
        path: "S.swift", functions: ["AppStoryboard.make()", "AppStoryboard.preview()"])
    ) {
      try sut.factory(namedIn: nil)
    }
  }

  @Test func theStoryboardCallGivenNamesTheFactory() throws {
    // Given
    let sut = editor(
      Self.makeAndPreview.replacing(
        "let storyboard = make()", with: "let storyboard = Storyboard(initialIdentifier: \"P\")"))
    // When
    let factory = try sut.factory(namedIn: "AppStoryboard.preview()")
    // Then
    #expect(factory?.name == "preview")
    #expect(
      try sut.registering(probe, in: factory).contains(
        "\"P\")\n    \(registration)\n    return storyboard\n  }\n}\n"))
  }

  // MARK: - How the tests call it

  @Test(arguments: [
    (
      "enum App {\n  @MainActor enum Storyboards {\n    static func make() -> Storyboard { s }\n"
        + "  }\n}\n",
      "App.Storyboards.make()"
    ),
    (
      "enum App { enum Storyboards {} }\nextension App.Storyboards {\n"
        + "  @MainActor public static func make() -> Storyboard { s }\n}\n",
      "App.Storyboards.make()"
    ),
    (
      "final class AppStoryboard {\n  class func make() -> Storyboard { s }\n}\n",
      "AppStoryboard.make()"
    ),
    (
      "struct Outer {\n  class Inner {\n    final class func make() -> Storyboard { s }\n  }\n}\n",
      "Outer.Inner.make()"
    ),
  ])
  func factoryInANestedTypeOrAClassFunctionIsCalledThroughItsTypes(text: String, call: String)
    throws
  {
    #expect(try editor(text).factory(namedIn: nil)?.call.get() == call)
  }

  @Test(arguments: [
    (
      "final class AppStoryboard {\n  func make() -> Storyboard { s }\n}\n",
      "it is an instance method of AppStoryboard"
    ),
    (
      "enum App {\n  static func all() {\n    func make() -> Storyboard { s }\n  }\n}\n",
      "it is declared inside a function or closure"
    ),
  ])
  func factoryTheTestsCannotCallIsRefused(text: String, reason: String) throws {
    let factory = try editor(text).factory(namedIn: nil)
    #expect(
      factory?.call
        == .failure(
          .storyboardFactoryNotCallable(path: "S.swift", function: "make", reason: reason))
    )
  }

  // MARK: - Copies in the branches of #if … #endif

  static let copiesPerPlatform = """
    enum AppStoryboard {
      #if os(Linux)
        static func make() -> Storyboard {
          let storyboard = Storyboard(initialIdentifier: "Home")
          storyboard.register("Home") { HomeViewController() }
          return storyboard
        }
      #elseif os(Windows)
        static func make() -> Storyboard {
          let storyboard = Storyboard(initialIdentifier: "Home")
          return storyboard
        }
      #else
        static func make() -> Storyboard {
          let storyboard = Storyboard(initialIdentifier: "Home")
          storyboard.register("Home") { HomeViewController() }
          #if DEBUG
            storyboard.register("Debug") { DebugViewController() }
          #endif
          return storyboard
        }
      #endif
    }

    """

  @Test func everyCopyOfTheFactoryInTheBranchesOfAnIfBlockGetsTheScene() throws {
    // Given
    let sut = editor(Self.copiesPerPlatform)
    // When
    let factory = try sut.factory(namedIn: nil)
    let edited = try sut.registering(probe, in: factory)
    // Then
    #expect(try factory?.call.get() == "AppStoryboard.make()")
    #expect(factory?.bodies.count == 3)
    #expect(
      edited
        == Self.copiesPerPlatform
        .replacing(
          "{ HomeViewController() }\n      return storyboard\n",
          with: "{ HomeViewController() }\n      \(registration)\n      return storyboard\n"
        )
        .replacing(
          "\"Home\")\n      return storyboard\n",
          with: "\"Home\")\n      \(registration)\n      return storyboard\n"
        )
        .replacing(
          "      #endif\n      return storyboard\n",
          with: "      #endif\n      \(registration)\n      return storyboard\n"))
    #expect(edited.components(separatedBy: registration).count == 4)
  }

  @Test(arguments: [
    ([("  #elseif os(Windows)\n", "  #endif\n  #if os(Windows)\n")], [3, 10, 15]),
    ([("  #if os(Linux)\n", ""), ("  #elseif os(Windows)\n", "  #if os(Windows)\n")], [2, 8, 13]),
  ])
  func copiesOneBuildMayCompileTogetherAreRefused(edits: [(String, String)], lines: [Int]) {
    // Given: the Windows copy in a block of its own; the Linux copy outside any block
    let text = edits.reduce(Self.copiesPerPlatform) { $0.replacing($1.0, with: $1.1) }
    let sut = editor(text)
    // Then
    #expect(
      throws: ScaffoldError.storyboardFactoryRepeated(
        path: "S.swift", function: "AppStoryboard.make()", lines: lines)
    ) {
      try sut.factory(namedIn: nil)
    }
  }

  @Test func aCopyWithoutReturnStoryboardIsRefusedByItsLine() throws {
    // Given
    let sut = editor(
      Self.copiesPerPlatform.replacing(
        "\"Home\")\n      return storyboard\n", with: "\"Home\")\n      return build(storyboard)\n")
    )
    // Then
    #expect(
      throws: ScaffoldError.storyboardNotEditable(
        path: "S.swift", missing: "`return storyboard` line in the copy of make() at line 9")
    ) {
      try sut.registering(probe, in: try sut.factory(namedIn: nil))
    }
  }

  // MARK: - Where the registration goes

  @Test func registrationAfterOnesInsideIfDebugGoesAfterTheEndif() throws {
    // Given
    let sut = editor(
      """
      enum AppStoryboard {
        static func make() -> Storyboard {
          let storyboard = Storyboard(initialIdentifier: "Home")
          storyboard.register("Home") { HomeViewController() }
          #if DEBUG
            storyboard.register("Debug") { DebugViewController() }
            #if os(Linux)
              storyboard.register("Tux") { TuxViewController() }
            #endif
          #endif
          return storyboard
        }
      }

      """)
    // When
    let edited = try sut.registering(probe, in: try sut.factory(namedIn: nil))
    // Then
    #expect(
      edited.contains("      #endif\n    #endif\n    \(registration)\n    return storyboard\n"))
  }

  @Test func registrationAfterAClosedIfBlockStaysAfterItsLastCall() throws {
    // Given
    let sut = editor(
      """
          #if DEBUG
            let debug = true
          #endif
          storyboard.register("Home") { HomeViewController() }
          return storyboard

      """)
    // When
    let edited = try sut.registering(probe)
    // Then
    #expect(
      edited.contains("{ HomeViewController() }\n    \(registration)\n    return storyboard\n"))
  }

  @Test func aCRLFFileGetsCRLFLines() {
    // Given
    let change = ScaffoldPlan.FileChange(
      path: "S.swift", kind: .modify(original: "a\r\nb\r\n"), contents: "a\r\nx\ny\nb\r\n",
      additions: ["x", "y"])
    let mixed = ScaffoldPlan.FileChange(
      path: "S.swift", kind: .modify(original: "a\r\nb\n"), contents: "a\r\nx\nb\n",
      additions: ["x"])
    // Then
    #expect(change.keepingLineEndings.contents == "a\r\nx\r\ny\r\nb\r\n")
    #expect(mixed.keepingLineEndings == mixed)
  }
}
