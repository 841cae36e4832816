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

  @Test func routeTakesNoNameAndReadsItsScenes() throws {
    let options = try Options(arguments: ["--route=Detail", "--presented", "--from", "Home"])
    #expect(options == Options(source: "Home", isPresented: true, routeTarget: "Detail"))
  }

  @Test func resultTypeAndSampleAreRead() throws {
    let options = try Options(arguments: [
      "Probe", "--back-to", "Home", "--result-type", "[Int]", "--result-sample=[1]",
    ])
    #expect(
      options
        == Options(name: "Probe", destination: "Home", resultType: "[Int]", resultSample: "[1]"))
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
    (["Probe", "--sources", "A", "--sources", "B"], .repeatedOption("--sources")),
    (["Probe", "--module"], .missingValue(option: "--module")),
    (["Probe", "--sees", "--dry-run"], .missingValue(option: "--sees")),
    (["Probe", "--result-type", "Int"], .needsOption("--result-type", needs: "--back-to")),
    (
      ["Probe", "--back-to", "Home", "--result-sample", "1"],
      .needsOption("--result-sample", needs: "--result-type")
    ),
    (["--route", "Detail"], .needsOption("--route", needs: "--from")),
    (
      ["--route", "Detail", "--from", "Home", "--back-to", "Home"],
      .excludesOption("--route", excludes: "--back-to")
    ),
    (["Probe", "--route", "Detail", "--from", "Home"], .nameWithRoute("Probe")),
    (["--route", "A", "--route", "B", "--from", "Home"], .repeatedOption("--route")),
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
    #expect(
      Options.ParseError.nameWithRoute("Probe").description
        == "unexpected argument 'Probe': --route adds a route between two scenes that exist, "
        + "and makes none")
  }

  // MARK: - Layout

  @Test func withoutSourcesTheLayoutIsTheDemos() throws {
    let options = try Options(arguments: ["Probe"])
    #expect(options.layout == .demo)
  }

  @Test func sourcesGiveTheTargetsLayoutWithDefaultsFromItsName() throws {
    // When
    let options = try Options(arguments: [
      "Probe", "--sources", "Sources/MyScenes", "--sees", "/a", "--sees=/b",
    ])
    // Then
    var expected = TargetLayout(sources: "Sources/MyScenes")
    expected.sees = ["/a", "/b"]
    #expect(options.layout == expected)
    #expect(expected.tests == "Tests/MyScenesTests")
    #expect(expected.module == "MyScenes")
    #expect(expected.storyboard == nil)
    #expect(expected.storyboardCall == nil)
  }

  @Test func everyPartOfTheLayoutCanBeGiven() throws {
    // When
    let layout = try Options(arguments: [
      "Probe", "--sources", "App/Screens", "--tests", "Checks/Screens", "--module", "Screens",
      "--storyboard", "App/Screens/Main.swift", "--storyboard-call", "Main.storyboard",
    ]).layout
    // Then
    #expect(layout.sources == "App/Screens")
    #expect(layout.tests == "Checks/Screens")
    #expect(layout.module == "Screens")
    #expect(layout.storyboard == "App/Screens/Main.swift")
    #expect(layout.storyboardCall == "Main.storyboard")
  }
}
