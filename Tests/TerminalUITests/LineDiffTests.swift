import Testing

@testable import TerminalUITesting

/// The line diff a failing snapshot prints.
struct LineDiffTests {
  @Test func equalTextsHaveNoChanges() {
    let diff = LineDiff(expected: ["a", "b"], actual: ["a", "b"])
    #expect(!diff.hasChanges)
    #expect(diff.lines == [.same("a", number: 1), .same("b", number: 2)])
  }

  @Test func aChangedLineIsARemovalThenAnAddition() {
    let diff = LineDiff(expected: ["a", "b", "c"], actual: ["a", "B", "c"])
    #expect(diff.description == "  1|a\n- 2|b\n+ 2|B\n  3|c")
  }

  @Test func insertedAndDeletedLinesKeepTheOthersAligned() {
    let diff = LineDiff(expected: ["a", "b", "c"], actual: ["x", "a", "c", "d"])
    #expect(
      diff.lines == [
        .added("x", number: 1), .same("a", number: 2), .removed("b", number: 2),
        .same("c", number: 3), .added("d", number: 4),
      ])
  }

  @Test func unchangedLinesFarFromAChangeAreFolded() {
    let expected = (1...11).map { "line \($0)" }
    var actual = expected
    actual[5] = "changed"
    let diff = LineDiff(expected: expected, actual: actual, context: 1)
    #expect(
      diff.description == """
          ⋮
           5|line 5
        -  6|line 6
        +  6|changed
           7|line 7
          ⋮
        """)
  }
}
