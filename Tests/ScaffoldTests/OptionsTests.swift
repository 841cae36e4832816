import Testing

@testable import scaffold

struct OptionsTests {
  @Test func nameAloneHasNoOptions() throws {
    let options = try Options(arguments: ["Probe"])
    #expect(options == Options(name: "Probe"))
  }

  @Test(arguments: [
    ["Probe", "--from", "Home", "--root", "/tmp/x", "--dry-run"],
    ["--dry-run", "--root=/tmp/x", "--from=Home", "Probe"],
    ["--from", "Home", "Probe", "--root", "/tmp/x", "--dry-run"],
  ])
  func optionsMayComeInAnyOrderAndWithEquals(arguments: [String]) throws {
    let options = try Options(arguments: arguments)
    #expect(options == Options(name: "Probe", source: "Home", root: "/tmp/x", isDryRun: true))
  }

  @Test(arguments: [
    ["Probe", "--from", "Home", "--presented", "--back-to", "Home"],
    ["--back-to=Home", "--presented", "Probe", "--from=Home"],
  ])
  func presentedAndBackToAreRead(arguments: [String]) throws {
    let options = try Options(arguments: arguments)
    #expect(
      options == Options(name: "Probe", source: "Home", isPresented: true, destination: "Home"))
  }

  @Test(arguments: [["--help"], ["-h"], ["Probe", "--help"], ["Probe", "Other", "--help"]])
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
    (["Probe", "Other"], .unexpectedArgument("Other")),
    (["Probe", "--bogus"], .unknownOption("--bogus")),
    (["Probe", "--from"], .missingValue(option: "--from")),
    (["Probe", "--from", "--dry-run"], .missingValue(option: "--from")),
    (["Probe", "--root="], .missingValue(option: "--root")),
    (["Probe", "--root", "a", "--root", "b"], .repeatedOption("--root")),
    (["Probe", "--dry-run", "--dry-run"], .repeatedOption("--dry-run")),
    (["Probe", "--presented", "--presented"], .repeatedOption("--presented")),
    (["Probe", "--back-to"], .missingValue(option: "--back-to")),
    (["Probe", "--back-to=A", "--back-to=B"], .repeatedOption("--back-to")),
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
