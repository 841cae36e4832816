import DemoScenes
import Testing

struct DemoOptionsTests {
  @Test func noArgumentsUseTheDefaults() throws {
    let options = try DemoOptions(arguments: [])

    #expect(options.dataDirectory == nil)
    #expect(!options.showsHelp)
    #expect(options.theme == .default)
    #expect(options.reportsMouse)
  }

  @Test func noMouseLeavesTheMouseToTheTerminal() throws {
    #expect(try !DemoOptions(arguments: ["--no-mouse"]).reportsMouse)
    #expect(try DemoOptions(arguments: ["--no-mouse"]).theme == .default)
  }

  @Test(arguments: [["--theme", "light"], ["--theme=light"]])
  func themeIsTakenInBothSpellings(arguments: [String]) throws {
    #expect(try DemoOptions(arguments: arguments).theme == .light)
  }

  @Test func anUnknownThemeNamesTheThemes() {
    #expect(throws: DemoOptions.ParseError.unknownTheme("dark")) {
      try DemoOptions(arguments: ["--theme", "dark"])
    }
    #expect(
      DemoOptions.ParseError.unknownTheme("dark").description
        == "unknown theme 'dark'; the themes are: default, light")
  }

  @Test(arguments: [["--data-dir", "/tmp/x"], ["--data-dir=/tmp/x"]])
  func dataDirectoryIsTakenInBothSpellings(arguments: [String]) throws {
    #expect(try DemoOptions(arguments: arguments).dataDirectory == "/tmp/x")
  }

  @Test(arguments: ["--help", "-h"])
  func helpIsRecognised(argument: String) throws {
    #expect(try DemoOptions(arguments: [argument]).showsHelp)
  }

  @Test(arguments: [
    (["--data-dir"], DemoOptions.ParseError.missingValue(option: "--data-dir")),
    (["--data-dir="], DemoOptions.ParseError.missingValue(option: "--data-dir")),
    (["--data-dir", ""], DemoOptions.ParseError.missingValue(option: "--data-dir")),
    (["--bogus"], DemoOptions.ParseError.unknownArgument("--bogus")),
    (["--theme"], DemoOptions.ParseError.missingValue(option: "--theme")),
  ])
  func badArgumentsAreClearErrors(arguments: [String], error: DemoOptions.ParseError) {
    #expect(throws: error) { try DemoOptions(arguments: arguments) }
  }

  @Test func errorsSayWhatIsWrong() {
    #expect(DemoOptions.ParseError.unknownArgument("-x").description == "unknown argument '-x'")
    #expect(
      DemoOptions.ParseError.missingValue(option: "--data-dir").description
        == "--data-dir needs a value")
  }
}
