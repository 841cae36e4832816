import DemoScenes
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

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

  // MARK: - Help

  @Test func theHelpIsWrittenWholeWithANewline() throws {
    var pipe: [Int32] = [0, 0]
    #expect(Glibc.pipe(&pipe) == 0)
    defer { close(pipe[0]) }
    let expected = Array((DemoOptions.usage + "\n").utf8)
    #expect(expected.count < 65_536, "the pipe must hold the whole help")

    try DemoOptions.writeUsage(to: pipe[1])
    close(pipe[1])

    var read: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4_096)
    while case let count = Glibc.read(pipe[0], &chunk, chunk.count), count > 0 {
      read += chunk[..<count]
    }
    #expect(read == expected)
  }

  @Test(.enabled(if: access("/dev/full", W_OK) == 0, "needs /dev/full"))
  func aHelpThatCannotBeWrittenIsAnErrorWithTheSystemsReason() throws {
    let full = open("/dev/full", O_WRONLY)
    defer { close(full) }

    let error = #expect(throws: DemoOptions.OutputError.self) {
      try DemoOptions.writeUsage(to: full)
    }
    #expect(error?.description == "No space left on device")
  }
}
