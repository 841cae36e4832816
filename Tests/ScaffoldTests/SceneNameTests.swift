import Testing

@testable import scaffold

struct SceneNameTests {
  @Test(arguments: ["Probe", "OrderHistory", "URLList", "A", "Step2", "ABCDEFGHIJKLMNOPQRSTUVWX"])
  func upperCamelCaseIdentifiersAreAccepted(name: String) throws {
    #expect(try SceneName(name).rawValue == name)
  }

  @Test(arguments: ["Open", "Actor", "Some", "Package", "Left", "Set"])
  func contextualKeywordsAreOrdinaryNames(name: String) throws {
    #expect(try SceneName(name).rawValue == name)
  }

  @Test(arguments: [
    ("Probe", "Probe", "Load probe"),
    ("OrderHistory", "Order history", "Load order history"),
    ("URLList", "URL list", "Load URL list"),
    ("MyURLList", "My URL list", "Load my URL list"),
    ("Step2Go", "Step2 go", "Load step2 go"),
    ("PlanB", "Plan b", "Load plan b"),
  ])
  func wordsSplitTheNameForTitlesAndSections(name: String, words: String, loadWords: String)
    throws
  {
    let sceneName = try SceneName(name)
    #expect(sceneName.words == words)
    #expect(sceneName.words(prefix: "Load") == loadWords)
  }

  @Test func everyKeywordSwiftReservesIsRefusedInAnyCase() {
    for keyword in SceneName.reservedKeywords {
      let capitalized = keyword.prefix(1).uppercased() + keyword.dropFirst()
      #expect(throws: ScaffoldError.invalidName(name: capitalized, problem: .keyword(keyword))) {
        try SceneName(capitalized)
      }
    }
  }

  @Test func everyReservedModuleNameIsASceneNameOtherwiseValid() throws {
    for module in SceneName.reservedModuleNames {
      #expect(try SceneName(module).rawValue == module)
    }
  }

  @Test func derivedTypesCoverEveryGeneratedType() throws {
    // Given
    let name = try SceneName("Probe")
    let templates = SceneTemplates(name: name, source: nil)
    let generated = (templates.files + templates.testFiles).map(\.text).joined()
    // Then
    let tokens = SwiftSource(generated).tokens
    let declared = tokens.indices.dropLast().compactMap { index in
      ["class", "struct", "enum", "protocol"].contains(tokens[index].text)
        ? tokens[index + 1].text : nil
    }
    let topLevel = Set(declared).subtracting(["LoadProbe", "Request", "Response", "ViewModel"])
    #expect(topLevel == Set(name.derivedTypeNames))
  }

  @Test func messagesSayWhatIsWrongAndWhatToDo() {
    #expect(
      ScaffoldError.invalidName(name: "Class", problem: .keyword("class")).description
        == "'Class' cannot be a scene name: 'class' is a Swift keyword, and scene names double "
        + "as identifiers (`let class = …`). Pick another name.")
    #expect(
      ScaffoldError.invalidName(name: "a", problem: .notUppercaseStart("a")).description
        == "'a' cannot be a scene name: it starts with 'a'; a scene name starts with an "
        + "uppercase ASCII letter (UpperCamelCase, such as Profile).")
  }
}
