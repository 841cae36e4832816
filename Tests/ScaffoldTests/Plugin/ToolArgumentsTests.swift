import Testing

/// The arguments the command plugin passes to `scaffold` (`ToolArguments.swift`, linked here
/// from the plugin's folder).
struct ToolArgumentsTests {
  let layout: [(option: String, value: String)] = [
    ("--root", "/app"), ("--sources", "Sources/Scenes"), ("--tests", "Tests/ScenesTests"),
    ("--module", "Scenes"), ("--sees", "/deps/TerminalUI"),
  ]

  @Test func pluginOptionsFollowTheUsersArguments() throws {
    // When
    let arguments = try ToolArguments.merging(["Profile", "--dry-run"], layout: layout)
    // Then
    #expect(
      arguments == [
        "Profile", "--dry-run", "--root", "/app", "--sources", "Sources/Scenes", "--tests",
        "Tests/ScenesTests", "--module", "Scenes", "--sees", "/deps/TerminalUI",
      ])
  }

  @Test(arguments: [
    (["Profile", "--tests", "Tests/Other"], "--tests"),
    (["Profile", "--tests=Tests/Other"], "--tests"),
    (["--sources", "Sources/Other", "Profile"], "--sources"),
    (["Profile", "--module=Other"], "--module"),
  ])
  func optionTheUserGivesReplacesThePlugins(user: [String], option: String) throws {
    // When
    let arguments = try ToolArguments.merging(user, layout: layout)
    // Then
    #expect(Array(arguments.prefix(user.count)) == user)
    #expect(!arguments.dropFirst(user.count).contains(option))
    #expect(arguments.filter { $0.hasPrefix(option) }.count == 1)
  }

  @Test func seesTheUserGivesAddsToThePlugins() throws {
    // When
    let arguments = try ToolArguments.merging(["Profile", "--sees", "Vendor"], layout: layout)
    // Then
    #expect(arguments.suffix(2) == ["--sees", "/deps/TerminalUI"])
    #expect(arguments.filter { $0 == "--sees" }.count == 2)
  }

  @Test func optionsAfterTheEndOfOptionsAreNames() throws {
    // When
    let arguments = try ToolArguments.merging(["--", "--tests"], layout: layout)
    // Then
    #expect(arguments.contains("Tests/ScenesTests"))
  }

  @Test(arguments: [["Profile", "--root", "/elsewhere"], ["Profile", "--root=."]])
  func rootIsRefusedAsThePluginsOwn(user: [String]) {
    #expect(throws: PluginFailure.setByPlugin(option: "--root", value: "/app")) {
      try ToolArguments.merging(user, layout: layout)
    }
    #expect(
      PluginFailure.setByPlugin(option: "--root", value: "/app").description
        == "the plugin sets --root itself (to /app); leave it out")
  }
}
