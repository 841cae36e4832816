import Testing

@Test func placeholderTerminalCoreTests() { #expect(Bool(true)) }
