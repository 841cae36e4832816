import Testing

@testable import demo

struct DemoOptionsTests {
  @Test func noArgumentsUseTheDefaults() throws {
    let options = try Options(arguments: [])

    #expect(options.dataDirectory == nil)
    #expect(!options.showsHelp)
    #expect(options.theme == .default)
    #expect(options.reportsMouse)
  }

  @Test func noMouseLeavesTheMouseToTheTerminal() throws {
    #expect(try !Options(arguments: ["--no-mouse"]).reportsMouse)
    #expect(try Options(arguments: ["--no-mouse"]).theme == .default)
  }

  @Test(arguments: [["--theme", "light"], ["--theme=light"]])
  func themeIsTakenInBothSpellings(arguments: [String]) throws {
    #expect(try Options(arguments: arguments).theme == .light)
  }

  @Test func anUnknownThemeNamesTheThemes() {
    #expect(throws: Options.ParseError.unknownTheme("dark")) {
      try Options(arguments: ["--theme", "dark"])
    }
    #expect(
      Options.ParseError.unknownTheme("dark").description
        == "unknown theme 'dark'; the themes are: default, light")
  }

  @Test(arguments: [["--data-dir", "/tmp/x"], ["--data-dir=/tmp/x"]])
  func dataDirectoryIsTakenInBothSpellings(arguments: [String]) throws {
    #expect(try Options(arguments: arguments).dataDirectory == "/tmp/x")
  }

  @Test(arguments: ["--help", "-h"])
  func helpIsRecognised(argument: String) throws {
    #expect(try Options(arguments: [argument]).showsHelp)
  }

  @Test(arguments: [
    (["--data-dir"], Options.ParseError.missingValue(option: "--data-dir")),
    (["--data-dir="], Options.ParseError.missingValue(option: "--data-dir")),
    (["--data-dir", ""], Options.ParseError.missingValue(option: "--data-dir")),
    (["--bogus"], Options.ParseError.unknownArgument("--bogus")),
    (["--theme"], Options.ParseError.missingValue(option: "--theme")),
  ])
  func badArgumentsAreClearErrors(arguments: [String], error: Options.ParseError) {
    #expect(throws: error) { try Options(arguments: arguments) }
  }

  @Test func errorsSayWhatIsWrong() {
    #expect(Options.ParseError.unknownArgument("-x").description == "unknown argument '-x'")
    #expect(
      Options.ParseError.missingValue(option: "--data-dir").description
        == "--data-dir needs a value")
  }
}
