import Testing

@testable import scaffold

/// `--result-type`: Swift type names only, and a real sample for the generated test.
struct ResultTypeTests {
  @Test(arguments: [
    ("String", "\"Handed back\""), ("Int", "42"), ("Swift.Int", "42"), ("UInt8", "42"),
    ("Double", "1.5"), ("Bool", "true"), ("[Int]", "[42]"), ("[Int?]", "[42]"),
    ("[String: [Bool]]", "[\"Handed back\": [true]]"), (" [ Int ] ", "[42]"),
  ])
  func literalTypesHaveALiteralSample(name: String, sample: String) throws {
    let type = try ResultType(name)
    #expect(type.name == (name == " [ Int ] " ? "[ Int ]" : name))
    #expect(type.sample == sample)
  }

  @Test(arguments: [
    "Contact", "Shared.Contact", "Result<Contact, Error>", "Array<Int>", "[Contact]",
    "Dictionary<String, [Contact?]>", "Contact.ID",
  ])
  func otherTypesNeedTheSampleTheUserGives(name: String) throws {
    #expect(throws: ScaffoldError.self) { try ResultType(name) }
    let type = try ResultType(name, sample: "made()")
    #expect(type.sample == "made()")
  }

  @Test func theMissingSampleIsAskedForByItsOption() {
    let error = #expect(throws: ScaffoldError.self) { try ResultType("Contact") }
    #expect(error?.description.contains("--result-sample EXPRESSION") == true)
  }

  @Test(arguments: [
    "", "Int]", "[Int", "(Int, Int)", "() -> Void", "Int!", "Contact; rm -rf", "1Contact",
    "[Int: ]", "Box<>", "Box<Int", "a.", "any Contact", "Contact..ID",
  ])
  func whatIsNotATypeNameIsRefused(name: String) {
    let error = #expect(throws: ScaffoldError.self) { try ResultType(name, sample: "x") }
    guard case .invalidResultType(let type, let problem) = error else {
      Issue.record("expected invalidResultType, got \(String(describing: error))")
      return
    }
    #expect(type == name)
    #expect(!problem.isEmpty)
  }

  @Test func aTopLevelOptionalIsRefusedAsTheStoreIsOptionalAlready() {
    let error = #expect(throws: ScaffoldError.self) { try ResultType("Int?") }
    #expect(error?.description.contains("without the last `?`") == true)
  }

  @Test func literalSampleOfAnOptionalIsItsWrappedTypes() {
    #expect(ResultType.literalSample(of: "String?") == "\"Handed back\"")
    #expect(ResultType.literalSample(of: "Contact?") == nil)
    #expect(ResultType.literalSample(of: "[Int") == nil)
  }
}
