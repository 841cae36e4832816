import Testing

@testable import scaffold

struct OptionsTests {
  @Test func nameAloneHasNoOptions() throws {
    let options = try Options(arguments: ["Profile"])
    #expect(options == Options(name: "Profile"))
  }

  @Test(arguments: [
    ["Profile", "--from", "Home", "--root", "/tmp/x", "--dry-run"],
    ["--dry-run", "--root=/tmp/x", "--from=Home", "Profile"],
    ["--from", "Home", "Profile", "--root", "/tmp/x", "--dry-run"],
  ])
  func optionsMayComeInAnyOrderAndWithEquals(arguments: [String]) throws {
    let options = try Options(arguments: arguments)
    #expect(options == Options(name: "Profile", source: "Home", root: "/tmp/x", isDryRun: true))
  }

  @Test(arguments: [["--help"], ["-h"], ["Profile", "--help"], ["Profile", "Other", "--help"]])
  func helpNeedsNoName(arguments: [String]) throws {
    let options = try Options(arguments: arguments)
    #expect(options.showsHelp)
  }

  @Test func doubleDashEndsTheOptions() throws {
    let options = try Options(arguments: ["--", "--dry-run"])
    #expect(options == Options(name: "--dry-run"))
  }

  @Test(arguments: [
    ([String](), Options.ParseError.missingName),
    (["Profile", "Other"], .unexpectedArgument("Other")),
    (["Profile", "--bogus"], .unknownOption("--bogus")),
    (["Profile", "--from"], .missingValue(option: "--from")),
    (["Profile", "--from", "--dry-run"], .missingValue(option: "--from")),
    (["Profile", "--root="], .missingValue(option: "--root")),
    (["Profile", "--root", "a", "--root", "b"], .repeatedOption("--root")),
    (["Profile", "--dry-run", "--dry-run"], .repeatedOption("--dry-run")),
  ])
  func badArgumentsAreErrorsThatSayWhy(arguments: [String], error: Options.ParseError) {
    #expect(throws: error) {
      try Options(arguments: arguments)
    }
  }

  @Test func errorDescriptionsNameTheArgument() {
    #expect(Options.ParseError.unknownOption("--x").description == "unknown option '--x'")
    #expect(Options.ParseError.missingValue(option: "--from").description == "--from needs a value")
    #expect(
      Options.ParseError.unexpectedArgument("B").description
        == "unexpected argument 'B': give one scene name")
  }
}
