import Testing

@testable import scaffold

/// The generated code keeps to the repository's 100-column limit for every name length, so
/// a scaffolded tree passes `swift format lint --strict` (CI lints one on every run).
struct TemplateLayoutTests {
  /// Every line the scaffolder can write for scene `name` routed from `source`, pushed and
  /// presented, without and with a way back to `source`.
  private func generatedLines(name: String, source: String) throws -> [String] {
    let sceneName = try SceneName(name)
    var texts: [String] = []
    for (presented, destination) in [(false, nil), (true, source)] {
      let templates = SceneTemplates(
        name: sceneName, source: source, presented: presented, destination: destination)
      let route = RouteTemplates(name: sceneName, source: source, presented: presented)
      let back = BackRouteTemplates(name: sceneName, destination: source)
      texts +=
        (templates.files + templates.testFiles).map(\.text) + [
          RouteTemplates.registration(of: sceneName, presented: presented, indent: 4),
          route.requirement(indent: 2), route.routeEntry(indent: 4), route.routeMethod,
          route.navigateMethod, route.passDataMethod, back.propertyRequirement(indent: 2),
          back.storedProperty(indent: 2),
        ]
    }
    return texts.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
      .map(String.init)
  }

  @Test(arguments: [
    ("A", "Home"), ("Probe", "Home"), ("OrderHistory", "ToDoList"),
    ("ABCDEFGHIJKLMNOPQRSTUVWX", "Home"), ("ABCDEFGHIJKLMNOPQRSTUVWX", "ABCDEFGHIJKLMNOPQRSTUVWX"),
  ])
  func everyLineFitsInOneHundredColumns(name: String, source: String) throws {
    let long = try generatedLines(name: name, source: source).filter { $0.count > 100 }
    #expect(long == [])
  }

  @Test(arguments: [false, true])
  func noLineEndsWithSpacesAndNoFileHasTwoBlankLinesInARow(withWayBack: Bool) throws {
    let templates = SceneTemplates(
      name: try SceneName("Probe"), source: "Home", presented: withWayBack,
      destination: withWayBack ? "Home" : nil)
    for file in templates.files + templates.testFiles {
      #expect(!file.text.contains(" \n"), "\(file.name)")
      #expect(!file.text.contains("\n\n\n"), "\(file.name)")
      #expect(file.text.hasSuffix("}\n"), "\(file.name)")
    }
  }

  @Test func shortFormsAreUsedWhenTheyFit() {
    #expect(CodeLayout.fit(indent: 2, ["a(b)"], ["a(", "  b)"]) == "  a(b)")
    let long = String(repeating: "x", count: 98)
    #expect(CodeLayout.fit(indent: 2, [long + "(b)"], ["a(", "  b)"]) == "  a(\n    b)")
  }

  @Test func docCommentsWrapAtWords() {
    let text = Array(repeating: "word", count: 30).joined(separator: " ")
    let lines = CodeLayout.doc(indent: 2, text).split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.allSatisfy { $0.hasPrefix("  /// ") && $0.count <= 100 })
    #expect(lines.joined(separator: " ").replacing("  /// ", with: "") == text)
  }
}
