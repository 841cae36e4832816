extension SwiftSource {
  /// One clause of a `#if … #endif` block: the `#if`, an `#elseif` or the `#else`.
  ///
  /// ```swift
  /// let source = SwiftSource("#if os(Linux)\nlet a = 1\n#else\nlet a = 2\n#endif\n")
  /// // The second `let`, token 12, is in the `#else` of the block opened by token 0:
  /// source.conditionalBranches(holdingTokenAt: 12)  // [ConditionalBranch(block: 0, clause: 1)]
  /// ```
  struct ConditionalBranch: Equatable, Sendable {
    /// The index of the `#` of the block's `#if`.
    let block: Int
    /// The clause's place in the block: 0 for the `#if`, 1 for the first `#elseif` or
    /// `#else` after it, and so on.
    let clause: Int
  }

  /// The word of the compiler directive (`if`, `elseif`, `else`, `endif`…) whose `#` is the
  /// token at `index`; `nil` when that token is not a directive's `#`.
  func directive(at index: Int) -> String? {
    guard index + 1 < tokens.count, tokens[index].kind == .punctuation,
      tokens[index].text == "#", tokens[index + 1].kind == .word
    else { return nil }
    return tokens[index + 1].text
  }

  /// The clauses of the `#if … #endif` blocks that hold the token at `index`, outermost
  /// first; empty when the token is compiled whatever the conditions.
  ///
  /// - Complexity: O(*index*).
  func conditionalBranches(holdingTokenAt index: Int) -> [ConditionalBranch] {
    var branches: [ConditionalBranch] = []
    for current in 0..<index {
      switch directive(at: current) {
      case "if":
        branches.append(ConditionalBranch(block: current, clause: 0))
      case "elseif", "else":
        if let branch = branches.popLast() {
          branches.append(ConditionalBranch(block: branch.block, clause: branch.clause + 1))
        }
      case "endif":
        _ = branches.popLast()
      default:
        break
      }
    }
    return branches
  }

  /// Whether no build compiles both code in `first` and code in `second`, clauses given by
  /// ``conditionalBranches(holdingTokenAt:)``: where they part, they are two clauses of one
  /// block.
  static func excludeEachOther(_ first: [ConditionalBranch], _ second: [ConditionalBranch])
    -> Bool
  {
    guard let parting = zip(first, second).first(where: { $0 != $1 }) else { return false }
    return parting.0.block == parting.1.block
  }
}
