import Testing

/// The arguments the command plugin passes to `scaffold` and the errors it reports
/// (`ToolArguments.swift`, linked here from the plugin's folder).
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

  // MARK: - Failures

  @Test func failedToolSpeaksFirstAndThePluginOnlySaysHowItEnded() {
    // Given
    let message =
      "scaffold: Cannot write Sources/Scenes/AppStoryboard.swift: disk full; could not roll "
      + "back Sources/Scenes/Profile; remove or restore them.\n"
    // When
    let failure = PluginFailure.failed(status: 1, bySignal: false, errorOutput: message)
    // Then
    #expect(failure.description == message + "(scaffold exited with status 1)")
    #expect(!failure.description.contains("nothing was written"))
  }

  @Test func toolStoppedBySignalSaysSo() {
    // When
    let failure = PluginFailure.failed(
      status: 2, bySignal: true,
      errorOutput: "scaffold: Interrupted by SIGINT while writing; everything written was "
        + "rolled back. Run scaffold again.\n\n")
    // Then
    #expect(
      failure.description
        == "scaffold: Interrupted by SIGINT while writing; everything written was rolled back. "
        + "Run scaffold again.\n(scaffold stopped by signal 2)")
  }

  @Test func toolThatSaysNothingIsReportedByItsStatus() {
    #expect(
      PluginFailure.failed(status: 2, bySignal: false, errorOutput: "").description
        == "(scaffold exited with status 2)")
  }
}
