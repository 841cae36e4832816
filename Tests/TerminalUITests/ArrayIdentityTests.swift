import Testing

@testable import TerminalUI

/// The identity lookups views and controllers use instead of closures: they match the same
/// instance, never an equal one, and keep the order of the rest.
struct ArrayIdentityTests {
  /// Equal by name, so that a lookup by equality would find the wrong instance.
  final class Token: Equatable {
    let name: String
    init(_ name: String) { self.name = name }
    static func == (lhs: Token, rhs: Token) -> Bool { lhs.name == rhs.name }
  }

  @Test func removeIdenticalRemovesEveryOccurrenceOfTheInstanceOnly() {
    let first = Token("a")
    let twin = Token("a")
    let other = Token("b")
    var tokens = [first, twin, first, other, first]

    tokens.removeIdentical(to: first)

    #expect(tokens.count == 2)
    #expect(tokens[0] === twin)
    #expect(tokens[1] === other)
  }

  @Test func firstIndexIdenticalFindsTheInstanceNotAnEqualOne() {
    let first = Token("a")
    let twin = Token("a")
    let tokens = [twin, Token("b"), first, first]

    #expect(tokens.firstIndexIdentical(to: first) == 2)
    #expect(tokens.firstIndexIdentical(to: twin) == 0)
    #expect(tokens.firstIndexIdentical(to: Token("a")) == nil)
    #expect(tokens.containsIdentical(first))
    #expect(!tokens.containsIdentical(Token("b")))
    #expect(![Token]().containsIdentical(first))
  }
}
