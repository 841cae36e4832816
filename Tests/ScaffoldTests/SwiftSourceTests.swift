import Testing

@testable import scaffold

struct SwiftSourceTests {
  @Test func commentsAreSkippedAndStringsAreSingleTokens() {
    // Given
    let source = SwiftSource(
      """
      // a { line
      /* a /* nested */ block { */ let x = "a { \\" b" + #"raw " { "#
      """)
    // Then
    #expect(source.tokens.map(\.text) == ["let", "x", "=", "a { \\\" b", "+", "raw \" { "])
    #expect(
      source.tokens.map(\.kind) == [.word, .word, .punctuation, .string, .punctuation, .string])
  }

  @Test func interpolationsWithStringsStayInsideTheirLiteral() {
    // Given
    let source = SwiftSource("f(\"a \\(g(\")\")) b\", [1])")
    // Then
    #expect(source.tokens.map(\.text) == ["f", "(", "a \\(g(\")\")) b", ",", "[", "1", "]", ")"])
    #expect(source.matchingClose(ofTokenAt: 1) == 7)
  }

  @Test func multilineStringsEndAtTheirTripleQuote() {
    // Given
    let source = SwiftSource("let s = \"\"\"\n  a \" } \"\" ]\n  \"\"\"\nlet t = 1")
    // Then
    #expect(
      source.tokens.map(\.text) == ["let", "s", "=", "\n  a \" } \"\" ]\n  ", "let", "t", "=", "1"])
  }

  @Test func bracketsMatchAcrossKindsAndMismatchesAreNil() {
    #expect(SwiftSource("{ [ ( ) ] }").matchingClose(ofTokenAt: 0) == 5)
    #expect(SwiftSource("{ [ ) }").matchingClose(ofTokenAt: 0) == nil)
    #expect(SwiftSource("{ [ ]").matchingClose(ofTokenAt: 0) == nil)
  }

  @Test func unterminatedLiteralsAndCommentsDoNotCrash() {
    for text in ["\"abc", "\"\"\"\nabc", "/* abc", "#\"abc", "\"\\(", "`abc", "\u{1F600} é"] {
      _ = SwiftSource(text).tokens
    }
    #expect(SwiftSource("\"abc").tokens.map(\.text) == ["abc"])
  }

  @Test func firstIndexStaysAtTheStartingDepth() {
    // Given
    let source = SwiftSource("let a: [String: (B) -> C] = [:]")
    // Then
    #expect(source.firstIndex(of: "=", from: 0) == 13)
  }

  @Test func topLevelTypeNamesLeaveOutNestedAndLocalTypes() {
    // Given
    let source = SwiftSource(
      """
      enum Profile {
        enum LoadProfile { struct Request {} }
      }
      extension Home { struct Extra {} }
      func make() { class Local {} }
      #if DEBUG
        @MainActor final class `Debug` {}
      #endif
      typealias Alias = Int
      let text = "struct Fake {}"
      // protocol Commented
      """)
    // Then
    #expect(source.topLevelTypeNames == ["Profile", "Debug", "Alias"])
  }

  // `--route` compares the property requirements of two data stores.
  @Test func propertyRequirementsHaveNameTypeAndWhetherSettable() {
    // Given
    let source = SwiftSource(
      """
      protocol HomeDataStore {
        /// A doc { comment }.
        var contact: Contact? { get set }
        var counts: [String: Int] { get }
        func load()
        var closure: (() -> Void)? { get set }
      }
      protocol Other { var ignored: Int { get set } }
      """)
    // When
    let properties = source.propertyRequirements(ofProtocol: "HomeDataStore")
    // Then
    #expect(
      properties == [
        .init(name: "contact", type: "Contact?", isSettable: true),
        .init(name: "counts", type: "[String:Int]", isSettable: false),
        .init(name: "closure", type: "(()->Void)?", isSettable: true),
      ])
    #expect(source.propertyRequirements(ofProtocol: "Missing") == nil)
  }
}
