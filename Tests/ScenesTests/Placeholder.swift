import Testing

@Test func placeholderScenesTests() { #expect(Bool(true)) }
